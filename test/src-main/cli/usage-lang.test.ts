/**
 * A `mus` command line that does not read (exit 2) is said in the language of `--lang` (default
 * French): the English detail as before, its `usage/…` code, then the sentence naming the option, the
 * command or the argument at fault (`src-main/cli/usage.ts`, `shared/errors/usage.ts`); in English,
 * the detail alone, as always. The usage block after it stays the English reference text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { musInProcess } from '../../helpers/mus-cli.js';
import { errorSentence } from '../../../shared/i18n/errors.js';
import type { UsageCode } from '../../../shared/errors/usage.js';
import type { Lang } from '../../../shared/i18n/index.js';
import { argumentCountError, parseArgsError, usageLang, usageText, UsageError } from '../../../src-main/cli/usage.js';

const dir = mkdtempSync(join(tmpdir(), 'mus-usage-'));
const night = join(dir, 'night.json');
const data = join(dir, 'library');

beforeAll(async () => {
  const r = await musInProcess(['tournament', 'create', night, '--name', 'Gau handia', '--date', '2026-11-27', '--rounds', '3']);
  expect(r.code, r.err).toBe(0);
});

/** The first line a usage error prints: `mus <cmd>: detail`, then in fr/eu/es its code and sentence naming `subject`. */
function said(cmd: string, detail: string, code: UsageCode, subject: string, lang: Lang): string {
  const head = cmd ? `mus ${cmd}: ${detail}` : `mus: ${detail}`;
  return lang === 'en' ? head : `${head} (${code}) — ${errorSentence(code, lang).replace('{{subject}}', subject)}`;
}

/** [the command as printed, its arguments (without --lang), the code, what the sentence names, the English detail]. */
const CASES: [string, () => string[], UsageCode, string, string][] = [
  ['', () => ['frobnicate'], 'usage/unknown-command', 'frobnicate', 'unknown command "frobnicate"'],
  ['settle', () => ['settle', '--bogus', 'x.json'], 'usage/unknown-option', '--bogus', 'Unknown option \'--bogus\'. To specify a positional argument starting with a \'-\', place it at the end of the command after \'--\', as in \'-- "--bogus"'],
  ['settle', () => ['settle', '--json=x', 'x.json'], 'usage/bad-value', '--json', 'Option \'--json\' does not take an argument'],
  ['settle', () => ['settle'], 'usage/missing-argument', 'FILE', 'name at least one FILE, or - for standard input'],
  ['replay', () => ['replay', 'a.json', 'b.json'], 'usage/extra-argument', 'b.json', 'name one MATCH file'],
  ['replay', () => ['replay', '--deal', '2', '--deal', '3', 'a.json'], 'usage/repeated-option', '--deal', '--deal is given 2 times ("2", "3"): replay --deal shows one deal, give --deal once'],
  ['check', () => ['check', '--json', 'a.json'], 'usage/unknown-option', '--json', 'Unknown option \'--json\'. To specify a positional argument starting with a \'-\', place it at the end of the command after \'--\', as in \'-- "--json"'],
  ['tournament', () => ['tournament', 'frobnicate', night], 'usage/unknown-command', 'frobnicate', 'unknown command "frobnicate"'],
  ['tournament', () => ['tournament', 'standings', night, '--round', '1'], 'usage/unknown-option', '--round', 'standings: --round does not apply to this command'],
  ['tournament', () => ['tournament', 'add-pair', night, '--players', 'Peio,Battitt'], 'usage/missing-option', '--id', 'add-pair: --id is required'],
  ['tournament', () => ['tournament', 'pair', night, '--system', 'knockout'], 'usage/bad-value', '--system', '--system: "knockout" is not one of round-robin, swiss, updown'],
  ['tournament', () => ['tournament', 'standings'], 'usage/missing-argument', 'FILE', 'standings: name FILE'],
  ['tournament', () => ['tournament', 'standings', night, 'other.json'], 'usage/extra-argument', 'other.json', 'standings: name FILE'],
  ['tournament', () => ['tournament', 'standings', night, '--csv', '--json'], 'usage/conflicting-options', '--csv, --json', 'standings: --csv or --json, not both'],
  ['serve', () => ['serve', '--whatever'], 'usage/unknown-option', '--whatever', 'Unknown option \'--whatever\''],
  ['serve', () => ['serve', '--port', 'x'], 'usage/bad-value', '--port', '--port: "x" is not a port (0-65535)'],
  ['serve', () => ['serve', 'x'], 'usage/extra-argument', 'x', 'Unexpected argument \'x\'. This command does not take positional arguments'],
  ['library', () => ['library', 'frob', '--data-dir', data], 'usage/unknown-command', 'frob', 'unknown command "frob"'],
  ['library', () => ['library', 'show', 'x', '--status', 'finished', '--data-dir', data], 'usage/unknown-option', '--status', 'show: --status does not apply to this command'],
  ['library', () => ['library', 'list', '--status', 'nope', '--data-dir', data], 'usage/bad-value', '--status', '--status: "nope" is not one of all, in-progress, finished, damaged, empty'],
  ['library', () => ['library', 'show', '--data-dir', data], 'usage/missing-argument', 'ID', 'show: name one ID'],
  ['library', () => ['library', 'list', 'x', '--data-dir', data], 'usage/extra-argument', 'x', 'list: unexpected argument "x"'],
  ['hub', () => ['hub', 'status', '--data-dir', data], 'usage/missing-argument', 'FILE', 'status: name one tournament FILE'],
];

describe.each(['fr', 'en', 'es', 'eu'] as const)('a usage error in %s', (lang) => {
  it.each(CASES)('mus %s: %j gives %s', async (cmd, args, code, subject, detail) => {
    const r = await musInProcess([...args(), ...(lang === 'fr' ? [] : ['--lang', lang])]); // fr: the default
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    const [first, ...rest] = r.err.split('\n');
    expect(first).toBe(said(cmd, detail, code, subject, lang));
    expect(rest.join('\n')).toMatch(/usage: mus|every option: mus serve --help/); // the English reference follows
  });
});

describe('the language of a usage error', () => {
  it('a bad --lang is itself a usage error, said in French, naming --lang', async () => {
    for (const args of [['settle', '--lang', 'de', 'x.json'], ['tournament', 'standings', night, '--lang', 'de'], ['library', 'list', '--lang', 'de', '--data-dir', data], ['serve', '--lang', 'de']]) {
      const r = await musInProcess(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toContain(`--lang: "de" is not one of fr, eu, es, en (usage/bad-value) — ${errorSentence('usage/bad-value', 'fr').replace('{{subject}}', '--lang')}\n`);
    }
  });

  it('reads --lang L and --lang=L, the last one given, never after --', () => {
    expect(usageLang([])).toBe('fr');
    expect(usageLang(['--lang', 'eu'])).toBe('eu');
    expect(usageLang(['--lang=es', 'x'])).toBe('es');
    expect(usageLang(['--lang', 'es', '--lang', 'en'])).toBe('en');
    expect(usageLang(['--lang', 'es', '--lang', 'xx'])).toBe('fr');
    expect(usageLang(['--lang'])).toBe('fr');
    expect(usageLang(['--', '--lang', 'en'])).toBe('fr');
  });

  it('the usage block after the line stays the English reference', async () => {
    const r = await musInProcess(['settle', '--bogus', '--lang', 'eu']);
    expect(r.err).toContain('(usage/unknown-option) — Komando honek ez du --bogus aukera hartzen');
    expect(r.err).toContain('\nusage: mus <command> [options]\n  settle [--json[=compact]]');
  });
});

describe('a parseArgs error as a usage error', () => {
  it('maps node:util codes and takes the option from the message', () => {
    const e = (code: string, message: string) => Object.assign(new Error(message), { code });
    const unknown = parseArgsError(e('ERR_PARSE_ARGS_UNKNOWN_OPTION', 'Unknown option \'-z\'. To specify…'), 'list: ');
    expect([unknown.code, unknown.subject, unknown.message, unknown.option]).toEqual(['usage/unknown-option', '-z', 'list: Unknown option \'-z\'. To specify…', undefined]);
    const value = parseArgsError(e('ERR_PARSE_ARGS_INVALID_OPTION_VALUE', 'Option \'-p, --port <value>\' argument missing'));
    expect([value.code, value.subject]).toEqual(['usage/bad-value', '--port']);
    const extra = parseArgsError(e('ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL', 'Unexpected argument \'x y\'. This command does not take positional arguments'));
    expect([extra.code, extra.subject]).toEqual(['usage/extra-argument', 'x y']);
    expect(parseArgsError(new Error('something else')).code).toBe('usage/bad-value');
  });

  it('a count of arguments: missing when too few, else the first one too many', () => {
    expect(argumentCountError('m', 'ID', [], 1)).toMatchObject({ code: 'usage/missing-argument', subject: 'ID' });
    expect(argumentCountError('m', 'ID', ['a', 'b'], 1)).toMatchObject({ code: 'usage/extra-argument', subject: 'b' });
    expect(argumentCountError('m', '', ['a'], 0)).toMatchObject({ code: 'usage/extra-argument', subject: 'a' });
    expect(argumentCountError('m', 'FILE...', [], -1)).toMatchObject({ code: 'usage/missing-argument', subject: 'FILE...' });
  });

  it('in English the line is the detail alone; elsewhere the subject is put in as given', () => {
    const e = new UsageError('--x: "$&" is not one of a, b', 'usage/bad-value', '--x');
    expect(usageText(e, 'en')).toBe('--x: "$&" is not one of a, b');
    expect(usageText(e, 'es')).toBe(`--x: "$&" is not one of a, b (usage/bad-value) — El valor de --x no es válido, o falta: --help dice cuál puede ser`);
  });
});
