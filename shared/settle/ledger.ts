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
    t.score = d.team === 'A' ? { A: t.score.A + applied, B: t.score.B } : { A: t.score.A, B: t.score.B + applied };
    if (d.points > 0 && t.score[d.team] >= t.target) {
      t.winner = d.team;
      decisive = true;
    }
  }
  const c: Credit = {
    team: d.team, points: d.points, applied, phase: d.phase, when: d.when, kind: d.kind,
    rule: d.rule, reason: '', why: d.why, counted, scoreAfter: t.score,
  };
  if (d.seat !== undefined) c.seat = d.seat;
  if (decisive) c.decisive = true;
  t.ledger.push(c);
  return c;
}
