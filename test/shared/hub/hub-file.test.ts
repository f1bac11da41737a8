/**
 * `hub.json` read through the one file gate (`readHubFile`): a damaged file is `hub/file-damaged`
 * naming the field at fault, with its sentence in four languages — never a JavaScript error
 * (« have is not iterable », « Cannot read properties of null »).
 */
import { describe, expect, it } from 'vitest';
import { HUB_FILE_FORMAT, readHubFile, type HubFile } from '../../../shared/hub/hub-file.js';
import { errorSeatSentence } from '../../../shared/i18n/errors.js';
import { LANGS } from '../../../shared/i18n/index.js';

const GOOD: HubFile = {
  format: HUB_FILE_FORMAT,
  tournament: { id: 'open-2026', name: 'Open', rules: 'ffmus', pairings: [{ round: 1, table: 1, teams: { A: 'a', B: 'b' }, players: ['p', 'q', 'r', 's'], esku: 0 }] },
  credentials: [{ round: 1, table: 1, code: 'ABCDEF', token: 'a'.repeat(32) }],
};
const text = JSON.stringify(GOOD, null, 1);
const enc = (s: string) => new TextEncoder().encode(s);
const withJson = (patch: (j: any) => void) => {
  const j = JSON.parse(text);
  patch(j);
  return enc(JSON.stringify(j));
};

/** Bytes, and the field the refusal names (null: read). */
const CASES: [string, Uint8Array, string | null][] = [
  ['as written', enc(text), null],
  ['with a BOM and CRLF', enc(`\ufeff${text.replace(/\n/g, '\r\n')}`), null],
  ['empty', enc(''), '$'],
  ['cut in the middle', enc(text.slice(0, 100)), '$'],
  ['not UTF-8', new Uint8Array([...enc(text.slice(0, 20)), 0xff, ...enc(text.slice(20))]), '$'],
  ['null', enc('null'), '$'],
  ['a list', enc('[]'), '$'],
  ['another format', withJson((j) => { j.format = 'mus-match/1'; }), 'format'],
  ['no tournament', withJson((j) => { delete j.tournament; }), 'tournament'],
  ['pairings not a list', withJson((j) => { j.tournament.pairings = 5; }), 'tournament.pairings'],
  ['a pairing without its teams', withJson((j) => { delete j.tournament.pairings[0].teams; }), 'tournament.pairings[0].teams'],
  ['credentials not a list', withJson((j) => { j.credentials = 5; }), 'credentials'],
  ['a credential null', withJson((j) => { j.credentials[0] = null; }), 'credentials[0]'],
  ['a token a number', withJson((j) => { j.credentials[0].token = 7; }), 'credentials[0].token'],
  ['a code given twice', enc(text.replace('"code": "ABCDEF"', '"code": "ZZZZZZ", "code": "ABCDEF"')), 'credentials[0].code'],
  ['a round 1e400', enc(text.replace('"round": 1', '"round": 1e400')), 'tournament.pairings[0].round'],
];

describe('readHubFile: one gate for the hub\'s own file', () => {
  it.each(CASES)('%s', (_name, bytes, field) => {
    const r = readHubFile(bytes);
    if (field === null) {
      expect(r).toEqual({ ok: true, value: GOOD });
      return;
    }
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.code, r.error.path, r.error.params?.field ?? '$']).toEqual(['hub/file-damaged', field, field]);
    if (field === '$') expect(r.error.params).toBeUndefined(); // the whole file: no field to name
    expect(r.error.message).toMatch(new RegExp(`^hub\\.json: ${field.replace(/[[\].$]/g, '\\$&')}: \\S`));
    expect(r.error.message).not.toMatch(/iterable|Cannot read|undefined|Unexpected token/);
  });

  it('says the field at fault in each of the four languages, each its own sentence', () => {
    const r = readHubFile(withJson((j) => { j.credentials = 5; }));
    if (r.ok) throw new Error('read');
    const said = LANGS.map((l) => errorSeatSentence(r.error, l));
    for (const s of said) expect(s).toContain('credentials');
    expect(new Set(said).size).toBe(LANGS.length);
    expect(said[LANGS.indexOf('fr')]).toContain('Le fichier du hub (hub.json) est abîmé au champ credentials');
  });
});
