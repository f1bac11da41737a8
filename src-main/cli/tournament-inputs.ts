/**
 * The match a `mus tournament result` enters, read from what the secretary gave: a file by
 * `--match FILE`, or a match of the library by `--journal ID`. Two mistakes are said for what they
 * are, before the match is replayed for the table (where they read « the rules refuse this
 * match »): a file that is not a match record at all (the night's own file, a deal), and a library
 * match that is not over (still at the table, or a journal whose last record was cut short).
 */
import { gateValue } from '../../shared/format/gate.js';
import { resultText, type MatchSummary } from '../../shared/library/summary.js';
import type { EngineError, Result } from '../../shared/types.js';

/** The gate's codes that mean « this file is not a match record », not « this match breaks a rule ». */
const NOT_A_MATCH = new Set<string>(['record/bad-format', 'record/not-an-object']);

/**
 * Whether the JSON read from `from` (the `--match` file) is a `mus-match/1` record at all.
 * @returns null when it is (its content is checked when it is replayed for the table), else the
 *   gate's problem with the file's name first: `record/bad-format` (« night.json: format:
 *   "mus-tournament/1" is not a known format (mus-match/1) ») or `record/not-an-object`.
 */
export function notAMatchRecord(value: unknown, from: string): EngineError | null {
  const g = gateValue(value, ['mus-match/1']);
  if (g.ok) return null;
  const p = g.error.problems[0];
  if (!NOT_A_MATCH.has(p.code)) return null;
  const message = p.message.startsWith('$: ') ? p.message.slice(3) : p.message;
  return { code: p.code, message: `${from}: ${message}: --match takes a match record (mus-match/1; the night's file is the FILE before the options)` };
}

/** The sentence of a match not over (`say`), and the journal's line cut short when its warning names it (`line`). */
function tornLine(torn: string | undefined): Record<string, string | number> {
  const line = torn === undefined ? undefined : /\bline (\d+)/.exec(torn)?.[1];
  return line === undefined ? { say: 'library' } : { say: 'library-torn', line: Number(line) };
}

/** What {@link libraryMatch} needs of the library (`MatchLibrary`). */
export interface LibraryLike {
  exportMatch(id: string): Result<{ record: unknown; warnings: string[] }>;
  get(id: string): MatchSummary | null;
}

/**
 * A finished match of the library, as its `mus-match/1` export (docs/storage.md).
 * @returns the record, or the library's refusal (`library/…`, an unknown id), or
 *   `tournament/match-unfinished` when the library does not hold it as won (FFMus art. 2: a table's
 *   result is a won match): where it stands (« in progress: manches 2-2, deal 24 at showdown ») and
 *   the journal's warning when its last record was cut short and dropped, so the secretary knows
 *   to finish the match at the table or to type its result by hand.
 */
export function libraryMatch(lib: LibraryLike, id: string): Result<unknown> {
  const r = lib.exportMatch(id);
  if (!r.ok) return r;
  const s = lib.get(id);
  if (s && s.winner === null) {
    const torn = s.warning ?? r.value.warnings[0];
    const message = `--journal ${id}: the match is not over in the library (${resultText(s)})${torn ? `; ${torn}` : ''}; finish it at the table (mus library show ${id}), or type its result (--manches, --who, --why)`;
    return { ok: false, error: { code: 'tournament/match-unfinished', message, rule: 'FFMus art. 2', path: `--journal ${id}`, params: { ...tornLine(torn), id, score: `${s.manchesWon.A}-${s.manchesWon.B}` } } };
  }
  return { ok: true, value: r.value.record };
}
