/**
 * The undos agreed on the players' phones (issue 26) as the judge reads them: the act taken back
 * (as said at the table), whose it was, where it stood in the log, who asked and who of the other
 * team accepted — from the journal's `undo` records (`agreed: {asked, accepted}`). Pure.
 */
import type { AgreedUndo } from '../../shared/session/journal-records.js';
import type { MatchSetup } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { actionText, actsOfLog, ordagoStandsAt } from '../../shared/i18n/act-text.js';
import type { MatchEntry } from '../../shared/match/live.js';
import { dealOfEntry } from './corrections.js';
import type { StepModel } from '../../shared/judge/steps.js';

/** One line of the judge's list: the step to show (the log before the entry taken back) and the sentence. */
export interface AgreedUndoRow {
  /** The judge's step just before the entry taken back (its position in the log then). */
  step: number;
  text: string;
}

/**
 * The judge's lines for `undos`, in order, the players named as at the table.
 * @param log the match log (`FoldedJournal.log`): its entries before an undo's `at` are the dialogue
 *   the act taken back was said in, so a see answering a hordago reads « kanta »
 */
export function agreedUndoRows(undos: readonly AgreedUndo[], setup: Pick<MatchSetup, 'players'>, t: T, log: readonly MatchEntry[] = []): AgreedUndoRow[] {
  const acts = actsOfLog(log);
  const name = (seat: number) => setup.players[seat] ?? String(seat + 1);
  return undos.map((u) => {
    const who = { n: u.at + 1, asked: name(u.asked), accepted: name(u.accepted) };
    const text = u.entry.type === 'hands'
      ? t('judge.agreedUndoHands', who)
      : t('judge.agreedUndo', { ...who, act: actionText(u.entry.action, t, ordagoStandsAt(acts, u.at, u.entry.action.phase)), who: name(u.entry.action.seat) });
    return { step: u.at, text };
  });
}

/**
 * The rows of `rows` whose entry belonged to deal `deal` (0-based): the entry taken back stood at
 * log position `step`, where the entry said instead of it now stands, so that entry's deal (the last
 * deal when the log ends there). Shown under that deal's count and printed with it.
 */
export function agreedUndosOfDeal(rows: readonly AgreedUndoRow[], model: Pick<StepModel, 'steps'>, deal: number): AgreedUndoRow[] {
  return rows.filter((r) => dealOfEntry(model, r.step) === deal);
}
