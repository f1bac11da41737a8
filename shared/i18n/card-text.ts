/**
 * Cards as the table writes them, on every screen and at the terminal (the judge's view, the
 * showdown entry, `mus replay --deal N --steps`): R C S for rey (12), caballo (11), sota (10), 1-7
 * for the others, a suit letter after (o c e b) when the variant needs suits. The same letters in
 * the four languages. The match record keeps numbers ("12", "11o"); the judge reads and types the
 * table's letters, and the numbers are still taken.
 */

/** The printed number of a card as typed: 1-7, then S C R for sota, caballo, rey. */
export function cardLabel(n: number): string {
  return n === 10 ? 'S' : n === 11 ? 'C' : n === 12 ? 'R' : String(n);
}

/** A record's card as the table shows it: "12" → "R", "10o" → "So"; anything else as it is. */
export function cardText(c: string): string {
  const m = /^(\d+)([oceb]?)$/.exec(c);
  return m ? `${cardLabel(Number(m[1]))}${m[2]}` : c;
}

const RANK: Readonly<Record<string, string>> = { r: '12', c: '11', s: '10' };

/**
 * A card typed in the judge's "Et si…" fields, as the record keeps it: R C S (either case) for 12 11
 * 10, or the number, then an optional suit letter (o c e b): "R" → "12", "so" → "10o", "12" → "12".
 * Text that is no card is kept as typed (trimmed): the engine then names what is wrong.
 */
export function cardFromText(text: string): string {
  const s = text.trim();
  const m = /^([rcs]|\d{1,2})([oceb]?)$/i.exec(s);
  if (!m) return s;
  const [, typed = '', suit = ''] = m;
  const rank = RANK[typed.toLowerCase()] ?? typed;
  return `${rank}${suit.toLowerCase()}`;
}
