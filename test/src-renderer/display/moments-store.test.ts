/**
 * The queue of the room display's moments (src-renderer/display/moments-store.ts): each moment gets
 * its own banner, in order, for MOMENT_MS each (fake timers); a match closed at the table does not
 * cut the banners still waiting; each moment is handed to `onShow` (the speech) once, when shown.
 * A banner never outlives its deal: a kanta showed on over the next deal, and a hordago taken back
 * stayed when the display saw the undo only with the word said in its place.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMomentsStore, MOMENT_MS, type QueuedMoment } from '../../../src-renderer/display/moments-store.js';
import { A, H, HORDAGO_KANTA, TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';
import { viewsOf } from './moments-play.js';
import { itemAt } from '../../helpers/item-at.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The kinds shown one after the other, MOMENT_MS apart, until the queue is empty. */
function shownInTurn(store: ReturnType<typeof createMomentsStore>): string[] {
  const out: string[] = [];
  for (let i = 0; i < 20 && store.head.value; i++) {
    out.push(store.head.value.moment.kind);
    vi.advanceTimersByTime(MOMENT_MS);
  }
  return out;
}

describe('the moments queue of the room display', () => {
  it('the last deal of the match: each error, then the manche, then the match won, each on its own', () => {
    const views = viewsOf([...TO_WIN.first, ...TO_WIN.last], TO_WIN_RULES);
    const shown: QueuedMoment[] = [];
    const store = createMomentsStore({ onShow: (q) => shown.push(q) });
    for (const v of views) store.observe('m1', v);
    expect(store.queue.value.map((q) => q.moment.kind)).toEqual(['error', 'error', 'manche', 'match']);
    expect(shownInTurn(store)).toEqual(['error', 'error', 'manche', 'match']);
    expect(shown.map((q) => q.moment.kind)).toEqual(['error', 'error', 'manche', 'match']);
    expect(shown.map((q) => (q.moment.kind === 'error' ? q.moment.error : ''))).toEqual(['false-ba', 'denied', '', '']);
    expect(new Set(shown.map((q) => q.key)).size).toBe(4);
    expect(store.head.value).toBeNull();
  });

  it('a banner stays MOMENT_MS, not less', () => {
    const views = viewsOf(HORDAGO_KANTA);
    const store = createMomentsStore();
    for (const v of views) store.observe('m1', v);
    expect(store.head.value?.moment.kind).toBe('hordago');
    vi.advanceTimersByTime(MOMENT_MS - 1);
    expect(store.head.value?.moment.kind).toBe('hordago');
    vi.advanceTimersByTime(1);
    expect(store.head.value?.moment.kind).toBe('kanta');
  });

  it('moments found while a banner shows wait their turn behind it', () => {
    const views = viewsOf(HORDAGO_KANTA);
    const shown: string[] = [];
    const store = createMomentsStore({ onShow: (q) => shown.push(q.moment.kind) });
    store.observe('m1', views[0]!);
    store.observe('m1', views[1]!);
    store.observe('m1', views[2]!); // the hordago
    vi.advanceTimersByTime(1000);
    store.observe('m1', views[3]!); // the kanta, 1 s later
    expect(shown).toEqual(['hordago']);
    vi.advanceTimersByTime(MOMENT_MS - 1000);
    expect(shown).toEqual(['hordago', 'kanta']);
  });

  it('the match closed at the table (no view, then another match) does not cut the banners waiting', () => {
    const views = viewsOf([...TO_WIN.first, ...TO_WIN.last], TO_WIN_RULES);
    const store = createMomentsStore();
    for (const v of views) store.observe('m1', v);
    store.observe(null, null);
    store.observe('m2', viewsOf([])[0]!);
    expect(shownInTurn(store)).toEqual(['error', 'error', 'manche', 'match']);
  });

  it('a moment without a match (a control tab reloading) does not hide what happened in between', () => {
    const views = viewsOf(HORDAGO_KANTA);
    const store = createMomentsStore();
    store.observe('m1', views[1]!);
    store.observe(null, null);
    store.observe('m1', views[3]!);
    expect(store.queue.value.map((q) => q.moment.kind)).toEqual(['hordago', 'kanta']);
  });

  it('nothing for the first view, a view of another match, or an undo', () => {
    const views = viewsOf(HORDAGO_KANTA);
    const store = createMomentsStore();
    store.observe('m1', views[3]!);
    store.observe('m2', views[3]!);
    store.observe('m2', views[2]!);
    expect(store.queue.value).toEqual([]);
  });

  it('an undo takes the moments of what it took back out of the queue: the kanta waiting, then the hordago on screen', () => {
    const views = viewsOf(HORDAGO_KANTA);
    const store = createMomentsStore();
    for (const v of views) store.observe('m1', v);
    expect(store.queue.value.map((q) => q.moment.kind)).toEqual(['hordago', 'kanta']);
    store.observe('m1', itemAt(views, 2)); // the iduki taken back: the kanta is not announced
    expect(store.queue.value.map((q) => q.moment.kind)).toEqual(['hordago']);
    store.observe('m1', itemAt(views, 1)); // the hordago taken back: its banner leaves the screen
    expect(store.head.value).toBeNull();
    store.observe('m1', itemAt(views, 2)); // said again: announced again
    expect(shownInTurn(store)).toEqual(['hordago']);
  });

  it('a failing onShow (the speech) never stops the banners', () => {
    const views = viewsOf(HORDAGO_KANTA);
    const store = createMomentsStore({ onShow: () => { throw new Error('no voice'); } });
    for (const v of views) store.observe('m1', v);
    expect(shownInTurn(store)).toEqual(['hordago', 'kanta']);
  });
});

describe('a banner never outlives its deal (it showed over the next deal, or after an undo it missed)', () => {
  const KANTA_COUNTED = [...HORDAGO_KANTA, H('12 12 12 1 / 11 11 4 5 / 1 4 5 6 / 7 6 5 4')];

  it('the kanta of deal 1 leaves the screen when deal 1 is counted: the manche its hordago decided takes it', () => {
    const views = viewsOf(KANTA_COUNTED);
    const store = createMomentsStore();
    for (const v of views.slice(0, -1)) store.observe('m1', v);
    vi.advanceTimersByTime(MOMENT_MS); // the hordago's time is up
    expect(store.head.value?.moment.kind).toBe('kanta');
    vi.advanceTimersByTime(1000);
    store.observe('m1', itemAt(views, views.length - 1)); // the count, 1 s into the kanta's banner
    expect(store.queue.value.map((q) => q.moment.kind)).toEqual(['manche']);
    vi.advanceTimersByTime(MOMENT_MS - 1);
    expect(store.head.value?.moment.kind).toBe('manche'); // its own 5 s, from when it showed
  });

  it("the moments of a count leave when the next deal's first word is said", () => {
    const views = viewsOf([...KANTA_COUNTED, ...A('m: 1m')]);
    const store = createMomentsStore();
    for (const v of views.slice(0, -1)) store.observe('m1', v);
    expect(store.queue.value.map((q) => q.moment.kind)).toEqual(['manche']); // the hordago and the kanta went with the count
    store.observe('m1', itemAt(views, views.length - 1)); // deal 2: « Mus »
    expect(store.queue.value).toEqual([]);
    expect(store.head.value).toBeNull();
  });

  it('a hordago taken back and another word said in its place, seen by the display as one step: its banner goes', () => {
    const said = viewsOf(A('m: 0c | g: 0o'));
    const instead = viewsOf(A('m: 0c | g: 0p'));
    const store = createMomentsStore();
    for (const v of said) store.observe('m1', v);
    expect(store.head.value?.moment.kind).toBe('hordago');
    store.observe('m1', itemAt(instead, instead.length - 1));
    expect(store.head.value).toBeNull();
    // the same words again (a reload of the same log): the banner stays
    const again = createMomentsStore();
    for (const v of said) again.observe('m1', v);
    again.observe('m1', itemAt(viewsOf(A('m: 0c | g: 0o')), 2)); // the same log in new objects
    expect(again.head.value?.moment.kind).toBe('hordago');
  });

  it("the moments of another match are not touched by this one's views", () => {
    const views = viewsOf(HORDAGO_KANTA);
    const store = createMomentsStore();
    for (const v of views) store.observe('m1', v);
    for (const v of viewsOf(A('m: 0m'))) store.observe('m2', v);
    expect(store.queue.value.map((q) => q.moment.kind)).toEqual(['hordago', 'kanta']);
  });
});
