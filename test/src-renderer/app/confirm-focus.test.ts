/**
 * The bar's « Nouvelle partie » question keeps a keyboard user's place (src-renderer/app/confirm-focus.ts):
 * asked by Enter (a click of detail 0), « Non » takes the focus (it fell to <body>); closed by « Non »
 * from the keyboard, « Nouvelle partie » takes it back; a mouse click moves no focus. The page
 * itself: test/e2e/table-details.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { confirmAfter, focusOnMount } from '../../../src-renderer/app/confirm-focus.js';

describe('the new-match question and the focus', () => {
  it('asked or closed by the keyboard: the states whose buttons take the focus', () => {
    expect(confirmAfter('ask', 0)).toBe('asked-key');
    expect(confirmAfter('cancel', 0)).toBe('closed-key');
  });

  it('a mouse click moves no focus (the keys stay at the table)', () => {
    expect(confirmAfter('ask', 1)).toBe('asked');
    expect(confirmAfter('cancel', 2)).toBe('closed');
  });

  it('the ref focuses the element it is given, and nothing at unmount', () => {
    let focused = 0;
    focusOnMount({ focus: () => { focused++; } } as unknown as HTMLElement);
    focusOnMount(null);
    expect(focused).toBe(1);
  });
});
