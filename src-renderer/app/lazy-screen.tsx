/**
 * Screens the table does not need at start (the library, the judge's view) load on first use, in
 * their own chunks: the table's first paint carries none of their code. `lazyScreen(load)` returns
 * a component that shows a short "loading" status until the module is there, then the screen.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useT } from './use-t.js';

/**
 * @param load the dynamic import of the screen's module, and the export to show
 * @returns a component taking the screen's props
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function LazyScreen(props: P) {
    const { t } = useT();
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
          pending = null; // a later visit tries again
          if (live) setFailed(e instanceof Error ? e.message : String(e));
        },
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Screen = loaded;
      return <Screen {...props} />;
    }
    return (
      <main id="main" class="loading" aria-busy="true">
        <p role={failed ? 'alert' : 'status'}>{failed ?? t('app.loading')}</p>
      </main>
    );
  };
}
