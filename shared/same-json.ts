/**
 * Deep equality of JSON values, for the app layer: a record resent to the hub, an action said again
 * after an undo. Pure; no engine import, so the room display's page can use it.
 */

/** Deep equality of JSON values (key order ignored): a resent record is the one held, an act said again is the same act. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ka = Object.keys(ao);
  if (ka.length !== Object.keys(bo).length) return false;
  return ka.every((k) => Object.hasOwn(bo, k) && sameJson(ao[k], bo[k]));
}
