/**
 * The button box in a browser: there is no serial port in a page, so `available` is false and
 * every call answers `box/unavailable` (the UI says to use the desktop app or `mus table --port`).
 */
import { ok } from '../../shared/bridge/ipc-map.js';
import type { BoxBridge } from '../../shared/bridge/box/box-contract.js';

const UNAVAILABLE = {
  ok: false as const,
  error: { code: 'box/unavailable' as const, message: 'no serial port in a browser: use the desktop app, or `npm run -s mus -- table --port PATH`' },
};

/** The browser's `box`: unavailable. */
export const webBox: BoxBridge = {
  available: false,
  listPorts: async () => UNAVAILABLE,
  connect: async () => UNAVAILABLE,
  disconnect: async () => UNAVAILABLE,
  getState: async () => ok(null),
  onState: () => () => {},
};
