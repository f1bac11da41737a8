/**
 * The bar's « Nouvelle partie » question and the focus of keyboard and screen-reader users: Enter
 * on « Nouvelle partie » replaced the button by « Abandonner cette partie ? » / « Non » and the
 * focus fell to <body> (the next Tab started from the page's top, a screen reader said nothing).
 * Asked by the keyboard, the question puts the focus on « Non », the safe answer (Enter twice never
 * abandons a match); « Non » by the keyboard (Enter, or Escape on it) closes it back onto
 * « Nouvelle partie ». A mouse click moves no focus (the bar's buttons keep it at the table,
 * `keepFocus`).
 */

/**
 * The question's state: `closed`; `asked` (by a mouse click); `asked-key` (by the keyboard or a
 * screen reader: « Non » takes the focus); `closed-key` (closed by « Non » from the keyboard:
 * « Nouvelle partie » takes the focus back).
 */
export type Confirm = 'closed' | 'asked' | 'asked-key' | 'closed-key';

/**
 * The state after « Nouvelle partie » (`ask`) or « Non » (`cancel`) was pressed: `detail` is the
 * click's count, 0 for a key or a screen reader's click.
 */
export function confirmAfter(step: 'ask' | 'cancel', detail: number): Confirm {
  if (step === 'ask') return detail ? 'asked' : 'asked-key';
  return detail ? 'closed' : 'closed-key';
}

/** A ref that focuses its element once mounted (a stable function: Preact calls it at mount only). */
export const focusOnMount = (el: HTMLElement | null): void => el?.focus();
