/**
 * What each act does (as boardgame.io's moves): the mus rounds, the ba/ez declarations, the bid
 * ladder of a phase's dialogue (open, raise, see, fold, hordago, biak) and a misdeal. Each act checks
 * its own preconditions and returns null when it accepts the action, else the error as data; the
 * stage that follows is `flow.ts`'s.
 *
 * Sources: FFMus règlement arts. 4-5, 7-9, 16-17; FFMus *Le dialogue*; Memo Mus ch. III, VIII;
 * Pagat "The Betting".
 */
import type { EngineError } from '../types.js';
import { DEFAULT_BET } from '../types.js';
import type { ActionCode } from '../errors/index.js';
import { teamOf } from '../rules/presets.js';
import { TIRA_ORDAGO_OPENING, tiraOpeningReason, tiraOrdagoAfterBetsReason, tiraRaisesReason } from '../settle/reasons.js';
import type { Said } from './validate-action.js';
import { currentDialogue, ladderTotal, tiraPays, type DealState, type Dialogue } from './state.js';
import {
  active, afterDeclarations, bothTeams, declaredPhase, draw, endDialogue, enter, nextDeclarer, nextDiscarder, nextMusSpeaker,
  type Effect,
} from './flow.js';

/** The rule of the ladder's words (FFMus *Le dialogue*). */
export const DIALOGUE_RULE = 'FFMus Le dialogue';

/** The smallest opening bet (imido), in tantos (FFMus *Le dialogue*); a bet said without an amount is {@link DEFAULT_BET}. */
export const MIN_BET = 2;

/** The phase where biak imido and biak hordago are said (they engage grande and chica: FFMus art. 9, Memo Mus ch. VIII). */
export function biakMayBeSaid(phase: Dialogue['phase']): boolean {
  return phase === 'grande';
}

/** An action refused: its code, the JSON path, and a message naming the rule (`path: message (rule)`). */
export function err(code: ActionCode, path: string, message: string, rule?: string): EngineError {
  const e: EngineError = { code, path, message: `${path}: ${message}${rule ? ` (${rule})` : ''}` };
  if (rule) e.rule = rule;
  return e;
}

/** Mus rounds: everyone must agree to go mus; one cut (mintza / no hay mus) starts play (FFMus arts. 7-8). */
export function musAct(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
  const seats = active(s);
  if (s.mus.discarding) {
    if (a.act !== 'discard') return err('action/discards-pending', path, `everyone went mus: seat ${nextDiscarder(s)} discards now`, 'FFMus art. 8');
    const expected = nextDiscarder(s);
    if (a.seat !== expected) return err('action/not-your-turn', path, `seat ${a.seat} cannot discard: seat ${expected} discards first (esku first)`, 'FFMus art. 8');
    s.mus.discarded.push(a.seat);
    if (s.mus.discarded.length === seats.length) {
      s.mus = { rounds: s.mus.rounds + 1, said: [], discarding: false, discarded: [] };
    }
    return null;
  }
  switch (a.act) {
    case 'mus': {
      const expected = nextMusSpeaker(s);
      if (a.seat !== expected) return err('action/not-your-turn', path, `seat ${a.seat} cannot speak: it is seat ${expected}'s turn to say mus or cut`, 'FFMus art. 7');
      s.mus.said.push(a.seat);
      if (s.mus.said.length === seats.length) s.mus.discarding = true;
      return null;
    }
    case 'cut':
      enter(s, 'grande', effects);
      return null;
    case 'discard':
      return err('action/not-discarding', path, 'discards come only after every player said mus', 'FFMus art. 8');
    default:
      return err('action/wrong-phase', `${path}.phase`, `"${a.act}" is not said in the mus rounds`, 'FFMus art. 7');
  }
}

/** The ba/ez round at pares or juego: every seat in speaking order (Memo Mus ch. III-3, III-4). */
export function declare(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
  const phase = declaredPhase(s.stage as 'pares-declare' | 'juego-declare');
  if (a.act !== 'declare') {
    return err('action/must-declare', path, `at ${phase}, each player first says ba or ez; nobody bets before the round of declarations ends`, 'Memo Mus ch. III');
  }
  const decl = s.declared[phase];
  const expected = nextDeclarer(s, decl);
  if (a.seat !== expected) {
    return err('action/not-your-turn', path, `seat ${a.seat} cannot declare: seat ${expected} declares first`, 'Memo Mus ch. III');
  }
  decl[a.seat] = a.has;
  if (nextDeclarer(s, decl) === -1) afterDeclarations(s, phase, effects);
  return null;
}

/** One act in a phase's dialogue: the bid ladder (FFMus art. 17, *Le dialogue*). */
export function dialogueAct(s: DealState, d: Dialogue, a: Said, path: string, effects?: Effect[]): EngineError | null {
  const isHolderPhase = d.phase === 'pares' || d.phase === 'juego';
  if (isHolderPhase && !d.speakers.includes(a.seat)) {
    return err('action/not-a-holder', path, `seat ${a.seat} said ez at ${d.phase} and cannot bet for a partner who holds`, 'FFMus art. 16');
  }
  if (a.act === 'declare') return err('action/not-declaring', path, `the declarations at ${d.phase} are over`);
  if (d.bettor === null) {
    // opening round: each seat in speaking order passes or opens
    const expected = d.speakers[d.turn];
    if (a.seat !== expected) return err('action/not-your-turn', path, `seat ${a.seat} cannot speak: it is seat ${expected}'s turn at ${d.phase}`, 'FFMus art. 9');
    switch (a.act) {
      case 'pass':
        d.turn++;
        if (d.turn >= d.speakers.length) {
          d.result = 'passed';
          endDialogue(s, d, effects);
        }
        return null;
      case 'bet': {
        const amount = a.amount ?? DEFAULT_BET;
        if (amount < MIN_BET) return err('action/bet-too-small', `${path}.amount`, `an opening bet (imido) is at least ${MIN_BET} tantos, not ${amount}`, DIALOGUE_RULE);
        if (a.both && !biakMayBeSaid(d.phase)) return err('action/biak-not-grande', path, 'biak imido opens grande and chica together, so it is said at grande', 'FFMus art. 9');
        d.bets = [amount];
        d.bettor = a.seat;
        if (a.both) {
          d.biak = true;
          s.biak = { seat: a.seat, amount, ordago: false };
        }
        return null;
      }
      case 'ordago':
        if (a.both && !biakMayBeSaid(d.phase)) return err('action/biak-not-grande', path, 'biak hordago engages grande and chica together, so it is said at grande', 'Memo Mus ch. VIII');
        d.bettor = a.seat;
        d.ordagoBy = a.seat;
        if (a.both) {
          d.biak = true;
          s.biak = { seat: a.seat, amount: 0, ordago: true };
        }
        return null;
      case 'raise':
        return err('action/no-bet-to-raise', path, `nobody has bet at ${d.phase} yet: open with a bet (imido)`, DIALOGUE_RULE);
      case 'see':
      case 'fold':
        return err('action/nothing-to-answer', path, `nobody has bet at ${d.phase} yet: there is nothing to ${a.act === 'see' ? 'see (iduki)' : 'refuse (tira)'}`, DIALOGUE_RULE);
      case 'mus': case 'cut': case 'discard': case 'misdeal':
        return err('action/wrong-phase', path, `"${a.act}" is not said in the dialogue`);
      default: {
        const never: never = a.act;
        return err('action/bad-act', path, `unknown act ${JSON.stringify(never)}`);
      }
    }
  }
  // a bet or hordago stands: the other team answers
  const bettorTeam = teamOf(d.bettor);
  if (teamOf(a.seat) === bettorTeam) {
    return err('action/not-your-turn', path, `seat ${a.seat} cannot ${verb(a.act)}: team ${bettorTeam} made the last bet`, DIALOGUE_RULE);
  }
  if (d.ordagoBy !== null) {
    switch (a.act) {
      case 'see':
        d.result = 'ordago-seen';
        s.ordago = { phase: d.phase, by: d.ordagoBy, seenBy: a.seat };
        endDialogue(s, d, effects);
        return null;
      case 'fold': {
        const paid = tiraPays(d);
        d.result = 'folded';
        d.foldedBy = teamOf(a.seat);
        d.paid = paid;
        draw(
          s, bettorTeam, paid, d.phase, 'tira', d.ordagoBy, d.bets.length ? DIALOGUE_RULE : 'FFMus art. 17',
          d.bets.length ? tiraOrdagoAfterBetsReason(paid, d.bets) : TIRA_ORDAGO_OPENING, effects,
        );
        endDialogue(s, d, effects);
        return null;
      }
      default:
        return err('action/must-answer-ordago', path, 'a hordago stands: the only answers are kanta (see) or tira (fold)', DIALOGUE_RULE);
    }
  }
  switch (a.act) {
    case 'see': {
      d.result = 'seen';
      d.stake = ladderTotal(d.bets);
      endDialogue(s, d, effects);
      return null;
    }
    case 'fold': {
      const raises = d.bets.length - 1;
      const paid = tiraPays(d);
      d.result = 'folded';
      d.foldedBy = teamOf(a.seat);
      d.paid = paid;
      draw(
        s, bettorTeam, paid, d.phase, 'tira', d.bettor, 'FFMus art. 17',
        raises === 0 ? tiraOpeningReason(d.bets[0]) : tiraRaisesReason(paid, d.bets, raises), effects,
      );
      endDialogue(s, d, effects);
      return null;
    }
    case 'raise':
      if (a.amount! < s.rules.raiseMin) return err('action/raise-too-small', `${path}.amount`, `a raise (gehiago) is at least ${s.rules.raiseMin}, not ${a.amount}`, DIALOGUE_RULE);
      d.bets.push(a.amount!);
      d.bettor = a.seat;
      return null;
    case 'ordago':
      if (a.both) {
        // Memo Mus ch. VIII (addenda): the team that speaks second waits for the other to speak;
        // "alors seulement là, la B peut faire biak hordago (si toutefois la A n'a pas déjà fait
        // hordago ou biak hordago)". So in answer at grande, while no hordago stands (a standing
        // hordago is answered above, kanta or tira only). It engages grande and chica: a biak imido
        // standing at chica is covered by the hordago there (a tira at chica pays it).
        if (!biakMayBeSaid(d.phase)) return err('action/biak-not-grande', path, 'biak hordago engages grande and chica together, so it is said at grande', 'Memo Mus ch. VIII');
        d.biak = true;
        const chica = s.biak && !s.biak.ordago ? [s.biak.amount] : undefined;
        s.biak = chica ? { seat: a.seat, amount: 0, ordago: true, bets: chica } : { seat: a.seat, amount: 0, ordago: true };
      }
      d.bettor = a.seat;
      d.ordagoBy = a.seat;
      return null;
    case 'pass':
      return err('action/must-answer', path, `a bet of ${ladderTotal(d.bets)} stands at ${d.phase}: see (iduki), fold (tira), raise (gehiago) or hordago`, DIALOGUE_RULE);
    case 'bet':
      return err('action/bet-already-open', path, `a bet already stands at ${d.phase}: raise it (gehiago) instead`, DIALOGUE_RULE);
    case 'mus': case 'cut': case 'discard': case 'misdeal':
      return err('action/wrong-phase', path, `"${a.act}" is not said in the dialogue`);
    default: {
      const never: never = a.act;
      return err('action/bad-act', path, `unknown act ${JSON.stringify(never)}`);
    }
  }
}

function verb(act: Said['act']): string {
  switch (act) {
    case 'see': return 'see';
    case 'fold': return 'fold';
    case 'raise': return 'raise';
    case 'ordago': return 'say hordago';
    case 'pass': return 'pass';
    case 'bet': return 'bet';
    default: return act;
  }
}

/**
 * A seat found with more or fewer than four cards after play began (FFMus art. 5): it is out of the
 * deal and the points its team drew in this deal so far are cancelled.
 */
export function misdeal(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
  if (s.stage === 'mus') {
    return err('action/misdeal-before-play', path, 'a misdeal found before play began means a new deal (FFMus art. 4); art. 5 applies once play has started', 'FFMus art. 4');
  }
  if (s.out.includes(a.seat)) return err('action/seat-out', path, `seat ${a.seat} is already out of this deal`, 'FFMus art. 5');
  const team = teamOf(a.seat);
  const teamLeft = active(s).filter((x) => x !== a.seat && teamOf(x) === team);
  if (teamLeft.length === 0) return err('action/team-out', path, `seat ${a.seat} is the last of team ${team} in the deal`, 'FFMus art. 5');
  s.out.push(a.seat);
  effects?.push({ type: 'out', seat: a.seat });
  let drawn = 0;
  for (const c of s.credits) if (c.team === team && c.counted) drawn += c.applied;
  if (drawn > 0) {
    draw(s, team, -drawn, 'deal', 'cancel', a.seat, 'FFMus art. 5', { key: 'cancel.misdeal', params: { seat: a.seat, points: drawn } }, effects);
  }
  // the seat leaves the dialogue in progress
  const d = currentDialogue(s);
  if (d && d.result === null) {
    const i = d.speakers.indexOf(a.seat);
    if (i >= 0) {
      // a new list: the old one may be the deal's speaking order (see `openDialogue`)
      d.speakers = d.speakers.filter((x) => x !== a.seat);
      if (i < d.turn) d.turn--;
      if (!bothTeams(d.speakers)) {
        d.result = 'none';
        d.bets = [];
        d.bettor = null;
        d.ordagoBy = null;
        endDialogue(s, d, effects);
      } else if (d.bettor === null && d.turn >= d.speakers.length) {
        d.result = 'passed';
        endDialogue(s, d, effects);
      }
    }
  } else if (s.stage === 'pares-declare' || s.stage === 'juego-declare') {
    const phase = declaredPhase(s.stage);
    s.declared[phase][a.seat] = null;
    if (nextDeclarer(s, s.declared[phase]) === -1) afterDeclarations(s, phase, effects);
  }
  return null;
}
