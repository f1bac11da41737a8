/**
 * The focus kept at the table for keyboard and screen-reader users: when the focused control
 * leaves (the form's « Commencer », « Mintza » pressed by Enter and then disabled at grande, the
 * discard keys gone, a card key at the count…) the browser drops the focus to <body>, and the
 * place is lost. The keeper puts it back where the user was: on the bar's control they used (the
 * undo « Annuler », « Rétablir »: like any editor, the focus stays on the button pressed while it is
 * on screen and enabled), else on the turn's heading (`#turn-phase`, or the count's heading, or the
 * table itself) after a table action, whose buttons change: the screen reader says where the table
 * is, Tab goes on to the buttons. It never moves a focus that is on something.
 */

/** What {@link focusLost} reads of the focused element before (a DOM element, or a stand-in in tests). */
export interface FocusedBefore {
  isConnected: boolean;
  disabled?: boolean;
}

/** A control the user activated (a DOM button, or a stand-in in tests), as {@link focusBack} reads it. */
export interface ActivatedControl extends FocusedBefore {
  /** The control is one of the table's own (under its <main>): its buttons change with each action. */
  inTable: boolean;
}

/**
 * True when the focus was lost by an action: the focused control is disabled (the browser drops it
 * at its next frame), or nothing is focused now (`active` is null or the body) and the element
 * focused before is gone from the page or disabled. False when no element was focused before (the
 * page just loaded, a click on the table's background).
 */
export function focusLost(active: FocusedBefore | null, body: unknown, before: FocusedBefore | null): boolean {
  if (active !== null && active !== body) return active.disabled === true;
  return before !== null && (!before.isConnected || before.disabled === true);
}

/**
 * Where a lost focus goes back: `'control'`, the control the user activated last by the keyboard or
 * a screen reader (`activated`, e.g. the bar's « Annuler »), when it is outside the table, still on
 * the page and enabled; else `'home'`, the turn's heading ({@link focusHome}): after a table action
 * (a bet, mintza, a card key), whose buttons change, or when the control used is gone or disabled
 * (« Annuler » at the match's start).
 */
export function focusBack(activated: ActivatedControl | null): 'control' | 'home' {
  return activated !== null && !activated.inTable && activated.isConnected && activated.disabled !== true ? 'control' : 'home';
}

/** The heading the focus goes back to under `root`: the turn's phase, else the count's heading, else `root`. */
export function focusHome(root: HTMLElement): HTMLElement {
  return root.querySelector<HTMLElement>('#turn-phase, [data-focus-home]') ?? root;
}

/**
 * Gives the keys back to the table after the bar's language list (focused, it takes typed letters:
 * « e » for ez would pick Euskara): the table's home ({@link focusHome}: the turn's heading) takes
 * the focus, where it was dropped to <body> (a keyboard user's next Tab started from the page's
 * top); away from the table (`table` null: the form, the library) the list is only left.
 */
export function keysBackToTable(control: { blur(): void }, table: HTMLElement | null): void {
  if (table) focusHome(table).focus();
  else control.blur();
}

/** The element focused last anywhere in the page (followed from the module's load, in a browser). */
let lastFocused: (Element & FocusedBefore) | null = null;
/**
 * The button activated last by the keyboard (Enter, Space) or a screen reader (its click has no
 * mouse press: `detail` 0), which may have no focus (a screen reader's browse mode, a bar button
 * with `keepFocus`). Forgotten at a mouse click (the mouse user's place is the table), at the focus
 * going elsewhere, and at any other key (a shortcut is a table action).
 */
let lastActivated: HTMLButtonElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    lastFocused = e.target instanceof Element ? e.target : null;
    if (e.target !== lastActivated) lastActivated = null;
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') lastActivated = null;
  }, true);
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    lastActivated = button !== null && e.detail === 0 ? button : null;
  }, true);
}

/**
 * Keeps the focus inside `root` (the table's <main>) or on the bar's control just used: after each
 * change of the page under it, and once at the start (the setup form's « Commencer » gone), gives
 * the focus back when it was lost (see {@link focusLost}) to the control the user activated or the
 * turn's heading ({@link focusBack}).
 * @returns the function that stops watching.
 */
export function guardFocus(root: HTMLElement): () => void {
  const check = () => {
    if (!focusLost(document.activeElement as (Element & FocusedBefore) | null, document.body, lastFocused)) return;
    const used = lastActivated;
    lastFocused = null;
    lastActivated = null;
    if (used && focusBack({ isConnected: used.isConnected, disabled: used.disabled, inTable: root.contains(used) }) === 'control') used.focus();
    else focusHome(root).focus();
  };
  const watch = new MutationObserver(check);
  watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  check();
  return () => watch.disconnect();
}
