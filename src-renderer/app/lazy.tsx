/**
 * A component whose module loads on first use, in its own chunk (`lazyScreen` for whole screens,
 * `lazyPart` for a part of one): until the module is there it shows `Fallback` (told the load's
 * error message once it failed), then the component. A failed load is tried again on the next mount.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** What stands in while the module loads: `failed` is the load's error message, or null. */
export type LazyFallback = ComponentType<{ failed: string | null }>;

/**
 * @param load the dynamic import of the module, and the export to show
 * @param Fallback what is shown until then
 * @returns a component taking the loaded component's props
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: LazyFallback): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function Lazy(props: P) {
    const [, setReady] = useState(loaded !== null);
    const [failed, setFailed] = useState<string | null>(null);
    useEffect(() => {
      if (loaded) return;
      pending ??= load();
      let live = true;
      pending.then(
        (c) => {
          loaded = c;
          if (live) setReady(true);
        },
        (e: unknown) => {
          pending = null; // a later mount tries again
          if (live) setFailed(e instanceof Error ? e.message : String(e));
        },
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    return <Fallback failed={failed} />;
  };
}
