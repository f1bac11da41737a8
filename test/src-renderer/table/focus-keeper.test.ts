/**
 * The focus kept at the table (src-renderer/table/focus-keeper.ts `focusLost`): an action that
 * removes or disables the focused control (« Mintza » pressed by Enter, then disabled at grande; the
 * setup form's « Commencer » gone) drops the focus to <body>: the keeper gives it back to the turn's
 * heading. It never moves a focus that is on something, nor a focus never given (the page loaded).
 */
import { describe, expect, it } from 'vitest';
import { focusBack, focusLost, keysBackToTable } from '../../../src-renderer/table/focus-keeper.js';
import { focusAtHome } from '../../../src-renderer/table/over-focus.js';

const body = { isConnected: true };
const button = { isConnected: true, disabled: false };

describe('the focus lost by an action, at the table', () => {
  it('is lost when the body has it and the control focused before is gone or disabled', () => {
    expect(focusLost(body, body, { isConnected: false })).toBe(true);
    expect(focusLost(body, body, { isConnected: true, disabled: true })).toBe(true);
    expect(focusLost(null, body, { isConnected: false })).toBe(true);
    // still focused but disabled: the browser drops it at its next frame
    expect(focusLost({ isConnected: true, disabled: true }, body, button)).toBe(true);
  });

  it('is not lost while a control has it, nor when nothing was focused, nor when the control is still usable', () => {
    expect(focusLost(button, body, { isConnected: false })).toBe(false);
    expect(focusLost(body, body, null)).toBe(false);
    expect(focusLost(body, body, { isConnected: true, disabled: false })).toBe(false);
    expect(focusLost(body, body, { isConnected: true })).toBe(false);
  });
});

describe('where a lost focus goes back, at the table', () => {
  it('to the bar control used (« Annuler » by the keyboard) while it is on the page and enabled', () => {
    expect(focusBack({ isConnected: true, disabled: false, inTable: false })).toBe('control');
    expect(focusBack({ isConnected: true, inTable: false })).toBe('control');
  });

  it('to the turn’s heading after a table action (its buttons change), or when the control used is gone or disabled', () => {
    // a bet, mintza, a card key: the table's own buttons
    expect(focusBack({ isConnected: true, disabled: false, inTable: true })).toBe('home');
    // « Annuler » disabled by the undo back to the match's start
    expect(focusBack({ isConnected: true, disabled: true, inTable: false })).toBe('home');
    expect(focusBack({ isConnected: false, inTable: false })).toBe('home');
    // nothing activated by the keyboard (a shortcut key, a mouse click)
    expect(focusBack(null)).toBe('home');
  });
});

describe('a part painted later takes the focus left at the table\'s home (the end of the match)', () => {
  const body = { tag: 'body' };
  const main = { tag: 'main' };
  it('nothing focused, or the table\'s <main> (where the focus goes while the part loads): taken onto its heading', () => {
    expect(focusAtHome(null, body, main)).toBe(true);
    expect(focusAtHome(body, body, main)).toBe(true);
    expect(focusAtHome(main, body, main)).toBe(true);
  });
  it('a focus on a control (the bar\'s « Annuler », the language) stays', () => {
    expect(focusAtHome({ tag: 'button' }, body, main)).toBe(false);
  });
});

describe('the language chosen from the bar gives the keys back to the table', () => {
  const stub = () => {
    const calls: string[] = [];
    const heading = { focus: () => calls.push('heading focused') };
    const table = { querySelector: () => heading, focus: () => calls.push('table focused') } as unknown as HTMLElement;
    const list = { blur: () => calls.push('list left') };
    return { calls, table, list };
  };
  it('at the table: the turn\'s heading takes the focus (it was dropped to <body>)', () => {
    const { calls, table, list } = stub();
    keysBackToTable(list, table);
    expect(calls).toEqual(['heading focused']);
  });
  it('away from the table (the form, the library): the list is only left', () => {
    const { calls, list } = stub();
    keysBackToTable(list, null);
    expect(calls).toEqual(['list left']);
  });
});
