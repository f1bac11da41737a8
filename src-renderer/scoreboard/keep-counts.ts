/** A piece of a sentence: `keep` when it must stay on one line (a count with the word after it). */
export interface Piece {
  text: string;
  keep: boolean;
}

/** A count (digits), the spaces after it and its word (up to a space or a comma, semicolon, middle dot). */
const COUNT = /\d+\s+[^\s,;·]+/g;

/**
 * Splits `text` into pieces, each count with its word kept whole: « 0 hamarreko, 0 tanto » →
 * « 0 hamarreko » (keep), « , », « 0 tanto » (keep). Joined, the pieces are `text` again.
 */
export function keepCounts(text: string): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const m of text.matchAll(COUNT)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index), keep: false });
    out.push({ text: m[0], keep: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), keep: false });
  return out;
}
