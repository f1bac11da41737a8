/**
 * The queue of moments on the room display: each view of the match the display receives is
 * compared with the one before (`momentsBetween`); every moment found joins the end of the queue;
 * the head shows for {@link MOMENT_MS} and then gives way to the next, so that each one gets its own
 * banner, in the order they happened (both errors of a deal, then the manche, then the match won).
 * The queue lives as long as the page: a match closed or replaced at the table does not cut the
 * banners still waiting. When a moment reaches the screen, `onShow` is told (the display speaks it).
 * No DOM; the clock is injected (tests use fake timers).
 */
import { computed, signal } from '@preact/signals';
import type { MatchView } from '../../shared/index.js';
import { momentsBetween, type Moment } from '../../shared/display/moments.js';

/** How long each moment stays on screen (ms). */
export const MOMENT_MS = 5000;

/** One moment waiting or shown, with the view it was found in (its names) and a key unique on the page. */
export interface QueuedMoment {
  key: number;
  moment: Moment;
  view: MatchView;
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

/**
 * True when `a` is further on in the match than `b`: more deals counted, or, in the same deal, more
 * said. A view the table steps back from (an undo) is ahead of the view it steps back to.
 */
function ahead(a: MatchView, b: MatchView): boolean {
  if (a.deals.length !== b.deals.length) return a.deals.length > b.deals.length;
  return (a.current?.state.log.length ?? 0) > (b.current?.state.log.length ?? 0);
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

  /** The table stepped back to `view` (an undo): the moments of what was taken back leave the queue, the banner on screen too. */
  const takeBack = (view: MatchView) => {
    const kept = queue.value.filter((q) => !ahead(q.view, view));
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
     * queue. The first view of a match, a view of another match, and an undo add none; an undo
     * takes the moments of the acts it took back out of the queue (a tira taken back by agreement is
     * never announced later); a moment without a match (null) changes nothing.
     * @param id the match id of the snapshot (views of two matches are never compared)
     */
    observe(id: string | null, view: MatchView | null): void {
      if (!view || id === null) return; // no match for a moment (a control tab reloading): the next view of the same match is compared with its last
      const before = prev && prev.id === id ? prev.view : null;
      prev = { id, view };
      if (before === view) return;
      if (before && ahead(before, view)) takeBack(view);
      const found = momentsBetween(before, view);
      if (found.length === 0) return;
      const idle = queue.value.length === 0;
      queue.value = [...queue.value, ...found.map((moment) => ({ key: ++counter, moment, view }))];
      if (idle) showHead();
    },
    /** Stops the timer (the page goes away). */
    dispose(): void {
      if (timer !== null) clock.clear(timer);
      timer = null;
    },
  };
}
