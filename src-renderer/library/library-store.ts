/**
 * The library screen's state as a small signals store (one per screen instance): the query, the
 * matches found, the checked ones, the club standings, the last import's outcome, the delete being
 * confirmed, and a status message. Every call goes through the {@link LibraryBridge} (Electron IPC
 * or the browser's `web-library.ts`); replies are data, so nothing here throws.
 */
import type { EngineError } from '../../shared/types.js';
import { batch, computed, signal } from '@preact/signals';
import type { LibraryBridge, StandingsReply } from '../../shared/bridge/library/library-contract.js';
import type { ExportedFile } from '../../shared/bridge/library/library-contract.js';
import type { MatchStatus, MatchSummary } from '../../shared/library/summary.js';
import type { LibraryQuery } from '../../shared/library/search.js';
import type { ImportProblem } from '../../shared/library/import-check.js';
import { workedExampleFormat } from '../../shared/format/worked-example.js';
import { hasProblems } from '../../shared/format/refusal.js';
import { decodeUtf8 } from '../../shared/format/input-gate.js';

/** A message for the status line: a text key of `library.*` and its values, or a bridge error as is. */
/**
 * The status line: a done text (an i18n key and its values), or a bridge error kept as the error
 * and said when shown, in the screen's language (never the bridge's English `message`).
 */
export type LibraryMessage = { key: string; vars?: Record<string, string | number> } | { error: Pick<EngineError, 'code' | 'rule' | 'path'> };

/** The outcome of the last import that was refused: the file name and every problem by JSON path. */
export interface RefusedImport {
  file: string;
  problems: ImportProblem[];
  /** Set when the only problem is a duplicate: the text to import anyway. */
  duplicateText: string | null;
  /**
   * Set when the file is a worked example (`{record, expect}`, refused as « format is missing »): the
   * format of its record (`mus-match/1`…), the object under `record` (the screen says so).
   */
  example?: string;
}

/**
 * When an import is refused for its format (`record/bad-format`) and the file is a worked example
 * (`{record, expect}`), the format of its record; else null.
 */
async function exampleOf(problems: readonly ImportProblem[], body: string): Promise<string | null> {
  if (!problems.some((p) => p.code === 'record/bad-format')) return null;
  // the file gate is loaded with the import check, on first import (as stored-library.ts does)
  const { parseGated } = await import('../../shared/format/gate.js');
  const doc = parseGated(body);
  return doc.ok ? workedExampleFormat(doc.value) : null;
}

/** The store of one library screen. */
export type LibraryStore = ReturnType<typeof createLibraryStore>;

/** `Team A — Team B`, for messages and labels. */
export function teamsOf(s: Pick<MatchSummary, 'teams'>): string {
  return `${s.teams.A} — ${s.teams.B}`;
}

/**
 * Creates the store. Call `refresh()` once the screen is shown.
 * @param lib the bridge's library.
 */
export function createLibraryStore(lib: LibraryBridge) {
  const text = signal('');
  const status = signal<'all' | MatchStatus>('all');
  const from = signal('');
  const to = signal('');
  const sort = signal<'newest' | 'oldest'>('newest');
  const rows = signal<MatchSummary[]>([]);
  const loaded = signal(false);
  const checked = signal<ReadonlySet<string>>(new Set());
  const standings = signal<StandingsReply | null>(null);
  const refused = signal<RefusedImport | null>(null);
  const highlight = signal<string | null>(null);
  const message = signal<LibraryMessage | null>(null);
  /** The match whose deletion waits for confirmation, with its token. */
  const pending = signal<{ summary: MatchSummary; token: string } | null>(null);

  const query = computed<LibraryQuery>(() => ({
    text: text.value,
    status: status.value,
    sort: sort.value,
    ...(from.value ? { from: from.value } : {}),
    ...(to.value ? { to: to.value } : {}),
  }));
  /** The ids the standings are over: the checked matches, else every match shown. */
  const standingIds = computed(() => (checked.value.size ? [...checked.value] : rows.value.map((r) => r.id)));

  let listSeq = 0;
  let standingsSeq = 0;

  async function refreshStandings(): Promise<void> {
    const my = ++standingsSeq;
    const r = await lib.standings({ ids: standingIds.peek() });
    if (my !== standingsSeq) return;
    if (r.ok) standings.value = r.value;
    else message.value = { error: r.error };
  }

  /** Lists the matches for the query, drops checks of matches no longer shown, then the standings. */
  async function refresh(): Promise<void> {
    const my = ++listSeq;
    const r = await lib.list(query.peek());
    if (my !== listSeq) return;
    if (!r.ok) {
      message.value = { error: r.error };
      return;
    }
    batch(() => {
      rows.value = r.value;
      loaded.value = true;
      const ids = new Set(r.value.map((s) => s.id));
      const kept = [...checked.peek()].filter((id) => ids.has(id));
      if (kept.length !== checked.peek().size) checked.value = new Set(kept);
    });
    await refreshStandings();
  }

  const store = {
    text, status, from, to, sort, rows, loaded, checked, standings, refused, highlight, message, pending, query, standingIds,
    refresh,
    /** Changes the query and lists again. */
    async setQuery(patch: Partial<{ text: string; status: 'all' | MatchStatus; from: string; to: string; sort: 'newest' | 'oldest' }>): Promise<void> {
      batch(() => {
        if (patch.text !== undefined) text.value = patch.text;
        if (patch.status !== undefined) status.value = patch.status;
        if (patch.from !== undefined) from.value = patch.from;
        if (patch.to !== undefined) to.value = patch.to;
        if (patch.sort !== undefined) sort.value = patch.sort;
      });
      await refresh();
    },
    /** Checks or unchecks a match for the standings. */
    async toggle(id: string): Promise<void> {
      const next = new Set(checked.peek());
      if (next.has(id)) next.delete(id);
      else next.add(id);
      checked.value = next;
      await refreshStandings();
    },
    /**
     * Imports a file from its bytes, as the file open reads them: strict UTF-8 first (the input
     * gate, `shared/format/input-gate.ts`: a bad byte is refused with its offset, never turned into
     * U+FFFD), then {@link importText}. Refused: `refused` lists every problem. Accepted: the new match is
     * highlighted (the query is cleared if it would hide it).
     * @returns the new id, or null.
     */
    async importFile(file: string, bytes: Uint8Array): Promise<string | null> {
      const d = decodeUtf8(bytes);
      if (!d.ok) {
        batch(() => {
          message.value = null;
          highlight.value = null;
          // the detail as data too (the byte offset…), for the problem in the language on screen
          refused.value = { file, problems: [{ path: d.error.path, code: d.error.code, message: d.error.message, ...(d.error.detail ? { detail: d.error.detail } : {}) }], duplicateText: null };
        });
        return null;
      }
      return store.importText(file, d.value);
    },
    /** Imports a file's text (already decoded; the import gates its size, depth and syntax). Refused or accepted as {@link importFile}. */
    async importText(file: string, body: string, allowDuplicate = false): Promise<string | null> {
      message.value = null;
      const r = await lib.importText(body, allowDuplicate);
      if (!r.ok && hasProblems(r.error)) {
        const { problems } = r.error;
        const example = await exampleOf(problems, body);
        refused.value = { file, problems, duplicateText: problems.length === 1 && problems[0].code === 'import/duplicate' ? body : null, ...(example ? { example } : {}) };
        highlight.value = null;
        return null;
      }
      if (!r.ok) {
        refused.value = null;
        message.value = { error: r.error };
        return null;
      }
      const { id, summary } = r.value;
      batch(() => {
        refused.value = null;
        highlight.value = id;
        message.value = { key: 'library.imported', vars: { teams: teamsOf(summary) } };
      });
      await refresh();
      if (!rows.peek().some((s) => s.id === id)) {
        batch(() => {
          text.value = '';
          status.value = 'all';
          from.value = '';
          to.value = '';
        });
        await refresh();
      }
      return id;
    },
    /** The file of one match, or null (the error goes to `message`). */
    async exportFile(id: string): Promise<ExportedFile | null> {
      const r = await lib.exportMatch(id);
      if (!r.ok) {
        message.value = { error: r.error };
        return null;
      }
      const left = r.value.leftOut;
      // a match not over: only its finished deals are in the file (docs/storage.md, "Export")
      message.value = left
        ? { key: 'library.exportedLeftOut', vars: { file: r.value.fileName, n: left.deal + 1, m: left.manche + 1 } }
        : { key: 'library.exported', vars: { file: r.value.fileName } };
      return r.value;
    },
    /**
     * Goes on playing an unfinished match at the table (the desktop app; a browser plays only the
     * match of its page). @returns whether the table now holds it (errors go to `message`).
     */
    async resume(id: string): Promise<boolean> {
      const r = await lib.resume(id);
      if (!r.ok) {
        message.value = { error: r.error };
        return false;
      }
      return true;
    },
    /** First step of a delete: asks the library what it would delete (the dialog shows it). */
    async askDelete(id: string): Promise<void> {
      const r = await lib.deletion(id);
      if (!r.ok) {
        message.value = { error: r.error };
        return;
      }
      pending.value = r.value;
    },
    /** Closes the dialog without deleting. */
    cancelDelete(): void {
      pending.value = null;
    },
    /** Second step: deletes with the token, then lists again. */
    async confirmDelete(): Promise<boolean> {
      const p = pending.peek();
      if (!p) return false;
      const r = await lib.remove(p.summary.id, p.token);
      pending.value = null;
      if (!r.ok) {
        message.value = { error: r.error };
        return false;
      }
      if (highlight.peek() === p.summary.id) highlight.value = null;
      message.value = { key: 'library.deleted', vars: { teams: teamsOf(p.summary) } };
      await refresh();
      return true;
    },
  };
  return store;
}
