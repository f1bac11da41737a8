/**
 * The dialogue of a phase (stages `grande`, `chica`, `pares`, `juego`, `punto`): the bid ladder —
 * imido, gehiago, hordago, iduki, tira, kanta, biak — and what a tira pays. The one place the
 * ladder's rules are written; the legal-move list (`legal.ts`) asks the same definitions.
 *
 * Sources: FFMus règlement arts. 9, 10, 16, 17 (*Relances*); FFMus *Le dialogue*; Memo Mus ch. VIII
 * (biak); Pagat "The Betting".
 */
import type { EngineError, RuleOptions } from '../types.js';
import { DEFAULT_BET } from '../types.js';
import { teamOf } from '../rules/presets.js';
import { bettingRule } from '../rules/citations.js';
import { TIRA_ORDAGO_OPENING, tiraOpeningReason, tiraOrdagoAfterBetsReason, tiraRaisesReason } from '../score/reasons.js';
import type { Said } from './validate-action.js';
import type { DealState, Dialogue } from './state.js';
import { draw, endDialogue, type Effect } from './flow.js';
import { err } from './refusal.js';

/** The rule of the ladder's words (FFMus *Le dialogue*). */
export const DIALOGUE_RULE = 'FFMus Le dialogue';

/**
 * The rule a refused small raise cites: Pagat « The Betting » (« by at least 2 ») under `pagat`;
 * under `ffmus` (any raise of 1 and up, unless the record's `rules.raiseMin` asks more) *Le dialogue*.
 */
function raiseMinRule(rules: RuleOptions): string {
  return bettingRule(rules, DIALOGUE_RULE);
}

/** The smallest opening bet (imido), in tantos (FFMus *Le dialogue*; Pagat « The Betting »: « at least 2 »); a bet said without an amount is {@link DEFAULT_BET}. */
export const MIN_BET = 2;

/** The phase where biak imido and biak hordago are said (they engage grande and chica: FFMus art. 9, Memo Mus ch. VIII). */
export function biakMayBeSaid(phase: Dialogue['phase']): boolean {
  return phase === 'grande';
}

/** The tantos on a ladder: the opening bet and every raise (a bet seen pays this, FFMus art. 17). */
export function ladderTotal(bets: readonly number[]): number {
  let t = 0;
  for (const b of bets) t += b;
  return t;
}

/**
 * What a tira (a refusal) pays now on a dialogue's ladder, in tantos (FFMus art. 17 *Relances*,
 * *Le dialogue*): 1 after the opening bet alone; after raises, the total up to the bid before the
 * last; after a hordago, the total before it (1 when the hordago opened). The one definition the
 * reducer draws by and the legal-move list shows.
 */
export function tiraPays(d: Pick<Dialogue, 'bets' | 'ordagoBy'>): number {
  let total = 0;
  if (d.ordagoBy !== null) {
    for (const b of d.bets) total += b;
    return d.bets.length ? total : 1;
  }
  const last = d.bets.length - 1;
  if (last <= 0) return 1;
  for (let i = 0; i < last; i++) total += d.bets[i] ?? 0;
  return total;
}

/**
 * One word in a phase's dialogue, the bid ladder (FFMus arts. 9, 16, 17, *Le dialogue*; Memo Mus
 * ch. VIII for biak): the opening round (pass, imido, hordago) in speaking order, then the other
 * team's answer (iduki, tira, gehiago, hordago; kanta or tira to a hordago).
 * @param d the dialogue in progress (`s.dialogues[s.stage]`).
 * @returns null when the action is accepted (the state advanced), else the `action/…` error.
 */
export function dialogueAct(s: DealState, d: Dialogue, a: Said, path: string, effects?: Effect[]): EngineError | null {
  const isHolderPhase = d.phase === 'pares' || d.phase === 'juego';
  if (isHolderPhase && !d.speakers.includes(a.seat)) {
    return err('action/not-a-holder', path, `seat ${a.seat} said ez at ${d.phase} and cannot bet for a partner who holds`, 'FFMus art. 16', { seat: a.seat }, { form: 'at', phase: d.phase });
  }
  if (a.act === 'declare') return err('action/not-declaring', path, `the declarations at ${d.phase} are over`, undefined, undefined, { phase: d.phase });
  if (d.bettor === null) {
    // opening round: each seat in speaking order passes or opens
    const expected = d.speakers[d.turn];
    if (a.seat !== expected) return err('action/not-your-turn', path, `seat ${a.seat} cannot speak: it is seat ${expected}'s turn at ${d.phase}`, 'FFMus art. 9', expected === undefined ? { seat: a.seat } : { seat: a.seat, turn: expected }, { form: 'at', phase: d.phase });
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
        if (amount < MIN_BET) return err('action/bet-too-small', `${path}.amount`, `an opening bet (imido) is at least ${MIN_BET} tantos, not ${amount}`, bettingRule(s.rules, DIALOGUE_RULE), undefined, { min: MIN_BET, amount });
        if (a.both && !biakMayBeSaid(d.phase)) return err('action/biak-not-grande', path, 'biak imido opens grande and chica together, so it is said at grande', 'FFMus art. 9', undefined, { act: 'biakBet', phase: 'grande', phase2: 'chica' });
        d.bets = [amount];
        d.bettor = a.seat;
        if (a.both) {
          d.biak = true;
          s.biak = { seat: a.seat, amount, ordago: false };
        }
        return null;
      }
      case 'ordago':
        if (a.both && !biakMayBeSaid(d.phase)) return err('action/biak-not-grande', path, 'biak hordago engages grande and chica together, so it is said at grande', 'Memo Mus ch. VIII', undefined, { act: 'biakOrdago', phase: 'grande', phase2: 'chica' });
        d.bettor = a.seat;
        d.ordagoBy = a.seat;
        if (a.both) {
          d.biak = true;
          s.biak = { seat: a.seat, amount: 0, ordago: true };
        }
        return null;
      case 'raise':
        return err('action/no-bet-to-raise', path, `nobody has bet at ${d.phase} yet: open with a bet (imido)`, DIALOGUE_RULE, undefined, { phase: d.phase });
      case 'see':
      case 'fold':
        return err('action/nothing-to-answer', path, `nobody has bet at ${d.phase} yet: there is nothing to ${a.act === 'see' ? 'see (iduki)' : 'refuse (tira)'}`, DIALOGUE_RULE, undefined, { phase: d.phase, act: a.act === 'see' ? 'see' : 'fold' });
      case 'mus': case 'cut': case 'discard': case 'misdeal':
        return err('action/wrong-phase', path, `"${a.act}" is not said in the dialogue`, undefined, undefined, { form: 'dialogue', act: a.act, phase: d.phase });
      default: {
        const never: never = a;
        return err('action/bad-act', path, `unknown act ${JSON.stringify((never as { act?: unknown }).act)}`);
      }
    }
  }
  // a bet or hordago stands: the other team answers
  const bettorTeam = teamOf(d.bettor);
  if (teamOf(a.seat) === bettorTeam) {
    return err('action/not-your-turn', path, `seat ${a.seat} cannot ${verb(a.act)}: team ${bettorTeam} made the last bet`, DIALOGUE_RULE, { seat: a.seat, bettor: d.bettor }, { form: 'act', act: a.act, team: bettorTeam });
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
          s, bettorTeam, paid, d.phase, 'tira', d.ordagoBy, bettingRule(s.rules, DIALOGUE_RULE),
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
      const opening = d.bets[0];
      const paid = tiraPays(d);
      d.result = 'folded';
      d.foldedBy = teamOf(a.seat);
      d.paid = paid;
      draw(
        s, bettorTeam, paid, d.phase, 'tira', d.bettor, bettingRule(s.rules, 'FFMus art. 17'),
        raises === 0 && opening !== undefined ? tiraOpeningReason(opening) : tiraRaisesReason(paid, d.bets, raises), effects,
      );
      endDialogue(s, d, effects);
      return null;
    }
    case 'raise':
      if (a.amount < s.rules.raiseMin) return err('action/raise-too-small', `${path}.amount`, `a raise (gehiago) is at least ${s.rules.raiseMin}, not ${a.amount}`, raiseMinRule(s.rules), undefined, { min: s.rules.raiseMin, amount: a.amount });
      d.bets.push(a.amount);
      d.bettor = a.seat;
      return null;
    case 'ordago':
      if (a.both) {
        // Memo Mus ch. VIII (addenda): the team that speaks second waits for the other to speak;
        // "alors seulement là, la B peut faire biak hordago (si toutefois la A n'a pas déjà fait
        // hordago ou biak hordago)". So in answer at grande, while no hordago stands (a standing
        // hordago is answered above, kanta or tira only). It engages grande and chica: a biak imido
        // standing at chica is covered by the hordago there (a tira at chica pays it) — the other
        // team's imido only: over its own unanswered one a team's hordago is a first bet there, and
        // a tira pays 1 (Le dialogue « Quelle que soit la mise initiale … 1 seul point »).
        if (!biakMayBeSaid(d.phase)) return err('action/biak-not-grande', path, 'biak hordago engages grande and chica together, so it is said at grande', 'Memo Mus ch. VIII', undefined, { act: 'biakOrdago', phase: 'grande', phase2: 'chica' });
        d.biak = true;
        const chica = s.biak && !s.biak.ordago && teamOf(s.biak.seat) !== teamOf(a.seat) ? [s.biak.amount] : undefined;
        s.biak = chica ? { seat: a.seat, amount: 0, ordago: true, bets: chica } : { seat: a.seat, amount: 0, ordago: true };
      }
      d.bettor = a.seat;
      d.ordagoBy = a.seat;
      return null;
    case 'pass':
      return err('action/must-answer', path, `a bet of ${ladderTotal(d.bets)} stands at ${d.phase}: see (iduki), fold (tira), raise (gehiago) or hordago`, DIALOGUE_RULE, undefined, { amount: ladderTotal(d.bets), phase: d.phase });
    case 'bet':
      return err('action/bet-already-open', path, `a bet already stands at ${d.phase}: raise it (gehiago) instead`, DIALOGUE_RULE, undefined, { phase: d.phase });
    case 'mus': case 'cut': case 'discard': case 'misdeal':
      return err('action/wrong-phase', path, `"${a.act}" is not said in the dialogue`, undefined, undefined, { form: 'dialogue', act: a.act, phase: d.phase });
    default: {
      const never: never = a;
      return err('action/bad-act', path, `unknown act ${JSON.stringify((never as { act?: unknown }).act)}`);
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
