/**
 * The front door of a table: the one function every command goes through, whatever sent it — a
 * key or a click of the control window (through the session host, over IPC), a button in a
 * browser (the web bridge), the serial button box, a player's phone. One error path (a refusal is
 * data; a throw becomes `session/failed`, said to every listener of the session), one journaling
 * path ({@link TableSession.command} journals before it commits), one record of the source (it
 * goes into the journal record as it is). docs/app.md, "The front door and the app layer".
 */
import type { TableCommand } from '../input/commands.js';
import type { EngineError } from '../types.js';
import type { CommandReply } from '../bridge/table/table-contract.js';
import type { TableSession } from './table-session.js';
import type { CommandSource } from './command-source.js';
import type { MatchEntry } from '../match/live.js';

/**
 * What enters a table: a command as the control window or the box sends it (a word, a key, a card
 * typed…), or a whole log entry a player's phone made on its own (the showdown's hands, once every
 * hand that must be shown is confirmed on its phone).
 */
export type DoorCommand = TableCommand | { cmd: 'entry'; entry: MatchEntry };

/**
 * Applies `cmd` from `source` to the match at a table.
 * @returns `{changed, settled}` (the index of the deal the command settled, or null); the engine's
 * refusal (`input/…`, `rules/…`, `journal/…`: nothing changed); `session/no-match` when no match is
 * in progress; `session/failed` when the command threw (nothing was recorded; the error is also
 * said to the session's listeners, so every window and the box show it).
 */
export function enterTable(session: TableSession | null, cmd: DoorCommand, source: CommandSource): CommandReply {
  if (!session) return { ok: false, error: { code: 'session/no-match', message: 'no match in progress: start one first' } };
  try {
    const r = cmd.cmd === 'entry' ? session.entry(cmd.entry, source) : session.command(cmd, source);
    if (!r.ok) return r;
    return { ok: true, value: { changed: r.value.changed, settled: r.value.settled ? r.value.settled.index : null } };
  } catch (e) {
    // a journal that cannot write: nothing was changed (TableSession journals before it commits)
    const error: EngineError = { code: 'session/failed', message: (e as Error).message };
    session.report(source, error);
    return { ok: false, error };
  }
}
