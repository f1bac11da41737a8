/**
 * The match library screen: search (words, "phrases", accents ignored), status and date filters,
 * newest/oldest; the matches with their judge, export and delete actions (delete confirmed in a
 * dialog); import of a `.json` match file with every problem listed by JSON path; the club
 * standings (FFMus art. 2) of the matches shown or checked, exportable as CSV.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { MatchSummary } from '../../shared/library/summary.js';
import { STATUSES } from '../../shared/library/search.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { errorText } from '../app/texts.js';
import { fileProblemText } from './problem-text.js';
import type { T } from '../i18n/index.js';
import { createLibraryStore, teamsOf, type LibraryStore } from './library-store.js';
import { saveText } from './download.js';
import { dateText, resultText } from './row-text.js';
import { LibraryReport } from './LibraryReport.js';
import { signal } from '@preact/signals';
import './texts.js';
import './library.css';

/** The match whose report (charts and statistics) is open under the list, or null. */
const report = signal<string | null>(null);

/** The message under the tools: what was just done, or a bridge error. */
function Status({ lib }: { lib: LibraryStore }) {
  const { t, lang } = useT();
  const m = lib.message.value;
  return (
    <p class={`lib-status${m && 'error' in m ? ' lib-error' : ''}`} role="status" data-testid="library-status">
      {m ? ('error' in m ? <>{errorText(m.error, lang)} <code>{m.error.code}</code></> : t(m.key, m.vars)) : ''}
    </p>
  );
}

function Filters({ lib }: { lib: LibraryStore }) {
  const { t } = useT();
  return (
    <section class="card lib-filters" role="search" aria-label={t('library.filters')}>
      <label class="field lib-search">
        <span>{t('library.search')}</span>
        <input
          type="search" value={lib.text.value} data-testid="library-search" aria-describedby="lib-search-hint"
          onInput={(e) => void lib.setQuery({ text: (e.target as HTMLInputElement).value })}
        />
        <small id="lib-search-hint" class="muted">{t('library.searchHint')}</small>
      </label>
      <label class="field">
        <span>{t('library.status')}</span>
        <select value={lib.status.value} data-testid="library-status-filter" onChange={(e) => void lib.setQuery({ status: (e.target as HTMLSelectElement).value as never })}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>{t(`library.statuses.${s}`)}</option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{t('library.from')}</span>
        <input type="date" value={lib.from.value} onChange={(e) => void lib.setQuery({ from: (e.target as HTMLInputElement).value })} />
      </label>
      <label class="field">
        <span>{t('library.to')}</span>
        <input type="date" value={lib.to.value} onChange={(e) => void lib.setQuery({ to: (e.target as HTMLInputElement).value })} />
      </label>
      <label class="field">
        <span>{t('library.sort')}</span>
        <select value={lib.sort.value} onChange={(e) => void lib.setQuery({ sort: (e.target as HTMLSelectElement).value as 'newest' | 'oldest' })}>
          <option value="newest">{t('library.newest')}</option>
          <option value="oldest">{t('library.oldest')}</option>
        </select>
      </label>
    </section>
  );
}

function Import({ lib }: { lib: LibraryStore }) {
  const { t, lang } = useT();
  const refused = lib.refused.value;
  const onFile = async (e: Event) => {
    const input = e.target as HTMLInputElement;
    const f = input.files?.[0];
    if (!f) return;
    const bytes = new Uint8Array(await f.arrayBuffer()); // bytes: the input gate checks the encoding
    input.value = ''; // the same file can be chosen again
    await lib.importFile(f.name, bytes);
  };
  return (
    <section class="card lib-import" aria-labelledby="lib-import-title">
      <h2 id="lib-import-title" class="sr-only">{t('library.import')}</h2>
      <label class="field">
        <span>{t('library.import')}</span>
        {/* the browser's own button speaks the system's language (« Choose File · No file chosen » on a
            French page): the input is kept for the keyboard and screen readers, its face is ours */}
        <span class="file-pick">
          <input type="file" class="sr-only" accept=".json,application/json" data-testid="library-import" onChange={(e) => void onFile(e)} />
          <span class="file-pick-face" aria-hidden="true">{t('library.pickFile')}</span>
        </span>
      </label>
      {refused && (
        <div class="lib-problems" role="alert" data-testid="library-problems">
          <p>
            <strong>{t('library.refused', { file: refused.file, count: refused.problems.length })}</strong>
          </p>
          <ul>
            {refused.problems.map((p, i) => (
              <li key={i} data-testid="library-problem">
                <code class="lib-path">{p.path}</code> {fileProblemText(p, lang)}{' '}
                <span class="muted">({p.code})</span>
              </li>
            ))}
          </ul>
          {refused.example && <p data-testid="library-example">{t('library.example', { format: refused.example })}</p>}
          {refused.duplicateText !== null && (
            <button type="button" onClick={() => void lib.importText(refused.file, refused.duplicateText!, true)}>
              {t('library.importAnyway')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function Row({ s, lib, live }: { s: MatchSummary; lib: LibraryStore; live: boolean }) {
  const store = useStore();
  const { t, lang } = useT();
  const teams = teamsOf(s);
  const isNew = lib.highlight.value === s.id;
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (isNew) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isNew]);
  const exportIt = async () => {
    const f = await lib.exportFile(s.id);
    if (f) saveText(f, 'application/json');
  };
  return (
    <tr ref={ref} data-testid="library-row" data-id={s.id} data-status={s.status} class={isNew ? 'lib-new' : undefined}>
      <td>
        <input type="checkbox" checked={lib.checked.value.has(s.id)} aria-label={t('library.pick', { teams })} onChange={() => void lib.toggle(s.id)} />
      </td>
      <td class="lib-date">
        {dateText(s.created, lang)}
        {isNew && <span class="badge lib-badge-new">★ {t('library.isNew')}</span>}
      </td>
      <td>
        <span class="lib-team"><span class="team-tag small team-A" aria-hidden="true">A</span> {s.teams.A}</span>
        <span class="lib-team"><span class="team-tag small team-B" aria-hidden="true">B</span> {s.teams.B}</span>
      </td>
      <td data-testid="library-result" title={s.problem ?? undefined}>{resultText(s, t)}</td>
      <td>
        <span class={`lib-state lib-state-${s.status}`}>{t(`library.statuses.${s.status}`)}</span>
        {live && <span class="badge badge-esku">{t('library.live')}</span>}
      </td>
      <td class="num">{s.deals}</td>
      <td class="lib-actions">
        <button type="button" data-testid="library-judge" aria-label={`${t('library.judge')} — ${teams}`} onClick={() => store.show({ name: 'judge', id: s.id })}>
          {t('library.judge')}
        </button>
        <button type="button" data-testid="library-stats" data-id={s.id} aria-label={`${t('stats.show')} — ${teams}`} aria-expanded={report.value === s.id}
          disabled={s.deals === 0} onClick={() => (report.value = report.value === s.id ? null : s.id)}>
          {t('stats.show')}
        </button>
        {s.status === 'in-progress' && (
          <button type="button" data-testid="library-resume" aria-label={`${live ? t('library.backToTable') : t('library.resume')} — ${teams}`}
            onClick={() => void lib.resume(s.id).then((ok) => ok && store.show({ name: 'table' }))}>
            {live ? t('library.backToTable') : t('library.resume')}
          </button>
        )}
        <button type="button" data-testid="library-export" aria-label={`${t('library.export')} — ${teams}`} disabled={s.status === 'empty'} onClick={() => void exportIt()}>
          {t('library.export')}
        </button>
        <button type="button" data-testid="library-delete" data-id={s.id} aria-label={`${t('library.delete')} — ${teams}`} disabled={live} onClick={() => void lib.askDelete(s.id)}>
          {t('library.delete')}
        </button>
      </td>
    </tr>
  );
}

function Matches({ lib }: { lib: LibraryStore }) {
  const store = useStore();
  const { t } = useT();
  const rows = lib.rows.value;
  const liveId = store.snapshot.value?.matchId ?? null;
  return (
    <section class="card lib-matches" aria-labelledby="lib-matches-title">
      <h2 id="lib-matches-title">
        {t('library.matches')} <span class="muted lib-count">· {t('library.count', { count: rows.length })}</span>
      </h2>
      {lib.loaded.value && rows.length === 0 ? (
        <p class="muted" data-testid="library-empty">{t('library.none')}</p>
      ) : (
        <div class="lib-scroll">
          <table class="lib-table" data-testid="library-table">
            <thead>
              <tr>
                <th scope="col"><span class="sr-only">{t('library.col.pick')}</span>✓</th>
                <th scope="col">{t('library.col.date')}</th>
                <th scope="col">{t('library.col.teams')}</th>
                <th scope="col">{t('library.col.result')}</th>
                <th scope="col">{t('library.col.status')}</th>
                <th scope="col" class="num">{t('library.col.deals')}</th>
                <th scope="col">{t('library.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <Row key={s.id} s={s} lib={lib} live={s.id === liveId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Standings({ lib }: { lib: LibraryStore }) {
  const { t } = useT();
  const st = lib.standings.value;
  const checked = lib.checked.value.size;
  const skipped = st ? st.standings.skipped.length : 0;
  return (
    <section class="card lib-standings" aria-labelledby="lib-standings-title">
      <h2 id="lib-standings-title">{t('library.standings')}</h2>
      <p class="muted">
        {checked ? t('library.standingsChecked', { count: checked }) : t('library.standingsShown')} {t('library.standingsRule')}
      </p>
      {st && st.standings.rows.length > 0 ? (
        <table class="lib-table" data-testid="library-standings">
          <thead>
            <tr>
              <th scope="col" class="num">{t('library.rank')}</th>
              <th scope="col">{t('library.team')}</th>
              <th scope="col" class="num">{t('library.played')}</th>
              <th scope="col" class="num">{t('library.victories')}</th>
              <th scope="col" class="num">{t('library.manchesWon')}</th>
              <th scope="col" class="num">{t('library.pointsLost')}</th>
            </tr>
          </thead>
          <tbody>
            {st.standings.rows.map((r) => (
              <tr key={r.name} data-testid="library-standing">
                <td class="num">{r.rank}</td>
                <th scope="row">{r.name}</th>
                <td class="num">{r.matches}</td>
                <td class="num">{r.victories}</td>
                <td class="num">{r.manchesWon}</td>
                <td class="num">{r.pointsInLostManches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p class="muted" data-testid="library-standings-empty">{t('library.noStandings')}</p>
      )}
      {skipped > 0 && <p class="muted">{t('library.skipped', { count: skipped })}</p>}
      <button type="button" data-testid="library-csv" disabled={!st || st.standings.rows.length === 0} onClick={() => st && saveText(st.csv, 'text/csv')}>
        {t('library.csv')}
      </button>
    </section>
  );
}

/** The delete confirmation: a modal alert dialog; Tab stays on its two buttons, Escape cancels. */
function ConfirmDelete({ lib, onClose }: { lib: LibraryStore; onClose: (id: string, deleted: boolean) => void }) {
  const { t, lang } = useT();
  const p = lib.pending.value;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (p) cancelRef.current?.focus();
  }, [p?.summary.id]);
  if (!p) return null;
  const s = p.summary;
  const cancel = () => {
    lib.cancelDelete();
    onClose(s.id, false);
  };
  const confirm = async () => {
    const done = await lib.confirmDelete();
    onClose(s.id, done);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
    } else if (e.key === 'Tab') {
      e.preventDefault();
      (document.activeElement === cancelRef.current ? okRef.current : cancelRef.current)?.focus();
    }
  };
  return (
    <div class="lib-backdrop">
      <div class="lib-dialog" role="alertdialog" aria-modal="true" aria-labelledby="lib-del-title" aria-describedby="lib-del-desc" data-testid="library-dialog" onKeyDown={onKey}>
        <h2 id="lib-del-title">{t('library.confirmTitle')}</h2>
        <div id="lib-del-desc">
          <p>{t('library.confirmText')}</p>
          <p class="lib-dialog-match">
            <strong>{teamsOf(s)}</strong>
            <br />
            {dateText(s.created, lang)} · {resultText(s, t)} · {t('library.col.deals')} {s.deals}
          </p>
        </div>
        <div class="lib-dialog-buttons">
          <button type="button" ref={cancelRef} onClick={cancel}>
            {t('library.cancel')}
          </button>
          <button type="button" ref={okRef} class="danger" data-testid="library-delete-confirm" onClick={() => void confirm()}>
            {t('library.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function LibraryScreen() {
  const store = useStore();
  const { t } = useT();
  const lib = useMemo(() => createLibraryStore(store.bridge.library), [store]);
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    void lib.refresh();
    report.value = null; // a report left open on another visit (its match may be gone)
  }, [lib]);
  const open = lib.pending.value !== null;
  // focus back where it was: the row's delete button, or the search box when the row is gone
  const onClose = (id: string, deleted: boolean) => {
    requestAnimationFrame(() => {
      const el = deleted ? null : mainRef.current?.querySelector<HTMLElement>(`[data-testid=library-delete][data-id="${CSS.escape(id)}"]`);
      (el ?? mainRef.current?.querySelector<HTMLElement>('[data-testid=library-search]'))?.focus();
    });
  };
  return (
    <>
      <main id="main" class="library" ref={mainRef} inert={open} aria-hidden={open ? 'true' : undefined}>
        <div class="lib-head">
          <h1>{t('library.title')}</h1>
          <Status lib={lib} />
          <button type="button" data-testid="library-back" onClick={() => store.show({ name: 'table' })}>
            ← {t('library.back')}
          </button>
        </div>
        <div class="lib-tools">
          <Filters lib={lib} />
          <Import lib={lib} />
        </div>
        <Matches lib={lib} />
        {report.value && (
          <LibraryReport
            lib={store.bridge.library}
            id={report.value}
            onClose={() => {
              const id = report.value;
              report.value = null;
              requestAnimationFrame(() => mainRef.current?.querySelector<HTMLElement>(`[data-testid=library-stats][data-id="${CSS.escape(id ?? '')}"]`)?.focus());
            }}
          />
        )}
        <Standings lib={lib} />
      </main>
      <ConfirmDelete lib={lib} onClose={onClose} />
    </>
  );
}
