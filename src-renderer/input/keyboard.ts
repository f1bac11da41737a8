/**
 * The keyboard at the control window: each key goes through `keyToCommand` (the one key map,
 * `shared/input/keymap.ts`) and then to the session like any button. Keys typed in a form field are
 * left alone; Enter and Space on a focused button click it. While the count of a deal is shown,
 * Enter, Escape and n close it.
 */
import { keyToCommand } from '../../shared/index.js';
import type { AppStore } from '../store/app-store.js';

/** Reduces a keyboard event to the key the map reads (Alt+digit on layouts that change the key). */
export function keyOf(e: Pick<KeyboardEvent, 'key' | 'code' | 'altKey'>): string {
  if (e.altKey && /^Digit[1-6]$/.test(e.code)) return e.code.slice(5);
  return e.key;
}

/**
 * For the buttons of the table keypad: a mouse click does not move the focus to them, so Enter
 * after a click still means "Enter" at the table, not "click that button again". Keyboard users
 * reach them with Tab as usual.
 */
export function keepFocus(e: MouseEvent): void {
  e.preventDefault();
}

/**
 * Listens to key presses on `target`.
 * @returns the function that stops listening.
 */
export function bindKeyboard(store: AppStore, target: Document | HTMLElement): () => void {
  const onKey = (ev: Event) => {
    const e = ev as KeyboardEvent;
    if (e.defaultPrevented || e.isComposing || e.repeat) return;
    if (!store.snapshot.peek() || store.screen.peek().name !== 'table') return;
    const el = e.target as HTMLElement | null;
    if (el?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
    const control = el?.closest?.('button, a, summary') as HTMLButtonElement | null;
    if ((e.key === 'Enter' || e.key === ' ') && control && !control.disabled) return;
    if (store.countFor.peek() !== null && (e.key === 'Enter' || e.key === 'Escape' || e.key === 'n')) {
      e.preventDefault();
      store.dismissCount();
      return;
    }
    const atShowdown = store.turn.peek()?.prompt === 'showdown';
    const cmd = keyToCommand({ key: keyOf(e), ctrl: e.ctrlKey || e.metaKey, alt: e.altKey, shift: e.shiftKey }, atShowdown);
    if (!cmd) return;
    e.preventDefault();
    void store.send(cmd, 'keyboard');
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
