/**
 * A part of a screen loaded on first use, in its own chunk (the match report at the end of a
 * match): nothing is shown until the module is there, then the part; a failed load shows its
 * message and is tried again on the next mount.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * @param load the dynamic import of the part's module, and the export to show
 * @returns a component taking the part's props
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function LazyPart(props: P) {
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
          pending = null;
          if (live) setFailed(e instanceof Error ? e.message : String(e));
        },
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Part = loaded;
      return <Part {...props} />;
    }
    return failed ? <p role="alert">{failed}</p> : null;
  };
}
