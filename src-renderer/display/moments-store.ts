/**
 * The queue of moments on the room display: each view of the match the display receives is
 * compared with the one before (`momentsBetween`); every moment found joins the end of the queue;
 * the head shows for {@link MOMENT_MS} and then gives way to the next, so that each one gets its own
 * banner, in the order they happened (both errors of a deal, then the manche, then the match won).
 * The queue lives as long as the page: a match closed or replaced at the table does not cut the
 * banners still waiting. A moment never outlives its deal: one found during the play of a deal
 * (a hordago, a kanta, a tira) leaves the queue, the screen too, when that deal is counted; one
 * found at the count (the errors, the manche, the match) when the next deal's first word is said;
 * any of them when the table takes back what it was found after (an undo, even one the display
 * only sees with the next act said in its place). When a moment reaches the screen, `onShow` is
 * told (the display speaks it).
 * No DOM; the clock is injected (tests use fake timers).
 */
import { computed, signal } from '@preact/signals';
import type { MatchView } from '../../shared/index.js';
import { momentsBetween, type Moment } from '../../shared/display/moments.js';
import { sameJson } from '../../shared/same-json.js';

/** How long each moment stays on screen (ms). */
export const MOMENT_MS = 5000;

/** One moment waiting or shown, with the view it was found in (its names) and a key unique on the page. */
export interface QueuedMoment {
  key: number;
  moment: Moment;
  view: MatchView;
  /** The match id of the snapshot it was found in. */
  match: string;
  /** Found when a deal was counted (it lasts until the next deal's first word), not during its play (until its count). */
  atCount: boolean;
}

/** The timer the queue uses (the page's `setTimeout` by default). */
export interface MomentClock {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const pageClock: MomentClock = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** What is said in the deal in progress of `v` (nothing between a count and the next deal's first word). */
const said = (v: MatchView) => v.current?.state.log ?? [];

/**
 * True when `q` no longer stands in `now`, a view of the same match: the deal it was found in was
 * counted (or, for a moment of a count, that count was taken back or the next deal has begun), or
 * what was said before it was found was taken back or said otherwise (an undo).
 */
export function outlived(q: QueuedMoment, now: MatchView): boolean {
  const was = q.view;
  if (now.deals.length !== was.deals.length) return true;
  const a = said(was);
  const b = said(now);
  if (b.length < a.length) return true;
  for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return true;
  return q.atCount && b.length > a.length;
}

/** The store of {@link createMomentsStore}. */
export type MomentsStore = ReturnType<typeof createMomentsStore>;

/**
 * @param o.onShow called once per moment, when it becomes the banner on screen (errors it throws are ignored)
 * @param o.clock the timer (default: the page's)
 * @param o.ms how long each banner stays (default {@link MOMENT_MS})
 */
export function createMomentsStore(o: { onShow?: (q: QueuedMoment) => void; clock?: MomentClock; ms?: number } = {}) {
  const clock = o.clock ?? pageClock;
  const ms = o.ms ?? MOMENT_MS;
  const queue = signal<QueuedMoment[]>([]);
  const head = computed(() => queue.value[0] ?? null);
  let prev: { id: string; view: MatchView } | null = null;
  let counter = 0;
  let timer: unknown = null;

  /** The head has just changed: tell `onShow` and start its time on screen. */
  const showHead = () => {
    const h = queue.value[0];
    if (!h) return;
    try {
      o.onShow?.(h);
    } catch {
      // speaking is a bonus: it never stops the banners
    }
    timer = clock.set(() => {
      timer = null;
      queue.value = queue.value.slice(1);
      showHead();
    }, ms);
  };

  /** A new view of match `id`: the moments of that match it outlives leave the queue, the banner on screen too. */
  const prune = (id: string, view: MatchView) => {
    const kept = queue.value.filter((q) => q.match !== id || !outlived(q, view));
    if (kept.length === queue.value.length) return;
    const headGone = kept[0] !== queue.value[0];
    queue.value = kept;
    if (!headGone) return;
    if (timer !== null) clock.clear(timer);
    timer = null;
    showHead();
  };

  return {
    /** All moments waiting, the one on screen first. */
    queue,
    /** The moment on screen, or null. */
    head,
    /**
     * A new view of the match (or none): its moments since the last view of the same match join the
     * queue. The first view of a match, a view of another match, and an undo add none; the moments
     * of the same match the view outlives leave it ({@link outlived}: a tira taken back by agreement
     * is never announced later, a kanta is not shown over the next deal); a moment without a match
     * (null) changes nothing.
     * @param id the match id of the snapshot (views of two matches are never compared)
     */
    observe(id: string | null, view: MatchView | null): void {
      if (!view || id === null) return; // no match for a moment (a control tab reloading): the next view of the same match is compared with its last
      const before = prev && prev.id === id ? prev.view : null;
      prev = { id, view };
      if (before === view) return;
      prune(id, view);
      const found = momentsBetween(before, view);
      if (found.length === 0 || !before) return;
      const atCount = view.deals.length !== before.deals.length;
      const idle = queue.value.length === 0;
      queue.value = [...queue.value, ...found.map((moment) => ({ key: ++counter, moment, view, match: id, atCount }))];
      if (idle) showHead();
    },
    /** Stops the timer (the page goes away). */
    dispose(): void {
      if (timer !== null) clock.clear(timer);
      timer = null;
    },
  };
}
