/**
 * Which recorded corrections touched a deal, so that the judge's view (and its printout) of a
 * corrected deal says who corrected it, when and why. A correction replaced the log from entry
 * `from` on with `entries` entries: it touches the deals of those entries (at least the deal of
 * entry `from`). Pure.
 */
import type { CorrectionInfo } from '../../shared/bridge/library/library-contract.js';
import type { StepModel } from '../../shared/judge/steps.js';
import { hasForbiddenChar, shown } from '../../shared/format/fields.js';

/** The deal (0-based) the log entry `entry` belongs to, by the step model (the last deal past its end). */
export function dealOfEntry(model: Pick<StepModel, 'steps'>, entry: number): number {
  return model.steps[Math.min(entry + 1, model.steps.length - 1)]?.deal ?? 0;
}

/** The corrections that touched deal `deal` (0-based), in the order they were recorded. */
export function correctionsOfDeal(corrections: readonly CorrectionInfo[], model: Pick<StepModel, 'steps'>, deal: number): CorrectionInfo[] {
  return corrections.filter((c) => {
    const first = dealOfEntry(model, c.from);
    const last = dealOfEntry(model, c.from + Math.max(c.entries, 1) - 1);
    return first <= deal && deal <= last;
  });
}

/**
 * A correction's `who` as the judge's view shows it: as written, or — when it holds a control, a
 * writing-direction or a lone-surrogate character (a record written before `who` was checked, kept
 * and flagged: shared/session/correction-fields.ts) — quoted with that character as `\uXXXX`, so it
 * is seen, not obeyed (a right-to-left override would turn « Maite » around on the screen).
 */
export function correctionWho(c: Pick<CorrectionInfo, 'who'>): string {
  return hasForbiddenChar(c.who) ? shown(c.who) : c.who;
}
