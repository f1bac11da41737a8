/**
 * The match library in a browser (web mode): the {@link LibraryBridge} of the web bridge.
 *
 * Storage: one `Storage` (localStorage) key per imported match, `mus:library:<id>`, holding a
 * {@link StoredMatch} (`{v, id, created, imported, setup, log, corrections}`: the setup and the
 * effective log, not the journal). The match being played in the page (`current()`) is listed with
 * them; its log lives in the web bridge's own journal keys (`mus.journal.*`, see
 * `storage-journal.ts`), which this module only reads (for `created` and the corrections) and never
 * writes. Summaries, search and club standings are the pure modules of `src-main/library/`; the
 * import check (`checkImportText`, with the full `checkMatchFile`: every structural problem by JSON
 * path, from Ajv's validators generated ahead of time, so no eval under the page's CSP) is loaded on
 * first import with a dynamic `import()`, so it stays out of the page's main bundle.
 *
 * Every answer is a {@link Result}: errors are data (`library/…`, `import/…`, `judge/…` and the
 * engine's codes), nothing is thrown. Deterministic but for the clock (`now`).
 */
import { toMatchRecord, type LiveMatch, type MatchEntry, type MatchSetup } from '../../shared/index.js';
import { replayLog } from '../../shared/index.js';
import type { EngineError, ErrorCode, Result } from '../../shared/types.js';
import { isObj } from '../../shared/bridge/table/table-validate.js';
import type {
  CorrectionInfo, CorrectionRequest, ExportedFile, ImportReply, JudgeMatch, LibraryBridge, StandingsReply,
} from '../../shared/bridge/library/library-contract.js';
import { TableSession } from '../../shared/session/table-session.js';
import type { JournalRecord } from '../../shared/session/journal-records.js';
import { summarize, type MatchSummary } from '../../shared/library/summary.js';
import { searchMatches, type LibraryQuery } from '../../shared/library/search.js';
import { clubStandings, standingsCsv } from '../../shared/library/club-standings.js';
import { formatMatchFile, type ExportedMatch } from '../../shared/library/match-file.js';
import type { ImportProblem } from '../../shared/library/import-check.js';
import { StorageJournal } from './storage-journal.js';
import { copy, ID, LIBRARY_PREFIX, type StoredMatch } from './web-library-store.js';

export { archiveLiveMatch, LIBRARY_PREFIX, type StoredMatch } from './web-library-store.js';

/** Options of {@link createWebLibrary}. */
export interface WebLibraryOptions {
  /** Where matches are kept (the page's localStorage; tests pass a Map-backed fake). */
  storage: Storage;
  /** The match being played in the page, or null. */
  current: () => TableSession | null;
  /** The clock (new ids, import and correction times). Default `() => new Date()`. */
  now?: () => Date;
}


type Err = { ok: false; error: EngineError };
const fail = (code: ErrorCode, message: string, path?: string): Err => ({ ok: false, error: path ? { code, message, path } : { code, message } });
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** FNV-1a (32 bits) of a text from a seed, as 8 hex digits. Not cryptographic: a content tag. */
function fnv(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** A 16-hex-digit tag of a text (two FNV-1a hashes). */
export function textHash(text: string): string {
  return fnv(text, 0x811c9dc5) + fnv(text, 0x2f6b7a13);
}

/**
 * The content fingerprint of a match (rules, team and player names, first esku, deals): equal for
 * the same match imported twice. Browser counterpart of `fingerprint` in `library.ts` (which hashes
 * with SHA-256; the two are never compared).
 */
export function webFingerprint(m: LiveMatch): string {
  const r = toMatchRecord(m);
  return textHash(JSON.stringify([r.rules, r.teams, r.players, r.esku, r.deals]));
}


/** What the library knows of one stored match (cached while its stored text is unchanged). */
interface Loaded {
  raw: string;
  stored: StoredMatch | null;
  match: LiveMatch | null;
  /** Why it cannot be replayed (a damaged entry). */
  problem: string | null;
  summary: MatchSummary;
}

/** The browser's library: {@link LibraryBridge} over a `Storage`. See the module comment. */
export function createWebLibrary(opts: WebLibraryOptions): LibraryBridge {
  const { storage, current } = opts;
  const now = opts.now ?? (() => new Date());
  const cache = new Map<string, Loaded>();
  let counter = 0;

  const keyOf = (id: string) => `${LIBRARY_PREFIX}${id}`;

  function storedIds(): string[] {
    const ids: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k && k.startsWith(LIBRARY_PREFIX) && ID.test(k.slice(LIBRARY_PREFIX.length))) ids.push(k.slice(LIBRARY_PREFIX.length));
    }
    return ids;
  }

  function load(id: string): Loaded | null {
    const raw = storage.getItem(keyOf(id));
    if (raw === null) {
      cache.delete(id);
      return null;
    }
    const hit = cache.get(id);
    if (hit && hit.raw === raw) return hit;
    let stored: StoredMatch | null = null;
    let match: LiveMatch | null = null;
    let problem: string | null = null;
    try {
      const j = JSON.parse(raw) as StoredMatch;
      if (!isObj(j) || !isObj(j.setup) || !Array.isArray(j.log) || !Array.isArray(j.corrections)) throw new Error('not a stored match');
      stored = j;
      const r = replayLog(j.setup, j.log);
      if (r.ok) match = r.value;
      else problem = `${r.error.code}: ${r.error.message}`;
    } catch (e) {
      problem = `library/damaged: the stored match cannot be read (${(e as Error).message})`;
    }
    const summary = summarize({
      id,
      created: stored?.created ?? null,
      match,
      records: stored ? stored.log.length + 1 : 0,
      damaged: match === null,
      problem,
      warning: null,
      fingerprint: match ? webFingerprint(match) : null,
      bytes: raw.length,
      mtimeMs: 0,
    });
    if (!match && stored) {
      // still show who played
      summary.teams = { A: String(stored.setup.teams?.A ?? ''), B: String(stored.setup.teams?.B ?? '') };
      summary.players = Array.isArray(stored.setup.players) ? stored.setup.players.map(String) : [];
    }
    const l: Loaded = { raw, stored, match, problem, summary };
    cache.set(id, l);
    return l;
  }

  /** The live session's journal records (read only), when they belong to it. */
  function liveRecords(s: TableSession): JournalRecord[] {
    const recs = new StorageJournal(storage).load();
    const setup = recs[0];
    return setup && setup.t === 'setup' && setup.id === s.id ? recs : [];
  }

  function liveInfo(s: TableSession): { created: string | null; corrections: CorrectionInfo[]; records: number } {
    const recs = liveRecords(s);
    const first = recs[0];
    const corrections: CorrectionInfo[] = [];
    for (const r of recs) {
      if (r.t === 'correction') corrections.push({ from: r.from, entries: r.entries.length, who: r.who, when: r.when, why: r.why });
    }
    return { created: first && first.t === 'setup' ? first.created : null, corrections, records: recs.length };
  }

  function liveSummary(s: TableSession): MatchSummary {
    const info = liveInfo(s);
    return summarize({
      id: s.id, created: info.created, match: s.match, records: info.records, damaged: false, problem: null, warning: null,
      fingerprint: webFingerprint(s.match), bytes: 0, mtimeMs: 0,
    });
  }

  function all(): MatchSummary[] {
    const out: MatchSummary[] = [];
    const s = current();
    if (s) out.push(liveSummary(s));
    for (const id of storedIds()) {
      if (s && id === s.id) continue;
      const l = load(id);
      if (l) out.push(l.summary);
    }
    return out;
  }

  function badId(id: unknown): Err | null {
    return typeof id === 'string' && ID.test(id) ? null : fail('library/bad-id', `id: ${JSON.stringify(id)} is not a match id (letters, digits, . _ -)`, 'id');
  }

  const noSuch = (id: string) => fail('library/no-such-match', `id: no match ${id} in this browser's library`, 'id');

  function write(id: string, value: StoredMatch): Err | null {
    try {
      storage.setItem(keyOf(id), JSON.stringify(value));
      return null;
    } catch (e) {
      return fail('library/storage-full', `the browser refused to store match ${id} (${(e as Error).message}); delete old matches and try again`);
    }
  }

  function newId(at: Date): string {
    const digits = at.toISOString().replace(/\D/g, '');
    let id: string;
    do id = `web-${digits}-${++counter}`;
    while (storage.getItem(keyOf(id)) !== null);
    return id;
  }

  function judgeOf(id: string): Result<JudgeMatch> {
    const s = current();
    if (s && s.id === id) {
      const info = liveInfo(s);
      return ok({ id, created: info.created, setup: copy(s.match.setup), log: copy(s.match.log), corrections: info.corrections, readOnly: false, live: true, warnings: [] });
    }
    const l = load(id);
    if (!l) return noSuch(id);
    if (!l.stored) return fail('library/damaged', `match ${id}: ${l.problem ?? 'the stored match cannot be read'}`);
    let log = l.stored.log;
    const warnings: string[] = [];
    if (!l.match) {
      // show the part that still replays, read only
      const r = replayLog(l.stored.setup, log);
      const at = !r.ok && r.error.path ? /^log\[(\d+)\]/.exec(r.error.path) : null;
      log = at ? log.slice(0, Number(at[1])) : [];
      warnings.push(l.problem ?? 'the stored log does not replay');
    }
    return ok({
      id, created: l.stored.created, setup: copy(l.stored.setup), log: copy(log), corrections: copy(l.stored.corrections),
      readOnly: !l.match, live: false, warnings,
    });
  }

  const library: LibraryBridge = {
    async list(q: LibraryQuery) {
      return ok(searchMatches(all(), isObj(q) ? q : {}));
    },

    async deletion(id: string) {
      const bad = badId(id);
      if (bad) return bad;
      const s = current();
      if (s && s.id === id) return fail('library/in-use', `match ${id} is being played at the table: it cannot be deleted`);
      const l = load(id);
      if (!l) return noSuch(id);
      return ok({ summary: l.summary, token: textHash(`${id}:${l.raw}`).slice(0, 8) });
    },

    async remove(id: string, token: string) {
      const d = await library.deletion(id);
      if (!d.ok) return d;
      if (!token) return fail('library/confirm-needed', `deleting ${id} needs the confirmation token ${d.value.token}`);
      if (token !== d.value.token) return fail('library/confirm-mismatch', `the confirmation token does not match match ${id} as it is now; ask again`);
      storage.removeItem(keyOf(id));
      cache.delete(id);
      return ok(null);
    },

    async exportMatch(id: string) {
      const bad = badId(id);
      if (bad) return bad;
      const s = current();
      let m: LiveMatch;
      let created: string | null;
      if (s && s.id === id) {
        m = s.match;
        created = liveInfo(s).created;
      } else {
        const l = load(id);
        if (!l) return noSuch(id);
        if (!l.match || !l.stored) return fail('library/nothing-to-export', `match ${id}: ${l.problem ?? 'the stored match cannot be read'}`);
        m = l.match;
        created = l.stored.created;
      }
      const { format, ...rest } = toMatchRecord(m);
      const record: ExportedMatch = created ? { format, created, ...rest } : { format, ...rest };
      return ok<ExportedFile>({ fileName: `mus-match-${id}.json`, text: formatMatchFile(record), warnings: [] });
    },

    async importText(text: string, allowDuplicate = false) {
      const { checkImportText } = await import('../../shared/library/import-check.js');
      const c = checkImportText(text);
      if (!c.ok) return ok<ImportReply>({ ok: false, problems: c.problems });
      const problem = (code: ErrorCode, message: string) => ok<ImportReply>({ ok: false, problems: [{ path: '$', code, message: `$: ${message}` } satisfies ImportProblem] });
      if (!allowDuplicate) {
        const fp = webFingerprint(c.match);
        const same = all().find((s) => s.status !== 'empty' && s.fingerprint === fp);
        if (same) return problem('import/duplicate', `this match is already in the library as ${same.id}`);
      }
      const date = now();
      const id = newId(date);
      const at = date.toISOString();
      const stored: StoredMatch = {
        v: 1, id, created: c.created ?? at, imported: at, setup: copy(c.match.setup), log: copy(c.match.log), corrections: [],
      };
      const err = write(id, stored);
      if (err) return problem('import/storage-full', err.error.message);
      const back = load(id);
      if (!back?.match || JSON.stringify(toMatchRecord(back.match)) !== JSON.stringify(toMatchRecord(c.match))) {
        storage.removeItem(keyOf(id));
        cache.delete(id);
        return problem('import/roundtrip', 'the stored match did not read back the same; nothing was imported');
      }
      return ok<ImportReply>({ ok: true, id, summary: back.summary });
    },

    async open(id: string) {
      const bad = badId(id);
      if (bad) return bad;
      return judgeOf(id);
    },

    async correct(req: CorrectionRequest) {
      if (!isObj(req)) return fail('judge/bad-request', 'request: an object {id, from, entries, who, why}', 'request');
      const bad = badId(req.id);
      if (bad) return bad;
      if (!Array.isArray(req.entries) || !req.entries.every(isObj)) return fail('judge/bad-entries', 'entries: a list of match log entries', 'entries');
      const meta = { who: typeof req.who === 'string' ? req.who.trim() : '', when: now().toISOString(), why: typeof req.why === 'string' ? req.why.trim() : '' };
      const entries = copy(req.entries);
      const s = current();
      try {
        if (s && s.id === req.id) {
          const r = s.correct(req.from, entries, meta, 'judge');
          if (!r.ok) return r;
          return judgeOf(req.id);
        }
        const l = load(req.id);
        if (!l) return noSuch(req.id);
        if (!l.stored || !l.match) return fail('library/damaged', `match ${req.id} cannot be corrected: ${l.problem ?? 'it does not replay'}`);
        // the same checks and replay as a live correction, on a session rebuilt from the stored log
        const recs: JournalRecord[] = [
          { seq: 0, t: 'setup', setup: l.stored.setup, id: req.id, created: l.stored.created },
          ...l.stored.log.map((entry, i): JournalRecord => ({ seq: i + 1, t: 'entry', entry })),
        ];
        const rebuilt = TableSession.recover(recs, null).session;
        if (!rebuilt) return fail('library/damaged', `match ${req.id} cannot be corrected: it does not replay`);
        const r = rebuilt.correct(req.from, entries, meta, 'judge');
        if (!r.ok) return r;
        const info: CorrectionInfo = { from: req.from, entries: entries.length, who: meta.who, when: meta.when, why: meta.why };
        const err = write(req.id, { ...l.stored, log: copy(rebuilt.match.log), corrections: [...l.stored.corrections, info] });
        if (err) return err;
        return judgeOf(req.id);
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
        standings = clubStandings(sel.ids.filter((i) => byId.has(i)).map((i) => byId.get(i)!));
        for (const i of sel.ids) if (!byId.has(i)) standings.skipped.push({ id: String(i), why: 'no such match' });
      } else {
        standings = clubStandings(searchMatches(everything, { ...sel, status: sel.status ?? 'finished' }));
      }
      return ok<StandingsReply>({ standings, csv: { fileName: 'club-standings.csv', text: standingsCsv(standings.rows), warnings: [] } });
    },

    /** In a browser only the match in the page can be played: resuming another is refused (lead's addition). */
    async resume(id: string) {
      const s = current();
      if (s && s.id === id) return { ok: true as const, value: null };
      return { ok: false as const, error: { code: 'library/resume-unavailable', message: 'in a browser only the match of this page can be played; use the desktop app to go on with another match' } };
    },
    async printPdf(title: string) {
      if (typeof document === 'undefined' || typeof window === 'undefined') return fail('library/no-print', 'printing needs a browser page');
      const before = document.title;
      document.title = String(title);
      try {
        window.print();
      } finally {
        document.title = before;
      }
      return ok(null);
    },
  };
  return library;
}

