/**
 * The keyboard at the control window (src-renderer/input/keyboard.ts): each key goes through the
 * one key map to the session, only on the table screen and outside form fields; Enter and Space on
 * a focused button click it; while a count is shown, Enter, Escape and n close it (docs/app.md,
 * "Keys").
 */
import { describe, expect, it } from 'vitest';
import { signal } from '@preact/signals';
import { bindKeyboard, keyOf } from '../../../src-renderer/input/keyboard.js';
import type { AppStore } from '../../../src-renderer/store/app-store.js';
import type { TableCommand } from '../../../shared/index.js';

/** An element as `closest` sees it: what it is inside of (`input`, `button`, …), and whether it is disabled. */
function element(inside: string[], disabled = false) {
  return { disabled, closest: (sel: string) => (sel.split(',').some((s) => inside.includes(s.trim())) ? { disabled } : null) };
}

/** A table with a match on, a fake target to press keys on, and what reached the store. */
function table(o: { screen?: string; match?: boolean; count?: number | null; prompt?: string } = {}) {
  const sent: [TableCommand, string][] = [];
  let dismissed = 0;
  const store = {
    snapshot: signal(o.match === false ? null : { matchId: 'm1' }),
    screen: signal({ name: o.screen ?? 'table' }),
    countFor: signal(o.count ?? null),
    turn: signal({ prompt: o.prompt ?? 'open' }),
    dismissCount: () => void dismissed++,
    send: async (cmd: TableCommand, source: string) => void sent.push([cmd, source]),
  } as unknown as AppStore;
  let listener: ((e: Event) => void) | null = null;
  const target = {
    addEventListener: (_: string, fn: (e: Event) => void) => void (listener = fn),
    removeEventListener: (_: string, fn: (e: Event) => void) => void (listener === fn && (listener = null)),
  } as unknown as HTMLElement;
  const stop = bindKeyboard(store, target);
  /** Presses a key; @returns whether the page's default was prevented. */
  const press = (key: string, more: Partial<{ code: string; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; repeat: boolean; target: unknown }> = {}) => {
    let prevented = false;
    const e = { key, code: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, repeat: false, isComposing: false, defaultPrevented: false, target: element([]), preventDefault: () => void (prevented = true), ...more };
    listener?.(e as unknown as Event);
    return prevented;
  };
  return { press, sent, dismissed: () => dismissed, stop, listening: () => listener !== null };
}

describe('keyboard at the table', () => {
  it('keyOf reads Alt+digit by its physical key (layouts where Alt changes the character), anything else by its key', () => {
    expect(keyOf({ key: '&', code: 'Digit1', altKey: true })).toBe('1');
    expect(keyOf({ key: '¡', code: 'Digit6', altKey: true })).toBe('6');
    expect(keyOf({ key: 'ç', code: 'Digit9', altKey: true })).toBe('ç');
    expect(keyOf({ key: '&', code: 'Digit1', altKey: false })).toBe('&');
  });

  it('sends the command of a table key, from the keyboard, and takes the key from the page', () => {
    const k = table();
    expect(k.press('p')).toBe(true);
    expect(k.press('z', { ctrlKey: true })).toBe(true);
    expect(k.press('2', { code: 'Digit2', altKey: true })).toBe(true);
    expect(k.sent).toEqual([[{ cmd: 'pass' }, 'keyboard'], [{ cmd: 'undo' }, 'keyboard'], [{ cmd: 'seat', seat: 1 }, 'keyboard']]);
  });

  it('leaves a key that means nothing alone (the page keeps it)', () => {
    const k = table();
    expect(k.press('q')).toBe(false);
    expect(k.press('F5')).toBe(false);
    expect(k.sent).toEqual([]);
  });

  it('at the showdown, digits and letters are cards (s sota, r rey), n counts', () => {
    const k = table({ prompt: 'showdown' });
    k.press('7');
    k.press('s');
    k.press('r');
    k.press('n');
    expect(k.sent.map(([c]) => c)).toEqual([{ cmd: 'card', number: 7 }, { cmd: 'card', number: 10 }, { cmd: 'card', number: 12 }, { cmd: 'next' }]);
  });

  it('does nothing without a match, off the table screen, on a held (repeated) key, or in a form field', () => {
    table({ match: false }).press('p');
    const off = table({ screen: 'library' });
    off.press('p');
    const k = table();
    k.press('p', { repeat: true });
    k.press('p', { target: element(['input']) });
    k.press('p', { target: element(['textarea']) });
    expect([...off.sent, ...k.sent]).toEqual([]);
  });

  it('Enter or Space on a focused button is that button’s click; on a disabled button it is the table’s Enter', () => {
    const k = table();
    expect(k.press('Enter', { target: element(['button']) })).toBe(false);
    expect(k.press(' ', { target: element(['button']) })).toBe(false);
    expect(k.sent).toEqual([]);
    k.press('Enter', { target: element(['button'], true) });
    k.press('p', { target: element(['button']) });
    expect(k.sent.map(([c]) => c)).toEqual([{ cmd: 'enter' }, { cmd: 'pass' }]);
  });

  it('while a count is shown, Enter, Escape and n close it and send nothing; other keys go on', () => {
    const k = table({ count: 0 });
    for (const key of ['Enter', 'Escape', 'n']) expect(k.press(key)).toBe(true);
    expect(k.dismissed()).toBe(3);
    expect(k.sent).toEqual([]);
    k.press('p');
    expect(k.sent.map(([c]) => c)).toEqual([{ cmd: 'pass' }]);
  });

  it('stops listening when told', () => {
    const k = table();
    expect(k.listening()).toBe(true);
    k.stop();
    expect(k.listening()).toBe(false);
  });
});
