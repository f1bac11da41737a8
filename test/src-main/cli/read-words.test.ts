/**
 * Reading an input, said in the language of `--lang` (`src-main/cli/read-texts.ts`): a file that
 * cannot be read (a missing file, a folder), a pipe or a device that goes on past the limit
 * (`/dev/zero`), and the lines of standard input of `settle -` (`stdin line N:`, a line too long).
 * They were in English whatever the language: « /dev/zero: the input goes on past 16777216 bytes … »,
 * « stdin line 1: the line has 17825792 bytes … », « cannot read: ENOENT (no such file) ». English
 * stays as it was; `--json` keeps the English message.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { musInProcess as mus } from '../../helpers/mus-cli.js';
import { cannotRead } from '../../../src-main/cli/read-json.js';

const dir = mkdtempSync(join(tmpdir(), 'mus-read-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const missing = join(dir, 'missing.json');
const folder = join(dir, 'a-folder');
mkdirSync(folder);

/** English words of the old lines, which must not be in a line in another language. */
const ENGLISH = /cannot read|no such file|a folder, not|goes on past|at most|stdin line|the line has|bytes\)/;

describe('a file that cannot be read', () => {
  it('names the system’s code and what it means in the language', () => {
    const err = (code: string) => Object.assign(new Error(`${code}: x`), { code });
    expect(cannotRead(err('ENOENT'), 'fr')).toBe('lecture impossible : ENOENT (ce fichier n’existe pas)');
    expect(cannotRead(err('EISDIR'), 'es')).toBe('no se puede leer: EISDIR (una carpeta, no un archivo)');
    expect(cannotRead(err('EACCES'), 'eu')).toBe('ezin da irakurri: EACCES (ez dago irakurtzeko baimenik)');
    expect(cannotRead(err('EWHATEVER'), 'fr')).toBe('lecture impossible : EWHATEVER: x');
    expect(cannotRead(err('ENOENT'))).toBe('cannot read: ENOENT (no such file)');
  });

  it('settle, replay, check: a missing file and a folder, in fr and es; English as before', async () => {
    const fr = await mus(['settle', missing]);
    expect(fr).toMatchObject({ code: 1, err: `${missing}: lecture impossible : ENOENT (ce fichier n’existe pas) (format/unreadable) — Ce fichier ne peut pas être lu\n` });
    const es = await mus(['replay', '--lang', 'es', folder]);
    expect(es.err).toBe(`${folder}: no se puede leer: EISDIR (una carpeta, no un archivo) (format/unreadable) — Este archivo no se puede leer\n`);
    const check = await mus(['check', '--lang', 'fr', missing, folder]);
    expect(check.out).not.toMatch(ENGLISH);
    expect((await mus(['settle', '--lang', 'en', missing])).err).toBe(`${missing}: cannot read: ENOENT (no such file) (format/unreadable)\n`);
  });

  it('/dev/zero: the input goes on past the limit, said in the language', async () => {
    const fr = await mus(['check', '--lang', 'fr', '/dev/zero']);
    expect(fr.out).toBe('/dev/zero: l’entrée continue au-delà de 16777216 octets (au plus 16777216) ; un fichier de partie fait quelques dizaines de ko (format/too-large) — Le fichier est trop gros\n');
    const es = await mus(['settle', '--lang', 'es', '/dev/zero']);
    expect(es.err).toContain('/dev/zero: la entrada sigue más allá de 16777216 bytes (como mucho 16777216)');
  });
});

describe('the lines of standard input (settle -)', () => {
  it('each refused line is numbered in the language', async () => {
    const input = 'garbage\n\n{"format":"mus-deal/1"}\n';
    const fr = await mus(['settle', '-'], input);
    expect(fr.err.split('\n')[0]).toBe('entrée standard, ligne 1 : JSON non valable à la ligne 1, colonne 1 : un caractère que JSON ne permet pas ici ("g") (format/bad-json) — Ce n’est pas du JSON valable');
    expect(fr.err).toContain('entrée standard, ligne 3 : actions: ');
    const es = await mus(['settle', '--lang', 'es', '-'], input);
    expect(es.err).toContain('entrada estándar, línea 3: actions: ');
    const eu = await mus(['settle', '--lang', 'eu', '-'], input);
    expect(eu.err).toContain('sarrera estandarra, 3. lerroa: actions: ');
    for (const r of [fr, es, eu]) expect(r.err).not.toMatch(ENGLISH);
    expect((await mus(['settle', '--lang', 'en', '-'], input)).err.split('\n')[0]).toBe('stdin line 1: not valid JSON at line 1, column 1: a character that JSON does not allow here ("g") (format/bad-json)');
  });

  it('a line of 17 MB: its size said in the language; --json keeps the English message', async () => {
    const long = [new Uint8Array(17 * 1024 * 1024).fill(120), new TextEncoder().encode('\n')];
    const fr = await mus(['settle', '--lang', 'fr', '-'], long);
    expect(fr.err).toBe('entrée standard, ligne 1 : la ligne a 17825792 octets (au plus 16777216) ; une donne fait quelques ko (format/too-large) — Le fichier est trop gros\n');
    const es = await mus(['settle', '--lang', 'es', '-'], long);
    expect(es.err).toBe('entrada estándar, línea 1: la línea tiene 17825792 bytes (como mucho 16777216); un reparto ocupa unos pocos kB (format/too-large) — El archivo es demasiado grande\n');
    const json = await mus(['settle', '--json', '--lang', 'fr', '-'], long);
    expect(JSON.parse(json.out.trim())).toEqual({ line: 1, error: { code: 'format/too-large', message: 'the line has 17825792 bytes (at most 16777216); a deal record is a few kB (format/too-large)' } });
  });
});
