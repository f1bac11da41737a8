/**
 * A corpus of hostile files (issue 25 §4) fed to every reader by `test/shared/format/one-gate.test.ts`
 * and `test/src-main/cli/one-gate-cli.test.ts`: each is a match or a deal file as bytes, with the
 * code of the first problem every reader must give (null: every reader accepts it).
 */
import { readFileSync } from 'node:fs';
import type { MatchRecord } from '../../shared/types.js';
import { toFile } from '../../shared/tournament/index.js';
import { apply, fromMatch, pairRound, withPairs } from '../shared/tournament/helpers.js';

const root = new URL('../../', import.meta.url);
/** The full FFMus match of the fixtures (24 deals, teams and players named). */
export const MATCH = JSON.parse(readFileSync(new URL('test/fixtures/match-ffmus-full.record.json', root), 'utf8')) as MatchRecord;
/** A deal won in the dialogue (FFMus art. 17). */
export const DEAL = JSON.parse(readFileSync(new URL('test/fixtures/deals/art17-embido-tira.json', root), 'utf8')) as Record<string, unknown>;

/** One file of the corpus. */
export interface HostileFile {
  name: string;
  kind: 'match' | 'deal';
  bytes: Uint8Array;
  /** The code of the first problem, or null when the file is valid. */
  code: string | null;
  /** The JSON path of the first problem (relative to the match or deal). */
  path?: string;
}

const enc = (s: string) => new TextEncoder().encode(s);
/** JSON text of `o`, with `"@RAW@"` replaced by `raw` (a number or an escape JSON.stringify would not write). */
const withRaw = (o: unknown, raw: string) => JSON.stringify(o).replace('"@RAW@"', raw);
const m = (patch: Record<string, unknown>) => ({ ...MATCH, ...patch });
const named = (A: string) => m({ teams: { A, B: MATCH.teams!.B } });
const actions2003 = Array.from({ length: 2003 }, (_, i) => ({ phase: 'mus', seat: i % 4, act: 'mus' }));

const match = (name: string, text: string | Uint8Array, code: string | null, path?: string): HostileFile =>
  ({ name, kind: 'match', bytes: typeof text === 'string' ? enc(text) : text, code, ...(path ? { path } : {}) });
const deal = (name: string, text: string, code: string | null, path?: string): HostileFile =>
  ({ name, kind: 'deal', bytes: enc(text), code, ...(path ? { path } : {}) });

/** The corpus. */
export const CORPUS: readonly HostileFile[] = [
  match('the full match', JSON.stringify(MATCH), null),
  match('a created time with an offset, a BOM', `\ufeff${JSON.stringify(m({ created: '2026-11-27T20:30:00+01:00' }))}`, null),
  match('names in any script', JSON.stringify(m({ teams: { A: 'Peña / Ñuñez 🂡', B: 'Лаза / 伊里戈' } })), null),
  match('an empty team name', JSON.stringify(named('')), 'format/bad-name', 'teams.A'),
  match('a name of spaces', JSON.stringify(named('   ')), 'format/bad-name', 'teams.A'),
  match('a 101-character name', JSON.stringify(named('x'.repeat(101))), 'format/bad-name', 'teams.A'),
  match('a name with NUL', JSON.stringify(named('\u0000=1+1')), 'format/bad-name', 'teams.A'),
  match('a name with U+000B', JSON.stringify(named('Lasa\u000b')), 'format/bad-name', 'teams.A'),
  match('a name with U+001F', JSON.stringify(named('La\u001fsa')), 'format/bad-name', 'teams.A'),
  match('a name with U+202E', JSON.stringify(named('\u202easaL')), 'format/bad-name', 'teams.A'),
  match('a player with U+2066', JSON.stringify(m({ players: ['Peio', 'Maite\u2066', 'Battitt', 'Xan'] })), 'format/bad-name', 'players[1]'),
  match('a name with a lone surrogate', withRaw(named('@RAW@'), '"Lasa \\ud800"'), 'format/bad-name', 'teams.A'),
  match('created 2026-02-30', JSON.stringify(m({ created: '2026-02-30T10:00:00Z' })), 'format/bad-date', 'created'),
  match('created in year 0', JSON.stringify(m({ created: '0000-01-01T00:00:00Z' })), 'format/bad-date', 'created'),
  match('created in 9999', JSON.stringify(m({ created: '9999-12-31T23:59:59Z' })), 'format/bad-date', 'created'),
  match('created at 24:00', JSON.stringify(m({ created: '2026-11-27T24:00:00Z' })), 'format/bad-date', 'created'),
  match('esku 1e400', withRaw(m({ esku: '@RAW@' }), '1e400'), 'format/bad-number', 'esku'),
  match('a score giving A only', JSON.stringify(m({ deals: [{ ...MATCH.deals[0], score: { A: 0 } }, ...MATCH.deals.slice(1)] })), 'schema/required', 'deals[0].score.B'),
  match('teams without B', JSON.stringify(m({ teams: { A: 'Etxeberri / Dufau' } })), 'schema/required', 'teams.B'),
  match('1,001 deals', JSON.stringify(m({ deals: Array.from({ length: 1001 }, () => ({ actions: [] })) })), 'format/too-many-deals', 'deals'),
  match('2,003 actions in a deal', JSON.stringify(m({ deals: [{ actions: actions2003 }] })), 'schema/maxItems', 'deals[0].actions'),
  match('a __proto__ key', withRaw(m({ x: '@RAW@' }), '1').replace('"x":1', '"__proto__":{"polluted":1}'), 'format/reserved-key', '__proto__'),
  match('an extension of 10,001 characters', JSON.stringify(m({ 'x-notes': 'y'.repeat(10_001) })), 'format/string-too-long', '$["x-notes"]'),
  match('a misspelt field', JSON.stringify(m({ teamz: MATCH.teams })), 'format/unknown-field', 'teamz'),
  match('bad UTF-8', new Uint8Array([...enc('{"format":"mus-match/1","teams":{"A":"'), 0xc3, 0x28, ...enc('","B":"b"},"deals":[]}')]), 'format/bad-utf8', '$'),
  match('nested 40 deep', `{"format":"mus-match/1","x-a":${'['.repeat(40)}${']'.repeat(40)},"deals":[]}`, 'format/too-deep', '$'),
  deal('the deal', JSON.stringify(DEAL), null),
  deal('a deal of 2,003 actions', JSON.stringify({ ...DEAL, actions: actions2003 }), 'schema/maxItems', 'actions'),
  deal('a deal score giving A only', JSON.stringify({ ...DEAL, score: { A: 10 } }), 'schema/required', 'score.B'),
  deal('a deal esku 1e400', withRaw({ ...DEAL, esku: '@RAW@' }, '1e400'), 'format/bad-number', 'esku'),
  deal('a deal esku -1e400', withRaw({ ...DEAL, esku: '@RAW@' }, '-1E+400'), 'format/bad-number', 'esku'),
  match('esku given twice', JSON.stringify(MATCH).replace(/"esku":(\d)/, '"esku":1,"esku":$1'), 'format/duplicate-key', 'esku'),
  deal('an amount given twice', JSON.stringify(DEAL).replace('"amount":', '"amount":9,"amount":'), 'format/duplicate-key', `actions[${(DEAL.actions as Record<string, unknown>[]).findIndex((a) => 'amount' in a)}].amount`),
  deal('a key given twice in an extension, escaped', withRaw({ ...DEAL, 'x-a': '@RAW@' }, '{"b\\"c":1, "b\\u0022c" :2}'), 'format/duplicate-key', '$["x-a"]["b\\"c"]'),
];

/**
 * A tournament night whose round 1, table 1 is {@link MATCH} (the fixture's teams): its text with
 * `"@MATCH@"` where the match's bytes go, and the JSON path of the embedded match (`prefix`).
 */
export const NIGHT_WITH_MATCH = (() => {
  let t = withPairs(0, { rounds: 1 });
  t = apply(t,
    { type: 'add-pair', pair: { id: 'etx', team: 'Etxeberri / Dufau', players: ['Peio', 'Battitt'], club: null } },
    { type: 'add-pair', pair: { id: 'las', team: 'Lasa / Irigoien', players: ['Maite', 'Xan'], club: null } });
  [t] = pairRound(t);
  t = apply(t, { type: 'result', result: fromMatch(t, 1, 1, MATCH) });
  const file = toFile(t);
  const i = file.events.length - 1;
  return { text: JSON.stringify(file).replace(JSON.stringify(MATCH), '"@MATCH@"'), prefix: `events[${i}].result.source.match` };
})();

/** {@link NIGHT_WITH_MATCH} as a file's text, with `matchText` in place of the match. */
export const nightWith = (matchText: string): string => NIGHT_WITH_MATCH.text.replace('"@MATCH@"', () => matchText);
