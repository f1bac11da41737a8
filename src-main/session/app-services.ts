/**
 * The services of the desktop app's matches: each new match gets a durable journal in the match
 * library's folder (`<data>/matches/<id>.musj`, docs/storage.md), the last unfinished match is
 * recovered at start, and the button box follows the match being played. Free of Electron
 * (unit-tested under Node).
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { JOURNAL_FORMAT } from '../journal/codec.js';
import { JournalWriter, type SyncMode } from '../journal/journal-writer.js';
import type { OpenedJournal } from '../journal/open-journal.js';
import { folderCause, folderCauseText, JournalError, messageOf } from '../journal/errors.js';
import type { MatchLibrary } from '../library/library.js';
import type { JournalSink, TableSession } from '../../shared/session/table-session.js';
import type { RecoveredMatch, SessionServices } from '../../shared/session/services.js';
import type { ErrorCode, Result } from '../../shared/types.js';
import type { MatchSetup } from '../../shared/match/live.js';
import { ShippingSink } from '../hub/table-shipper.js';
import type { TableLinks } from '../hub/table-link.js';

/** What the app's services need. */
export interface AppServicesOptions {
  library: MatchLibrary;
  /** Attaches the button box to the session made current; returns its detach function. */
  attachBox?: (session: TableSession) => () => void;
  /** How appends reach the disk (default `fdatasync`; `none` only in tests). */
  sync?: SyncMode;
  /**
   * The table's tournament links: a match started with the pairing of the last join, or opened
   * again with a link file beside its journal, is shipped to the hub as it is journaled.
   */
  links?: TableLinks;
}

/** Six random hex digits for new match ids, as the library draws them. */
export { idSuffix } from '../library/library.js';

/**
 * The services over a match library. Journals stay open (and locked) while their match is current,
 * and are closed when another match replaces it or the app quits (`closeAll`).
 */
export function createAppServices(o: AppServicesOptions): SessionServices & { closeAll(): void; resume(id: string): Result<RecoveredMatch & { session: TableSession }> } {
  /** Open journals by match id: the writer of a new match, or the opened journal of a recovered one. */
  const open = new Map<string, { close(): void }>();
  const closeOne = (id: string) => {
    open.get(id)?.close();
    open.delete(id);
  };
  /** A match opened again to be played: when it is linked to a hub, shipping resumes where the hub stands. */
  const ship = (id: string, opened: OpenedJournal) => {
    const shipper = o.links?.attach(id, o.library.journalPath(id), opened.parsed.records);
    if (shipper) opened.retarget((w) => new ShippingSink(w, shipper));
  };
  return {
    journalFor(id: string, created: string, setup?: MatchSetup): JournalSink {
      const dataDir = o.library.paths.dataDir;
      const path = o.library.journalPath(id);
      let w: JournalWriter;
      try {
        mkdirSync(o.library.paths.matches, { recursive: true });
        w = JournalWriter.create(path, { format: JOURNAL_FORMAT, id, created }, { sync: o.sync ?? 'fdatasync' });
      } catch (e) {
        const code = (e as { code?: string }).code ?? '';
        const cause = code === 'journal/read-only-folder' ? 'read-only-folder' : code === 'journal/no-folder' ? 'no-folder' : folderCause(e);
        if (!cause) throw e;
        throw new JournalError(cause === 'no-folder' ? 'library/no-data-folder' : 'library/read-only-folder', `the match cannot be recorded: ${folderCauseText(cause, dataDir)} (${messageOf(e)})`);
      }
      open.set(id, w);
      // a table of a tournament: the pairing's match is shipped to the hub, record by record
      const shipper = setup && o.links?.take(path, setup) ? o.links.attach(id, path, []) : null;
      return shipper ? new ShippingSink(w, shipper) : w;
    },
    abandon(id: string): void {
      closeOne(id);
      rmSync(o.library.journalPath(id), { force: true });
    },
    recover(): RecoveredMatch | null {
      let found: { id: string; opened: OpenedJournal } | null = null;
      const warnings: string[] = [];
      const codes: ErrorCode[] = [];
      let unfinished: { id: string; opened: OpenedJournal }[];
      try {
        unfinished = o.library.recoverUnfinished();
      } catch (e) {
        // the data folder itself: missing, or not writable — say which, never a raw errno
        const code = (e as { code?: ErrorCode }).code ?? 'library/storage-failed';
        return { session: null, warnings: [`${messageOf(e)} (${code})`], codes: [code] };
      }
      for (const r of unfinished) {
        const playable = r.opened.session && !r.opened.readOnly;
        if (!playable) {
          // damaged: stays in the library, read-only, with its report
          for (const p of r.opened.problems) {
            warnings.push(`${r.id}: ${p.message} (${p.code})`);
            codes.push(p.code);
          }
          r.opened.close();
          continue;
        }
        if (found) found.opened.close(); // keep the newest in-progress match (oldest first in the list)
        found = r;
      }
      if (!found || !found.opened.session) return warnings.length ? { session: null, warnings, codes } : null;
      for (const w of found.opened.warnings) warnings.push(`${found.id}: ${w}`);
      // the journal's notices are its warnings' codes, one for one
      for (const n of found.opened.notices) codes.push(n.code);
      open.set(found.id, found.opened);
      ship(found.id, found.opened);
      return { session: found.opened.session, warnings, codes };
    },
    attachServices(session: TableSession): () => void {
      const detachBox = o.attachBox?.(session) ?? (() => {});
      // the cards typed at a showdown survive a restart: kept beside the journal (not journaled: not
      // yet said), put back when the match is made current again
      const padFile = `${o.library.journalPath(session.id)}.pad.json`;
      try {
        session.restorePad(JSON.parse(readFileSync(padFile, 'utf8')));
      } catch {
        // no cards were being typed (or the file is unreadable: then they are typed again)
      }
      let lastPad = '';
      const stopPad = session.subscribe((s) => {
        const text = s.pad.cards.some((h) => h.length) ? JSON.stringify({ cards: s.pad.cards, suits: s.pad.suits }) : '';
        if (text === lastPad) return;
        lastPad = text;
        try {
          if (text) {
            writeFileSync(`${padFile}.tmp`, text);
            renameSync(`${padFile}.tmp`, padFile);
          } else rmSync(padFile, { force: true });
        } catch {
          // a read-only folder: the cards stay on screen; only a restart would lose them
        }
      });
      return () => {
        stopPad();
        detachBox();
        closeOne(session.id);
        o.links?.detach(session.id, !session.match.view.current);
      };
    },
    /**
     * Opens an unfinished match of the library to go on playing it (journal locked, torn tail cut).
     * @returns `library/…` errors, `journal/locked` (another app writes it), `journal/read-only`
     * (damaged: judge it, export it), `library/finished` (nothing left to play).
     */
    resume(id: string): Result<RecoveredMatch & { session: TableSession }> {
      const r = o.library.open(id, 'write');
      if (!r.ok) return r;
      const opened = r.value;
      const refuse = (code: ErrorCode, message: string): Result<RecoveredMatch & { session: TableSession }> => {
        opened.close();
        return { ok: false, error: { code, message } };
      };
      if (!opened.session) return refuse(opened.problems[0]?.code ?? 'journal/empty', opened.problems[0]?.message ?? `match ${id} has nothing to resume`);
      if (opened.readOnly) {
        const p = opened.problems[0];
        return refuse(p?.code ?? 'journal/read-only', p?.message ?? `match ${id} is open read-only`);
      }
      if (!opened.session.match.view.current) return refuse('library/finished', `match ${id} is over: open it in the judge's view instead`);
      open.set(id, opened);
      ship(id, opened);
      return { ok: true, value: { session: opened.session, warnings: opened.warnings.map((w) => `${id}: ${w}`) } };
    },
    closeAll(): void {
      for (const id of [...open.keys()]) closeOne(id);
    },
  };
}
