/**
 * The judge's step model: a match log cut into steps, pure (no DOM, no store). One implementation for
 * the judge's view (`src-renderer/judge/`) and `mus replay --deal N --steps` (`deal-steps.ts`). Step k is the match
 * after the first k entries of the log (step 0: nothing said yet), so a log of n entries has n + 1
 * steps. Each step carries the deal and manche it belongs to, the entry just applied and the
 * {@link LiveMatch} after it. The steps are computed once, incrementally (one `applyEntry` per
 * entry, never a replay from zero per step), and kept.
 */
import { actsOfLog, seesOrdago } from '../i18n/act-text.js';
import { applyEntry, startMatch, transition, type DealState, type EngineError, type LiveMatch, type MatchDealResult, type MatchEntry, type MatchSetup, type Result } from '../index.js';

/** One step: the match after `index` entries of the log. */
export interface Step {
  /** Entries applied (0 … log length). */
  index: number;
  /** Index of the deal (0-based) the entry just applied belongs to; 0 at step 0. */
  deal: number;
  /** Index of the manche (0-based) that deal belongs to. */
  manche: number;
  /** The entry just applied (`log[index - 1]`), or null at step 0. */
  entry: MatchEntry | null;
  /** The match after the entry (its view: score in tantos, deals settled, deal in progress). */
  match: LiveMatch;
  /** The deal settled by this entry, when it closed one (the last step of a deal). */
  settled: MatchDealResult | null;
}

/**
 * Where one deal sits among the steps. Its entries are `log[start … end - 1]`: the steps
 * `start + 1 … end` show them (step `start` is the end of the previous deal, or the start).
 */
export interface DealSpan {
  deal: number;
  manche: number;
  /** The step before the deal's first entry. */
  start: number;
  /** The step of its last entry: the settled deal when `settled`. */
  end: number;
  /** True when the deal was settled (at its showdown, or won during the dialogue). */
  settled: boolean;
  /** The team that won a manche with this deal (the deal that took the target point), if any. */
  mancheWinner: 'A' | 'B' | null;
}

/** The steps of a match log. */
export interface StepModel {
  setup: MatchSetup;
  log: readonly MatchEntry[];
  /** `log.length + 1` steps when the whole log applies; fewer when `error` is set; never none (step 0). */
  steps: [Step, ...Step[]];
  /** One span per deal reached, in order. */
  deals: DealSpan[];
  /** Index of the deal in which each manche was won, in order (the deal of its target point). */
  mancheDeals: number[];
  /** The first entry that does not apply (engine error with `log[i]` path), the steps stop before it. */
  error: { index: number; error: EngineError } | null;
}

/**
 * Builds the steps of `log` from `setup` through the engine (`startMatch`, then `applyEntry` for
 * each entry, each step kept).
 * @returns the model, or the `rules/…` / `setup/…` error of a setup that does not start a match.
 * An entry that does not apply is not an exception: the model stops there and carries `error`.
 */
export function buildSteps(setup: MatchSetup, log: readonly MatchEntry[]): Result<StepModel> {
  const start = startMatch(setup);
  if (!start.ok) return start;
  return { ok: true, value: stepsFrom(start.value, log, 0) };
}

/**
 * The steps of `log` applied after `from` (a match reached after `offset` entries of a longer log).
 * Used by {@link buildSteps} (offset 0) and by the "what if" evaluation of a deal's copy.
 */
export function stepsFrom(from: LiveMatch, log: readonly MatchEntry[], offset: number): StepModel {
  const first = from.view.current;
  const steps: StepModel['steps'] = [{ index: offset, deal: first?.index ?? from.view.deals.length, manche: first?.manche ?? from.view.manches.length, entry: null, match: from, settled: null }];
  const deals: DealSpan[] = [];
  const mancheDeals: number[] = [];
  let error: StepModel['error'] = null;
  let m = from;
  for (const [i, entry] of log.entries()) {
    const cur = m.view.current;
    const r = applyEntry(m, entry);
    if (!r.ok || !cur) {
      error = { index: offset + i, error: r.ok ? { code: 'match/over', message: `log[${offset + i}]: the match is over` } : r.error };
      break;
    }
    m = r.value.match;
    const k = offset + i + 1;
    steps.push({ index: k, deal: cur.index, manche: cur.manche, entry, match: m, settled: r.value.settled });
    let span = deals[deals.length - 1];
    if (!span || span.deal !== cur.index) {
      span = { deal: cur.index, manche: cur.manche, start: k - 1, end: k, settled: false, mancheWinner: null };
      deals.push(span);
    }
    span.end = k;
    if (r.value.settled) {
      span.settled = true;
      if (r.value.settled.winner) {
        span.mancheWinner = r.value.settled.winner;
        mancheDeals.push(cur.index);
      }
    }
  }
  // a deal reached with nothing said yet (the start, or the deal opened by the last settlement)
  const last = m.view.current;
  if (last && deals[deals.length - 1]?.deal !== last.index) {
    const k = offset + steps.length - 1;
    deals.push({ deal: last.index, manche: last.manche, start: k, end: k, settled: false, mancheWinner: null });
  }
  return { setup: from.setup, log, steps, deals, mancheDeals, error };
}

/** Step `k` of the model, `k` taken within the steps (see {@link clampStep}). */
export function stepAt(model: StepModel, k: number): Step {
  return model.steps[clampStep(model, k)] ?? model.steps[0];
}

/** The last step of the model (the match after every entry that applies). */
export function lastStep(model: StepModel): Step {
  return model.steps[model.steps.length - 1] ?? model.steps[0];
}

/**
 * The span of the deal that step `k` shows (step 0 shows deal 0).
 * @throws RangeError when the model holds no deal (a match over before its first entry).
 */
export function spanOfStep(model: StepModel, k: number): DealSpan {
  const d = stepAt(model, k).deal;
  const span = model.deals.find((s) => s.deal === d) ?? model.deals[model.deals.length - 1];
  if (!span) throw new RangeError('the match holds no deal to show');
  return span;
}

/** `k` within the steps (0 … last). */
export function clampStep(model: StepModel, k: number): number {
  return Math.max(0, Math.min(model.steps.length - 1, Math.trunc(k)));
}

/** The position of step `k` in its deal: the action number (0 at its start) and the deal's count. */
export function positionOf(model: StepModel, k: number): { deal: number; action: number; actions: number } {
  const s = spanOfStep(model, k);
  return { deal: s.deal, action: clampStep(model, k) - s.start, actions: s.end - s.start };
}

/**
 * Deal-by-deal stepping: the last step of the next deal (its settlement), or of the previous deal
 * (from the start of deal 0: step 0). `dir` is +1 or -1.
 */
export function dealStep(model: StepModel, k: number, dir: 1 | -1): number {
  const here = spanOfStep(model, k);
  const i = model.deals.indexOf(here);
  if (dir > 0) {
    // from inside a deal, first its own end; then the next deal's end
    if (k < here.end) return here.end;
    const next = model.deals[i + 1];
    return next ? Math.max(next.end, next.start) : model.steps.length - 1;
  }
  const prev = model.deals[i - 1];
  return prev ? prev.end : 0;
}

/** The entries of deal `d` in the log (its recorded copy), in order. */
export function dealEntries(model: StepModel, d: number): MatchEntry[] {
  const s = model.deals.find((x) => x.deal === d);
  return s ? model.log.slice(s.start, s.end) as MatchEntry[] : [];
}

/**
 * The state of the deal step `k` shows: the deal in progress, or, at the step that settled a deal,
 * that deal's last state (its dialogues, declarations and the credits drawn during the dialogue),
 * not the next deal opened by the settlement. Null once the match is over and nothing was settled.
 */
export function dealStateAt(model: StepModel, k: number): DealState | null {
  const st = stepAt(model, k);
  if (!st.settled) return st.match.view.current?.state ?? null;
  const prev = model.steps[st.index - 1 - model.steps[0].index]?.match.view.current?.state ?? null;
  if (!prev || st.entry?.type !== 'action') return prev;
  const t = transition(prev, st.entry.action);
  return t.ok ? t.value.state : prev;
}

/**
 * True when step `k`'s entry is a `see` said while a hordago stood: the table says « Kanta » there
 * (FFMus art. 10 « Hordago Kanta »; the table's button `act.seeOrdago`), not the « Iduki » that sees
 * an imido. The one reading every screen uses ({@link seesOrdago} of `i18n/act-text.ts`, on the
 * match's log); false for every other entry, and at step 0. (The judge's tests check it against the
 * engine's own prompt, `answer-ordago`, at every step of a match.)
 */
export function answersOrdago(model: StepModel, k: number): boolean {
  const st = stepAt(model, k);
  return st.index > 0 && seesOrdago(actsOfLog(st.match.log), st.index - 1);
}
