/**
 * The bar's « Nouvelle partie » question keeps a keyboard user's place (src-renderer/app/confirm-focus.ts):
 * asked by Enter, the focus goes to « Non » (it fell to <body>); closed by « Non » or Escape, back
 * to « Nouvelle partie »; a mouse click moves no focus.
 */
import { describe, expect, it } from 'vitest';
import { confirmFocus, confirmKey } from '../../../src-renderer/app/confirm-focus.js';

describe('the new-match question and the focus', () => {
  it('asked by the keyboard: the focus on « Non », the safe answer; closed: back on « Nouvelle partie »', () => {
    expect(confirmFocus('ask', true)).toBe('no');
    expect(confirmFocus('cancel', true)).toBe('new-match');
  });

  it('a mouse click moves no focus (the keys stay at the table)', () => {
    expect(confirmFocus('ask', false)).toBeNull();
    expect(confirmFocus('cancel', false)).toBeNull();
  });

  it('Escape closes the question; other keys (Enter clicks the button) do not', () => {
    expect(confirmKey('Escape')).toBe('cancel');
    for (const k of ['Enter', ' ', 'n', 'Tab']) expect(confirmKey(k)).toBeNull();
  });
});
