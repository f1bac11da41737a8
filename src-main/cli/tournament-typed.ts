/**
 * A refusal of an event that `mus tournament` made from the options typed, said in the options'
 * terms: `--team: the team "X" is already registered…` rather than the file's
 * `events[8].pair.team: …`. The reducer names the event's fields by their JSON path in the night's
 * file (shared/tournament/reducer.ts); a person typing a command never saw that path (JSON paths
 * belong where a file is checked: `mus tournament check`, a file read).
 */

/** The option each field of a command-made event comes from, by its path under the event. */
const OPTION_OF: Readonly<Record<string, string>> = {
  '.pair.id': '--id',
  '.pair.team': '--team',
  '.pair.players': '--players',
  '.pair.club': '--club',
  '.pair': '--pair',
  '.who': '--who',
  '.why': '--why',
  '.round': '--round',
  '.table': '--table',
  '.result.round': '--round',
  '.result.table': '--table',
  '.result.winner': '--forfeit',
};

/**
 * The paths that are the whole of what the command typed: the event itself, and the result of
 * `mus tournament result` (« round 1, table 2 (…) already has a result »: no one option is at fault).
 */
const WHOLE: ReadonlySet<string> = new Set(['', '.result']);

/** How the model tells to take a result back (the file's event), and the command that does it. */
const ANNUL_EVENT = '(annul-result, with who and why)';
const ANNUL_COMMAND = '(mus tournament annul FILE --round R --table T --who NAME --why TEXT)';

/**
 * The refusal's message with the event's path (`events[N]…`, `N` the event's index in the file)
 * replaced by the option at fault, or dropped when the refusal is about the whole event or the whole
 * result typed (the message then starts with what it says: « round 1, table 1 (…) has no result to
 * annul », « … already has a result; annul it first »); the file's event named to take a result
 * back (`annul-result`) is said as the command that makes it (`mus tournament annul …`). A path
 * the options do not explain (a field inside a match record, `events[N].result.match.deals[3]…`) is
 * kept as it is: it points into a file.
 */
export function asTyped(message: string, eventIndex: number): string {
  const prefix = `events[${eventIndex}]`;
  if (!message.startsWith(prefix)) return message;
  const colon = message.indexOf(': ', prefix.length);
  if (colon < 0) return message;
  const sub = message.slice(prefix.length, colon).replace(/\[\d+\]$/, '');
  const rest = message.slice(colon + 2).replace(ANNUL_EVENT, ANNUL_COMMAND);
  if (WHOLE.has(sub)) return rest;
  const option = OPTION_OF[sub];
  return option ? `${option}: ${rest}` : message;
}

/**
 * A refused result said in the options' terms: `--manches: …`, `--forfeit: …`, a round or table not
 * paired (`--round: round 2 is not paired`, `--table: …`; the result's own `result.round` before), and a problem of the
 * match record given by `--match FILE` (or `--journal ID`) as that file's own path:
 * `final.json: teams: …` rather than `match.teams: …`.
 */
export function resultAsTyped(message: string, matchFrom: string | undefined): string {
  for (const option of ['manches', 'forfeit']) if (message.startsWith(`${option}: `)) return `--${message}`;
  for (const option of ['round', 'table']) if (message.startsWith(`result.${option}: `)) return `--${message.slice('result.'.length)}`;
  if (matchFrom !== undefined) {
    if (message.startsWith('match: ')) return `${matchFrom}: ${message.slice('match: '.length)}`;
    if (message.startsWith('match.')) return `${matchFrom}: ${message.slice('match.'.length)}`;
  }
  return message;
}

/** The options of `mus tournament create`, by the settings' field each gives. */
const SETTING_OPTIONS: ReadonlySet<string> = new Set(['name', 'date', 'rounds', 'system', 'rules']);

/**
 * A refusal of `mus tournament create` said in the options' terms: the settings' field the model
 * or the file gate names (`date: …`, `settings.date: …`) is the option typed (`--date: …`); a field
 * inside the rules given as JSON is said after `--rules` (`rules.target: …` → `--rules: target: …`).
 * A message that names no setting is kept as it is.
 */
export function settingsAsTyped(message: string): string {
  const m = /^(?:settings\.)?([a-z]+)(\S*): /.exec(message);
  if (!m || !SETTING_OPTIONS.has(m[1]!)) return message;
  const inside = m[2]!.replace(/^\./, '');
  if (inside && m[1] !== 'rules') return message;
  return `--${m[1]}: ${inside ? `${inside}: ` : ''}${message.slice(m[0].length)}`;
}

/**
 * The lead of a refusal of a command-made event said in the options' terms, as {@link asTyped} says
 * its message: the option at fault (`events[4].pair.team` → `--team`), nothing when the refusal is
 * about the whole event, the path as it is when no option explains it (a field inside a match).
 */
export function pathAsTyped(path: string | undefined, eventIndex: number): string | undefined {
  const prefix = `events[${eventIndex}]`;
  if (path === undefined || !path.startsWith(prefix)) return path;
  const sub = path.slice(prefix.length).replace(/\[\d+\]$/, '');
  if (WHOLE.has(sub)) return undefined;
  return OPTION_OF[sub] ?? path;
}

/**
 * The lead of a refused result (`handResult`, `forfeitResult`, `resultFromMatch`) said as
 * {@link resultAsTyped} says its message: `--manches`, `--forfeit`, `--round`, `--table`, the
 * `--match` file's own path; nothing for the result as a whole.
 */
export function resultPathAsTyped(path: string | undefined, matchFrom: string | undefined): string | undefined {
  if (path === undefined || path === 'result') return undefined;
  const m = /^(manches|forfeit)(\[\d+\])?$/.exec(path);
  if (m) return `--${m[1]}`;
  for (const option of ['round', 'table']) if (path === `result.${option}`) return `--${option}`;
  if (matchFrom !== undefined) {
    if (path === 'match') return matchFrom;
    if (path.startsWith('match.')) return `${matchFrom}: ${path.slice('match.'.length)}`;
  }
  return path;
}

/** The lead of a refused `mus tournament create` ({@link settingsAsTyped}): `--date`, `--rules` for a field of the rules. */
export function settingsPathAsTyped(path: string | undefined): string | undefined {
  const m = path === undefined ? null : /^(?:settings\.)?([a-z]+)(\S*)$/.exec(path);
  if (!m || !SETTING_OPTIONS.has(m[1]!)) return path;
  return m[1] === 'rules' && m[2] ? `--rules: ${m[2].replace(/^\./, '')}` : `--${m[1]}`;
}
