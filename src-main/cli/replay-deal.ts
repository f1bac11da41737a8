/**
 * `mus replay --deal N [--steps] [--json] MATCH`: one deal of a mus-match/1 record, N counted from 1
 * as people count deals (the « Donne N » of `mus replay`). `--deal N` alone: that deal's ledger, as
 * `mus replay` prints it (`--json`: its settlement, as an element of `replay --json`'s `deals`);
 * `--steps`: the deal step by step (`format-steps.ts`), built by the judge screen's own step model
 * (`shared/judge/steps.ts`, `shared/judge/deal-steps.ts`). The record has passed the file gate.
 */
import { fromMatchRecord, type MatchRecord, type MatchResult } from '../../shared/index.js';
import { renderSettlement, type Lang, type SeatNames } from '../../shared/i18n/index.js';
import { buildSteps } from '../../shared/judge/steps.js';
import { dealSteps } from '../../shared/judge/deal-steps.js';
import { formatSettlement } from './format-ledger.js';
import { dealStepsJson, formatDealSteps } from './format-steps.js';
import { cliT } from './labels.js';
import { UsageError } from './usage.js';

/** What `--deal` and `--steps` asked for: a deal counted from 1, and whether to step through it. */
export interface DealChoice {
  /** The deal, counted from 1 (`Infinity` for a number too long to be a deal of any match). */
  deal: number;
  /** The number as written (trimmed): what an error quotes. */
  asked: string;
  steps: boolean;
}

/**
 * `--deal` and `--steps` as given: null when neither is (the whole match, as before).
 * @throws UsageError `usage/bad-value` naming `--deal` when its value is not a whole number from 1;
 *   `usage/missing-option` naming `--deal` for `--steps` without it
 */
export function dealChoice(deal: string | undefined, steps: boolean): DealChoice | null {
  if (deal === undefined) {
    if (steps) throw new UsageError({ key: 'stepsNeedDeal' }, 'usage/missing-option', '--deal');
    return null;
  }
  const asked = deal.trim();
  if (!/^[1-9]\d*$/.test(asked)) {
    throw new UsageError({ key: 'notDealNumber', params: { option: '--deal', value: JSON.stringify(deal) } }, 'usage/bad-value', '--deal');
  }
  // a whole number from 1 of any length is a deal number; past 15 digits, beyond every match
  return { deal: asked.length > 15 ? Infinity : Number(asked), asked, steps };
}

/**
 * Deal `choice.deal` of `record` (whose replay through the file gate is `replayed`) as text or JSON.
 * @returns the text to write, or the usage error naming `--deal` when the match has no such deal
 * @throws Error when the record that passed the gate does not build its steps (a bug)
 */
export function replayDeal(record: MatchRecord, replayed: MatchResult, choice: DealChoice, json: boolean, lang: Lang): { text: string } | { error: UsageError } {
  const count = replayed.deals.length;
  const settled = replayed.deals[choice.deal - 1];
  if (choice.deal > count) {
    const key = count === 0 ? 'dealNone' : count === 1 ? 'dealOnlyFirst' : 'dealRange';
    return { error: new UsageError({ key, params: { option: '--deal', value: JSON.stringify(choice.asked), count } }, 'usage/bad-value', '--deal') };
  }
  const names: SeatNames | undefined = record.players;
  if (!choice.steps) {
    if (!settled) throw new Error(`deal ${choice.deal} of ${count} was not replayed`);
    const s = renderSettlement(settled, lang, names);
    return { text: json ? JSON.stringify(s, null, 2) : `${formatSettlement(s, lang, replayed.rules.target, `${cliT(lang)('deal')} ${choice.deal}`, names)}\n` };
  }
  const m = fromMatchRecord(record);
  if (!m.ok) throw new Error(`the record passed the file gate but does not read as a match: ${m.error.message}`);
  const model = buildSteps(m.value.setup, m.value.log);
  if (!model.ok) throw new Error(`the record passed the file gate but its steps do not build: ${model.error.message}`);
  const d = dealSteps(model.value, choice.deal - 1);
  if (!d) throw new Error(`deal ${choice.deal} of ${count} is not among the steps`);
  return { text: json ? JSON.stringify(dealStepsJson(d, lang, names), null, 2) : `${formatDealSteps(d, lang, names)}\n` };
}
