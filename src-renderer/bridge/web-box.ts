/**
 * The button box in a browser: there is no serial port in a page, so `available` is false and
 * every call answers `box/unavailable` (the UI says to use the desktop app or `mus table --port`);
 * the state is null and never changes. Derived from the box's declaration ({@link webTwin}).
 */
import { ok } from '../../shared/bridge/ipc-map.js';
import { BOX_BRIDGE, type BoxBridge } from '../../shared/bridge/box/box-contract.js';
import { webTwin } from './web-twin.js';

const UNAVAILABLE = {
  ok: false as const,
  error: { code: 'box/unavailable' as const, message: 'no serial port in a browser: use the desktop app, or `npm run -s mus -- table --port PATH`' },
};

/** The browser's `box`: unavailable. */
export const webBox: BoxBridge = {
  available: false,
  ...webTwin(BOX_BRIDGE, UNAVAILABLE, { getState: async () => ok(null) }),
};
