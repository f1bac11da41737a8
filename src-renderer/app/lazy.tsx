/**
 * A component whose module loads on first use, in its own chunk (`lazyScreen` for whole screens,
 * `lazyPart` for a part of one): until the module is there it shows `Fallback` (told the load's
 * error message once it failed), then the component. The load starts at the first render, not after
 * a paint (`lazyModule`: an effect waits for the page's clock, which a paused clock never gives), and
 * its arrival paints again every component that waited for it. A failed load is tried again on the
 * next mount.
 */
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { lazyModule } from './lazy-module.js';

/** What stands in while the module loads: `failed` is the load's error message, or null. */
export type LazyFallback = ComponentType<{ failed: string | null }>;

/**
 * @param load the dynamic import of the module, and the export to show
 * @param Fallback what is shown until then
 * @returns a component taking the loaded component's props
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: LazyFallback): ComponentType<P> {
  const part = lazyModule(load);
  return function Lazy(props: P) {
    useEffect(() => part.retry(), []); // a later mount tries a failed load again
    const { module: Loaded, failed } = part.read();
    return Loaded ? <Loaded {...props} /> : <Fallback failed={failed} />;
  };
}
