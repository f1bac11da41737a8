/**
 * An act as said at the table, in the words of the acts' buttons (`act.*` of `table-words.ts`): for the
 * control window, the judge, the players' phones and `mus replay --steps` alike. Small on purpose: the seat page loads it
 * without the app's texts.
 */
import { DEFAULT_BET, DEFAULT_RAISE, type Action } from '../types.js';
/** A translator of the table words (`table-words.ts`): the renderer's `T`, or the command line's. */
export type TFunction = (key: string, opts?: Record<string, string | number | null | undefined>) => string;

/**
 * What an act says besides its name: an imido's or gehiago's amount (tantos), a discard's count,
 * a declaration's ba/ez, biak. An {@link Action} is one; so is a phone's `SaidAct`.
 */
export interface ActWords {
  act: Action['act'];
  amount?: number | undefined;
  count?: number | undefined;
  has?: boolean | undefined;
  both?: boolean | undefined;
}

/** An action as said at the table, e.g. "imido 2", "3 gehiago", "ba". */
export function actionText(a: Action | ActWords, t: TFunction): string {
  switch (a.act) {
    case 'bet': return a.both ? t('act.biakBetN', { n: a.amount ?? DEFAULT_BET }) : t('act.betN', { n: a.amount ?? DEFAULT_BET });
    case 'raise': return t('act.raiseN', { n: a.amount ?? DEFAULT_RAISE });
    case 'ordago': return a.both ? t('act.biakOrdago') : t('act.ordago');
    case 'see': return t('act.see');
    case 'fold': return t('act.fold');
    case 'pass': return t('act.pass');
    case 'declare': return a.has ? t('act.ba') : t('act.ez');
    case 'mus': return t('act.mus');
    case 'cut': return t('act.cut');
    case 'discard': return t('act.discardN', { n: a.count });
    case 'misdeal': return t('act.misdeal');
    default: return '';
  }
}
