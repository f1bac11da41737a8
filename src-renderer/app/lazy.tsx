/**
 * A component whose module loads on first use, in its own chunk (`lazyScreen` for whole screens,
 * `lazyPart` for a part of one): until the module is there it shows `Fallback` (told the load's
 * error message once it failed), then the component. The load starts at the first render (not after
 * a paint: an effect waits for the page's clock, which a paused clock never gives), and its arrival
 * paints again every component that waited for it (a signal). A failed load is tried again on the
 * next mount.
 */
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { signal } from '@preact/signals';

/** What stands in while the module loads: `failed` is the load's error message, or null. */
export type LazyFallback = ComponentType<{ failed: string | null }>;

/**
 * @param load the dynamic import of the module, and the export to show
 * @param Fallback what is shown until then
 * @returns a component taking the loaded component's props
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: LazyFallback): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  /** The last load's error message, until a mount tries again; read through `settled`. */
  let failed: string | null = null;
  /** Counts the loads that ended: a component that read it is painted again when one does. */
  const settled = signal(0);
  const start = () => {
    if (loaded || pending) return;
    failed = null;
    pending = load().then(
      (c) => {
        loaded = c;
        pending = null;
        settled.value++;
      },
      (e: unknown) => {
        pending = null;
        failed = e instanceof Error ? e.message : String(e);
        settled.value++;
      },
    );
  };
  return function Lazy(props: P) {
    void settled.value;
    // a later mount tries a failed load again (once per mount: a render never retries it in a loop)
    useEffect(() => {
      if (failed !== null) start();
    }, []);
    if (!loaded && failed === null) start();
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    return <Fallback failed={failed} />;
  };
}
