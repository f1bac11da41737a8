/**
 * The hands confirmed on the phones at a showdown, kept on disk until the deal is counted (issue
 * 26): `<data>/matches/phones/<id>.hands.json`, 0600 beside the seat tokens, written and flushed
 * before the phone is told its hand is confirmed, so a restart of the table mid-showdown keeps
 * them. `{"format": "mus-phone-hands/1", "deal": <index of the deal in the match>, "hands": [<hand or null>, … by seat]}`.
 * Removed once the deal is counted, or when the deal it was for is no longer the one in progress.
 */
import type { Hand } from '../../shared/types.js';
import type { PhoneShowdown } from '../../shared/phones/index.js';
import { readSecret, removeSecret, writeSecret } from './secret-file.js';

/** The format name of the file. */
export const PHONE_HANDS_FORMAT = 'mus-phone-hands/1';

const CARD = /^(?:[1-7]|1[012])[ocebOCEB]?$/;

/** The showdown of a file's JSON, or null when it is not one (absent, damaged, another format, `players` seats not matching). */
export function showdownOfJson(v: unknown, players: number): PhoneShowdown | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (o.format !== PHONE_HANDS_FORMAT || !Number.isInteger(o.deal) || !Array.isArray(o.hands) || o.hands.length !== players) return null;
  const hands: (Hand | null)[] = [];
  for (const h of o.hands as unknown[]) {
    if (h === null) hands.push(null);
    else if (Array.isArray(h) && h.length === 4 && h.every((c) => typeof c === 'string' && CARD.test(c))) hands.push(h.slice() as Hand);
    else return null;
  }
  return { deal: o.deal as number, hands };
}

/** Reads the hands kept for a match, or null. */
export function readShowdown(path: string, players: number): PhoneShowdown | null {
  return showdownOfJson(readSecret(path), players);
}

/** Keeps the hands confirmed so far (flushed), or removes the file when none is. @throws the I/O error. */
export function writeShowdown(path: string, s: PhoneShowdown): void {
  if (s.hands.every((h) => h === null)) removeSecret(path);
  else writeSecret(path, { format: PHONE_HANDS_FORMAT, deal: s.deal, hands: s.hands });
}
