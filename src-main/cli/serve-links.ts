/**
 * « Nouveau lien » in `mus serve --interactive` (the desktop's share panel has it as a button): the
 * person running the table types `link N` and Enter in the terminal, and seat N (as printed: 1 to the
 * number of seats) gets a new link and QR code; the old one stops working at once and the phone
 * holding it is told it lost the seat (`PhoneTable.newLink`). For a link that went round the bar, or a
 * phone lost. Opt-in: a table started in the background (`mus serve &`) must never wait on the
 * terminal; a restart with `--interactive` keeps the match and its links.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Result } from '../../shared/types.js';

/** What a line typed in `mus serve`'s terminal asks for. */
export type ServeLine =
  | { kind: 'link'; seat: number }
  | { kind: 'blank' }
  | { kind: 'unknown'; text: string }
  | { kind: 'bad'; message: string };

/** What the person running the table is told at start (one line). */
export const LINK_HINT = 'type « link N » and Enter for a new QR code for seat N (the old link stops working, its phone is cut off)';

/**
 * Reads one line typed in the terminal.
 * @param seats the table's seats (4 or 6): `link N` takes N from 1 to `seats`, as the seats are printed
 * @returns the seat (0-based) of `link N`, a blank line, a line not understood, or a seat refused (why)
 */
export function readServeLine(line: string, seats: number): ServeLine {
  const text = line.trim();
  if (!text) return { kind: 'blank' };
  const m = /^link\s+(\S+)$/i.exec(text);
  if (!m) return { kind: 'unknown', text };
  const n = Number(m[1]);
  if (!Number.isInteger(n) || n < 1 || n > seats) return { kind: 'bad', message: `link: ${JSON.stringify(m[1])} is not a seat (1 to ${seats})` };
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
 * anything else is answered with {@link LINK_HINT}.
 */
export function followLinkLines(input: Readable, table: LinkTarget, print: (line: string) => void): FollowedLines {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  const done = (async () => {
    for await (const line of lines) {
      const r = readServeLine(line, table.seats());
      if (r.kind === 'blank') continue;
      if (r.kind === 'unknown') { print(`? ${JSON.stringify(r.text)}: ${LINK_HINT}`); continue; }
      if (r.kind === 'bad') { print(`! ${r.message}`); continue; }
      const result = await table.relink(r.seat);
      if (!result.ok) print(`! seat ${r.seat + 1}: no new link: ${result.error.message} (${result.error.code})`);
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
