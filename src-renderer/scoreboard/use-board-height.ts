/**
 * The height of the control window's sticky scoreboard, kept in `--board-h` on the page's root (CSS
 * pixels), so that a control the keyboard reaches stops below it (`scroll-margin-top` in app.css):
 * the scoreboard grows with long names, and a fixed margin left the match won's « Nouvelle partie »
 * under it (WCAG 2.4.11, focus not obscured).
 */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/** Measures `ref` while `on` (the control variant), and clears the variable when it goes. */
export function useBoardHeight(ref: RefObject<HTMLElement>, on: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!on || !el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const set = () => root.style.setProperty('--board-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--board-h');
    };
  }, [on, ref.current]);
}
