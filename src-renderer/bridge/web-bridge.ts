/**
 * The browser implementation of {@link MusBridge}: the engine runs in the page (a
 * {@link TableSession}, journaled in localStorage), settings are kept in localStorage, and every
 * snapshot is posted on a BroadcastChannel for the display tabs.
 */
import { startMatch, type MatchSetup, type TableCommand } from '../../shared/index.js';
import { TableSession } from '../../shared/session/table-session.js';
import type { ErrorCode, Result } from '../../shared/types.js';
import type { CommandReply, DisplayInfo, MusBridge, OpenDisplayRequest, Settings, Snapshot } from '../../shared/bridge/table/table-contract.js';
import { checkCommand, checkSettings, checkSetup } from '../../shared/bridge/table/table-validate.js';
import { forDisplay, snapshotOf } from '../../shared/display/snapshot.js';
import { StorageJournal } from './storage-journal.js';
import { ok } from '../../shared/bridge/ipc-map.js';
import { readSettings } from './settings.js';
import { webBox } from './web-box.js';
import { webShare } from './web-share.js';
import { archiveLiveMatch } from './web-library-store.js';
import { lazyWebLibrary } from './web-library-lazy.js';
import { createWebTournament } from './web-tournament.js';
import type { WithTournament } from '../../shared/bridge/tournament/tournament-contract.js';
import { CHANNEL_NAME, SETTINGS_KEY, type ChannelMessage } from './messages.js';

/** Where the cards typed at a showdown are kept between reloads (one key per match). */
const PAD_KEY = 'mus-pad:';


/** Options (injectable for tests). */
export interface WebBridgeOptions {
  storage?: Storage;
  channel?: BroadcastChannel | null;
  now?: () => Date;
  openWindow?: (url: string, name: string) => unknown;
}

/** The web bridge, plus access to its session (tests, bench). */
export interface WebBridge extends MusBridge, WithTournament {
  session(): TableSession | null;
}

/** Creates the web bridge; resumes the match saved in the storage, if any. */
export function createWebBridge(opts: WebBridgeOptions = {}): WebBridge {
  const storage = opts.storage ?? window.localStorage;
  const channel = opts.channel === undefined ? new BroadcastChannel(CHANNEL_NAME) : opts.channel;
  const now = opts.now ?? (() => new Date());
  const journal = new StorageJournal(storage);
  const listeners = new Set<(s: Snapshot | null) => void>();
  // seq starts from the clock so that display tabs never take a reloaded control tab's snapshots as stale
  let seq = now().getTime();
  let session: TableSession | null = null;
  let last: Snapshot | null = null;
  let unsubscribe: (() => void) | null = null;

  // posting to the channel copies the snapshot: only once a display tab has said hello
  let displays = false;
  const post = () => channel?.postMessage({ type: 'state', snapshot: forDisplay(last) } satisfies ChannelMessage);
  const publish = (s: Snapshot | null) => {
    last = s;
    for (const fn of listeners) fn(s);
    if (displays) post();
  };
  const adopt = (s: TableSession | null, source: string) => {
    unsubscribe?.();
    unsubscribe = null;
    session = s;
    if (!s) {
      publish(null);
      return;
    }
    unsubscribe = s.subscribe((ss, why) => {
      savePad(ss);
      publish(snapshotOf(ss, ++seq, why));
    });
    publish(snapshotOf(s, ++seq, { source }));
  };
  // the cards typed at a showdown survive a reload, like what was said (which is journaled)
  const padKey = (id: string) => `${PAD_KEY}${id}`;
  const savePad = (s: TableSession) => {
    try {
      if (s.pad.cards.some((h) => h.length)) storage.setItem(padKey(s.id), JSON.stringify({ cards: s.pad.cards, suits: s.pad.suits }));
      else storage.removeItem(padKey(s.id));
    } catch {
      // storage full or refused: the cards stay on screen, only a reload would lose them
    }
  };

  channel?.addEventListener('message', (e: MessageEvent<ChannelMessage>) => {
    if (e.data?.type !== 'hello') return;
    displays = true;
    post();
  });
  channel?.postMessage({ type: 'ready' } satisfies ChannelMessage);

  const records = journal.load();
  if (records.length) {
    const r = TableSession.recover(records, journal);
    if (r.session) {
      adopt(r.session, 'journal');
      const saved = storage.getItem(padKey(r.session.id));
      if (saved) {
        try {
          r.session.restorePad(JSON.parse(saved));
        } catch {
          storage.removeItem(padKey(r.session.id));
        }
      }
    }
  }

  const fail = (code: ErrorCode, message: string) => ({ ok: false as const, error: { code, message } });

  return {
    kind: 'web',
    session: () => session,
    getState: async () => ok(last),
    onState(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    async command(cmd: TableCommand, source): Promise<CommandReply> {
      const c = checkCommand(cmd);
      if (!c.ok) return c;
      if (!session) return fail('session/no-match', 'no match in progress: start one first');
      try {
        const r = session.command(c.value, source);
        if (!r.ok) return r;
        return { ok: true, value: { changed: r.value.changed, settled: r.value.settled ? r.value.settled.index : null } };
      } catch (e) {
        return fail('session/failed', (e as Error).message);
      }
    },
    async newMatch(setup: MatchSetup): Promise<Result<null>> {
      const c = checkSetup(setup);
      if (!c.ok) return c;
      const check = startMatch(c.value); // refuse a bad setup before the match in progress is put away
      if (!check.ok) return check;
      try {
        if (session) archiveLiveMatch(storage, session, now());
        journal.reset();
        const created = now();
        const id = `match-${created.toISOString().replace(/[:.]/g, '-')}`;
        adopt(TableSession.create(c.value, { id, created: created.toISOString(), journal }), 'ui');
        return { ok: true, value: null };
      } catch (e) {
        return fail('setup/refused', (e as Error).message);
      }
    },
    async closeMatch(): Promise<Result<null>> {
      if (session) archiveLiveMatch(storage, session, now()); // it stays in the library
      journal.reset();
      adopt(null, 'ui');
      return { ok: true, value: null };
    },
    getSettings: async () => ok(readSettings(storage)),
    onSettings() {
      return () => {}; // only this tab changes them
    },
    async saveSettings(s: Settings): Promise<Result<null>> {
      const c = checkSettings(s);
      if (!c.ok) return c;
      storage.setItem(SETTINGS_KEY, JSON.stringify(c.value));
      return { ok: true, value: null };
    },
    async listDisplays(): Promise<Result<DisplayInfo[]>> {
      return ok([]);
    },
    async openDisplay(req: OpenDisplayRequest): Promise<Result<null>> {
      void req; // a browser cannot choose the monitor: the display tab is moved and made fullscreen by hand
      const open = opts.openWindow ?? ((url: string, name: string) => window.open(url, name));
      const w = open(new URL('display.html', window.location.href).href, 'mus-display');
      return w ? { ok: true, value: null } : fail('display/blocked', 'the browser blocked the display tab: allow pop-ups for this page');
    },
    library: lazyWebLibrary({ storage, current: () => session }),
    box: webBox,
    share: webShare,
    tournament: createWebTournament({ storage, now }),
  };
}
