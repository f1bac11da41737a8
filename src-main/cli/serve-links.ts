/**
 * « Nouveau lien » in `mus serve --interactive` (the desktop's share panel has it as a button): the
 * person running the table types `link N` and Enter in the terminal, and seat N (as printed: 1 to the
 * number of seats) gets a new link and QR code; the old one stops working at once and the phone
 * holding it is told it lost the seat (`PhoneTable.newLink`). For a link that went round the bar, or a
 * phone lost. Opt-in: a table started in the background (`mus serve &`) must never wait on the
 * terminal; a restart with `--interactive` keeps the match and its links.
 */
import { createInterface } from 'node:readline';
import type { Result } from '../../shared/types.js';
import type { Lang } from '../../shared/i18n/index.js';
import { problemText } from './problem-text.js';
import { serveT } from './serve-texts.js';

/** What a line typed in `mus serve`'s terminal asks for. */
export type ServeLine =
  | { kind: 'link'; seat: number }
  | { kind: 'blank' }
  | { kind: 'unknown'; text: string }
  | { kind: 'bad'; given: string; seats: number };

/** What the person running the table is told at start (one line), in `lang`. */
export function linkHint(lang: Lang): string {
  return serveT(lang)('linkHint');
}

/**
 * Reads one line typed in the terminal.
 * @param seats the table's seats (4 or 6): `link N` takes N from 1 to `seats`, as the seats are printed
 * @returns the seat (0-based) of `link N`, a blank line, a line not understood, or a seat refused (what was given, and the seats)
 */
export function readServeLine(line: string, seats: number): ServeLine {
  const text = line.trim();
  if (!text) return { kind: 'blank' };
  const m = /^link\s+(\S+)$/i.exec(text);
  if (!m) return { kind: 'unknown', text };
  const n = Number(m[1]);
  if (!Number.isInteger(n) || n < 1 || n > seats) return { kind: 'bad', given: m[1] ?? '', seats };
  return { kind: 'link', seat: n - 1 };
}

/** The table the lines act on: its seats and the new link of one (printed by it). */
export interface LinkTarget {
  seats(): number;
  /** Gives seat `seat` (0-based) a new link and prints its QR code; the error says why not. */
  relink(seat: number): Promise<Result<null>>;
}

/** Lines being followed ({@link followLinkLines}). */
export interface FollowedLines {
  /** Settled once the input has ended (or was closed) and the last line is answered. */
  done: Promise<void>;
  /** Stops reading (the table is stopping): the input no longer holds the process open. */
  close(): void;
}

/**
 * Follows the lines typed on `input` until it ends or is closed: `link N` gives seat N a new link,
 * anything else is answered with the hint ({@link linkHint}); every answer in `lang`.
 */
export function followLinkLines(input: NodeJS.ReadableStream, table: LinkTarget, print: (line: string) => void, lang: Lang): FollowedLines {
  const w = serveT(lang);
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  const done = (async () => {
    for await (const line of lines) {
      const r = readServeLine(line, table.seats());
      if (r.kind === 'blank') continue;
      if (r.kind === 'unknown') { print(w('unknownLine', { text: JSON.stringify(r.text), hint: w('linkHint') })); continue; }
      if (r.kind === 'bad') { print(w('badSeat', { given: JSON.stringify(r.given), seats: r.seats })); continue; }
      const result = await table.relink(r.seat);
      if (!result.ok) print(w('noNewLink', { n: r.seat + 1, why: problemText(result.error, lang) }));
    }
  })();
  return {
    done,
    close() {
      lines.close();
      input.pause();
    },
  };
}
