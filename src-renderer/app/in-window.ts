/**
 * A panel that opens under a tool of the control window's bar (the button box's, the network
 * share's) stays inside the window. The bar wraps its tools differently by window width and
 * language, so a tool sits at the left of a row in one window and at the right in another: a panel
 * anchored to one edge of its tool went off the window's side in the other case. The panel is
 * shifted sideways, after each render and when the window is resized, just enough to be inside.
 */
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect } from 'preact/hooks';

/** Pixels kept between a panel and the window's sides. */
export const WINDOW_MARGIN = 8;

/**
 * How far (px, + to the right) to shift a box spanning `left`…`right` (px, as laid out before any
 * shift) so that it lies inside a window `width` px wide with `margin` px on each side; 0 when it
 * already does. A box wider than the room left is aligned on the left margin (its start is read).
 */
export function shiftIntoWindow(left: number, right: number, width: number, margin: number = WINDOW_MARGIN): number {
  if (left < margin) return margin - left;
  const over = right - (width - margin);
  if (over <= 0) return 0;
  return -Math.min(over, left - margin);
}

/** Keeps the element of `ref` inside the window by shifting it sideways ({@link shiftIntoWindow}). */
export function useInWindow(ref: RefObject<HTMLElement>): void {
  const place = () => {
    const el = ref.current;
    if (!el) return;
    el.style.translate = '';
    const r = el.getBoundingClientRect();
    const dx = shiftIntoWindow(r.left, r.right, document.documentElement.clientWidth);
    el.style.translate = dx === 0 ? '' : `${dx}px 0`;
  };
  useLayoutEffect(place);
  useEffect(() => {
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);
}
