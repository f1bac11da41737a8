/**
 * A short, non-cryptographic tag of a text: two FNV-1a hashes of 32 bits from two seeds, as 16 hex
 * digits. Used where two texts must be told apart cheaply and the same text must always give the
 * same tag (a match imported twice, the hub's fingerprint of a table's journal). Pure.
 */

/** FNV-1a (32 bits) of a text from a seed, as 8 hex digits. */
function fnv(text: string, seed: number): string {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** A 16-hex-digit tag of a text (two FNV-1a hashes). */
export function textHash(text: string): string {
  return fnv(text, 0x811c9dc5) + fnv(text, 0x2f6b7a13);
}
