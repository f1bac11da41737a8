/**
 * The command line as a judge uses it on a file brought from another club: a worked example
 * (`{"record": mus-match/1, "expect": …}`, as `test/fixtures/match-ffmus-full.json`) is refused by
 * `replay`, `check` and `settle` as before (no `format` of its own), and each now says where its
 * record is, in the language asked.
 */
import { describe, expect, it } from 'vitest';
import { otherCommand } from '../../../src-main/cli/labels.js';
import { musInProcess } from '../../helpers/mus-cli.js';

const root = new URL('../../../', import.meta.url).pathname;
const EXAMPLE = `${root}test/fixtures/match-ffmus-full.json`;

/** `mus …args` in process (test/helpers/mus-cli.ts). */
const mus = musInProcess;

describe('a worked example given to the command line says where its record is', () => {
  it('replay: refused (exit 1, the format is missing), then the record under "record"', async () => {
    const r = await mus(['replay', '--lang', 'en', EXAMPLE]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    const lines = r.err.trimEnd().split('\n');
    expect(lines[0]).toContain('format: is missing');
    expect(lines[1]).toBe(`${EXAMPLE}: a worked example: its mus-match/1 record is the object under "record" (its expected result under "expect"); save that object as a file of its own to settle, replay, check or import it`);
  });
  it('check and settle say it too, in French by default', async () => {
    const c = await mus(['check', EXAMPLE]);
    expect(c.code).toBe(1);
    expect(c.out).toContain(`${EXAMPLE} : c’est un exemple commenté : son enregistrement mus-match/1 est l’objet sous « record »`);
    const s = await mus(['settle', EXAMPLE]);
    expect(s.code).toBe(1);
    expect(s.err).toContain('c’est un exemple commenté');
  });
  it('in the four languages', () => {
    const ex = { record: { format: 'mus-match/1' }, expect: {} };
    const said = (['fr', 'eu', 'es', 'en'] as const).map((l) => otherCommand('f.json', ex, ['mus-match/1'], l)[0] ?? '');
    for (const s of said) expect(s).toMatch(/^f\.json ?: .*mus-match\/1.*record.*expect/);
    expect(new Set(said).size).toBe(4);
  });
  it('nothing more for a file that is no example: no record, or a record of no known format', () => {
    expect(otherCommand('f.json', {}, ['mus-match/1'], 'en')).toEqual([]);
    expect(otherCommand('f.json', { record: { format: 'mus-other/9' } }, ['mus-match/1'], 'en')).toEqual([]);
    expect(otherCommand('f.json', { record: 'mus-match/1' }, ['mus-match/1'], 'en')).toEqual([]);
    expect(otherCommand('f.json', { format: 'mus-match/1' }, ['mus-deal/1'], 'en')).toEqual(['f.json: this is a match: mus replay f.json']);
  });
});
