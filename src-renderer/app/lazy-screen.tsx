/**
 * Screens the table does not need at start (the library, the judge's view) load on first use, in
 * their own chunks: the table's first paint carries none of their code. `lazyScreen(load)` returns
 * a component that shows a short "loading" status until the module is there, then the screen.
 */
import type { ComponentType } from 'preact';
import { lazyComponent } from './lazy.js';
import { useT } from './use-t.js';

/** The screen's place while it loads: "loading", or why it did not. */
function Loading({ failed }: { failed: string | null }) {
  const { t } = useT();
  return (
    <main id="main" class="loading" aria-busy="true">
      <p role={failed ? 'alert' : 'status'}>{failed ?? t('app.loading')}</p>
    </main>
  );
}

/**
 * @param load the dynamic import of the screen's module, and the export to show
 * @returns a component taking the screen's props
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, Loading);
}
