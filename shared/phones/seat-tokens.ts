/**
 * Seat tokens of a table played from phones (issue 26): one secret per seat per match, made by the
 * adapter (random bytes in `src-main`) and passed in; this module only keeps the book and answers
 * "which seat does this token act for". Pure and deterministic.
 */
import type { Seat } from '../types.js';

/** The tokens of one match: `tokens[seat]` acts for that seat of that match only. */
export interface SeatTokenBook {
  /** Journal id of the match the tokens belong to (a new match gets new tokens). */
  matchId: string;
  /** One token per seat, in seat order. */
  tokens: readonly string[];
}

/** What a token looks like: 22 to 64 characters of base64url (128 bits at least). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;

/** Compares two strings in a time that does not depend on where they differ. */
export function sameToken(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/**
 * The seat a token acts for, or null (not a token of this match: another seat's token is that
 * seat's, another table's or an old match's is nobody's). Every token of the book is compared.
 */
export function seatOfToken(book: SeatTokenBook, token: unknown): Seat | null {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
  let found: Seat | null = null;
  book.tokens.forEach((t, seat) => {
    if (sameToken(t, token)) found = seat;
  });
  return found;
}

/**
 * A book for a match: `fresh` tokens when the stored book is of another match or does not fit the
 * seats, else the stored one (a restart keeps the phones' tokens).
 * @param stored the book read back from disk, if any (unchecked JSON).
 * @param fresh one new token per seat (made by the caller from a secure random source).
 */
export function bookFor(matchId: string, players: number, stored: unknown, fresh: readonly string[]): { book: SeatTokenBook; renewed: boolean } {
  const s = stored as Partial<SeatTokenBook> | null;
  const fits = !!s && s.matchId === matchId && Array.isArray(s.tokens) && s.tokens.length === players && s.tokens.every((t) => typeof t === 'string' && TOKEN_SHAPE.test(t));
  if (fits) return { book: { matchId, tokens: s.tokens!.slice() }, renewed: false };
  if (fresh.length !== players || !fresh.every((t) => TOKEN_SHAPE.test(t))) throw new Error(`tokens: ${players} tokens of base64url (22-64 characters) are needed`);
  return { book: { matchId, tokens: fresh.slice() }, renewed: true };
}
