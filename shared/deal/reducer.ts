/**
 * The deal as a state machine over actions: one exhaustive switch over the acts.
 * Illegal actions come back as data (`action/…` codes) and leave the state unchanged.
 *
 * Sources: FFMus règlement arts. 5, 7-10, 17; FFMus *Le dialogue*; Memo Mus ch. III, IV, VIII;
 * Pagat "The Betting".
 */
import type { BetPhase, Credit, EngineError, Reason, Seat, Team } from '../types.js';
import type { ActionCode } from '../errors/index.js';
import { teamOf } from '../rules/presets.js';
import { count, type Tally } from '../settle/ledger.js';
import { TIRA_ORDAGO_OPENING, tiraOpeningReason, tiraOrdagoAfterBetsReason, tiraRaisesReason } from '../settle/reasons.js';
import { blankSaid, isError, readAction, type Said } from './validate-action.js';
import { basePath, type DealBase } from './paths.js';
import { cloneDeal, currentDialogue, phaseOfStage, tiraPays, type DealState, type Dialogue, type Stage } from './state.js';

/** Something that happened as the result of an action, returned as data. */
export type Effect =
  | { type: 'credit'; credit: Credit }
  | { type: 'stage'; from: Stage; to: Stage }
  | { type: 'manche-won'; team: Team }
  | { type: 'out'; seat: Seat };

/** Outcome of {@link transition}. */
export type TransitionResult =
  | { ok: true; state: DealState; effects: Effect[] }
  | { ok: false; error: EngineError };

const DIALOGUE_RULE = 'FFMus Le dialogue';

/**
 * Applies one action to a deal without mutating it.
 * @param path JSON path used in error messages, e.g. `actions[7]`.
 * @returns the new state and its effects, or the error (state unchanged).
 */
export function transition(state: DealState, action: unknown, path = 'action'): TransitionResult {
  const next = cloneDeal(state);
  const effects: Effect[] = [];
  const error = applyInPlace(next, action, path, effects);
  if (error) return { ok: false, error };
  return { ok: true, state: next, effects };
}

/**
 * Applies one action by mutating `s` (fast replay of records). On error the state must be thrown
 * away: `transition` is the safe, pure form for live tables.
 * @param effects receives what the action caused (credits drawn, stage changes), if given.
 */
export function applyInPlace(s: DealState, action: unknown, path: string | ActionPath, effects?: Effect[]): EngineError | null {
  if (typeof path === 'string') return applyCore(s, action, path, effects, true);
  const e = applyCore(s, action, HERE, effects, true);
  return e ? relocate(e, `${basePath(path.base)}actions[${path.index}]`) : null;
}

/**
 * Applies `actions[at.index]` of a record being replayed whole, like {@link applyInPlace}, but
 * without appending it to `s.log`: once every action is accepted, the log of the deal is exactly
 * the record's list, and `replayActions` (`settle/record.ts`) gives the state that list itself
 * rather than a copy built one action at a time.
 */
export function applyRecorded(s: DealState, action: unknown, at: ActionPath): EngineError | null {
  const e = applyCore(s, action, HERE, undefined, false);
  return e ? relocate(e, `${basePath(at.base)}actions[${at.index}]`) : null;
}

/**
 * Where an action sits in a record, e.g. `{base: 3, index: 7}` for `deals[3].actions[7]` (see
 * `DealBase`). The path text is built only when an error needs it (replaying a record builds no
 * string per action or per deal).
 */
export interface ActionPath {
  base: DealBase;
  index: number;
}

const HERE = '\u0000';

function relocate(e: EngineError, path: string): EngineError {
  const out: EngineError = { ...e, message: e.message.split(HERE).join(path) };
  if (e.path !== undefined) out.path = e.path.split(HERE).join(path);
  return out;
}

/**
 * Reads and plays one action; an accepted action is appended to the log as given (when `log`).
 * The acts below return null when they accept the action (the log is written here, once).
 */
function applyCore(s: DealState, action: unknown, path: string, effects: Effect[] | undefined, log: boolean): EngineError | null {
  if (s.stage === 'over') {
    return err('action/deal-over', path, `the manche was won by team ${s.winner} during the dialogue; nothing more is said in this deal`, 'Memo Mus ch. IX');
  }
  // a fresh object per action, owned by this call: no scratch shared between calls
  const a = readAction(action, s.rules, path, blankSaid());
  if (isError(a)) return a;
  const e = play(s, a, path, effects);
  if (e === null && log) s.log.push(a.raw);
  return e;
}

/** Plays an action read by `readAction`: null when it is accepted, else the error. */
function play(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
  if (a.act === 'misdeal') return misdeal(s, a, path, effects);
  if (s.stage === 'showdown') {
    return err('action/dialogue-over', path, 'the dialogue is over: the hands are shown now', 'FFMus art. 17');
  }
  if (s.out.length > 0 && s.out.includes(a.seat)) {
    return err('action/seat-out', path, `seat ${a.seat} is out of this deal after a misdeal`, 'FFMus art. 5');
  }
  if (s.stage === 'mus') {
    if (a.phase === 'mus') return musAct(s, a, path, effects);
    if (a.phase !== 'grande') return err('action/wrong-phase', `${path}.phase`, `the table is at the mus rounds; play starts with grande, not ${a.phase}`, 'FFMus art. 9');
    if (s.mus.discarding) return err('action/discards-pending', path, `everyone went mus: seat ${nextDiscarder(s)} discards before play starts`, 'FFMus art. 8');
    if (s.mus.said.length > 0) return err('action/mus-round-open', path, `seat ${nextMusSpeaker(s)} has not said mus or cut yet`, 'FFMus art. 7');
    enter(s, 'grande', effects);
  }
  const phase = phaseOfStage(s.stage);
  if (a.phase !== phase) {
    return err('action/wrong-phase', `${path}.phase`, `the table is at ${phase}, not ${a.phase}`, 'FFMus art. 9');
  }
  switch (s.stage) {
    case 'pares-declare':
    case 'juego-declare':
      return declare(s, a, path, effects);
    case 'grande': case 'chica': case 'pares': case 'juego': case 'punto':
      return dialogueAct(s, s.dialogues[s.stage]!, a, path, effects);
    default:
      return err('action/wrong-phase', path, `no action is expected at stage ${s.stage}`);
  }
}

function err(code: ActionCode, path: string, message: string, rule?: string): EngineError {
  const e: EngineError = { code, path, message: `${path}: ${message}${rule ? ` (${rule})` : ''}` };
  if (rule) e.rule = rule;
  return e;
}

function active(s: DealState): Seat[] {
  return s.out.length ? s.order.filter((x) => !s.out.includes(x)) : s.order;
}

function nextMusSpeaker(s: DealState): Seat {
  return active(s)[s.mus.said.length];
}

function nextDiscarder(s: DealState): Seat {
  return active(s)[s.mus.discarded.length];
}

/** Mus rounds: everyone must agree to go mus; one cut (mintza / no hay mus) starts play (FFMus arts. 7-8). */
function musAct(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
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
      return err('action/not-discarding', path, 'discards come only after all four players said mus', 'FFMus art. 8');
    default:
      return err('action/wrong-phase', `${path}.phase`, `"${a.act}" is not said in the mus rounds`, 'FFMus art. 7');
  }
}

/** The ba/ez round at pares or juego: every seat in speaking order (Memo Mus ch. III-3, III-4). */
function declare(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
  const phase = s.stage === 'pares-declare' ? 'pares' : 'juego';
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

/** The first seat in speaking order, in the deal, that has not declared yet; -1 when all have. */
function nextDeclarer(s: DealState, decl: readonly (boolean | null)[]): Seat {
  const order = s.order;
  for (let i = 0; i < order.length; i++) {
    const x = order[i];
    if (decl[x] === null && !(s.out.length > 0 && s.out.includes(x))) return x;
  }
  return -1;
}

/** The seats in the deal that declared ba at a phase, as a bit mask by seat (bit `x`: seat `x`). */
function holderMask(s: DealState, phase: 'pares' | 'juego'): number {
  const decl = s.declared[phase];
  let mask = 0;
  for (let x = 0; x < decl.length; x++) if (decl[x] === true && !(s.out.length > 0 && s.out.includes(x))) mask |= 1 << x;
  return mask;
}

/**
 * The seats of a bit mask in speaking order, as a list of exactly their number (the speakers of a
 * pares or juego dialogue: the declared holders, Memo Mus ch. III).
 */
function seatsOf(order: readonly Seat[], mask: number): Seat[] {
  let n = 0;
  for (let i = 0; i < order.length; i++) if (mask & (1 << order[i])) n++;
  const out = new Array<Seat>(n);
  let k = 0;
  for (let i = 0; i < order.length; i++) if (mask & (1 << order[i])) out[k++] = order[i];
  return out;
}

/** Seats of team A (even) and of team B (odd), as bit masks (spec "Seats and teams"). */
const TEAM_A_SEATS = 0x55555555;
const TEAM_B_SEATS = 0x2aaaaaaa;

/** True when the seats include players of both teams. */
function bothTeams(seats: readonly Seat[]): boolean {
  let a = false;
  let b = false;
  for (const x of seats) if (x % 2 === 0) a = true; else b = true;
  return a && b;
}

/**
 * After the last ba/ez: the phase's dialogue when both teams hold, else its count without one
 * (`none`: one team holds; `skipped`: nobody), then the next stage (Memo Mus ch. III, ch. V).
 */
function afterDeclarations(s: DealState, phase: 'pares' | 'juego', effects?: Effect[]): void {
  const h = holderMask(s, phase);
  if ((h & TEAM_A_SEATS) !== 0 && (h & TEAM_B_SEATS) !== 0) {
    enter(s, phase, effects, h);
    return;
  }
  s.dialogues[phase] = closedDialogue(phase, h !== 0 ? 'none' : 'skipped');
  if (phase === 'pares') enter(s, 'juego-declare', effects);
  else if (h !== 0) {
    s.dialogues.punto = closedDialogue('punto', 'skipped');
    enter(s, 'showdown', effects);
  } else enter(s, 'punto', effects);
}

/**
 * Empty lists shared by the dialogues closed without a word (`none`, `skipped`): a closed dialogue is
 * never changed again (a misdeal only touches the dialogue in progress; `cloneDeal` copies lists).
 */
const NO_SPEAKERS: Seat[] = Object.freeze([]) as unknown as Seat[];
const NO_BETS: number[] = Object.freeze([]) as unknown as number[];

function closedDialogue(phase: BetPhase, result: 'none' | 'skipped'): Dialogue {
  return { phase, speakers: NO_SPEAKERS, turn: 0, bets: NO_BETS, bettor: null, ordagoBy: null, biak: false, result, foldedBy: null, paid: 0, stake: 0 };
}

/**
 * Moves the deal to a stage, opening its dialogue.
 * @param holders entering pares or juego: the declared holders, as a bit mask by seat.
 */
function enter(s: DealState, stage: Stage, effects?: Effect[], holders = 0): void {
  const from = s.stage;
  s.stage = stage;
  effects?.push({ type: 'stage', from, to: stage });
  switch (stage) {
    case 'grande':
    case 'punto':
      s.dialogues[stage] = openDialogue(stage, active(s));
      return;
    case 'chica': {
      const d = openDialogue('chica', active(s));
      if (s.biak) {
        d.biak = true;
        d.bettor = s.biak.seat;
        if (s.biak.ordago) {
          d.ordagoBy = s.biak.seat;
          if (s.biak.bets) d.bets = s.biak.bets.slice();
        } else d.bets = [s.biak.amount];
      }
      s.dialogues.chica = d;
      return;
    }
    case 'pares':
    case 'juego':
      s.dialogues[stage] = openDialogue(stage, seatsOf(s.order, holders));
      return;
    default:
      return;
  }
}

/**
 * A new ladder. `speakers` is kept as given, and may be the deal's speaking order itself: a
 * dialogue's speakers are never changed in place (a misdeal gives the dialogue a new list).
 */
function openDialogue(phase: BetPhase, speakers: Seat[]): Dialogue {
  return { phase, speakers, turn: 0, bets: [], bettor: null, ordagoBy: null, biak: false, result: null, foldedBy: null, paid: 0, stake: 0 };
}

const NEXT: Record<BetPhase, Stage> = { grande: 'chica', chica: 'pares-declare', pares: 'juego-declare', juego: 'showdown', punto: 'showdown' };

function endDialogue(s: DealState, d: Dialogue, effects?: Effect[]): void {
  if (s.stage === 'over') return;
  if (d.result === 'ordago-seen') {
    enter(s, 'showdown', effects);
    return;
  }
  if (d.phase === 'juego') s.dialogues.punto = closedDialogue('punto', 'skipped');
  enter(s, NEXT[d.phase], effects);
}

function sum(xs: readonly number[], n = xs.length): number {
  let t = 0;
  for (let i = 0; i < n; i++) t += xs[i];
  return t;
}

/**
 * Draws a credit during the dialogue (a tira, or a misdeal's cancellation): counted at once, and
 * the deal ends the instant a team reaches the target (Memo Mus ch. IX). Fields as in `count`.
 */
function draw(
  s: DealState, team: Team, points: number, phase: BetPhase | 'deal', kind: 'tira' | 'cancel', seat: Seat, rule: string, why: Reason,
  effects?: Effect[],
): void {
  // the tally is this call's own: the deal's credits are counted into the deal's own list
  const tally: Tally = { score: s.score, target: s.rules.target, winner: s.winner, ledger: s.credits };
  const c = count(tally, team, points, phase, 'dialogue', kind, rule, why, seat);
  s.score = tally.score;
  const won = tally.winner;
  effects?.push({ type: 'credit', credit: c });
  if (won && !s.winner) {
    s.winner = won;
    effects?.push({ type: 'manche-won', team: won });
    enter(s, 'over', effects);
  }
}

/** One act in a phase's dialogue: the bid ladder (FFMus art. 17, *Le dialogue*). */
function dialogueAct(s: DealState, d: Dialogue, a: Said, path: string, effects?: Effect[]): EngineError | null {
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
        const amount = a.amount ?? 2;
        if (amount < 2) return err('action/bet-too-small', `${path}.amount`, `an opening bet (imido) is at least 2 tantos, not ${amount}`, DIALOGUE_RULE);
        if (a.both && d.phase !== 'grande') return err('action/biak-not-grande', path, 'biak imido opens grande and chica together, so it is said at grande', 'FFMus art. 9');
        d.bets = [amount];
        d.bettor = a.seat;
        if (a.both) {
          d.biak = true;
          s.biak = { seat: a.seat, amount, ordago: false };
        }
        return null;
      }
      case 'ordago':
        if (a.both && d.phase !== 'grande') return err('action/biak-not-grande', path, 'biak hordago engages grande and chica together, so it is said at grande', 'Memo Mus ch. VIII');
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
      d.stake = sum(d.bets);
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
        if (d.phase !== 'grande') return err('action/biak-not-grande', path, 'biak hordago engages grande and chica together, so it is said at grande', 'Memo Mus ch. VIII');
        d.biak = true;
        const chica = s.biak && !s.biak.ordago ? [s.biak.amount] : undefined;
        s.biak = chica ? { seat: a.seat, amount: 0, ordago: true, bets: chica } : { seat: a.seat, amount: 0, ordago: true };
      }
      d.bettor = a.seat;
      d.ordagoBy = a.seat;
      return null;
    case 'pass':
      return err('action/must-answer', path, `a bet of ${sum(d.bets)} stands at ${d.phase}: see (iduki), fold (tira), raise (gehiago) or hordago`, DIALOGUE_RULE);
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
function misdeal(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
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
    const phase = s.stage === 'pares-declare' ? 'pares' : 'juego';
    s.declared[phase][a.seat] = null;
    if (nextDeclarer(s, s.declared[phase]) === -1) afterDeclarations(s, phase, effects);
  }
  return null;
}

