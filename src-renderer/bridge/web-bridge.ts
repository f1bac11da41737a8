/**
 * The browser implementation of {@link MusBridge}: the same app layer as the desktop app — the
 * shared {@link SessionHost} plays the match in the page, commands enter through its front door —
 * over the browser's own parts: the journal and settings in localStorage
 * ({@link webSessionServices}) and a BroadcastChannel that posts every snapshot to the display tabs.
 */
import type { MatchSetup, TableCommand } from '../../shared/index.js';
import type { TableSession } from '../../shared/session/table-session.js';
import { SessionHost } from '../../shared/session/session-host.js';
import type { ErrorCode, Result } from '../../shared/types.js';
import type { CommandReply, DisplayInfo, MusBridge, OpenDisplayRequest, Settings, Snapshot } from '../../shared/bridge/table/table-contract.js';
import { checkCommand, checkSettings, checkSetup } from '../../shared/bridge/table/table-validate.js';
import { forDisplay } from '../../shared/display/snapshot.js';
import { ok } from '../../shared/bridge/ipc-map.js';
import { readSettings } from './settings.js';
import { webBox } from './web-box.js';
import { webShare } from './web-share.js';
import { lazyWebLibrary } from './web-library-lazy.js';
import { createWebTournament } from './web-tournament.js';
import type { WithTournament } from '../../shared/bridge/tournament/tournament-contract.js';
import { CHANNEL_NAME, SETTINGS_KEY, type ChannelMessage } from './messages.js';
import { webSessionServices } from './web-session-services.js';
import { idSuffix } from './web-random.js';

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
  const listeners = new Set<(s: Snapshot | null) => void>();

  // posting to the channel copies the snapshot: only once a display tab has said hello
  let displays = false;
  const post = () => channel?.postMessage({ type: 'state', snapshot: forDisplay(host.snapshot()) } satisfies ChannelMessage);
  const services = webSessionServices(storage, () => host.current, now);
  const host: SessionHost = new SessionHost({
    broadcast(s) {
      for (const fn of listeners) fn(s);
      if (displays) post();
    },
    services,
    now,
    suffix: idSuffix,
    // seq starts from the clock so that display tabs never take a reloaded control tab's snapshots as stale
    firstSeq: now().getTime(),
  });

  channel?.addEventListener('message', (e: MessageEvent<ChannelMessage>) => {
    if (e.data?.type !== 'hello') return;
    displays = true;
    post();
  });
  channel?.postMessage({ type: 'ready' } satisfies ChannelMessage);

  host.resume();
  if (host.current) services.restorePad(host.current);

  const fail = (code: ErrorCode, message: string) => ({ ok: false as const, error: { code, message } });

  return {
    kind: 'web',
    session: () => host.current,
    getState: async () => ok(host.snapshot()),
    onState(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    async command(cmd: TableCommand, source): Promise<CommandReply> {
      const c = checkCommand(cmd);
      return c.ok ? host.command(c.value, source) : c;
    },
    async newMatch(setup: MatchSetup): Promise<Result<null>> {
      const c = checkSetup(setup);
      return c.ok ? host.newMatch(c.value) : c;
    },
    async closeMatch(): Promise<Result<null>> {
      services.putAway();
      return host.closeMatch();
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
    library: lazyWebLibrary({ storage, current: () => host.current }),
    box: webBox,
    share: webShare,
    tournament: createWebTournament({ storage, now }),
  };
}
