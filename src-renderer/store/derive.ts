/**
 * Pure helpers that read the match view for the screens: whose turn, the ladder of the phase in
 * progress, the credits to show with their exchanges. No state, no DOM.
 */
import { DEFAULT_BET, DEFAULT_RAISE, phaseOfStage, whoSpeaks, type Action, type Credit, type MatchView, type Score, type Seat, type Turn } from '../../shared/index.js';
import type { DealState } from '../../shared/index.js';

/** Whose turn and what may be said, or null once the match is over. */
export function turnOf(view: MatchView | null): Turn | null {
  return view?.current ? whoSpeaks(view.current.state) : null;
}

/** A player's name, or "seat n" (1-based) when the name is empty. */
export function seatName(view: MatchView, seat: Seat): string {
  const n = view.setup.players[seat];
  return n && n.trim() ? n : `#${seat + 1}`;
}

/** One line of a phase's ladder. `total` is the tantos on the table after it. */
export interface LadderLine {
  seat: Seat;
  action: Action;
  total: number;
}

/**
 * The actions said in the phase in progress, with the running total of the bets (the ladder): who
 * bid what. In the mus rounds, every mus, cut and discard said so far.
 */
export function ladderOf(s: DealState): LadderLine[] {
  const phase = stagePhase(s);
  if (!phase) return [];
  const out: LadderLine[] = [];
  let total = 0;
  for (const a of s.log) {
    const inPhase = a.phase === phase || (phase === 'chica' && a.phase === 'grande' && 'both' in a && a.both === true);
    if (!inPhase) continue;
    if (a.act === 'bet') total += a.amount ?? DEFAULT_BET;
    if (a.act === 'raise') total += a.amount ?? DEFAULT_RAISE;
    out.push({ seat: a.seat, action: a, total });
  }
  return out;
}

/** The action phase of the stage in progress (`mus`, `grande` …), or null at the showdown. */
export function stagePhase(s: DealState): string | null {
  return s.stage === 'showdown' || s.stage === 'over' ? null : phaseOfStage(s.stage);
}

/** A credit with the team's score before it (for the exchange at the table). */
export interface CreditLine {
  credit: Credit;
  before: Score;
  index: number;
}

/** Credits in order, each with the score before it. */
export function creditLines(ledger: readonly Credit[], scoreBefore: Score): CreditLine[] {
  let prev = scoreBefore;
  return ledger.map((credit, index) => {
    const line = { credit, before: prev, index };
    prev = credit.scoreAfter;
    return line;
  });
}

/**
 * The credits to show as "last exchange": the ones drawn so far in the deal in progress, else the
 * last settled deal's. Only credits that changed the score.
 */
export function recentCredits(view: MatchView): { lines: CreditLine[]; deal: number | null } {
  const cur = view.current;
  if (cur && cur.state.credits.length) {
    return { lines: creditLines(cur.state.credits, cur.state.scoreBefore).filter((l) => l.credit.applied !== 0), deal: null };
  }
  const last = view.deals[view.deals.length - 1];
  if (!last) return { lines: [], deal: null };
  return { lines: creditLines(last.ledger, last.scoreBefore).filter((l) => l.credit.applied !== 0), deal: last.index };
}

/** The score (tantos) at which a team is *dentro*: the preset's, else target - 5 (35 of 40). */
export function dentroAt(rules: Pick<MatchView['rules'], 'target' | 'dentro'>): number {
  return rules.dentro ?? rules.target - 5;
}

/** The dealer of a deal: the seat before its esku. */
export function dealerOf(esku: Seat, players: number): Seat {
  return (esku + players - 1) % players;
}
