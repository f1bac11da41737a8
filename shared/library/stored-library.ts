/**
 * The match library over a key-value store — a browser's localStorage today — as a
 * {@link LibraryBridge} minus what only a shell can do (resume another match, print). The shell
 * gives a {@link MatchStore} (where stored matches are kept) and the journal of the match being
 * played; the rest is here, shared: summaries, search and standings (`summary.ts`, `search.ts`,
 * `club-standings.ts`), the import check (`checkImportText`, loaded on first import with a dynamic
 * `import()` so it stays out of a page's main bundle), the judge's view and corrections
 * (`judge-view.ts`, the app's too), new ids (`newMatchId`).
 *
 * Every answer is a {@link Result}: errors are data (`library/…`, `import/…`, `judge/…` and the
 * engine's codes), nothing is thrown. Deterministic but for `now` and `suffix`.
 */
import { replayLog, toMatchRecord, type LiveMatch } from '../index.js';
import type { EngineError, ErrorCode, Result } from '../types.js';
import { isObj } from '../bridge/table/table-validate.js';
import type { CorrectionInfo, ExportedFile, JudgeMatch, LibraryBridge, StandingsReply } from '../bridge/library/library-contract.js';
import { TableSession } from '../session/table-session.js';
import type { JournalRecord } from '../session/journal-records.js';
import { summarize, type MatchSummary } from './summary.js';
import { searchMatches, type LibraryQuery } from './search.js';
import { clubStandings, standingsCsv } from './club-standings.js';
import { exportRecord, formatMatchFile } from './match-file.js';
import type { ImportReply } from './import-check.js';
import type { JournalNotice } from './journal-notice.js';
import { newMatchId } from './match-id.js';
import { copy, liveJudgeView } from './judge-view.js';
import { STORED_ID, type StoredMatch } from './stored-match.js';
import { loadStored, storedFingerprint, textHash, type LoadedMatch } from './stored-load.js';

/** Where stored matches are kept, by id; values are {@link StoredMatch} JSON texts. */
export interface MatchStore {
  /** The ids of the stored matches (any order). */
  ids(): string[];
  read(id: string): string | null;
  /** @throws when the store refuses (full): the library says `library/storage-full`. */
  write(id: string, text: string): void;
  remove(id: string): void;
}

/** What the stored library needs of its shell. */
export interface StoredLibraryOptions {
  store: MatchStore;
  /** The match being played, or null; listed with the stored ones, corrected through its session. */
  current: () => TableSession | null;
  /** The journal records of the match being played (read only; empty when they are not its own). */
  liveRecords: () => JournalRecord[];
  /** The clock (import and correction times, new ids). */
  now: () => Date;
  /** Six random hex digits for a new id (`newMatchId`). */
  suffix: () => string;
}

/** The library methods the shared code answers. */
export type StoredLibrary = Omit<LibraryBridge, 'resume' | 'printPdf'>;

type Err = { ok: false; error: EngineError };
const fail = (code: ErrorCode, message: string, path?: string): Err => ({ ok: false, error: path ? { code, message, path } : { code, message } });
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** The library over a {@link MatchStore}. See the module comment. */
export function createStoredLibrary(o: StoredLibraryOptions): StoredLibrary {
  const { store, current, now } = o;
  const cache = new Map<string, LoadedMatch>();

  function load(id: string): LoadedMatch | null {
    const raw = store.read(id);
    if (raw === null) {
      cache.delete(id);
      return null;
    }
    const hit = cache.get(id);
    if (hit && hit.raw === raw) return hit;
    const l = loadStored(id, raw);
    cache.set(id, l);
    return l;
  }

  const live = (s: TableSession): JudgeMatch => liveJudgeView(s, o.liveRecords());
  const liveCreated = (): string | null => {
    const first = o.liveRecords()[0];
    return first?.t === 'setup' ? first.created : null;
  };

  function liveSummary(s: TableSession): MatchSummary {
    return summarize({
      id: s.id, created: liveCreated(), match: s.match, records: o.liveRecords().length, damaged: false, problem: null, warning: null,
      fingerprint: storedFingerprint(s.match), bytes: 0, mtimeMs: 0,
    });
  }

  function all(): MatchSummary[] {
    const s = current();
    const out: MatchSummary[] = s ? [liveSummary(s)] : [];
    for (const id of store.ids()) {
      if (!STORED_ID.test(id) || (s && id === s.id)) continue;
      const l = load(id);
      if (l) out.push(l.summary);
    }
    return out;
  }

  function badId(id: unknown): Err | null {
    return typeof id === 'string' && STORED_ID.test(id) ? null : fail('library/bad-id', `id: ${JSON.stringify(id)} is not a match id (letters, digits, . _ -)`, 'id');
  }
  const noSuch = (id: string) => fail('library/no-such-match', `id: no match ${id} in this browser's library`, 'id');
  const isLive = (id: string): TableSession | null => {
    const s = current();
    return s && s.id === id ? s : null;
  };

  function write(id: string, value: StoredMatch): Err | null {
    try {
      store.write(id, JSON.stringify(value));
      return null;
    } catch (e) {
      return fail('library/storage-full', `the browser refused to store match ${id} (${(e as Error).message}); delete old matches and try again`);
    }
  }

  function newId(at: Date): string {
    let id: string;
    do id = newMatchId(at, o.suffix());
    while (store.read(id) !== null);
    return id;
  }

  function judgeOf(id: string): Result<JudgeMatch> {
    const s = isLive(id);
    if (s) return ok(live(s));
    const l = load(id);
    if (!l) return noSuch(id);
    if (!l.stored) return fail('library/damaged', `match ${id}: ${l.problem ?? 'the stored match cannot be read'}`);
    let log = l.stored.log;
    const warnings: string[] = [];
    const notices: JournalNotice[] = [];
    if (!l.match) {
      // show the part that still replays, read only
      const r = replayLog(l.stored.setup, log);
      const at = !r.ok && r.error.path ? /^log\[(\d+)\]/.exec(r.error.path) : null;
      log = at?.[1] !== undefined ? log.slice(0, Number(at[1])) : [];
      warnings.push(l.problem ?? 'the stored log does not replay');
      // the same as a code, for the screen to word (the entry that no longer applies, counted from 1)
      notices.push({ code: 'journal/replay-failed', ...(at?.[1] !== undefined ? { params: { entry: Number(at[1]) + 1 } } : {}) });
    }
    return ok({
      id, created: l.stored.created, setup: copy(l.stored.setup), log: copy(log), corrections: copy(l.stored.corrections),
      readOnly: !l.match, live: false, warnings, notices,
    });
  }

  /** A correction of a stored match: the same checks and replay as a live one, on a session rebuilt from the stored log. */
  function correctStored(id: string, from: number, entries: JudgeMatch['log'], meta: { who: string; when: string; why: string }): Result<JudgeMatch> {
    const l = load(id);
    if (!l) return noSuch(id);
    if (!l.stored || !l.match) return fail('library/damaged', `match ${id} cannot be corrected: ${l.problem ?? 'it does not replay'}`);
    const recs: JournalRecord[] = [
      { seq: 0, t: 'setup', setup: l.stored.setup, id, created: l.stored.created },
      ...l.stored.log.map((entry, i): JournalRecord => ({ seq: i + 1, t: 'entry', entry })),
    ];
    const rebuilt = TableSession.recover(recs, null).session;
    if (!rebuilt) return fail('library/damaged', `match ${id} cannot be corrected: it does not replay`);
    const r = rebuilt.correct(from, entries, meta, 'judge');
    if (!r.ok) return r;
    const info: CorrectionInfo = { from, entries: entries.length, ...meta };
    return write(id, { ...l.stored, log: copy(rebuilt.match.log), corrections: [...l.stored.corrections, info] }) ?? judgeOf(id);
  }

  const library: StoredLibrary = {
    async list(q: LibraryQuery) {
      return ok(searchMatches(all(), isObj(q) ? q : {}));
    },

    async deletion(id: string) {
      const bad = badId(id);
      if (bad) return bad;
      if (isLive(id)) return fail('library/in-use', `match ${id} is being played at the table: it cannot be deleted`);
      const l = load(id);
      if (!l) return noSuch(id);
      return ok({ summary: l.summary, token: textHash(`${id}:${l.raw}`).slice(0, 8) });
    },

    async remove(id: string, token: string) {
      const d = await library.deletion(id);
      if (!d.ok) return d;
      if (!token) return fail('library/confirm-needed', `deleting ${id} needs the confirmation token ${d.value.token}`);
      if (token !== d.value.token) return fail('library/confirm-mismatch', `the confirmation token does not match match ${id} as it is now; ask again`);
      store.remove(id);
      cache.delete(id);
      return ok(null);
    },

    async exportMatch(id: string) {
      const bad = badId(id);
      if (bad) return bad;
      const s = isLive(id);
      let m: LiveMatch;
      let created: string | null;
      if (s) {
        m = s.match;
        created = liveCreated();
      } else {
        const l = load(id);
        if (!l) return noSuch(id);
        if (!l.match || !l.stored) return fail('library/nothing-to-export', `match ${id}: ${l.problem ?? 'the stored match cannot be read'}`);
        m = l.match;
        created = l.stored.created;
      }
      const { record, leftOut } = exportRecord(m, created);
      return ok<ExportedFile>({ fileName: `mus-match-${id}.json`, text: formatMatchFile(record), warnings: [], leftOut });
    },

    async importText(text: string, allowDuplicate = false): Promise<ImportReply> {
      const { checkImportText, importRefused: problem } = await import('./import-check.js');
      const checked = checkImportText(text);
      if (!checked.ok) return checked;
      const c = checked.value;
      if (!allowDuplicate) {
        const fp = storedFingerprint(c.match);
        const same = all().find((s) => s.status !== 'empty' && s.fingerprint === fp);
        if (same) return problem('import/duplicate', `this match is already in the library as ${same.id}`);
      }
      const date = now();
      const id = newId(date);
      const at = date.toISOString();
      const err = write(id, { v: 1, id, created: c.created ?? at, imported: at, setup: copy(c.match.setup), log: copy(c.match.log), corrections: [] });
      if (err) return problem('import/storage-full', err.error.message);
      const back = load(id);
      if (!back?.match || JSON.stringify(toMatchRecord(back.match)) !== JSON.stringify(toMatchRecord(c.match))) {
        store.remove(id);
        cache.delete(id);
        return problem('import/roundtrip', 'the stored match did not read back the same; nothing was imported');
      }
      return ok({ id, summary: back.summary });
    },

    async open(id: string) {
      return badId(id) ?? judgeOf(id);
    },

    async correct(req) {
      if (!isObj(req)) return fail('judge/bad-request', 'request: an object {id, from, entries, who, why}', 'request');
      const bad = badId(req.id);
      if (bad) return bad;
      if (!Array.isArray(req.entries) || !req.entries.every(isObj)) return fail('judge/bad-entries', 'entries: a list of match log entries', 'entries');
      const meta = { who: typeof req.who === 'string' ? req.who.trim() : '', when: now().toISOString(), why: typeof req.why === 'string' ? req.why.trim() : '' };
      const entries = copy(req.entries);
      try {
        const s = isLive(req.id);
        if (!s) return correctStored(req.id, req.from, entries, meta);
        const r = s.correct(req.from, entries, meta, 'judge');
        return r.ok ? judgeOf(req.id) : r;
      } catch (e) {
        return fail('judge/bad-entries', `entries: the engine could not read them (${(e as Error).message})`, 'entries');
      }
    },

    async standings(q: LibraryQuery & { ids?: string[] }) {
      const sel: LibraryQuery & { ids?: string[] } = isObj(q) ? q : {};
      const everything = all();
      let standings;
      if (Array.isArray(sel.ids)) {
        const byId = new Map(everything.map((s) => [s.id, s]));
        const picked = sel.ids.flatMap((i) => byId.get(i) ?? []);
        standings = clubStandings(picked);
        for (const i of sel.ids) if (!byId.has(i)) standings.skipped.push({ id: String(i), why: 'no such match' });
      } else {
        standings = clubStandings(searchMatches(everything, { ...sel, status: sel.status ?? 'finished' }));
      }
      return ok<StandingsReply>({ standings, csv: { fileName: 'club-standings.csv', text: standingsCsv(standings.rows), warnings: [] } });
    },
  };
  return library;
}
