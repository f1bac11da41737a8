/**
 * Sharing the room display on the network, in a browser: a page cannot start a server, so
 * `available` is false and every call answers `share/unavailable` (the bar shows no share control);
 * the state is "not sharing", with no phones ("Téléphones aux places" and « Nouveau lien » answer `share/unavailable`:
 * the bar shows neither button). Derived from the sharing's declaration ({@link webTwin}).
 */
import { ok } from '../../shared/bridge/ipc-map.js';
import { SHARE_BRIDGE, type ShareBridge } from '../../shared/bridge/share/share-contract.js';
import { webTwin } from './web-twin.js';

const UNAVAILABLE = {
  ok: false as const,
  error: { code: 'share/unavailable' as const, message: 'a browser page cannot share the display on the network: use the desktop app, or open display.html in a tab of this browser' },
};

/** The browser's `share`: unavailable. */
export const webShare: ShareBridge = {
  available: false,
  ...webTwin(SHARE_BRIDGE, UNAVAILABLE, { getState: async () => ok(null), getPhones: async () => ok(null) }),
};
