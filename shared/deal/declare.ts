/**
 * The declaration stages (`pares-declare`, `juego-declare`): the round of ba/ez at pares and at
 * juego, each seat in speaking order, then the phase's dialogue when both teams hold, else its
 * count without one.
 *
 * Sources: Memo Mus ch. III-3, III-4 (the declarations), ch. V (a phase held by one team only is
 * counted without a dialogue); FFMus art. 16 (only the holders speak).
 */
import type { EngineError, Seat, Team } from '../types.js';
import type { Said } from './validate-action.js';
import { declaredAt, setDialogue, type DealState } from './state.js';
import { closedDialogue, enter, type Effect } from './flow.js';
import { err } from './refusal.js';

/** The phase a declaration stage belongs to: `pares-declare` → `pares`, `juego-declare` → `juego` (Memo Mus ch. III). */
export function declaredPhase(stage: 'pares-declare' | 'juego-declare'): 'pares' | 'juego' {
  return stage === 'pares-declare' ? 'pares' : 'juego';
}

/**
 * The first seat in speaking order, in the deal, that has not declared yet; -1 when all have
 * (Memo Mus ch. III).
 * @param decl the declarations of the phase, by seat (null: not said yet).
 * @param from where to start in the speaking order (the seats before it are known to have declared).
 */
export function nextDeclarer(s: DealState, decl: readonly (boolean | null)[], from = 0): Seat {
  const i = declarerPlace(s, decl, from);
  return i < 0 ? -1 : s.order[i] ?? -1;
}

/** The place in the speaking order of {@link nextDeclarer}'s seat, -1 when every seat has declared. */
function declarerPlace(s: DealState, decl: readonly (boolean | null)[], from: number): number {
  const order = s.order;
  for (let i = from; i < order.length; i++) {
    const x = order[i];
    if (x !== undefined && decl[x] === null && !(s.out.length > 0 && s.out.includes(x))) return i;
  }
  return -1;
}

/** The seats in the deal that declared ba at a phase, as a bit mask by seat (bit `x`: seat `x`). */
function holderMask(s: DealState, phase: 'pares' | 'juego'): number {
  const decl = declaredAt(s, phase);
  let mask = 0;
  for (let x = 0; x < decl.length; x++) if (decl[x] === true && !(s.out.length > 0 && s.out.includes(x))) mask |= 1 << x;
  return mask;
}

/** Seats of team A (even) and of team B (odd), as bit masks (spec "Seats and teams"). */
const TEAM_A_SEATS = 0x55555555;
const TEAM_B_SEATS = 0x2aaaaaaa;

/** The seats of a team, as a bit mask by seat (bit `x`: seat `x`): team A the even seats, B the odd ones (spec "Seats and teams"). */
export function teamSeats(team: Team): number {
  return team === 'A' ? TEAM_A_SEATS : TEAM_B_SEATS;
}

/**
 * After the last ba/ez: the phase's dialogue when both teams hold, else its count without one
 * (`none`: one team holds; `skipped`: nobody), then the next stage (Memo Mus ch. III, ch. V): a
 * juego held by anyone skips the punto.
 */
export function afterDeclarations(s: DealState, phase: 'pares' | 'juego', effects?: Effect[]): void {
  const h = holderMask(s, phase);
  if ((h & TEAM_A_SEATS) !== 0 && (h & TEAM_B_SEATS) !== 0) {
    enter(s, phase, effects, h);
    return;
  }
  setDialogue(s.dialogues, phase, closedDialogue(phase, h !== 0 ? 'none' : 'skipped'));
  if (phase === 'pares') enter(s, 'juego-declare', effects);
  else if (h !== 0) {
    s.dialogues.punto = closedDialogue('punto', 'skipped');
    enter(s, 'showdown', effects);
  } else enter(s, 'punto', effects);
}

/**
 * One ba/ez at pares or juego: every seat in the deal in speaking order; nobody bets before the
 * round ends (Memo Mus ch. III-3, III-4).
 * @returns null when the action is accepted (the state advanced), else the `action/…` error.
 */
export function declare(s: DealState, stage: 'pares-declare' | 'juego-declare', a: Said, path: string, effects?: Effect[]): EngineError | null {
  const phase = declaredPhase(stage);
  if (a.act !== 'declare') {
    return err('action/must-declare', path, `at ${phase}, each player first says ba or ez; nobody bets before the round of declarations ends`, 'Memo Mus ch. III', undefined, { phase });
  }
  const decl = declaredAt(s, phase);
  const place = declarerPlace(s, decl, 0);
  const expected = place < 0 ? -1 : s.order[place] ?? -1;
  if (a.seat !== expected) {
    return err('action/not-your-turn', path, `seat ${a.seat} cannot declare: seat ${expected} declares first`, 'Memo Mus ch. III', expected < 0 ? { seat: a.seat } : { seat: a.seat, turn: expected });
  }
  decl[a.seat] = a.has;
  // every seat before this one has declared (it was the first not to): look after it only
  if (declarerPlace(s, decl, place + 1) === -1) afterDeclarations(s, phase, effects);
  return null;
}
