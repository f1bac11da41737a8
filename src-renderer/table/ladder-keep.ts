/**
 * Which lines of the ladder the room display shows, in the room it has: a whole round of words
 * (six « Mus », six ba/ez at six players) while no bet is standing, so that no player's word drops
 * off the screen — the first speaker's above all (the esku's « Ba » is the one the room looks for);
 * under a standing bet, every bet, raise and hordago of the bidding and the esku's first word, the
 * other words (the passes, the ba/ez before the bidding) folded into one line that counts them
 * (« Paso ×4 »), the oldest first, and only as many as the room asks. At 1366×768 the panel holds
 * six lines with no total line under them, five with it (test/e2e/journeys/phones-six-bar.test.ts
 * and display-layout.test.ts look at it); a bidding longer still goes on two columns.
 */
import type { LadderLine } from '../store/derive.js';

/** The lines the display keeps, for `players` seats (4 or 6); `withTotal`: the total line is shown (a bet is standing). */
export function displayLadderLines(players: number, withTotal: boolean): number {
  return withTotal ? 5 : Math.max(5, players);
}

/**
 * One line of the display's ladder: a word said (`n`: its number in the phase's ladder, from 1), or
 * words folded together (`n` the first one's number, `lines` the words, in the order said).
 */
export type LadderRow = { kind: 'line'; n: number; line: LadderLine } | { kind: 'folded'; n: number; lines: readonly LadderLine[] };

/** The display's ladder: its rows, on one column or two. */
export interface DisplayLadder {
  rows: LadderRow[];
  columns: 1 | 2;
}

const isBid = (l: LadderLine) => l.action.act === 'bet' || l.action.act === 'raise' || l.action.act === 'ordago';

/**
 * The ladder as the room display shows it (see the module's comment).
 * @param all the phase's ladder, in the order said (`ladderOf`)
 * @param players the table's seats (4 or 6)
 * @param withTotal a bet (or a hordago) is standing: the total line is under the ladder (`showsTotal`)
 */
export function displayLadder(all: readonly LadderLine[], players: number, withTotal: boolean): DisplayLadder {
  const room = displayLadderLines(players, withTotal);
  const lines: LadderRow[] = all.map((line, i) => ({ kind: 'line', n: i + 1, line }));
  if (all.length <= room) return { rows: lines, columns: 1 };
  // no bet standing: the last words said, a whole round at least
  if (!withTotal) return { rows: lines.slice(-room), columns: 1 };
  // under a bet: the runs of other words after the first, folded one by one (the oldest first) until the ladder fits
  const rows = [...lines];
  for (let i = 1; i < rows.length && rows.length > room; i++) {
    const run: LadderLine[] = [];
    for (let j = i; j < rows.length; j++) {
      const r = rows[j];
      if (!r || r.kind !== 'line' || isBid(r.line)) break;
      run.push(r.line);
    }
    if (run.length >= 2) rows.splice(i, run.length, { kind: 'folded', n: rows[i]?.n ?? i + 1, lines: run });
  }
  // more than two columns hold (eight bets and raises in one bidding): the oldest after the first word fold too, their words still counted
  while (rows.length > 2 * room) {
    const [a, b] = rows.slice(1, 3);
    if (!a || !b) break;
    rows.splice(1, 2, { kind: 'folded', n: a.n, lines: [...linesOf(a), ...linesOf(b)] });
  }
  return { rows, columns: rows.length > room ? 2 : 1 };
}

const linesOf = (r: LadderRow): readonly LadderLine[] => (r.kind === 'line' ? [r.line] : r.lines);

/** The words of a folded row, each with how many times it was said, in the order first said: [« Paso », 4]. */
export function foldedWords(lines: readonly LadderLine[], word: (l: LadderLine) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(word(l), (counts.get(word(l)) ?? 0) + 1);
  return [...counts];
}
