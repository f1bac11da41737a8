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

/**
 * An action as said at the table, e.g. "imido 2", "3 gehiago", "ba"; a see is « iduki », or
 * « kanta » (es « quiero el órdago ») when it answers a hordago standing.
 * @param kanta true when `a` is a see answering a standing hordago or biak hordago
 *   ({@link seesOrdago} reads it from the log): the caller knows the dialogue the act was said in
 */
export function actionText(a: Action | ActWords, t: TFunction, kanta = false): string {
  switch (a.act) {
    case 'bet': return a.both ? t('act.biakBetN', { n: a.amount ?? DEFAULT_BET }) : t('act.betN', { n: a.amount ?? DEFAULT_BET });
    case 'raise': return t('act.raiseN', { n: a.amount ?? DEFAULT_RAISE });
    case 'ordago': return a.both ? t('act.biakOrdago') : t('act.ordago');
    case 'see': return kanta ? t('act.seeOrdago') : t('act.see');
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

/** What {@link seesOrdago} reads of an act: its phase, its name, whether it was biak. */
export type LoggedAct = Pick<Action, 'act' | 'phase'> & { both?: boolean | undefined };

/**
 * Whether a hordago (or a biak hordago) stands at `phase` when `log[i]` is said: the last imido,
 * gehiago or hordago said before it in that phase, or at chica a biak one said at grande (biak
 * engages grande and chica: FFMus art. 9, Memo Mus ch. VIII), is a hordago. An answer is said only
 * while a bet stands in its deal, so reading back never leaves the deal: `log` may be a deal's acts
 * or a whole match's ({@link actsOfLog}).
 * @param log the acts in the order said, undefined for an entry that is not an act (the hands shown)
 * @param i the index (0-based) of the act in `log` (the acts before it are read)
 */
export function ordagoStandsAt(log: readonly (LoggedAct | undefined)[], i: number, phase: Action['phase']): boolean {
  for (let j = i - 1; j >= 0; j--) {
    const a = log[j];
    if (!a || (a.act !== 'bet' && a.act !== 'raise' && a.act !== 'ordago')) continue;
    if (a.phase === phase || (phase === 'chica' && a.phase === 'grande' && a.both === true)) return a.act === 'ordago';
  }
  return false;
}

/**
 * Whether `log[i]` is a see answering a hordago: « kanta » at the table (FFMus *Le dialogue*; es
 * « quiero » to an órdago), not « iduki ». The `kanta` of {@link actionText}.
 * @param log as for {@link ordagoStandsAt}; false when `log[i]` is not a see
 */
export function seesOrdago(log: readonly (LoggedAct | undefined)[], i: number): boolean {
  const a = log[i];
  return a?.act === 'see' && ordagoStandsAt(log, i, a.phase);
}

/** The acts of a match log (`MatchEntry[]`) for {@link seesOrdago}, by the log's index: undefined for the hands shown. */
export function actsOfLog<A extends LoggedAct>(log: readonly ({ type: 'action'; action: A } | { type: 'hands' })[]): (A | undefined)[] {
  return log.map((e) => (e.type === 'action' ? e.action : undefined));
}

/**
 * The act `log[i]` as said at the table, in its dialogue: {@link actionText} with « kanta » for a see
 * answering a hordago ({@link seesOrdago}); '' when `log[i]` is not an act.
 */
export function actionTextAt(log: readonly (Action | undefined)[], i: number, t: TFunction): string {
  const a = log[i];
  return a ? actionText(a, t, seesOrdago(log, i)) : '';
}
