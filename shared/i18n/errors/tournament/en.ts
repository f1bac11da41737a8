/**
 * The sentences of the tournament's refusals that name what they are about, in English: `code#say`,
 * the variant chosen by the error's `params.say`, each `{{key}}` filled from its params
 * (`shared/tournament/reducer.ts` and the command line give them). `{{a}}`, `{{b}}`: the teams at the
 * table, side A first; `{{tables}}`: open tables as `2 (A – B), 3 (…)`; `{{cause}}`: the sentence of
 * the engine's refusal carried inside. The other languages have the same keys (`TournamentSayings`).
 */
const EN_SAYINGS = {
  'tournament/bad-settings#name-empty': 'A name is 1 to {{max}} characters: this one is empty',
  'tournament/bad-settings#name-long': 'This name has {{length}} characters: a name has 1 to {{max}}',
  'tournament/bad-settings#name-char': 'Character {{at}} of this name ({{char}}) is a control or writing-direction character: a name is 1 to {{max}} characters, and holds none',
  'tournament/bad-settings#date': '{{value}} is not a date YYYY-MM-DD between 1970 and 2199',
  'tournament/bad-settings#rounds': 'A tournament has 1 to 99 rounds, not {{value}}',
  'tournament/bad-settings#system': '{{value}} is not a pairing system ({{list}})',
  'tournament/bad-settings#players': 'A tournament is played by pairs of two, four at a table, not {{value}} (FFMus art. 1)',
  'tournament/bad-event#none': 'No tournament in progress: create one first',
  'tournament/bad-event#shape': 'An entry of the tournament is an object with a "type"',
  'tournament/bad-event#type': '{{value}} is not an entry of the tournament ({{list}})',
  'tournament/bad-pair#shape': 'A pair is an object {id, team, players, club}',
  'tournament/bad-pair#id': '{{value}} is not a pair id: 1 to 32 letters, digits, ".", "_" or "-"',
  'tournament/bad-pair#players': 'A pair has two players (FFMus art. 1)',
  'tournament/bad-pair#name-empty': 'A name is 1 to {{max}} characters: this one is empty',
  'tournament/bad-pair#name-long': 'This name has {{length}} characters: a name has 1 to {{max}}',
  'tournament/bad-pair#name-char': 'Character {{at}} of this name ({{char}}) is a control or writing-direction character: a name is 1 to {{max}} characters, and holds none',
  'tournament/duplicate-pair#id': 'Pair {{id}} is already registered ({{team}}): choose another id',
  'tournament/duplicate-pair#team-name': 'The team « {{team}} » is already registered as pair {{id}}',
  'tournament/duplicate-pair#night': 'Night {{night}} ({{name}}, {{date}}): « {{a}} » (pair {{ida}}) and « {{b}} » (pair {{idb}}) would be one team in the league (their names differ only in case, spaces or the partners’ order): rename one of them',
  'tournament/unknown-pair#pair': '{{id}} is not a registered pair',
  'tournament/withdrawn#pair': 'Pair {{id}} ({{team}}) already withdrew after round {{round}}',
  'tournament/all-rounds-paired#rounds': 'Round {{round}}: the {{rounds}} rounds planned are all paired',
  'tournament/round-incomplete#open': 'Round {{round}} still has no result at table {{tables}}: enter it before pairing the next round',
  'tournament/not-enough-pairs#count': 'Round {{round}}: {{count}} pair(s) in play; a round needs at least two',
  'tournament/bad-round#shape': 'A round is an object {round, system, tables, byes}, its tables and byes lists',
  'tournament/bad-round#next': 'The next round is {{round}}, not {{value}}',
  'tournament/bad-round#system': '{{value}} is not a pairing system ({{list}})',
  'tournament/bad-round#inactive': 'Pair {{id}} cannot play round {{round}}: it withdrew, or entered later',
  'tournament/bad-round#twice': 'Pair {{id}} is placed twice in round {{round}}',
  'tournament/bad-round#table': 'Tables are numbered 1, 2, … in order: table {{table}} here, not {{value}}',
  'tournament/bad-round#token': 'A table’s token is a text, or null',
  'tournament/bad-round#missing': 'Pair {{id}} is neither at a table nor on a bye in round {{round}}',
  'tournament/round-robin-changed#other': 'Round {{round}} cannot be a round robin: a round robin runs from round 1, and round {{other}} was paired with --system {{system}}',
  'tournament/round-robin-changed#late': 'Round {{round}}: pair {{id}} entered after round 1 and has no place in the round robin’s Berger table; pair this round with --system swiss or updown',
  'tournament/round-robin-complete#count': 'Round {{round}}: the round robin of {{pairs}} pairs has {{rounds}} rounds, all paired',
  'tournament/unknown-table#none': 'No round is paired yet (mus tournament pair pairs round 1)',
  'tournament/unknown-table#round': 'Round {{round}} is not paired (rounds paired: {{paired}})',
  'tournament/unknown-table#table': 'Round {{round}} has no table {{table}} (tables 1 to {{tables}})',
  'tournament/result-exists#table': 'Round {{round}}, table {{table}} ({{a}} – {{b}}) already has a result: annul it first, saying who and why',
  'tournament/no-result#annul': 'Round {{round}}, table {{table}} ({{a}} – {{b}}) has no result to annul',
  'tournament/no-result#export': 'Round {{round}}, table {{table}} has no result',
  'tournament/no-result#export-hand': 'Round {{round}}, table {{table}} has no match record: its result was typed by hand',
  'tournament/no-result#export-forfeit': 'Round {{round}}, table {{table}} has no match record: its result was a forfeit',
  'tournament/no-result#hub-stopped': 'The hub is not running',
  'tournament/no-result#hub-empty': 'Round {{round}}, table {{table}}: the hub holds no match yet',
  'tournament/bad-result#shape': 'A result is an object {round, table, winner, manches, source}',
  'tournament/bad-result#manches': 'Give the final score of every manche, in order',
  'tournament/bad-result#manche': 'Manche {{n}}: a manche’s score is {A, B} in tantos',
  'tournament/bad-result#unfinished': 'Manche {{n}}, {{score}}: a manche ends when one side reaches {{target}}, the other having less',
  'tournament/bad-result#after-win': 'Manche {{n}}: the match was already won ({{win}} manches)',
  'tournament/bad-result#short': 'Manches {{score}}: nobody has won {{win}} manches',
  'tournament/bad-result#not-here': 'Pair {{id}} does not play at round {{round}}, table {{table}} ({{a}} – {{b}})',
  'tournament/bad-result#source': 'Say where the result comes from: {kind: "match" | "hand" | "forfeit", …}',
  'tournament/bad-result#journal': 'A library match id, or nothing',
  'tournament/bad-result#hand-winner': 'Round {{round}}, table {{table}} ({{a}} – {{b}}): the manches entered make {{winner}} the winner, not {{claimed}}',
  'tournament/bad-result#forfeit-manches': 'A forfeit has no manches: []',
  'tournament/bad-result#kind': '{{value}} is not where a result comes from (match, hand, forfeit)',
  'tournament/teams-differ#teams': 'Round {{round}}, table {{table}} ({{a}} – {{b}}): the match is between {{ra}} and {{rb}}, not the teams of this table (a match of another table?)',
  'tournament/rules-differ#options': 'Round {{round}}, table {{table}} ({{a}} – {{b}}): the match was played under other rules than the tournament’s ({{differ}}: the match’s, then the tournament’s); the tournament’s rules hold for every table',
  'tournament/mixed-rules#nights': 'Night {{night}} ({{name}}, {{date}}) is played under {{rules}}, night {{first}} ({{firstName}}, {{firstDate}}) under {{firstRules}}: league standings do not mix two formats; rank one format at a time (the files of the nights of one format)',
  'tournament/match-invalid#refused': 'Round {{round}}, table {{table}} ({{a}} – {{b}}): the rules refuse the match: {{cause}}',
  'tournament/match-invalid#hub': 'Round {{round}}, table {{table}}: the rules refuse the match the hub holds: {{cause}}',
  'tournament/match-unfinished#table': 'Round {{round}}, table {{table}} ({{a}} – {{b}}): the match is not over (manches {{score}})',
  'tournament/match-unfinished#library-torn': 'Match {{id}} of the library is not over (manches {{score}}); the last line of its journal, line {{line}}, was cut short and is left out: finish it at the table, or type its result (--manches, --who, --why)',
  'tournament/match-unfinished#library': 'Match {{id}} of the library is not over (manches {{score}}): finish it at the table, or type its result (--manches, --who, --why)',
  'tournament/winner-mismatch#winner': 'Round {{round}}, table {{table}} ({{a}} – {{b}}): replayed, the match is won by {{replayed}}, but the result says {{claimed}}',
  'tournament/winner-mismatch#manches': 'Round {{round}}, table {{table}} ({{a}} – {{b}}): replayed, the match gives the manches {{replayed}}, but the result says {{claimed}}',
  'tournament/no-attribution#who': 'Say who decides it (1 to {{max}} characters)',
  'tournament/no-attribution#why': 'Say why (1 to {{max}} characters)',
  'tournament/no-attribution#name-empty': 'A name is 1 to {{max}} characters: this one is empty',
  'tournament/no-attribution#name-long': 'This name has {{length}} characters: a name has 1 to {{max}}',
  'tournament/no-attribution#name-char': 'Character {{at}} of this name ({{char}}) is a control or writing-direction character: a name is 1 to {{max}} characters, and holds none',
  'tournament/not-withdrawn#pair': 'Pair {{id}} ({{team}}) has not withdrawn',
  'tournament/too-late#annul': 'Round {{next}} is already paired on the result of round {{round}}, table {{table}} ({{a}} – {{b}}): a result can be annulled only in the last round paired',
  'tournament/too-late#reinstate': 'Pair {{id}} ({{team}}) withdrew after round {{round}}, and round {{next}} is already paired without it: a withdrawal can be taken back only before the next round is paired',
  'tournament/too-late#remove': 'Pair {{id}} ({{team}}) was paired in round {{round}}, table {{table}}: a pair can be removed only before it is paired (withdraw it instead: its results stay)',
  'tournament/too-late#remove-bye': 'Pair {{id}} ({{team}}) had a bye in round {{round}}: a pair can be removed only before it is paired (withdraw it instead: its results stay)',
  'tournament/file-exists#create': 'This file exists already: create never writes over a file',
  'tournament/file-exists#import': 'This file exists already: import writes a new file only',
  'tournament/write-failed#changed': 'Another command changed this file since this one read it: nothing is written, so that its change is kept; run the command again',
  'tournament/write-failed#errno': 'The file could not be written ({{errno}}: {{why}}): it is as it was',
  'tournament/write-failed#cannot': 'The file could not be written: it is as it was',
  'tournament/duplicate-night#night': 'The same night as {{first}} ({{name}}, {{date}}): it would count twice',
  'hub/conflict#behind': 'The hub holds {{have}} actions of this match (table {{table}}, round {{round}}), this table {{local}}: its journal lost its last {{lost}} here (a crash), and the hub keeps them — nothing is lost. Do not play on at this table: the organiser opens the match from the hub’s copy (its journal of this table) and the table resumes it from there; what is played here now is not sent',
  'hub/conflict#differs': 'Action {{action}} of table {{table}}, round {{round}} (deal {{deal}}) is not the one the hub holds ({{have}} actions on the hub, {{local}} at this table): the hub keeps its own and takes nothing more from this table. Show this to the organiser, who compares the two matches and keeps one',
  'hub/conflict#two-computers': 'Table {{table}}, round {{round}}: another computer already sends match {{match}} to the hub ({{have}} actions); this computer’s match is not the same before action {{action}} (deal {{deal}}): the hub keeps the other computer’s and refuses this one. Play a table on one computer only, and tell the organiser',
  'hub/conflict#two-matches': 'Table {{table}}, round {{round}}: the hub already holds match {{held}}, sent by another computer ({{have}} actions); this computer sends match {{sent}}: the hub keeps the first. Play a table on one computer only, and tell the organiser',
  // the hub's listening refusals with the port and address asked (`mus hub start`, the Tournoi screen)
  'hub/port-in-use#names': 'Port {{port}} of {{host}} is taken by another program: choose another one for the hub',
  'hub/listen-failed#denied': 'This computer does not let the hub open port {{port}} of {{host}} (a port under 1024 is the system’s): choose one from 1024 to 65535',
  'hub/listen-failed#bad-host': '{{host}} is not an address of this computer: the hub cannot open on it (port {{port}})',
  'hub/listen-failed#names': 'The hub could not open on port {{port}} of {{host}}',
  'library/bad-id#id': '{{id}} is not a match id (letters, digits, . _ -)',
  'library/no-such-match#in': 'There is no match {{id}} in the library ({{folder}})',
};

/**
 * What the system's codes of a file that cannot be written mean (`tournament/write-failed#errno`:
 * `{{why}}`, chosen by `params.errno`; `writeWhy`).
 */
export const EN_WRITE_ERRNO = {
  ENOENT: 'no such folder',
  EISDIR: 'a folder, not a file',
  EACCES: 'no permission to write there',
  EPERM: 'no permission to write there',
  EROFS: 'a read-only disk',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is not a folder',
  ENAMETOOLONG: 'the name is too long',
  EIO: 'the disk could not be written',
  ELOOP: 'too many symbolic links, or a link that points back to itself',
};

/** The keys every language has. */
export type TournamentSayings = Record<keyof typeof EN_SAYINGS, string>;

/**
 * The sentences of a file that could not be written, one per system code (`#errno-EISDIR`…): the
 * `#errno` sentence with `{{why}}` said in that language (`params.say` is `errno-` and the code).
 */
export function errnoSayings(t: TournamentSayings, words: Readonly<Record<string, string>>): Record<string, string> {
  const template = t['tournament/write-failed#errno'];
  return Object.fromEntries(Object.entries(words).map(([code, why]) => [`tournament/write-failed#errno-${code}`, template.replace('{{why}}', why)]));
}

/** The tournament's sentences in English, with one for each system code of a failed write. */
export const EN_TOURNAMENT: Readonly<Record<string, string>> = { ...EN_SAYINGS, ...errnoSayings(EN_SAYINGS, EN_WRITE_ERRNO) };
