/**
 * The read-only bridge of a display tab in web mode: snapshots come from the control tab over a
 * BroadcastChannel (it asks for the current one on start); settings (the language) are read from
 * localStorage and followed through `storage` events. Every mutating call answers `bridge/read-only`.
 * (A display page served by the desktop app's display server uses `sse-display-bridge.ts` instead.)
 */
import type { MusBridge, Settings, Snapshot } from '../../shared/bridge/table/table-contract.js';
import { CHANNEL_NAME, SETTINGS_KEY, type ChannelMessage } from './messages.js';
import { ok } from '../../shared/bridge/ipc-map.js';
import { readSettings } from './settings.js';
import { webBox } from './web-box.js';
import { webShare } from './web-share.js';

/** The part of {@link MusBridge} a display never uses: every change answers `bridge/read-only`; no monitors, box or sharing. */
export type ReadOnlyParts = Pick<MusBridge, 'command' | 'newMatch' | 'closeMatch' | 'saveSettings' | 'listDisplays' | 'openDisplay' | 'library' | 'box' | 'share'>;

/** The read-only half of a display bridge (shared by the BroadcastChannel and the SSE displays). */
export function readOnlyParts(): ReadOnlyParts {
  const readOnly = async () => ({ ok: false as const, error: { code: 'bridge/read-only' as const, message: 'the room display only shows the table' } });
  return {
    command: readOnly,
    newMatch: readOnly,
    closeMatch: readOnly,
    saveSettings: readOnly,
    listDisplays: async () => ok([]),
    openDisplay: readOnly,
    library: {
      list: readOnly, deletion: readOnly, remove: readOnly, exportMatch: readOnly, importText: readOnly,
      open: readOnly, correct: readOnly, standings: readOnly, resume: readOnly, printPdf: readOnly,
    },
    box: webBox,
    share: webShare,
  };
}

/** Creates the display bridge. */
export function createDisplayBridge(channel: BroadcastChannel = new BroadcastChannel(CHANNEL_NAME), storage: Storage = window.localStorage): MusBridge {
  let last: Snapshot | null = null;
  const listeners = new Set<(s: Snapshot | null) => void>();
  channel.addEventListener('message', (e: MessageEvent<ChannelMessage>) => {
    if (e.data?.type === 'ready') channel.postMessage({ type: 'hello' } satisfies ChannelMessage);
    if (e.data?.type !== 'state') return;
    last = e.data.snapshot;
    for (const fn of listeners) fn(last);
  });
  return {
    ...readOnlyParts(),
    kind: 'web',
    async getState() {
      channel.postMessage({ type: 'hello' } satisfies ChannelMessage);
      return ok(last);
    },
    onState(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    getSettings: async () => ok(readSettings(storage)),
    onSettings(cb: (s: Settings) => void) {
      const on = (e: StorageEvent) => {
        if (e.key === SETTINGS_KEY) cb(readSettings(storage));
      };
      window.addEventListener('storage', on);
      return () => window.removeEventListener('storage', on);
    },
  };
}
