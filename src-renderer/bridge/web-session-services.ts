/**
 * The browser's {@link SessionServices}: what the shared session host asks of the page's storage.
 * The match journal is kept in localStorage ({@link StorageJournal}, one match at a time): a new
 * match first puts the one in progress away in the library (`archiveLiveMatch`), then starts the
 * journal again; the match in the journal is recovered when the page loads; the cards typed at a
 * showdown are kept beside it between reloads (they are not journaled: not yet said).
 */
import type { RecoveredMatch, SessionServices } from '../../shared/session/services.js';
import { TableSession, type JournalSink } from '../../shared/session/table-session.js';
import { StorageJournal } from './storage-journal.js';
import { archiveLiveMatch } from './web-library-store.js';

/** Where the cards typed at a showdown are kept between reloads (one key per match). */
const PAD_KEY = 'mus-pad:';

/** The browser's services, plus what the web bridge does with them beside the host. */
export interface WebSessionServices extends SessionServices {
  /** Puts the match in progress away in the library and empties the journal (a new match, "close"). */
  putAway(): void;
  /** Puts back the cards typed at a showdown of `s` before the page was reloaded, if any. */
  restorePad(s: TableSession): void;
}

/**
 * The services of a browser page over `storage`.
 * @param current the match in progress (the host's), put away before the journal is emptied.
 */
export function webSessionServices(storage: Storage, current: () => TableSession | null, now: () => Date): WebSessionServices {
  const journal = new StorageJournal(storage);
  const padKey = (id: string) => `${PAD_KEY}${id}`;
  const putAway = () => {
    const s = current();
    if (s) archiveLiveMatch(storage, s, now()); // it stays in the library
    journal.reset();
  };
  return {
    putAway,
    journalFor(): JournalSink {
      putAway();
      return journal;
    },
    recover(): RecoveredMatch | null {
      const records = journal.load();
      if (!records.length) return null;
      const r = TableSession.recover(records, journal);
      return r.session ? { session: r.session, warnings: r.warnings, codes: r.notices.map((n) => n.code) } : null;
    },
    attachServices(session: TableSession): () => void {
      // the cards typed at a showdown survive a reload, like what was said (which is journaled)
      return session.subscribe((s) => {
        try {
          if (s.pad.cards.some((h) => h.length)) storage.setItem(padKey(s.id), JSON.stringify({ cards: s.pad.cards, suits: s.pad.suits }));
          else storage.removeItem(padKey(s.id));
        } catch {
          // storage full or refused: the cards stay on screen, only a reload would lose them
        }
      });
    },
    restorePad(s: TableSession): void {
      const saved = storage.getItem(padKey(s.id));
      if (!saved) return;
      try {
        s.restorePad(JSON.parse(saved));
      } catch {
        storage.removeItem(padKey(s.id));
      }
    },
  };
}
