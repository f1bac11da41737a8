/**
 * The seat tokens of the matches a table had before it started (their `<id>.tokens.json` files in
 * `<matches>/phones/`, 0600, written when each match was played from phones): after a restart, a
 * phone still holding the link of one of them is told its match ended (`410 phones/match-ended`, the
 * « ended » screen), as it was before the restart, not that its link is no seat. Nothing new is kept
 * on disk: the files are the ones the table already has; they are only read, and only the newest few.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_SHAPE, type SeatTokenBook } from '../../shared/phones/index.js';
import { readSecret } from './secret-file.js';

const SUFFIX = '.tokens.json';

/**
 * The books of the `keep` newest tokens files of `folder` (by modification time), oldest first; a
 * file that cannot be read or is not a book (`{matchId, tokens}`, the id its name's, every token of
 * the shape) is left out. None when the folder cannot be read. Never throws.
 */
export function recentBooks(folder: string, keep: number): SeatTokenBook[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith(SUFFIX));
  } catch {
    return [];
  }
  const dated: { name: string; at: number }[] = [];
  for (const name of names) {
    try {
      dated.push({ name, at: statSync(join(folder, name)).mtimeMs });
    } catch {
      // gone meanwhile
    }
  }
  dated.sort((a, b) => a.at - b.at || (a.name < b.name ? -1 : 1));
  const out: SeatTokenBook[] = [];
  for (const { name } of dated.slice(-keep)) {
    const o = readSecret(join(folder, name)) as Partial<SeatTokenBook> | null;
    const id = name.slice(0, -SUFFIX.length);
    if (!o || o.matchId !== id || !Array.isArray(o.tokens) || !o.tokens.length || !o.tokens.every((t) => typeof t === 'string' && TOKEN_SHAPE.test(t))) continue;
    out.push({ matchId: id, tokens: o.tokens.slice() });
  }
  return out;
}
