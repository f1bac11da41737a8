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
/** Frozen scores by `A * 64 + B`, built on first use (see {@link scoreOf}). */
const SCORES: (Score | undefined)[] = [];

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
 * @returns the credit as recorded.
 */
export function count(t: Tally, d: CreditDraft): Credit {
  const counted = t.winner === null;
  let applied = 0;
  let decisive = false;
  if (counted) {
    const room = t.target - t.score[d.team];
    applied = d.points > 0 ? Math.min(d.points, room) : Math.max(d.points, -t.score[d.team]);
    t.score = d.team === 'A' ? scoreOf(t.score.A + applied, t.score.B) : scoreOf(t.score.A, t.score.B + applied);
    if (d.points > 0 && t.score[d.team] >= t.target) {
      t.winner = d.team;
      decisive = true;
    }
  }
  // `seat` in the literal (one object, fields in the same order as before), `decisive` only once per manche
  const c: Credit = d.seat === undefined
    ? { team: d.team, points: d.points, applied, phase: d.phase, when: d.when, kind: d.kind, rule: d.rule, reason: '', why: d.why, counted, scoreAfter: t.score }
    : { team: d.team, points: d.points, applied, phase: d.phase, when: d.when, kind: d.kind, rule: d.rule, reason: '', why: d.why, counted, scoreAfter: t.score, seat: d.seat };
  if (decisive) c.decisive = true;
  t.ledger.push(c);
  return c;
}
