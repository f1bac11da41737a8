/**
 * The flow of a deal (as boardgame.io's `flow.ts`): which stage comes next, who speaks next, opening
 * and closing a phase's dialogue, and the end of the deal when a credit drawn during the dialogue
 * takes the target. What each act does to the ladder is in `acts.ts`; the entry points and the one
 * switch over the stages in `reducer.ts`; what may be said now (`legal.ts`) asks these same
 * functions.
 *
 * Sources: FFMus règlement arts. 5, 7-9, 17; Memo Mus ch. III (declarations), V (counts without a
 * dialogue), IX (the deal ends at the target).
 */
import type { BetPhase, Credit, Reason, Seat, Team } from '../types.js';
import { count, type Tally } from '../settle/ledger.js';
import type { DealState, Dialogue, Stage } from './state.js';

/** Something that happened as the result of an action, returned as data. */
export type Effect =
  | { type: 'credit'; credit: Credit }
  | { type: 'stage'; from: Stage; to: Stage }
  | { type: 'manche-won'; team: Team }
  | { type: 'out'; seat: Seat };

/** The phase a declaration stage belongs to: `pares-declare` → `pares`, `juego-declare` → `juego`. */
export function declaredPhase(stage: 'pares-declare' | 'juego-declare'): 'pares' | 'juego' {
  return stage === 'pares-declare' ? 'pares' : 'juego';
}

/** The seats in the deal (not out after a misdeal), in speaking order: the deal's order itself when nobody is out. */
export function active(s: DealState): Seat[] {
  return s.out.length ? s.order.filter((x) => !s.out.includes(x)) : s.order;
}

/** The seat that says mus or cut next in the round in progress (FFMus art. 7). */
export function nextMusSpeaker(s: DealState): Seat {
  return active(s)[s.mus.said.length];
}

/** The seat that discards next, esku first, once everyone went mus (FFMus art. 8). */
export function nextDiscarder(s: DealState): Seat {
  return active(s)[s.mus.discarded.length];
}

/** The first seat in speaking order, in the deal, that has not declared yet; -1 when all have. */
export function nextDeclarer(s: DealState, decl: readonly (boolean | null)[]): Seat {
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
export function bothTeams(seats: readonly Seat[]): boolean {
  let a = false;
  let b = false;
  for (const x of seats) if (x % 2 === 0) a = true; else b = true;
  return a && b;
}

/**
 * After the last ba/ez: the phase's dialogue when both teams hold, else its count without one
 * (`none`: one team holds; `skipped`: nobody), then the next stage (Memo Mus ch. III, ch. V).
 */
export function afterDeclarations(s: DealState, phase: 'pares' | 'juego', effects?: Effect[]): void {
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

/** A dialogue closed without a word: `none` (one team holds), `skipped` (nobody holds, or the punto after a declared juego). */
export function closedDialogue(phase: BetPhase, result: 'none' | 'skipped'): Dialogue {
  return { phase, speakers: NO_SPEAKERS, turn: 0, bets: NO_BETS, bettor: null, ordagoBy: null, biak: false, result, foldedBy: null, paid: 0, stake: 0 };
}

/**
 * Moves the deal to a stage, opening its dialogue.
 * @param holders entering pares or juego: the declared holders, as a bit mask by seat.
 */
export function enter(s: DealState, stage: Stage, effects?: Effect[], holders = 0): void {
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

/** The stage after each phase's dialogue, in playing order (FFMus art. 9; Memo Mus ch. III). */
const NEXT: Record<BetPhase, Stage> = { grande: 'chica', chica: 'pares-declare', pares: 'juego-declare', juego: 'showdown', punto: 'showdown' };

/**
 * Closes a dialogue: a seen hordago goes straight to the showdown, anything else to the next
 * stage (a closed juego skips the punto). Nothing moves once the deal is over.
 */
export function endDialogue(s: DealState, d: Dialogue, effects?: Effect[]): void {
  if (s.stage === 'over') return;
  if (d.result === 'ordago-seen') {
    enter(s, 'showdown', effects);
    return;
  }
  if (d.phase === 'juego') s.dialogues.punto = closedDialogue('punto', 'skipped');
  enter(s, NEXT[d.phase], effects);
}

/**
 * Draws a credit during the dialogue (a tira, or a misdeal's cancellation): counted at once, and
 * the deal ends the instant a team reaches the target (Memo Mus ch. IX). Fields as in `count`.
 */
export function draw(
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
