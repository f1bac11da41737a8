/**
 * The running ledger: credits counted in order, stopping the instant a team reaches the target
 * (Memo Mus ch. IX "on ne gagne pas 46 points à 42"; spec "scoreAfter").
 */
import type { Credit, CreditKind, Phase, Reason, Score, Team } from '../types.js';

/** What a rule gives, before it is counted. */
export interface CreditDraft {
  team: Team;
  points: number;
  phase: Phase | 'deal';
  when: 'dialogue' | 'showdown';
  kind: CreditKind;
  rule: string;
  why: Reason;
  seat?: number;
}

/** A score being counted toward a target. */
export interface Tally {
  score: Score;
  target: number;
  winner: Team | null;
  ledger: Credit[];
}

/** Largest tantos a shared score object is kept for (the largest target is 50). */
const SHARED_MAX = 63;
/**
 * Frozen scores by `A * 64 + B`, built on first use (see {@link scoreOf}), in a list of its 4,096
 * slots from the start (filled lazily at scattered indices, an empty list is kept by V8 as a
 * dictionary: a hash lookup per credit). Each slot is written once, with the score its index names.
 */
const SCORES: (Score | undefined)[] = new Array<Score | undefined>((SHARED_MAX + 1) * (SHARED_MAX + 1)).fill(undefined);

/**
 * The score `{A, B}` in tantos, as a shared frozen object: a match replay keeps a score after every
 * credit, and most of them repeat, so each value is built once. Scores are never mutated.
 */
export function scoreOf(A: number, B: number): Score {
  if (A < 0 || B < 0 || A > SHARED_MAX || B > SHARED_MAX) return { A, B };
  const k = A * (SHARED_MAX + 1) + B;
  return SCORES[k] ?? (SCORES[k] = Object.freeze({ A, B }) as Score);
}

/**
 * Counts one credit: adds it to the score unless the manche is already won, caps the score at the
 * target, and marks the credit that reached it as decisive.
 *
 * The credit's fields come as arguments (the rules call it with literals: no draft object per
 * credit); {@link countDraft} counts a {@link CreditDraft} kept as data (announcement errors).
 * @param points tantos the rule gives (negative: a cancellation).
 * @param seat the seat the credit names, or undefined (the credit then has no `seat` field).
 * @returns the credit as recorded (also pushed to `t.ledger`).
 */
export function count(
  t: Tally, team: Team, points: number, phase: Phase | 'deal', when: 'dialogue' | 'showdown', kind: CreditKind,
  rule: string, why: Reason, seat?: number,
): Credit {
  const counted = t.winner === null;
  let applied = 0;
  let decisive = false;
  if (counted) {
    // the team's tantos read by name, not `score[team]`: scores have several shapes (shared frozen or not)
    const a = t.score.A;
    const b = t.score.B;
    const mine = team === 'A' ? a : b;
    applied = points > 0 ? Math.min(points, t.target - mine) : Math.max(points, -mine);
    t.score = team === 'A' ? scoreOf(a + applied, b) : scoreOf(a, b + applied);
    if (points > 0 && mine + applied >= t.target) {
      t.winner = team;
      decisive = true;
    }
  }
  // `seat` and `decisive` in the literal (one object, fields in the same order as before): a
  // `decisive` added afterwards would give the credit an out-of-object store of its own (40 bytes)
  let c: Credit;
  if (!decisive) {
    c = seat === undefined
      ? { team, points, applied, phase, when, kind, rule, reason: '', why, counted, scoreAfter: t.score }
      : { team, points, applied, phase, when, kind, rule, reason: '', why, counted, scoreAfter: t.score, seat };
  } else {
    c = seat === undefined
      ? { team, points, applied, phase, when, kind, rule, reason: '', why, counted, scoreAfter: t.score, decisive }
      : { team, points, applied, phase, when, kind, rule, reason: '', why, counted, scoreAfter: t.score, seat, decisive };
  }
  t.ledger.push(c);
  return c;
}

/** Counts a credit drafted in advance (see {@link count}). */
export function countDraft(t: Tally, d: CreditDraft): Credit {
  return count(t, d.team, d.points, d.phase, d.when, d.kind, d.rule, d.why, d.seat);
}
