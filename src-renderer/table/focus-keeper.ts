/**
 * The focus kept at the table for keyboard and screen-reader users: when the focused control
 * leaves (the form's « Commencer », « Mintza » pressed by Enter and then disabled at grande, the
 * discard keys gone, a card key at the count…) the browser drops the focus to <body>, and the
 * place is lost. The keeper puts it back on the turn's heading (`#turn-phase`, or the count's
 * heading, or the table itself): the screen reader says where the table is, Tab goes on to the
 * buttons. It never moves a focus that is on something.
 */

/** What {@link focusLost} reads of the focused element before (a DOM element, or a stand-in in tests). */
export interface FocusedBefore {
  isConnected: boolean;
  disabled?: boolean;
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

/** The heading the focus goes back to under `root`: the turn's phase, else the count's heading, else `root`. */
export function focusHome(root: HTMLElement): HTMLElement {
  return root.querySelector<HTMLElement>('#turn-phase, [data-focus-home]') ?? root;
}

/** The element focused last anywhere in the page (followed from the module's load, in a browser). */
let lastFocused: (Element & FocusedBefore) | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    lastFocused = e.target instanceof Element ? e.target : null;
  });
}

/**
 * Keeps the focus inside `root` (the table's <main>): after each change of the page under it, and
 * once at the start (the setup form's « Commencer » gone), gives the focus back to
 * {@link focusHome} when it was lost (see {@link focusLost}).
 * @returns the function that stops watching.
 */
export function guardFocus(root: HTMLElement): () => void {
  const check = () => {
    if (!focusLost(document.activeElement as (Element & FocusedBefore) | null, document.body, lastFocused)) return;
    lastFocused = null;
    focusHome(root).focus();
  };
  const watch = new MutationObserver(check);
  watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  check();
  return () => watch.disconnect();
}
