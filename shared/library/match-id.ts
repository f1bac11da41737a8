/**
 * Match ids name journal files (`matches/<id>.musj`, docs/storage.md), so they are checked the same
 * way wherever one arrives: the library, the IPC validators, the command line.
 */
/** A match id: letters, digits, `.`, `_`, `-`; 1-64 characters; not starting with a dot (it names a file). */
export const MATCH_ID = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;

/** Whether `id` is a safe match id (no path separators, no `..`). */
export function isMatchId(id: string): boolean {
  return MATCH_ID.test(id) && !id.includes('..');
}

/** The random part of a new match id: six lowercase hex digits (three random bytes, drawn by the platform). */
export const ID_SUFFIX = /^[0-9a-f]{6}$/;

/**
 * The one way a new match id is made, by the app, the browser and the library alike:
 * `YYYYMMDD-HHMMSS-xxxxxx`, the UTC time of creation (to the second) and `suffix`, six hex digits
 * the platform draws at random (shared code draws nothing). Ids made earlier in other shapes
 * (`match-<ISO time>`, `web-<digits>-<n>`) stay valid: {@link isMatchId} is the rule for reading.
 * @throws RangeError when `suffix` is not six lowercase hex digits (a programming error).
 */
export function newMatchId(created: Date, suffix: string): string {
  if (!ID_SUFFIX.test(suffix)) throw new RangeError(`a match id suffix is six hex digits, got ${JSON.stringify(suffix)}`);
  const iso = created.toISOString();
  return `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${suffix}`;
}
