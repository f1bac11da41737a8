/**
 * Who sent a command to a table. The source is one short string, so it is kept as it is in the
 * journal (`source` of `entry`, `undo`, `redo` records, docs/formats.md), in the snapshots and in
 * the session's notices. Free of every other module of the session (no import circle).
 */
import type { Seat } from '../types.js';

/** A player's phone, with the seat it speaks for (0-based, as the table numbers seats): `phone:<seat>`. */
export type PhoneSource = `phone:${number}`;

/**
 * Who sent a command: `keyboard` (a key of the control window), `ui` (an on-screen button, in the
 * app or in a browser), `box` (the serial button box or keypad), `judge`, `test`, or a player's
 * phone (`phone:<seat>`, see {@link phoneSource}).
 */
export type CommandSource = 'keyboard' | 'ui' | 'box' | 'judge' | 'test' | PhoneSource;

/** A source read back: its kind, and the seat of a phone. */
export type SourceInfo =
  | { kind: 'keyboard' | 'ui' | 'box' | 'judge' | 'test' }
  | { kind: 'phone'; seat: Seat };

const PLAIN = ['keyboard', 'ui', 'box', 'judge', 'test'] as const;
/** Seats are 0..5 (six players at most). */
const PHONE = /^phone:([0-5])$/;

/**
 * The source of a command sent from the phone of the player at `seat`.
 * @throws RangeError when `seat` is not a whole number 0..5 (a programming error: seats come from the table).
 */
export function phoneSource(seat: Seat): PhoneSource {
  if (!Number.isInteger(seat) || seat < 0 || seat > 5) throw new RangeError(`phone seat must be 0..5, got ${seat}`);
  return `phone:${seat}`;
}

/** Reads a source (from a journal, the wire): its kind and seat, or null when it is not one. */
export function readSource(text: unknown): SourceInfo | null {
  if (typeof text !== 'string') return null;
  const plain = PLAIN.find((k) => k === text);
  if (plain) return { kind: plain };
  const m = PHONE.exec(text);
  return m?.[1] !== undefined ? { kind: 'phone', seat: Number(m[1]) } : null;
}

/** Whether `text` is a {@link CommandSource}. */
export function isCommandSource(text: unknown): text is CommandSource {
  return readSource(text) !== null;
}
