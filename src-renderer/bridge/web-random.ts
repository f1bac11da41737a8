/**
 * The browser's randomness for new match ids: six hex digits from `crypto.getRandomValues`
 * (the id itself is made by `newMatchId`, shared/library/match-id.ts, as in the app).
 */

/** Six random lowercase hex digits (three random bytes). */
export function idSuffix(): string {
  return [...crypto.getRandomValues(new Uint8Array(3))].map((b) => b.toString(16).padStart(2, '0')).join('');
}
