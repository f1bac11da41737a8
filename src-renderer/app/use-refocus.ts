/**
 * Focus given back to a seat's button once a question it asked is answered (the control window's
 * phones panel and the host page: « Nouveau lien » asks, then the focus returns to the seat's
 * button, not to the top of the page). Keyboard use without a lost place.
 */
import type { MutableRef } from 'preact/hooks';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/** What {@link useRefocus} gives: the seats' buttons (set by each button's ref) and the seat to focus next. */
export interface Refocus {
  /** The buttons by seat: `ref={(el) => …set/delete}` on each seat's button. */
  buttons: MutableRef<Map<number, HTMLButtonElement>>;
  /** The seat whose button takes the focus at the next render where it is there and enabled. */
  refocus(seat: number): void;
}

/**
 * @param deps what may make the button appear or become enabled again (e.g. a busy flag, the rows):
 *   the focus is tried again when one changes.
 */
export function useRefocus(...deps: unknown[]): Refocus {
  const [seat, setSeat] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  useLayoutEffect(() => {
    const b = seat === null ? undefined : buttons.current.get(seat);
    if (!b || b.disabled) return;
    b.focus();
    setSeat(null);
  }, [seat, ...deps]);
  return { buttons, refocus: setSeat };
}
