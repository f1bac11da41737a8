/**
 * The race to the target, as data for a chart: one series of steps per manche, in tantos, one step
 * per credit actually counted, in counting order (Memo Mus ch. IX: the count goes phase by phase
 * and stops on the point that reaches the target; FFMus art. 17: a tira is drawn at once, so it is
 * its own step during the dialogue). Pure: the room display, the judge's view, the library and the
 * judge's PDF all draw from this, so they cannot disagree with the ledger.
 */
import type { BetPhase, CreditKind, Credit, RuleOptions, Score, Team } from '../types.js';
import type { MatchDealResult } from '../match/replay.js';

/** One step of the race: the score right after one counted credit. */
export interface RaceStep {
  /** 1-based position of the step in its manche (step 0 is the 0–0 start). */
  step: number;
  /** Index of the deal in the match (0-based), and of the credit in that deal's ledger. */
  deal: number;
  credit: number;
  /** Who scored, how much (tantos actually added), in which phase, and how. */
  team: Team;
  points: number;
  phase: BetPhase | 'deal';
  kind: CreditKind;
  /** `dialogue`: drawn at once during the betting (a tira); `showdown`: at the count. */
  when: 'dialogue' | 'showdown';
  /** The article that gives the credit (e.g. "FFMus art. 17"). */
  rule: string;
  /** The score of the manche after this step. */
  score: Score;
  /** True on the credit that took the target point (★). */
  decisive: boolean;
}

/** The race of one manche. */
export interface MancheRace {
  /** Index of the manche in the match (0-based). */
  manche: number;
  /** The target (40 by default) and the *dentro* mark (35 under `pagat`), in tantos; null: no mark. */
  target: number;
  dentro: number | null;
  /** Deals of this manche (indices in the match). */
  deals: number[];
  steps: RaceStep[];
  /** The winner of the manche, or null while it is played. */
  winner: Team | null;
  /** The score now (the last step's, or 0–0). */
  score: Score;
}

/**
 * The race of every manche of a match, from its settled deals (a `MatchView`'s or a replay's
 * `deals`), plus the credits drawn so far in the deal being played (`live`, e.g. a tira drawn at
 * once; they belong to the last manche). Credits not counted (after the target) and credits worth
 * nothing are not steps. Never throws.
 * @param deals settled deals in match order, each with its `manche` index
 * @param rules the match's rules (target, dentro)
 * @param live the current deal: its index in the match, its manche, and the credits drawn so far
 */
export function raceOfMatch(
  deals: readonly MatchDealResult[],
  rules: Pick<RuleOptions, 'target' | 'dentro'>,
  live?: { index: number; manche: number; credits: readonly Credit[] } | null,
): MancheRace[] {
  const out: MancheRace[] = [];
  /** The race of manche `m`, opened (with those before it) when new. */
  const race = (m: number): MancheRace => {
    let r = out[m];
    while (!r) {
      const next: MancheRace = { manche: out.length, target: rules.target, dentro: rules.dentro ?? null, deals: [], steps: [], winner: null, score: { A: 0, B: 0 } };
      out.push(next);
      if (next.manche >= m) r = next;
    }
    return r;
  };
  const add = (r: MancheRace, deal: number, ledger: readonly Credit[]) => {
    r.deals.push(deal);
    ledger.forEach((c, i) => {
      if (!c.counted || c.applied === 0 || c.phase === 'mus') return;
      r.score = c.scoreAfter;
      r.steps.push({
        step: r.steps.length + 1, deal, credit: i, team: c.team, points: c.applied, phase: c.phase, kind: c.kind, when: c.when,
        rule: c.rule, score: c.scoreAfter, decisive: c.decisive === true,
      });
    });
  };
  for (const d of deals) {
    const r = race(d.manche);
    add(r, d.index, d.ledger);
    if (d.winner) r.winner = d.winner;
  }
  if (live && live.credits.length > 0) add(race(live.manche), live.index, live.credits);
  else if (live) race(live.manche);
  return out;
}

/**
 * The text alternative of a race (the table of the same numbers): one row per step — step, deal
 * (1-based), phase, how, who, points, score A, score B, ★. Language-neutral: the UI translates the
 * phase and kind names.
 */
export function raceRows(r: MancheRace): { step: number; deal: number; phase: string; kind: CreditKind; team: Team; points: number; A: number; B: number; decisive: boolean }[] {
  return r.steps.map((s) => ({ step: s.step, deal: s.deal + 1, phase: s.phase, kind: s.kind, team: s.team, points: s.points, A: s.score.A, B: s.score.B, decisive: s.decisive }));
}
