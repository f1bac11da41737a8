/**
 * The state of the serial bridge as the UI shows it: plain, JSON-safe data, so the Electron main
 * process can forward every snapshot over IPC as it is.
 */
import type { EngineError } from '../../index.js';

/** Where the bridge stands. */
export type BridgeStatus =
  /** Not started. */
  | 'idle'
  /** Looking for a box by its hello among the ports. */
  | 'detecting'
  /** The port is open; waiting for the box's hello (protocol mode). */
  | 'handshake'
  /** Keys are accepted. */
  | 'connected'
  /** The port vanished (or could not be opened): trying again by itself. */
  | 'reconnecting'
  /** Stopped on purpose. */
  | 'stopped';

/** How lines from the device are read. */
export type BridgeMode =
  /** Button-box protocol: handshake, sequence numbers, acknowledgements. */
  | 'box'
  /** Plain keypad: one key name per line through the user key map, no handshake. */
  | 'keypad'
  /** Decide from the first meaningful line (a hello: box; a known key name: keypad). */
  | 'auto';

/** Bad input seen, by kind. Every kind is counted and never changes the score. */
export interface WarningCounts {
  /** Lines with bytes that are not printable ASCII (line noise, wrong baud rate). */
  garbage: number;
  /** Printable lines that are not protocol lines. */
  badLine: number;
  /** Lines longer than the cap, dropped whole. */
  overlong: number;
  /** Key names that mean nothing (not a box key, not in the key map). */
  unknownKey: number;
  /** Presses of the same key within the debounce window (a bouncing switch). */
  debounced: number;
  /** Keys over the rate limit (a flood). In box mode they are not acknowledged, so the box sends them again. */
  rateLimited: number;
  /** Keys whose sequence number skips ahead (an earlier one was lost): not applied, the box goes back. */
  outOfOrder: number;
  /** The port vanished in the middle of a line: the partial line was dropped. */
  partialLine: number;
  /** Hellos that could not be accepted (bad syntax, other protocol version). */
  badHello: number;
  /** Errors reported by the port itself. */
  portErrors: number;
}

/** The last key received and what became of it. */
export interface LastKey {
  /** Box key name (after the key map in keypad mode). */
  key: string;
  /** The device's own name for it (keypad mode), when it differs. */
  deviceKey?: string;
  /** Sequence number (protocol mode), or null. */
  seq: number | null;
  /**
   * `applied`: the engine took it; `refused`: not legal now (nothing changed, the box blinks);
   * `duplicate`: a resend of a key already handled; `dropped`: bounce, flood, unknown key or out of order.
   */
  result: 'applied' | 'refused' | 'duplicate' | 'dropped';
  /** Why it was refused or dropped. */
  error?: EngineError;
  /** Time it arrived (ms since the epoch). */
  at: number;
}

/** A snapshot of the bridge. */
export interface BridgeState {
  status: BridgeStatus;
  /** Mode asked for, and the mode in effect on this connection (`auto` until decided). */
  mode: BridgeMode;
  activeMode: BridgeMode;
  /** Port path in use (or last used). */
  path: string | null;
  baudRate: number;
  /** The box, once it said hello. */
  box: { id: string; session: string; version: number } | null;
  lastKey: LastKey | null;
  /** The last problem: a refused key, a port that would not open, a refused hello. */
  lastError: EngineError | null;
  warnings: WarningCounts;
  /** Sum of the warning counts. */
  warningTotal: number;
  keys: { received: number; applied: number; refused: number; duplicates: number };
  /** Times the port vanished, and times it came back. */
  disconnects: number;
  reconnects: number;
}

/** Warning counts all at zero. */
export function noWarnings(): WarningCounts {
  return { garbage: 0, badLine: 0, overlong: 0, unknownKey: 0, debounced: 0, rateLimited: 0, outOfOrder: 0, partialLine: 0, badHello: 0, portErrors: 0 };
}
