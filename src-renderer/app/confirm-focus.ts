/**
 * The focus of the bar's « Nouvelle partie » question for keyboard and screen-reader users: Enter
 * on « Nouvelle partie » replaced the button by « Abandonner cette partie ? » / « Non » and the
 * focus fell to <body> (the next Tab started from the page's top, a screen reader said nothing).
 * A question asked by the keyboard puts the focus on « Non », the safe answer (Enter twice never
 * abandons a match); « Non » or Escape closes it back onto « Nouvelle partie ». A mouse click moves
 * no focus (the bar's buttons keep it at the table, `keepFocus`).
 */

/** The step of the question: asked (« Nouvelle partie » pressed) or closed without abandoning. */
export type ConfirmStep = 'ask' | 'cancel';

/**
 * Where the focus goes after `step`: `'no'` (« Non ») once asked, `'new-match'` (« Nouvelle
 * partie ») once closed; null when the step came from a mouse click (`byKeyboard` false: a click's
 * `detail` is 1 or more, a key's or a screen reader's 0).
 */
export function confirmFocus(step: ConfirmStep, byKeyboard: boolean): 'no' | 'new-match' | null {
  if (!byKeyboard) return null;
  return step === 'ask' ? 'no' : 'new-match';
}

/** The step a key pressed on the question's buttons takes: Escape closes it; any other key, none. */
export function confirmKey(key: string): ConfirmStep | null {
  return key === 'Escape' ? 'cancel' : null;
}
