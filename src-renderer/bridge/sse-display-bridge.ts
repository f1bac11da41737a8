/**
 * The read-only bridge of a display page served by the desktop app's display server
 * (`src-main/net/display-server.ts`), e.g. in a smart TV's browser on the local network: the
 * snapshots and the language come from `/events` (Server-Sent Events; `EventSource` reconnects by
 * itself after a network error, and the server sends the current state again on each connection;
 * when the browser gives up — a 503 because too many displays follow, say — the bridge opens a new
 * one after {@link REOPEN_MS}; while cut, `feedLost` is true and the display says so). The phones' lobby of a table with phones goes to `phoneLobby`
 * (`lobby-feed.ts`). Nothing is ever sent back: every mutating call answers `bridge/read-only`.
 */
import { LANGS, type Lang } from '../../shared/i18n/index.js';
import type { MusBridge, Settings, Snapshot } from '../../shared/bridge/table/table-contract.js';
import type { DisplayFeedMessage } from '../../shared/bridge/share/share-contract.js';
import { readOnlyParts } from './display-bridge.js';
import { ok } from '../../shared/bridge/ipc-map.js';
import { feedLost, parseLobby, phoneLobby } from './lobby-feed.js';

/** How long `getState` / `getSettings` wait for the first message before answering with what they have (ms). */
export const FIRST_MESSAGE_WAIT_MS = 3000;

/**
 * True when the page was served by the display server: it injects
 * `<meta name="mus-feed" content="sse">` into the page it serves (never present in the built files).
 */
export function feedIsSse(doc: Pick<Document, 'querySelector'> = document): boolean {
  return doc.querySelector('meta[name="mus-feed"]')?.getAttribute('content') === 'sse';
}

/**
 * The events endpoint for a page address: `events`, with the display key when the page was opened
 * with one (`display.html?key=…`, the address the director's screen shows): that TV's stream is
 * never evicted by anonymous ones.
 */
export function feedUrl(search: string): string {
  const key = new URLSearchParams(search).get('key');
  return key ? `events?key=${encodeURIComponent(key)}` : 'events';
}

/** After the browser gave up on the stream (it is CLOSED), a new one is opened this much later (ms). */
export const REOPEN_MS = 5000;

/** The part of `EventSource` the bridge uses (injectable for tests). */
export interface FeedSource {
  readonly readyState: number;
  addEventListener(type: 'message', fn: (e: MessageEvent<string>) => void): void;
  addEventListener(type: 'error', fn: () => void): void;
  close(): void;
}

/** Reads one `/events` message; anything unexpected is ignored (null). */
export function parseFeedMessage(text: string): DisplayFeedMessage | null {
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof m !== 'object' || m === null) return null;
  const o = m as Record<string, unknown>;
  if (o.type === 'lobby') return { type: 'lobby', lobby: parseLobby(o.lobby) };
  if (o.type === 'settings') return LANGS.includes(o.lang as Lang) ? { type: 'settings', lang: o.lang as Lang } : null;
  if (o.type === 'state') {
    const s = o.snapshot;
    if (s === null) return { type: 'state', snapshot: null };
    if (typeof s === 'object' && s !== null && typeof (s as Snapshot).matchId === 'string' && typeof (s as Snapshot).view === 'object') return { type: 'state', snapshot: s as Snapshot };
  }
  return null;
}

/**
 * Creates the SSE display bridge.
 * @param url the events endpoint, relative to the page (default `events`, i.e. `/events`)
 * @param open makes the event source (default `new EventSource(url)`)
 */
export function createSseDisplayBridge(url = 'events', open: (url: string) => FeedSource = (u) => new EventSource(u)): MusBridge {
  let last: Snapshot | null = null;
  let settings: Settings = { lang: 'fr', setup: null };
  let gotState = false;
  let gotSettings = false;
  const stateListeners = new Set<(s: Snapshot | null) => void>();
  const settingsListeners = new Set<(s: Settings) => void>();
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const fn of [...waiting]) fn();
  };
  const onMessage = (e: MessageEvent<string>) => {
    feedLost.value = false;
    const m = parseFeedMessage(e.data);
    if (!m) return;
    if (m.type === 'state') {
      last = m.snapshot;
      gotState = true;
      for (const fn of stateListeners) fn(last);
    } else if (m.type === 'lobby') {
      phoneLobby.value = m.lobby;
      return;
    } else {
      gotSettings = true;
      if (m.lang !== settings.lang) {
        settings = { lang: m.lang, setup: null };
        for (const fn of settingsListeners) fn(settings);
      }
    }
    wake();
  };
  const connect = () => {
    const source = open(url);
    source.addEventListener('message', onMessage);
    source.addEventListener('error', () => {
      // the stream is cut (the browser tries again, or the bridge does below): said on the display until a message comes
      feedLost.value = true;
      // 2 = CLOSED: the browser will not retry by itself (an HTTP error such as 503)
      if (source.readyState !== 2) return;
      source.close();
      setTimeout(connect, REOPEN_MS);
    });
  };
  connect();
  /** Resolves once `ready()` holds, or after {@link FIRST_MESSAGE_WAIT_MS}. */
  const first = (ready: () => boolean) =>
    new Promise<void>((done) => {
      if (ready()) return done();
      const check = () => {
        if (!ready()) return;
        finish();
      };
      const timer = setTimeout(() => finish(), FIRST_MESSAGE_WAIT_MS);
      const finish = () => {
        clearTimeout(timer);
        waiting.delete(check);
        done();
      };
      waiting.add(check);
    });
  return {
    ...readOnlyParts(),
    kind: 'web',
    async getState() {
      await first(() => gotState);
      return ok(last);
    },
    onState(cb) {
      stateListeners.add(cb);
      return () => stateListeners.delete(cb);
    },
    async getSettings() {
      await first(() => gotSettings);
      return ok(settings);
    },
    onSettings(cb) {
      settingsListeners.add(cb);
      return () => settingsListeners.delete(cb);
    },
  };
}
