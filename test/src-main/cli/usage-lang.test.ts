/**
 * A `mus` command line that does not read (exit 2) is said in the language of `--lang` (default
 * French), every word of it: the detail naming the option as typed (`src-main/cli/usage-texts.ts`),
 * its `usage/…` code, then the sentence naming the option, the command or the argument at fault
 * (`src-main/cli/usage.ts`, `shared/errors/usage.ts`); in English, the detail alone, as always. The
 * usage block after it is in the same language (`help-lang.test.ts`). Table-driven: every `usage/…` code, in the
 * four languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { musInProcess } from '../../helpers/mus-cli.js';
import { codesWithSentences, errorSentence } from '../../../shared/i18n/errors.js';
import type { UsageCode } from '../../../shared/errors/usage.js';
import type { Lang } from '../../../shared/i18n/index.js';
import { argumentCountError, detailText, parseArgsError, usageLang, usageText, UsageError } from '../../../src-main/cli/usage.js';
import { USAGE_DETAILS } from '../../../src-main/cli/usage-texts.js';
import { helpT, usageWord } from '../../../src-main/cli/help-texts.js';

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

/** [the command as printed, its arguments (without --lang), the code, what the sentence names, the English detail, the French detail]. */
const CASES: [string, () => string[], UsageCode, string, string, string][] = [
  ['', () => ['frobnicate'], 'usage/unknown-command', 'frobnicate', 'unknown command "frobnicate"', 'commande inconnue « frobnicate »'],
  ['settle', () => ['settle', '--bogus', 'x.json'], 'usage/unknown-option', '--bogus', 'Unknown option \'--bogus\'. To specify a positional argument starting with a \'-\', place it at the end of the command after \'--\', as in \'-- "--bogus"', 'option inconnue --bogus ; un argument qui commence par « - » se met à la fin de la commande, après « -- » : -- "--bogus"'],
  ['settle', () => ['settle', '--json=x', 'x.json'], 'usage/bad-value', '--json', 'Option \'--json\' does not take an argument', 'l’option --json ne prend pas de valeur'],
  ['settle', () => ['settle', 'x.json', '--deal'], 'usage/unknown-option', '--deal', 'Unknown option \'--deal\'. To specify a positional argument starting with a \'-\', place it at the end of the command after \'--\', as in \'-- "--deal"', 'option inconnue --deal ; un argument qui commence par « - » se met à la fin de la commande, après « -- » : -- "--deal"'],
  ['settle', () => ['settle'], 'usage/missing-argument', 'FILE', 'name at least one FILE, or - for standard input', 'nommez au moins un fichier (FILE), ou - pour l’entrée standard'],
  ['check', () => ['check'], 'usage/missing-argument', 'FILE', 'name at least one FILE', 'nommez au moins un fichier (FILE)'],
  ['replay', () => ['replay', 'a.json', 'b.json'], 'usage/extra-argument', 'b.json', 'name one MATCH file', 'nommez un fichier de partie (MATCH)'],
  ['replay', () => ['replay', '--deal', '2', '--deal', '3', 'a.json'], 'usage/repeated-option', '--deal', '--deal is given 2 times ("2", "3"): replay --deal shows one deal, give --deal once', '--deal est donné 2 fois ("2", "3") : replay --deal montre une seule donne, donnez --deal une fois'],
  ['replay', () => ['replay', '--deal', 'x', 'a.json'], 'usage/bad-value', '--deal', '--deal: "x" is not a deal number (1 for the first deal, 2 for the second…)', '--deal : "x" n’est pas un numéro de donne (1 pour la première donne, 2 pour la deuxième…)'],
  ['replay', () => ['replay', '--steps', 'a.json'], 'usage/missing-option', '--deal', '--steps steps through one deal: give its number with --deal N', '--steps parcourt une seule donne : donnez son numéro avec --deal N'],
  ['replay', () => ['replay', '--json=compact', 'a.json'], 'usage/bad-value', '--json', '--json=compact is for settle; replay writes the whole settlement of each deal (--json)', '--json=compact est pour settle ; replay écrit le règlement entier de chaque donne (--json)'],
  ['check', () => ['check', '--json', 'a.json'], 'usage/unknown-option', '--json', 'Unknown option \'--json\'. To specify a positional argument starting with a \'-\', place it at the end of the command after \'--\', as in \'-- "--json"', 'option inconnue --json ; un argument qui commence par « - » se met à la fin de la commande, après « -- » : -- "--json"'],
  ['tournament', () => ['tournament', 'frobnicate', night], 'usage/unknown-command', 'frobnicate', 'unknown command "frobnicate"', 'commande inconnue « frobnicate »'],
  ['tournament', () => ['tournament', 'standings', night, '--round', '1'], 'usage/unknown-option', '--round', 'standings: --round does not apply to this command', 'standings: --round ne s’applique pas à cette commande'],
  ['tournament', () => ['tournament', 'add-pair', night, '--players', 'Peio,Battitt'], 'usage/missing-option', '--id', 'add-pair: --id is required', 'add-pair: --id est obligatoire'],
  ['tournament', () => ['tournament', 'pair', night, '--system', 'knockout'], 'usage/bad-value', '--system', '--system: "knockout" is not one of round-robin, swiss, updown', '--system : "knockout" n’est pas l’une des valeurs round-robin, swiss, updown'],
  ['tournament', () => ['tournament', 'result', night, '--round', 'two', '--table', '1', '--manches', '40-32'], 'usage/bad-value', '--round', '--round: "two" is not a whole number', '--round : "two" n’est pas un nombre entier'],
  ['tournament', () => ['tournament', 'standings'], 'usage/missing-argument', 'FILE', 'standings: name FILE', 'standings: nommez FILE'],
  ['tournament', () => ['tournament', 'standings', night, 'other.json'], 'usage/extra-argument', 'other.json', 'standings: name FILE', 'standings: nommez FILE'],
  ['tournament', () => ['tournament', 'standings', night, '--csv', '--json'], 'usage/conflicting-options', '--csv, --json', 'standings: --csv or --json, not both', 'standings: --csv ou --json, pas les deux'],
  ['serve', () => ['serve', '--whatever'], 'usage/unknown-option', '--whatever', 'Unknown option \'--whatever\'', 'option inconnue --whatever'],
  ['serve', () => ['serve', '--port', 'x'], 'usage/bad-value', '--port', '--port: "x" is not a port (0-65535)', '--port : "x" n’est pas un port (0-65535)'],
  ['serve', () => ['serve', 'x'], 'usage/extra-argument', 'x', 'Unexpected argument \'x\'. This command does not take positional arguments', 'argument inattendu « x » : cette commande ne prend pas d’argument'],
  ['library', () => ['library', 'frob', '--data-dir', data], 'usage/unknown-command', 'frob', 'unknown command "frob"', 'commande inconnue « frob »'],
  ['library', () => ['library', 'show', 'x', '--status', 'finished', '--data-dir', data], 'usage/unknown-option', '--status', 'show: --status does not apply to this command', 'show: --status ne s’applique pas à cette commande'],
  ['library', () => ['library', 'list', '--status', 'nope', '--data-dir', data], 'usage/bad-value', '--status', '--status: "nope" is not one of all, in-progress, finished, damaged, empty', '--status : "nope" n’est pas l’une des valeurs all, in-progress, finished, damaged, empty'],
  ['library', () => ['library', 'list', '--from', '27/11', '--data-dir', data], 'usage/bad-value', '--from', '--from: "27/11" is not a date (YYYY-MM-DD)', '--from : "27/11" n’est pas une date (AAAA-MM-JJ)'],
  ['library', () => ['library', 'list', '--status', '--data-dir', data], 'usage/bad-value', '--status', 'list: Option \'--status\' argument is ambiguous: to give a value starting with a dash, write --status=VALUE', 'list: la valeur de l’option --status est ambiguë : pour une valeur qui commence par un tiret, écrivez --status=VALEUR'],
  ['library', () => ['library', 'show', '--data-dir', data], 'usage/missing-argument', 'ID', 'show: name one ID', 'show: nommez un seul ID'],
  ['library', () => ['library', 'list', 'x', '--data-dir', data], 'usage/extra-argument', 'x', 'list: unexpected argument "x"', 'list: argument inattendu "x"'],
  ['hub', () => ['hub', 'status', '--data-dir', data], 'usage/missing-argument', 'FILE', 'status: name one tournament FILE', 'status: nommez un fichier de tournoi (FILE)'],
  ['hub', () => ['hub', 'status', night, '--port', '1', '--data-dir', data], 'usage/unknown-option', '--port', 'status: --port does not apply to this command', 'status: --port ne s’applique pas à cette commande'],
  ['hub', () => ['hub', 'start', night, '--port', '99999', '--data-dir', data], 'usage/bad-value', '--port', '--port: "99999" is not a port (0-65535; 0: any free port)', '--port : "99999" n’est pas un port (0-65535 ; 0 : n’importe quel port libre)'],
];

/** The detail of a first line said in `lang` (between `mus <cmd>: ` and the code). */
function detailOf(first: string, cmd: string, code: UsageCode, lang: Lang): string {
  const head = cmd ? `mus ${cmd}: ` : 'mus: ';
  expect(first.startsWith(head)).toBe(true);
  const end = lang === 'en' ? first.length : first.lastIndexOf(` (${code}) — `);
  return first.slice(head.length, end);
}

describe.each(['fr', 'en', 'es', 'eu'] as const)('a usage error in %s', (lang) => {
  it.each(CASES)('mus %s: %j gives %s', async (cmd, args, code, subject, en, fr) => {
    const r = await musInProcess([...args(), ...(lang === 'fr' ? [] : ['--lang', lang])]); // fr: the default
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    const [first = '', ...rest] = r.err.split('\n');
    if (lang === 'en' || lang === 'fr') expect(first).toBe(said(cmd, lang === 'en' ? en : fr, code, subject, lang));
    else {
      // Spanish and Basque: their own words (never the English detail), the option as typed, then the code and sentence
      const detail = detailOf(first, cmd, code, lang);
      expect(first).toBe(said(cmd, detail, code, subject, lang));
      expect(detail).not.toBe(en);
      expect(detail).not.toBe(fr);
      // the option or command at fault, as typed (an argument too many is named by the sentence)
      if (code !== 'usage/extra-argument') for (const named of subject.split(', ')) expect(detail).toContain(named);
    }
    // the usage (or the option's lines) follows, in the same language
    const after = rest.join('\n');
    expect(after.includes(`${usageWord(lang)} mus `) || after.includes(helpT(lang)('everyOption', { command: 'serve' })), after).toBe(true);
  });

  it('the table holds every usage/… code', () => {
    const codes = new Set(CASES.map((c) => c[2]));
    expect([...codes].sort()).toEqual(codesWithSentences(lang).filter((c) => c.startsWith('usage/')).sort());
  });
});

describe('the details of the usage errors', () => {
  /** The `{{…}}` a text names, sorted. */
  const holes = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('every language has every detail, naming the same things as the English one', () => {
    const keys = Object.keys(USAGE_DETAILS.en).sort();
    for (const lang of ['fr', 'es', 'eu'] as const) {
      expect(Object.keys(USAGE_DETAILS[lang]).sort(), lang).toEqual(keys);
      for (const k of keys) {
        // node's own English message stays English: the others name the option instead
        if (k === 'argsUnreadable') continue;
        expect(holes(USAGE_DETAILS[lang][k as keyof typeof USAGE_DETAILS.en]), `${lang} ${k}`).toEqual(holes(USAGE_DETAILS.en[k as keyof typeof USAGE_DETAILS.en]));
      }
    }
  });

  it('a value typed is put in as given, never read as a text to translate', async () => {
    const value = '$&{{option}}$t(unknownCommand)';
    for (const lang of ['fr', 'en', 'es', 'eu'] as const) {
      const r = await musInProcess(['library', 'list', '--status', value, '--data-dir', data, '--lang', lang]);
      expect(r.err.split('\n')[0], lang).toContain(`--status${lang === 'fr' ? ' ' : ''}: ${JSON.stringify(value)} `);
    }
  });

  it('an error the detail carries is said by its code’s sentence, in English by its message', () => {
    const e = new UsageError({ key: 'badPlayer', params: { n: 2 }, cause: { code: 'format/bad-name', message: '"" is empty (format/bad-name)' } }, 'usage/bad-value', '--players');
    expect(usageText(e, 'en')).toBe('--players: player 2: "" is empty (format/bad-name)');
    expect(detailText(e.detail, 'fr')).toBe(`--players : joueur 2 : ${errorSentence('format/bad-name', 'fr')} (format/bad-name)`);
    expect(detailText(e.detail, 'eu')).toBe(`--players: 2. jokalaria: ${errorSentence('format/bad-name', 'eu')} (format/bad-name)`);
  });
});

describe('the language of a usage error', () => {
  it('a bad --lang is itself a usage error, said in French, naming --lang', async () => {
    for (const args of [['settle', '--lang', 'de', 'x.json'], ['tournament', 'standings', night, '--lang', 'de'], ['library', 'list', '--lang', 'de', '--data-dir', data], ['serve', '--lang', 'de']]) {
      const r = await musInProcess(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toContain(`--lang : "de" n’est pas l’une des valeurs fr, eu, es, en (usage/bad-value) — ${errorSentence('usage/bad-value', 'fr').replace('{{subject}}', '--lang')}\n`);
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

  it('the usage block after the line is in the same language', async () => {
    const r = await musInProcess(['settle', '--bogus', '--lang', 'eu']);
    expect(r.err).toContain('(usage/unknown-option) — Komando honek ez du --bogus aukera hartzen');
    expect(r.err).toContain('\nerabilera: mus <komandoa> [aukerak]\n  settle [--json[=compact]]');
    const en = await musInProcess(['settle', '--bogus', '--lang', 'en']);
    expect(en.err).toContain('\nusage: mus <command> [options]\n  settle [--json[=compact]]');
  });
});

describe('a parseArgs error as a usage error', () => {
  it('maps node:util codes and takes the option from the message', () => {
    const e = (code: string, message: string) => Object.assign(new Error(message), { code });
    const unknown = parseArgsError(e('ERR_PARSE_ARGS_UNKNOWN_OPTION', 'Unknown option \'-z\''), 'list');
    expect([unknown.code, unknown.subject, unknown.message, unknown.option]).toEqual(['usage/unknown-option', '-z', 'list: Unknown option \'-z\'', undefined]);
    const value = parseArgsError(e('ERR_PARSE_ARGS_INVALID_OPTION_VALUE', 'Option \'-p, --port <value>\' argument missing'));
    expect([value.code, value.subject, usageText(value, 'es')]).toEqual(['usage/bad-value', '--port', `falta el valor de la opción --port (usage/bad-value) — ${errorSentence('usage/bad-value', 'es').replace('{{subject}}', '--port')}`]);
    const extra = parseArgsError(e('ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL', 'Unexpected argument \'x y\'. This command does not take positional arguments'));
    expect([extra.code, extra.subject]).toEqual(['usage/extra-argument', 'x y']);
    const ambiguous = parseArgsError(e('ERR_PARSE_ARGS_INVALID_OPTION_VALUE', 'Option \'--lang <value>\' argument is ambiguous.\nDid you forget…'));
    expect(detailText(ambiguous.detail, 'eu')).toBe('--lang aukeraren balioa anbiguoa da: marratxo batez hasten den balio baterako, idatzi --lang=BALIOA');
    const other = parseArgsError(new Error('something else'));
    expect([other.code, other.message]).toEqual(['usage/bad-value', 'something else']);
    expect(detailText(other.detail, 'fr', other.subject)).not.toContain('something else');
  });

  it('a count of arguments: missing when too few, else the first one too many', () => {
    const m = { key: 'nameOne', params: { name: 'ID' } } as const;
    expect(argumentCountError(m, 'ID', [], 1)).toMatchObject({ code: 'usage/missing-argument', subject: 'ID' });
    expect(argumentCountError(m, 'ID', ['a', 'b'], 1)).toMatchObject({ code: 'usage/extra-argument', subject: 'b' });
    expect(argumentCountError(m, '', ['a'], 0)).toMatchObject({ code: 'usage/extra-argument', subject: 'a' });
    expect(argumentCountError(m, 'FILE...', [], -1)).toMatchObject({ code: 'usage/missing-argument', subject: 'FILE...' });
  });

  it('in English the line is the detail alone; elsewhere the detail and the subject are put in as given', () => {
    const e = new UsageError({ key: 'notOneOf', params: { option: '--x', value: '"$&"', list: 'a, b' } }, 'usage/bad-value', '--x');
    expect(usageText(e, 'en')).toBe('--x: "$&" is not one of a, b');
    expect(usageText(e, 'es')).toBe(`--x: "$&" no es uno de a, b (usage/bad-value) — El valor de --x no es válido, o falta: --help dice cuál puede ser`);
  });
});
