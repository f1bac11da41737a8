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
