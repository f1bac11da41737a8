/**
 * `mus --help`, `mus <command> --help` and the usage block after a usage error speak the language
 * of `--lang` (French by default, as every other output of the command line): every command's help
 * exists in the four languages, names the same options and commands, keeps the options' columns, and
 * leaves nothing in English but what is typed literally (`help-texts.ts`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { musInProcess } from '../../helpers/mus-cli.js';
import { runTable } from '../../../src-main/cli/table-command.js';
import { runServe } from '../../../src-main/cli/serve-command.js';
import { HELP_TEXTS, helpT, usageWord, type HelpKey } from '../../../src-main/cli/help-texts.js';
import { LANGS, type Lang } from '../../../shared/i18n/index.js';
import { HUB_DEFAULT_PORT } from '../../../shared/bridge/tournament/tournament-contract.js';
import { runCaptured } from '../../helpers/run-captured.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const runOwn = runCaptured;

/** Each command's `--help` in `lang` (no `--lang`: the default), as the command line prints it. */
const COMMANDS: [string, (lang?: Lang) => Promise<{ code: number; out: string; err: string }>][] = [
  ['mus', (l) => musInProcess(['--help', ...(l ? ['--lang', l] : [])])],
  ['settle', (l) => musInProcess(['settle', '--help', ...(l ? ['--lang', l] : [])])],
  ['replay', (l) => musInProcess(['replay', '-h', ...(l ? [`--lang=${l}`] : [])])],
  ['check', (l) => musInProcess(['check', '--help', ...(l ? ['--lang', l] : [])])],
  ['library', (l) => musInProcess(['library', '--help', ...(l ? ['--lang', l] : [])])],
  ['tournament', (l) => musInProcess(['tournament', '--help', ...(l ? ['--lang', l] : [])])],
  ['hub', (l) => musInProcess(['hub', '--help', ...(l ? ['--lang', l] : [])])],
  ['table', (l) => runOwn(runTable, ['--help', ...(l ? ['--lang', l] : [])])],
  ['serve', (l) => runOwn(runServe, ['--help', ...(l ? ['--lang', l] : [])])],
];

/** The `--option` tokens a text names, as a sorted set. */
const optionsOf = (text: string) => [...new Set(text.match(/--[a-z][\w-]*/g) ?? [])].sort();
/** The commands a help lists: the first word of each line indented by two spaces. */
const commandsOf = (text: string) => [...new Set([...text.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1]))].sort();

describe.each(COMMANDS)('mus %s --help', (_name, help) => {
  it.each(LANGS)('exists in %s, naming the same options and commands as in English', async (lang) => {
    const en = await help('en');
    const said = await help(lang);
    expect([said.code, said.err]).toEqual([0, '']);
    expect(said.out.startsWith(`${usageWord(lang)} mus `)).toBe(true);
    expect(optionsOf(said.out)).toEqual(optionsOf(en.out));
    expect(commandsOf(said.out)).toEqual(commandsOf(en.out));
    if (lang !== 'en') expect(said.out).not.toBe(en.out);
    // an option's line keeps its meaning at column 22 (the line after an error naming it is found by it)
    for (const l of said.out.split('\n').filter((x) => /^ {2}--\S+( \S+)? {2,}\S/.test(x))) expect(l.slice(0, 21), l).toMatch(/^ {2}--\S+( \S+)? *$/);
  });

  it('without --lang is in French, as every other output of the command line', async () => {
    expect((await help()).out).toBe((await help('fr')).out);
  });
});

describe('the help texts, line by line', () => {
  /** What a line holds once every literal token is taken out: options, placeholders, values, commands, formats, paths. */
  const LITERAL = /--[\w-]+(=\w+)?|\{\{\w+\}\}|mus-[a-z]+\/1|\b(mus|settle|replay|check|table|serve|library|tournament|hub|list|show|export|import|delete|standings|recover|create|add-pair|withdraw|reinstate|remove-pair|pair|result|annul|sheet|league|start|status|all|in-progress|finished|damaged|empty|compact|round-robin|swiss|updown|ffmus|pagat|fr|eu|es|en|ok|box|keypad|auto|npm|run|build:web)\b|\b[A-Z][A-Z0-9_./-]*\b|[$%~][^\s)]*|[\w.-]*\/[\w./:-]*|[^A-Za-z-]+|-/g;
  const prose = (line: string) => line.replace(LITERAL, ' ').trim();

  /** Every text of a language by its key, the nested ones as `quiet.table`. */
  const flat = (lang: Lang): [string, string][] => Object.entries(HELP_TEXTS[lang]).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : Object.entries(v).map(([n, t]) => [`${k}.${n}`, String(t)] as [string, string])));

  it.each(['fr', 'es', 'eu'] as const)('%s: every key of the English help, and no line of English words left as it was', (lang) => {
    const en = new Map(flat('en'));
    const said = new Map(flat(lang));
    expect([...said.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of said) {
      const english = en.get(key) ?? '';
      expect(text, key).not.toBe(english);
      expect([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort(), key).toEqual([...english.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort());
      const lines = new Set(text.split('\n'));
      // a line may stay as in English only when it is all literal (`  create FILE --name NAME …`)
      for (const l of english.split('\n')) if (prose(l) !== '') expect(lines.has(l), `${lang} ${key}: ${l}`).toBe(false);
    }
  });

  it('the literal lines are found as literal, the English words are not', () => {
    expect(prose('  create FILE --name NAME --date YYYY-MM-DD --rounds N [--system round-robin|swiss|updown] [--rules ffmus|pagat|JSON]')).toBe('');
    expect(prose('  list [--status all|in-progress|finished|damaged|empty] [--search TEXT] [--from DATE] [--to DATE] [--oldest] [--json]')).toBe('');
    expect(prose('  --until-over       exit when the match is won')).toBe('exit when the match is won');
  });
});

describe('a few lines as they read', () => {
  it('French (the default) and English', async () => {
    const fr = (await musInProcess(['--help'])).out.split('\n');
    expect(fr[0]).toBe('usage : mus <commande> [options]');
    expect(fr).toContain('  replay [--json] [--lang fr|eu|es|en] MATCH     rejoue une partie mus-match/1');
    expect(fr).toContain('--lang (fr par défaut). Codes de sortie : 0 ok, 1 un fichier faux ou une action interdite, 2 une erreur d’usage,');
    const en = (await musInProcess(['--help', '--lang', 'en'])).out.split('\n');
    expect(en[0]).toBe('usage: mus <command> [options]');
    expect(en).toContain('  replay [--json] [--lang fr|eu|es|en] MATCH     replay a mus-match/1 record');
    expect(en).toContain('--lang (default fr). Exit codes: 0 ok, 1 a bad file or an illegal action, 2 a usage error,');
    const serve = (await runOwn(runServe, ['--help'])).out.split('\n');
    expect(serve).toContain('  --quiet            n’affiche que les liens et les erreurs');
    expect(serve).toContain('  --players a,b,..   noms des joueurs par place (par défaut : seat 1, seat 2, ...)');
    const table = (await runOwn(runTable, ['--help', '--lang', 'en'])).out.split('\n');
    expect(table).toContain('  --quiet            print only deals settled, errors and port events');
    expect(table).toContain('  --baud N           the box\'s baud rate (default 115200, 8N1)');
    const hub = (await musInProcess(['hub', '--help'])).out;
    expect(hub).toContain(`(par défaut 0.0.0.0:${HUB_DEFAULT_PORT} ;\n`);
  });

  it('the usage block after a usage error is in the language of the error', async () => {
    const fr = await musInProcess(['library', 'frob']);
    expect(fr.code).toBe(2);
    expect(fr.err).toContain('\nusage : mus library <commande> [--data-dir DIR] ...\n  list [--status');
    const es = await musInProcess(['check', '--lang', 'es']);
    expect(es.err).toContain('\nuso: mus <comando> [opciones]\n');
    const eu = await runOwn(runServe, ['--port', 'x', '--lang', 'eu']);
    expect(eu.err).toContain('\n  --port N           ataka (lehenetsia 8080; 0: edozein libre)\n(aukera guztiak: mus serve --help)\n');
  });

  it('each help key is rendered by helpT with its placeholders filled', () => {
    for (const lang of LANGS) {
      for (const key of Object.keys(HELP_TEXTS.en) as HelpKey[]) {
        if (key === 'quiet') continue;
        expect(helpT(lang)(key, { command: 'table', port: 7420, shared: '', seats: 'seat 0, seat 1', box: '--port PATH        ', boxOption: '--port', baud: 115200, quiet: '…' }), `${lang} ${key}`).not.toMatch(/\{\{/);
      }
    }
  });
});

describe('a command this build left out', () => {
  it('is said in the language of --lang (exit 2)', async () => {
    vi.resetModules();
    vi.doMock('../../../src-main/cli/table-command.js', () => { throw new Error('left out of this build'); });
    try {
      const { main } = await import('../../../src-main/cli/commands.js');
      const said: Record<string, string> = {};
      for (const lang of [undefined, ...LANGS]) {
        let err = '';
        const code = await main(['table', ...(lang ? ['--lang', lang] : [])], {
          stdin: process.stdin, stdout: { write: () => true, once: () => undefined }, stderr: { write: (s) => { err += s; return true; } },
        });
        expect(code).toBe(2);
        said[lang ?? 'default'] = err;
      }
      expect(said.en).toBe('mus: the table command is not available in this build\n');
      expect(said.fr).toBe('mus: la commande table n’est pas disponible dans cette version\n');
      expect(said.default).toBe(said.fr);
      expect(said.es).toBe('mus: el comando table no está disponible en esta versión\n');
      expect(said.eu).toBe('mus: table komandoa ez dago eskuragarri bertsio honetan\n');
    } finally {
      vi.doUnmock('../../../src-main/cli/table-command.js');
      vi.resetModules();
    }
  });
});

describe('a --lang said before the command', () => {
  it('is the command’s language: mus --lang en --help, mus --lang=es settle FILE', async () => {
    expect((await musInProcess(['--lang', 'en', '--help'])).out).toBe((await musInProcess(['--help', '--lang', 'en'])).out);
    const file = 'test/fixtures/deals/art17-embido-iduki.json';
    const before = await musInProcess(['--lang=es', 'settle', file]);
    expect(before).toEqual(await musInProcess(['settle', file, '--lang', 'es']));
    expect(before.code).toBe(0);
  });

  it('gives way to a --lang among the command’s options, and never passes a --', async () => {
    const file = 'test/fixtures/deals/art17-embido-iduki.json';
    expect(await musInProcess(['--lang', 'en', 'settle', file, '--lang', 'eu'])).toEqual(await musInProcess(['settle', file, '--lang', 'eu']));
    const r = await musInProcess(['--lang', 'en', 'settle', '--', '--lang']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^--lang: cannot read/);
  });

  it('said alone, is a usage error in that language', async () => {
    const r = await musInProcess(['--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^usage: mus <command>/);
  });
});
