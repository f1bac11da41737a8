/**
 * `mus settle`, `replay` and `check` as a new user meets them with bad input: each error in the
 * language of `--lang` (the JSON path, the detail and the code, then the code's sentence; English as
 * the gate and the engine word it), `--help` on each command, syntax errors in words, a file that
 * cannot be read said so, and standard input read as bytes (a line that is not UTF-8 refused with its
 * number, the others settled).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cannotRead } from '../../../src-main/cli/read-json.js';
import { parseRules } from '../../../src-main/cli/rules-arg.js';
import { runLibrary } from '../../../src-main/cli/library-command.js';
import { startServe } from '../../../src-main/cli/serve-command.js';
import { errorSeatSentence, errorSentence, problemDetail } from '../../../shared/i18n/errors.js';
import { LANGS } from '../../../shared/i18n/index.js';
import { musInProcess } from '../../helpers/mus-cli.js';

const root = new URL('../../../', import.meta.url).pathname;

/** `mus …args` in process (test/helpers/mus-cli.ts). */
const mus = musInProcess;

const deal = readFileSync(join(root, 'test/fixtures/deals/art17-hiru-lau-iduki.json'), 'utf8');
let dir = '';
let illegal = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mus-cli-hostile-'));
  illegal = join(dir, 'illegal.json');
  const d = JSON.parse(deal);
  d.actions[1].seat = 2; // seat 1 speaks second at grande
  writeFileSync(illegal, JSON.stringify(d));
});

describe('errors in the language of --lang', () => {
  it('settle: the sentence naming the seats as the screens do, in fr (the default), eu, es and en, then the rule, the code and the file\'s own seat, labelled', async () => {
    const rest = (inFile: string) => ` (FFMus art. 9) (action/not-your-turn) — ${inFile}: "seat": 2\n`;
    const en = await mus(['settle', '--lang', 'en', illegal]);
    expect(en).toMatchObject({ code: 1, out: '', err: `${illegal}: actions[1]: Seat 3 cannot speak: it is seat 2’s turn at Grande (haundia)${rest('in the file')}` });
    const fr = await mus(['settle', illegal]);
    expect(fr.err).toBe(`${illegal}: actions[1]: La place 3 ne peut pas parler : c’est à la place 2 de parler à Haundia (grand)${rest('dans le fichier ')}`);
    for (const [lang, inFile] of [['eu', 'fitxategian'], ['es', 'en el archivo']] as const) {
      const r = await mus(['settle', '--lang', lang, illegal]);
      expect(r.code).toBe(1);
      expect(r.err).toBe(`${illegal}: actions[1]: ${errorSeatSentence({ code: 'action/not-your-turn', seats: { seat: 2, turn: 1 }, params: { form: 'at', phase: 'grande' } }, lang)}${rest(inFile)}`);
    }
  });

  it('check and replay list every gate problem the same way, in each language', async () => {
    const m = JSON.parse(readFileSync(join(root, 'test/fixtures/match-ffmus-full.record.json'), 'utf8'));
    m.deals[1].hands[0][1] = '13';
    m.deals[2].amuont = 2;
    const f = join(dir, 'match.json');
    writeFileSync(f, JSON.stringify(m));
    for (const lang of LANGS) {
      const c = await mus(['check', '--lang', lang, f]);
      expect(c.code).toBe(1);
      const lines = c.out.trim().split('\n');
      expect(lines).toHaveLength(3);
      const then = (code: string) => (lang === 'en' ? '' : ` — ${errorSentence(code, lang)}`);
      expect(lines[1]).toBe(`  deals[1].hands[0][1]: ${problemDetail({ key: 'schema/pattern#card' }, lang)} (schema/pattern)${then('schema/pattern')}`);
      expect(lines[2]?.startsWith(`  deals[2].amuont: ${problemDetail({ key: 'format/unknown-field' }, lang)}`), lines[2]).toBe(true);
      expect(lines[2]?.endsWith(`(format/unknown-field)${then('format/unknown-field')}`), lines[2]).toBe(true);
      const r = await mus(['replay', '--lang', lang, f]);
      expect(r.code).toBe(1);
      expect(r.err.trim().split('\n').map((l) => l.slice(f.length + 2))).toEqual(lines.slice(1).map((l) => l.trim()));
    }
  });

  it('a file that cannot be read: the system\'s code and its meaning, format/unreadable, in the language asked', async () => {
    const nope = join(dir, 'nope.json');
    for (const [args, stream] of [[['settle', nope], 'err'], [['check', nope], 'out'], [['replay', nope], 'err']] as const) {
      const r = await mus([...args]);
      expect(r.code).toBe(1);
      expect(r[stream]).toBe(`${nope}: lecture impossible : ENOENT (ce fichier n’existe pas) (format/unreadable) — Ce fichier ne peut pas être lu\n`);
    }
    expect((await mus(['settle', '--lang', 'en', dir])).err).toBe(`${dir}: cannot read: EISDIR (a folder, not a file) (format/unreadable)\n`);
  });
});

describe('a file of another format names the command that reads it', () => {
  it('a match to settle, a deal to replay, a tournament night to check: the refusal, then the command, in the language asked', async () => {
    const match = join(root, 'test/fixtures/match-ffmus-full.record.json');
    const deal = join(root, 'test/fixtures/deals/memo-v-tira-pares.json');
    const night = join(dir, 'night.json');
    writeFileSync(night, JSON.stringify({ format: 'mus-tournament/1', name: 'x', date: '2026-11-27', rules: 'ffmus', rounds: 1, system: 'swiss', events: [] }));
    const s = await mus(['settle', '--lang', 'en', match]);
    expect(s).toMatchObject({ code: 1, out: '' });
    expect(s.err).toBe(`${match}: format: "mus-match/1" is not a known format (mus-deal/1) (record/bad-format)\n${match}: this is a match: mus replay ${match}\n`);
    expect((await mus(['replay', deal])).err).toContain(`\n${deal} : c’est une donne : mus settle ${deal}\n`);
    expect((await mus(['replay', '--json', '--lang', 'es', deal])).err).toContain(`\n${deal}: es un reparto: mus settle ${deal}\n`);
    expect((await mus(['check', '--lang', 'eu', night])).out).toContain(`\n${night}: txapelketa gau bat da: mus tournament check ${night}\n`);
    // a file of no format, or of a format the command reads, gets no such line
    expect((await mus(['check', join(root, 'test/fixtures/match-ffmus-full.json')])).out).not.toContain('mus replay');
  });
});

describe('what the system says of a file, and --rules', () => {
  it('names the usual system codes with their meaning, and keeps any other message', () => {
    const err = (code: string) => Object.assign(new Error(`${code}: x`), { code });
    expect(cannotRead(err('EACCES'))).toBe('cannot read: EACCES (no permission to read it)');
    expect(cannotRead(err('ENOTDIR'))).toBe('cannot read: ENOTDIR (a part of the path is not a folder)');
    expect(cannotRead(err('EWHATEVER'))).toBe('cannot read: EWHATEVER: x');
    expect(cannotRead('odd')).toBe('cannot read: odd');
  });

  it('--rules of mus table and serve: the whole gate (keys given twice, numbers too large), a file that cannot be read said so', () => {
    expect(parseRules('{"preset":"pagat","target":30}')).toEqual({ preset: 'pagat', target: 30 });
    expect(() => parseRules('{"preset":"ffmus","target":30,"target":50}')).toThrow('target: the key "target" is given twice in this object: the second would silently replace the first (format/duplicate-key)');
    expect(() => parseRules('{"preset":"ffmus","target":1e400}')).toThrow('(format/bad-number)');
    expect(() => parseRules('{"preset":')).toThrow('(format/bad-json)');
    expect(() => parseRules(join(dir, 'none.json'))).toThrow(`${join(dir, 'none.json')}: cannot read: ENOENT (no such file) (format/unreadable)`);
  });
});

describe('mus serve without its pages', () => {
  it('says so before anything is journaled (a restart would find a match started for nothing)', async () => {
    const data = join(dir, 'serve-data');
    const setup = { rules: 'ffmus' as const, teams: { A: 'A', B: 'B' }, players: ['a', 'b', 'c', 'd'], esku: 0 };
    await expect(startServe({ setup, host: '127.0.0.1', port: 0, dataDir: data, pages: join(dir, 'no-pages'), sync: 'none', print: () => {}, lang: 'en' }))
      .rejects.toThrow(`--pages: no built seat page in ${join(dir, 'no-pages')}`);
    expect(existsSync(join(data, 'matches')) ? readdirSync(join(data, 'matches')) : []).toEqual([]);
  });
});

describe('syntax errors and odd files, said in words', () => {
  it('never shows the parser\'s own names (ValueExpected, InvalidSymbol…): what was expected, at which line and column', async () => {
    const cases: [string, string][] = [
      ['', 'not valid JSON: the file is empty'],
      ['  \r\n', 'not valid JSON: the file is empty'],
      [deal.slice(0, 200), 'not valid JSON at line 17, column 4: a text without its closing double quote'],
      [deal.trimEnd().slice(0, -1), 'a closing brace "}" was expected'],
      [`${deal}${deal}`, 'the end was expected: something follows the JSON value (two documents in one?)'],
      [`// a note\n${deal}`, 'not valid JSON at line 1, column 1: a comment: JSON has none'],
      [deal.replace('"esku": 0', '"esku": 0,,'), 'a field name in double quotes was expected (a comma too many?)'],
      [deal.replace('"esku": 0', '"esku": NaN'), 'not valid JSON at line 4, column 10: a character that JSON does not allow here'],
      [deal.replace('"ffmus"', '"ff\tmus"'), 'a control character inside a text'],
      [`\ufeff\ufeff${deal}`, 'not valid JSON at line 1, column 1'],
    ];
    for (const [text, says] of cases) {
      const f = join(dir, 'broken.json');
      writeFileSync(f, text);
      const r = await mus(['settle', '--lang', 'en', f]);
      expect(r.code, text.slice(0, 40)).toBe(1);
      expect(r.err).toContain(says);
      expect(r.err).toMatch(/\(format\/bad-json\)\n$/);
      expect(r.err).not.toMatch(/[a-z](Expected|Symbol|Token|Format|Character|Unicode|OfString|OfNumber|OfComment)\b/);
    }
  });

  it('wrong types at every level: each value once, with the types it may have', async () => {
    const f = join(dir, 'types.json');
    writeFileSync(f, JSON.stringify({ format: 'mus-deal/1', rules: 5, esku: 'x', score: [], actions: [5, { phase: 1, seat: 'a', act: null }], hands: 'no' }));
    const r = await mus(['check', '--lang', 'en', f]);
    expect(r.code).toBe(1);
    expect(r.out.split('\n').slice(1, -1)).toEqual([
      '  rules: must be string or object (schema/type)',
      '  esku: must be integer (schema/type)',
      '  score: must be object (schema/type)',
      '  actions[0]: must be object (schema/type)',
      '  actions[1].act: null is not an act (pass bet raise ordago see fold declare mus cut discard misdeal) (schema/discriminator)',
      '  hands: must be array (schema/type)',
    ]);
  });

  it('a device or a pipe as FILE is read up to the limit, never further (/dev/zero); /dev/null is an empty file', async () => {
    const z = await mus(['check', '--lang', 'en', '/dev/zero']);
    expect(z).toMatchObject({ code: 1, out: '/dev/zero: the input goes on past 16777216 bytes (at most 16777216); a match file is a few tens of kB (format/too-large)\n' });
    expect((await mus(['settle', '--lang', 'en', '/dev/null'])).err).toBe('/dev/null: not valid JSON: the file is empty (format/bad-json)\n');
    let text = '';
    const io = { out: (t: string) => { text += `${t}\n`; }, err: (t: string) => { text += `${t}\n`; }, stdin: () => '' };
    expect(await runLibrary(['import', '/dev/zero', '--lang', 'en', '--data-dir', join(dir, 'lib')], io)).toBe(1);
    expect(text).toBe('mus library: format/too-large: /dev/zero: the input goes on past 16777216 bytes (at most 16777216); a match file is a few tens of kB (format/too-large)\n');
  });

  it('a UTF-16 file is named as such; a file without "format" says it is missing', async () => {
    const f = join(dir, 'utf16.json');
    writeFileSync(f, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(deal, 'utf16le')]));
    expect((await mus(['check', '--lang', 'en', f])).out).toContain('byte offset 0 (ff fe 7b 00), the mark of a UTF-16 file; save the file as UTF-8 (format/bad-utf8)');
    const d = JSON.parse(deal);
    delete d.format;
    writeFileSync(f, JSON.stringify(d));
    expect((await mus(['check', '--lang', 'en', f])).out).toContain('  format: is missing: a file names its format (mus-deal/1, mus-match/1) (record/bad-format)');
  });
});

describe('settle - reads bytes', () => {
  it('a line that is not UTF-8 is refused with its number and byte offset, never read with U+FFFD; the others settle', async () => {
    const good = Buffer.from(JSON.stringify(JSON.parse(deal)), 'utf8');
    const bad = Buffer.from(JSON.stringify({ ...JSON.parse(deal), 'x-note': 'Pena' }), 'utf8');
    bad[bad.indexOf('Pena') + 1] = 0xf1; // "Pñna": an ñ written in Latin-1, one byte
    const input = Buffer.concat([good, Buffer.from('\r\n'), bad, Buffer.from('\r\n'), good, Buffer.from('\n')]);
    const at = bad.indexOf(0xf1);
    // cut in three pieces, one of them inside the CRLF
    const pieces = [input.subarray(0, good.length + 1), input.subarray(good.length + 1, good.length + 30), input.subarray(good.length + 30)];
    const j = await mus(['settle', '--json', '-'], pieces);
    expect(j.code).toBe(1);
    const lines = j.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual({ line: 2, error: { code: 'format/bad-utf8', message: `not UTF-8: invalid byte sequence at byte offset ${at} (f1 6e 61 22); save the file as UTF-8 (format/bad-utf8)` } });
    expect(lines[2]).toEqual(lines[0]);
    const t = await mus(['settle', '-'], pieces);
    expect(t.err).toBe(`entrée standard, ligne 2 : pas en UTF-8 : suite d’octets non valable à l’octet ${at} (f1 6e 61 22) ; enregistrez le fichier en UTF-8 (format/bad-utf8) — Le fichier n’est pas en UTF-8\n`);
    expect(t.out.match(/^#\d+/gm)).toEqual(['#1', '#3']);
  });

  it('the same text as text or as bytes gives the same output', async () => {
    const text = `${JSON.stringify(JSON.parse(deal))}\r\nnot json\n\n{}\r${JSON.stringify(JSON.parse(deal))}`;
    for (const mode of [[], ['--json'], ['--json=compact']]) {
      const a = await mus(['settle', ...mode, '-'], text);
      const b = await mus(['settle', ...mode, '-'], [Buffer.from(text, 'utf8')]);
      expect(b).toEqual(a);
    }
  });
});

describe('--help, usage and exit codes', () => {
  it('settle, replay and check take --help and -h: the usage on standard output, exit 0', async () => {
    for (const cmd of ['settle', 'replay', 'check']) {
      for (const h of ['--help', '-h']) {
        const r = await mus([cmd, h]);
        expect(r, `${cmd} ${h}`).toMatchObject({ code: 0, err: '' });
        expect(r.out).toMatch(/^usage : mus <commande>/); // in the default language, French
        expect(r.out).toContain('Codes de sortie : 0 ok, 1 un fichier faux ou une action interdite, 2 une erreur d’usage,\n70 une erreur interne');
        const en = await mus([cmd, h, '--lang', 'en']);
        expect(en.out).toMatch(/^usage: mus <command>/);
        expect(en.out).toContain('Exit codes: 0 ok, 1 a bad file or an illegal action, 2 a usage error,\n70 an internal error');
      }
    }
    // after --, -h is a file's name
    expect(await mus(['settle', '--lang', 'en', '--', '-h'])).toMatchObject({ code: 1, err: '-h: cannot read: ENOENT (no such file) (format/unreadable)\n' });
  });

  it('check has no --json (exit 2, not ignored); mus alone is a usage error on standard error', async () => {
    const c = await mus(['check', '--json', illegal]);
    expect(c.code).toBe(2);
    expect(c.err).toContain('mus check: option inconnue --json ;');
    const r = spawnSync(process.execPath, ['bin/mus.mjs'], { cwd: root, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^usage : mus <commande>/);
  });
});
