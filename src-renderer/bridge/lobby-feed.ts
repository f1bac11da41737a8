/**
 * The phones' lobby of a table with phones (issue 26) as the room display's `/events` stream brings
 * it (`sse-display-bridge.ts`): who holds each seat, who has shown, and — on the stream opened with
 * the display key — the free seats' QR codes. Null where there are no phones (the desktop app's
 * plain sharing, a display window of the app, the web mode). Pushed, never polled.
 */
import { signal } from '@preact/signals';
import type { KeyedLobby } from '../../shared/phones/lobby.js';
import type { ErrorCode } from '../../shared/errors/index.js';

/**
 * True while the room display's stream from the table is cut (the browser is trying again): what
 * it shows may be out of date, and the room display says so until the table's next message.
 */
export const feedLost = signal(false);

/** The lobby last pushed, or null. */
export const phoneLobby = signal<KeyedLobby | null>(null);

/** Reads a pushed lobby; anything not shaped as one is null (no phones shown). */
export function parseLobby(x: unknown): KeyedLobby | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  const strings = (a: unknown): a is string[] => Array.isArray(a) && a.every((s) => typeof s === 'string');
  const flags = (a: unknown): a is boolean[] => Array.isArray(a) && a.every((b) => typeof b === 'boolean');
  if (!strings(o.players) || !flags(o.joined) || o.joined.length !== o.players.length) return null;
  if (!(o.shown === null || (flags(o.shown) && o.shown.length === o.players.length))) return null;
  const l: KeyedLobby = { players: o.players, joined: o.joined, shown: o.shown };
  if (typeof o.refused === 'string' && /^[a-z]+\/[a-z_-]+$/.test(o.refused)) l.refused = o.refused as ErrorCode;
  if (Array.isArray(o.qr) && o.qr.length === o.players.length && o.qr.every((q) => q === null || (typeof q === 'string' && q.startsWith('data:image/')))) l.qr = o.qr as (string | null)[];
  return l;
}
