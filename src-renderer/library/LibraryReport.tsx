/**
 * A match's report in the library: the race of each manche (one small chart each) and the match
 * statistics with their CSV export (`src-renderer/chart/MatchReport.tsx`). The match is opened
 * through the library bridge (`open`: setup and effective log, the judge's corrections included)
 * and replayed by the engine (`replayLog`).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { replayLog, type EngineError, type MatchView, type Result } from '../../shared/index.js';
import type { LibraryBridge } from '../../shared/bridge/library/library-contract.js';
import { errorText } from '../app/texts.js';
import { useT } from '../app/use-t.js';
import { MatchReport } from '../chart/MatchReport.js';
import { reportFor } from './report-state.js';

/**
 * The view of a library match, replayed from its log.
 * @returns the view, or the error of a match that does not open or replay
 */
export async function loadReportView(lib: Pick<LibraryBridge, 'open'>, id: string): Promise<Result<MatchView>> {
  const r = await lib.open(id).catch((e: unknown): Result<never> => ({ ok: false, error: { code: 'library/unavailable', message: String(e) } }));
  if (!r.ok) return r;
  const m = replayLog(r.value.setup, r.value.log);
  if (!m.ok) return m;
  return { ok: true, value: m.value.view };
}

/** The report of match `id`, with a heading and a close button (focus comes back to `onClose`'s choice). */
export function LibraryReport({ lib, id, onClose }: { lib: Pick<LibraryBridge, 'open'>; id: string; onClose: () => void }) {
  const { t, lang } = useT();
  const [state, setState] = useState<{ id: string; view: MatchView | null; error: EngineError | null } | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    let live = true;
    setState(null);
    void loadReportView(lib, id).then((r) => {
      if (!live) return;
      setState(r.ok ? { id, view: r.value, error: null } : { id, view: null, error: r.error });
      requestAnimationFrame(() => ref.current?.scrollIntoView?.({ block: 'start' }));
    });
    return () => {
      live = false;
    };
  }, [id]);
  const current = reportFor(state, id);
  const view = current?.view ?? null;
  const teams = view ? `${view.setup.teams.A} — ${view.setup.teams.B}` : '';
  return (
    <section class="card lib-report" ref={ref} aria-labelledby="lib-report-h" data-testid="library-report" data-id={id} data-ready={view ? 'true' : 'false'}>
      <div class="lib-report-head">
        <h2 id="lib-report-h">{teams || t('stats.show')}</h2>
        <button type="button" data-testid="library-report-close" onClick={onClose}>{t('stats.close')}</button>
      </div>
      {!current && <p role="status">{t('stats.loading')}</p>}
      {current?.error && <p class="lib-error" role="alert">{errorText(current.error, lang)} <code>[{current.error.code}]</code></p>}
      {view && <MatchReport view={view} t={t} id="lib-stats" level={3} fileName={`statistiques-${id}.csv`} />}
    </section>
  );
}
