/**
 * "What if": the judge edits a copy of one deal's entries (an action's act, amount, declaration,
 * an action removed or inserted, a card of a shown hand) and sees the settlement of the corrected
 * copy beside the recorded one. Then the correction to record: from the first changed entry, the
 * corrected deal, then the following entries of the log re-appended while they still apply.
 * Pure (no DOM, no store); the engine decides what is legal.
 */
import type { Action, Credit, EngineError, Hand, LiveMatch, MatchDealResult, MatchEntry, Phase, Result, Seat } from '../../shared/index.js';
import { lastStep, stepsFrom, type StepModel } from '../../shared/judge/steps.js';
import { cardFromText } from '../../shared/i18n/card-text.js';

/** Result of playing a deal's corrected copy from the start of that deal. */
export interface WhatIfResult {
  /** The engine's first refusal (`action/…`, `hands/…`, `match/…`: code, message naming the rule), with its index in the copy. */
  error: { at: number; error: EngineError } | null;
  /** The corrected deal's settlement, when the copy settles it. */
  settled: MatchDealResult | null;
  /** The match after the copy (after the entries that applied). */
  match: LiveMatch;
  /** The copy settles the deal before its end: the entries after `settledAt` have nowhere to go. */
  settledAt: number | null;
}

/**
 * Plays `draft` (the corrected entries of deal `deal`) from the step before that deal's first entry.
 * @returns the settlement of the copy, or the first entry the engine refuses (never throws).
 */
export function playDraft(model: StepModel, deal: number, draft: readonly MatchEntry[]): WhatIfResult {
  const span = model.deals.find((d) => d.deal === deal);
  if (!span) throw new RangeError(`deal ${deal} is not in the match`);
  const from = model.steps[span.start]?.match;
  if (!from) throw new RangeError(`deal ${deal} starts at step ${span.start}, past the last step`);
  const m = stepsFrom(from, draft, span.start);
  const last = lastStep(m);
  const settledIdx = m.steps.findIndex((s) => s.settled !== null);
  let error: WhatIfResult['error'] = null;
  if (settledIdx > 0 && settledIdx < draft.length) {
    // the copy settles its deal before its last entry: the next entries would go to the next deal
    error = {
      at: settledIdx,
      error: { code: 'judge/after-deal-end', message: `entry ${settledIdx + 1}: the deal is settled by entry ${settledIdx}; nothing more is said in it` },
    };
  } else if (m.error) {
    error = { at: m.error.index - span.start, error: m.error.error };
  }
  const settledStep = settledIdx > 0 ? m.steps[settledIdx] : undefined;
  return { error, settled: settledStep?.settled ?? null, match: (settledStep ?? last).match, settledAt: settledIdx > 0 ? settledIdx - 1 : null };
}

/** Deep equality of two log entries (JSON data). */
export function sameEntry(a: MatchEntry, b: MatchEntry): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Index in the copy of the first entry that differs from the recorded deal (its length when none differs but lengths do), or -1 when equal. */
export function firstChange(recorded: readonly MatchEntry[], draft: readonly MatchEntry[]): number {
  const n = Math.min(recorded.length, draft.length);
  for (const [i, r] of recorded.entries()) {
    const d = draft[i];
    if (d === undefined) break; // past the copy's end: i === n
    if (!sameEntry(r, d)) return i;
  }
  return recorded.length === draft.length ? -1 : n;
}

/** A correction ready to send (`CorrectionRequest` without id, who, why), and what it loses. */
export interface CorrectionPlan {
  /** Log index of the first changed entry. */
  from: number;
  /** The corrected rest of the log from `from` on. */
  entries: MatchEntry[];
  /** Entries after the edited deal kept (re-appended and still applying). */
  kept: number;
  /** Log indexes of the entries after the edited deal that no longer apply, dropped (the judge confirms). */
  dropped: number[];
  /** The first refusal that stopped the re-appending, when entries are dropped. */
  dropReason: EngineError | null;
  /** The whole match after the correction. */
  after: LiveMatch;
}

/**
 * The correction of deal `deal` by `draft`: the log from the first changed entry to the end of the
 * edited deal replaced by the copy, then the following entries re-appended while they apply (the
 * first that does not, and all after it, are dropped).
 * @returns the plan; `judge/no-change` when the copy equals the record; the copy's own error when
 * it does not apply; `judge/deal-unfinished` when deals follow and the copy does not settle its deal.
 */
export function planCorrection(model: StepModel, deal: number, draft: readonly MatchEntry[]): Result<CorrectionPlan> {
  const span = model.deals.find((d) => d.deal === deal);
  if (!span) return { ok: false, error: { code: 'judge/no-such-deal', message: `deal ${deal + 1} is not in the match` } };
  const recorded = model.log.slice(span.start, span.end);
  const change = firstChange(recorded, draft);
  if (change < 0) return { ok: false, error: { code: 'judge/no-change', message: 'the copy is the same as the recorded deal: nothing to correct' } };
  const played = playDraft(model, deal, draft);
  if (played.error) return { ok: false, error: played.error.error };
  const following = model.log.slice(span.end);
  if (following.length > 0 && !played.settled) {
    return { ok: false, error: { code: 'judge/deal-unfinished', message: `deal ${deal + 1}: the corrected copy does not end the deal (no settlement), and ${following.length} entries follow it` } };
  }
  const rest = stepsFrom(played.match, following, span.end);
  const kept = rest.steps.length - 1;
  const dropped = following.slice(kept).map((_, i) => span.end + kept + i);
  return {
    ok: true,
    value: {
      from: span.start + change,
      entries: [...draft.slice(change), ...following.slice(0, kept)],
      kept,
      dropped,
      dropReason: rest.error?.error ?? null,
      after: lastStep(rest).match,
    },
  };
}

/** How a credit of the corrected ledger compares with the recorded one at the same place. */
export type CreditDiff = 'same' | 'changed' | 'added' | 'removed';

/** One line of the ledger comparison (recorded beside corrected, in counting order). */
export interface DiffLine {
  recorded: Credit | null;
  corrected: Credit | null;
  diff: CreditDiff;
}

function sameCredit(a: Credit, b: Credit): boolean {
  return a.team === b.team && a.points === b.points && a.applied === b.applied && a.phase === b.phase && a.kind === b.kind && a.counted === b.counted && a.when === b.when;
}

/** What identifies "the same credit" in two ledgers: its phase, its kind and when it came. */
function creditKey(c: Credit): string {
  return `${c.phase}|${c.kind}|${c.when}`;
}

/**
 * The two ledgers side by side in counting order: the credits are paired by phase, kind and when
 * (longest common subsequence), so a credit removed or added does not shift the others. A pair is
 * `same`, or `changed` when team, points, applied points or counted differ; unpaired credits are
 * `removed` (recorded only) or `added` (corrected only).
 */
export function diffLedgers(recorded: readonly Credit[], corrected: readonly Credit[]): DiffLine[] {
  const n = recorded.length;
  const m = corrected.length;
  // lcs[i][j]: length of the common subsequence of recorded[i..] and corrected[j..]
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  // past the end of either ledger nothing is in common
  const common = (i: number, j: number): number => lcs[i]?.[j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    const row = lcs[i];
    const r = recorded[i];
    if (!row || !r) continue;
    for (let j = m - 1; j >= 0; j--) {
      const c = corrected[j];
      if (!c) continue;
      row[j] = creditKey(r) === creditKey(c) ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  for (;;) {
    const r = recorded[i];
    const c = corrected[j];
    if (r && c && creditKey(r) === creditKey(c)) {
      out.push({ recorded: r, corrected: c, diff: sameCredit(r, c) ? 'same' : 'changed' });
      i++;
      j++;
    } else if (c && (!r || common(i, j + 1) >= common(i + 1, j))) {
      out.push({ recorded: null, corrected: c, diff: 'added' });
      j++;
    } else if (r) {
      out.push({ recorded: r, corrected: null, diff: 'removed' });
      i++;
    } else break;
  }
  return out;
}

/** The acts an action entry can be changed to (the mus acts in the mus phase, the others after). */
export function actsFor(phase: Phase): [Action['act'], ...Action['act'][]] {
  return phase === 'mus' ? ['mus', 'cut', 'discard', 'misdeal'] : ['pass', 'bet', 'raise', 'ordago', 'see', 'fold', 'declare', 'misdeal'];
}

/**
 * An action with its act changed, keeping phase and seat; the new act's field gets a default
 * (bet 2 tantos, raise 1, declare ba, discard 1 card). The engine then says whether it is legal.
 */
export function withAct(a: Action, act: Action['act']): Action {
  const { phase, seat } = a;
  switch (act) {
    case 'bet': return { phase, seat, act, amount: 'amount' in a && typeof a.amount === 'number' ? a.amount : 2 };
    case 'raise': return { phase, seat, act, amount: 'amount' in a && typeof a.amount === 'number' ? a.amount : 1 };
    case 'declare': return { phase, seat, act, has: 'has' in a ? a.has : true };
    case 'discard': return { phase: 'mus', seat, act, count: 'count' in a ? a.count : 1 };
    case 'mus': case 'cut': return { phase: 'mus', seat, act };
    default: return { phase, seat, act } as Action;
  }
}

/** An action with a new phase (the act kept when it exists in that phase, else its first act). */
export function withPhase(a: Action, phase: Phase): Action {
  const acts = actsFor(phase);
  const act = acts.includes(a.act) ? a.act : acts[0];
  return withAct({ ...a, phase } as Action, act);
}

/** An action said by another seat. */
export function withSeat(a: Action, seat: Seat): Action {
  return { ...a, seat };
}

/** An action with its amount (bet, raise) or count (discard) changed; other acts unchanged. */
export function withAmount(a: Action, n: number): Action {
  if (a.act === 'bet' || a.act === 'raise') return { ...a, amount: n };
  if (a.act === 'discard') return { ...a, count: n };
  return a;
}

/**
 * Shown hands with one card changed (`seat`, position `i`): typed as the table writes it (R C S,
 * or the number, then a suit letter), kept as the record does ("R" → "12", `cardFromText`); text
 * that is no card is kept as typed, for the engine to refuse.
 */
export function withCard(hands: readonly (Hand | null)[], seat: Seat, i: number, card: string): (Hand | null)[] {
  return hands.map((h, s) => (s === seat ? (h ?? ['', '', '', '']).map((c, j) => (j === i ? cardFromText(card) : c)) : h));
}

/** A new action to insert after `a` (a pass of the same phase by the next seat; the judge edits it). */
export function actionAfter(a: Action | null, players: number): Action {
  if (!a) return { phase: 'grande', seat: 0, act: 'pass' };
  const seat = (a.seat + 1) % players;
  return a.phase === 'mus' ? { phase: 'mus', seat, act: 'mus' } : { phase: a.phase, seat, act: 'pass' };
}
