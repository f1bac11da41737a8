/**
 * A part of a screen loaded on first use, in its own chunk (the match report at the end of a
 * match): nothing is shown until the module is there, then the part; a failed load shows its
 * message and is tried again on the next mount.
 */
import type { ComponentType } from 'preact';
import { lazyComponent } from '../app/lazy.js';

/** Nothing while the part loads; its message if it did not. */
function Pending({ failed }: { failed: string | null }) {
  return failed ? <p role="alert">{failed}</p> : null;
}

/**
 * @param load the dynamic import of the part's module, and the export to show
 * @returns a component taking the part's props
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, Pending);
}
