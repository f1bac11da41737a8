/**
 * A module loaded on first use, as a small store (`lazyComponent` shows it): `read` gives the module
 * once it has arrived, starting its load the first time it is read — at a render, with no effect
 * and so no wait for the page's clock —, and is tracked by the `settled` signal, so whatever read it
 * is painted again when the load ends. A failed load is not started again by reading (a render
 * never retries it in a loop); `retry` starts it again (a later mount).
 */
import { signal, type ReadonlySignal } from '@preact/signals';

/** What a read finds: the module, or null with the last load's error message (null while loading). */
export interface LazyState<M> {
  module: M | null;
  failed: string | null;
}

/** A module loaded on first use. */
export interface LazyModule<M> {
  /** The module if it has arrived; starts its load on the first read (not after a failure). */
  read(): LazyState<M>;
  /** Starts a failed load again. */
  retry(): void;
  /** Counts the loads that ended (a reader is painted again when one does). */
  settled: ReadonlySignal<number>;
}

/** @param load the dynamic import of the module (and the export wanted) */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let module: M | null = null;
  let pending = false;
  let failed: string | null = null;
  const settled = signal(0);
  const start = () => {
    if (module !== null || pending) return;
    pending = true;
    failed = null;
    load().then(
      (m) => {
        module = m;
        pending = false;
        settled.value++;
      },
      (e: unknown) => {
        pending = false;
        failed = e instanceof Error ? e.message : String(e);
        settled.value++;
      },
    );
  };
  return {
    read() {
      void settled.value;
      if (module === null && failed === null) start();
      return { module, failed };
    },
    retry() {
      if (failed !== null) start();
    },
    settled,
  };
}
