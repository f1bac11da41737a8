/**
 * `mus table` and `mus serve` read the options they share in one place (`table-options.ts`, issue
 * 26): the same bad shared option gets the same error from both, and each `--help` lists them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTable } from '../../../src-main/cli/table-command.js';
import { runServe } from '../../../src-main/cli/serve-command.js';
import { readTableArgs, TABLE_OPTIONS, tableUsage } from '../../../src-main/cli/table-options.js';
import { startMatch } from '../../../shared/index.js';
import { DEFAULT_BAUD } from '../../../src-main/serial/protocol.js';
import { runCaptured } from '../../helpers/run-captured.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const run = runCaptured;

const BAD_SHARED: [string, string[], string][] = [
  ['--baud', ['--baud', 'fast'], '--baud: "fast" is not a baud rate'],
  ['--baud', ['--baud', '0'], '--baud: "0" is not a baud rate'],
  ['--mode', ['--mode', 'loud'], '--mode: "loud" is not one of box, keypad, auto'],
  ['--rules', ['--rules', 'nosuchpreset'], '--rules: rules: unknown rule preset "nosuchpreset" (known: ffmus, pagat)'],
  ['--rules', ['--rules', '{"preset":'], '--rules: '],
  ['--teams', ['--teams', 'Gorriak'], '--teams: give two names, A,B'],
  ['--teams', ['--teams', 'a,b,c'], '--teams: give two names, A,B'],
  // names by the rules of every reader (a journal with such a name could not be reopened)
  ['--players', ['--players', 'Ane,Peio,\u202eXan,Maite'], '--players: player 3: "\\u202eXan" holds U+202E, a writing-direction (bidi) control, at character 1: a name is a text of 1 to 100 characters, without control or writing-direction characters (format/bad-name)'],
  ['--players', ['--players', 'Ane,,Maite,Xan'], '--players: player 2: "" is empty: a name is a text'],
  ['--teams', ['--teams', 'Gorriak,Urdi\u0001nak'], '--teams: team B: "Urdi\\u0001nak" holds U+0001'],
];

describe('the options mus table and mus serve share', () => {
  it.each(BAD_SHARED)('%s: the same error from both commands (%j), in English and in French (the default)', async (option, bad, said) => {
    for (const lang of [['--lang', 'en'], []]) {
      const table = await run(runTable, ['--port', '/tmp/no-such-box', ...bad, ...lang]);
      const serve = await run(runServe, [...bad, ...lang]);
      expect(table.code).toBe(2);
      expect(serve.code).toBe(2);
      expect(table.err.startsWith('mus table: ')).toBe(true);
      expect(serve.err.startsWith('mus serve: ')).toBe(true);
      const what = table.err.slice('mus table: '.length);
      expect(what).toBe(serve.err.slice('mus serve: '.length));
      // English: the detail as always; French: its own words, naming the option, then the code and sentence
      if (lang.length) expect(what.startsWith(said)).toBe(true);
      else expect([what.startsWith(said), what.startsWith(`${option} : `), what.includes(' (usage/bad-value) — ')]).toEqual([false, true, true]);
      expect(what).not.toContain('usage:'); // a value refused names its option, without the whole usage
    }
  });

  it('--help of each lists every shared option, in the one shared block', async () => {
    const table = await run(runTable, ['--help', '--lang', 'en']);
    const serve = await run(runServe, ['-h', '--lang=en']);
    expect([table.code, serve.code]).toEqual([0, 0]);
    expect(table.out).toContain(tableUsage({ boxOption: '--port', firstSeat: 0, quiet: 'table' }, 'en'));
    expect(serve.out).toContain(tableUsage({ boxOption: '--box', firstSeat: 1, quiet: 'serve' }, 'en'));
    expect(tableUsage({ boxOption: '--port', firstSeat: 0, quiet: 'table' }, 'en')).toContain('  --quiet            print only deals settled, errors and port events\n');
    for (const name of Object.keys(TABLE_OPTIONS).filter((k) => k !== 'help')) {
      expect(table.out).toMatch(new RegExp(`^  --${name}\\b`, 'm'));
      expect(serve.out).toMatch(new RegExp(`^  --${name}\\b`, 'm'));
    }
    expect(table.out).toMatch(/^ {2}--port PATH {8}serial port of the button box/m);
    expect(serve.out).toMatch(/^ {2}--port N {11}port \(default 8080/m); // serve's --port is the HTTP port
  });

  it('mus table takes the box as --port PATH or --box PATH, and refuses two different paths', async () => {
    expect((await run(runTable, ['--box', '/tmp/no-such-box', '--mode', 'loud'])).err).toBe('mus table: --mode : "loud" n’est pas l’une des valeurs box, keypad, auto (usage/bad-value) — La valeur de --mode ne convient pas, ou manque : --help dit ce qu’elle peut être\n');
    const none = await run(runTable, ['--mode', 'box']);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/^mus table: donnez --port PATH \(ou --auto\) \(usage\/missing-option\) — Il manque l’option --port\nusage : mus table/);
    const two = await run(runTable, ['--port', '/tmp/a', '--box', '/tmp/b']);
    expect(two).toMatchObject({ code: 2, err: 'mus table: --box : "/tmp/b" est un autre chemin que --port "/tmp/a" ; donnez-en un seul (usage/conflicting-options) — Ces options ne vont pas ensemble : --box, --port\n' });
  });

  it('an option the line does not read is refused with the command\'s usage', async () => {
    const table = await run(runTable, ['--port', '/tmp/x', '--whatever']);
    const serve = await run(runServe, ['--whatever']);
    expect(table.err).toMatch(/^mus table: option inconnue --whatever[^\n]*\nusage : mus table/);
    expect(serve.err).toMatch(/^mus serve: option inconnue --whatever[^\n]*\nusage : mus serve/);
  });
});

describe('a usage error naming a command\'s own option', () => {
  it('mus serve says the option\'s usage line and where the others are', async () => {
    const port = await run(runServe, ['--port', 'x']);
    expect(port).toMatchObject({ code: 2, err: 'mus serve: --port : "x" n’est pas un port (0-65535) (usage/bad-value) — La valeur de --port ne convient pas, ou manque : --help dit ce qu’elle peut être\n  --port N           port (par défaut 8080 ; 0 : n’importe quel port libre)\n(toutes les options : mus serve --help)\n' });
    expect((await run(runServe, ['--lang', 'xx'])).err).toMatch(/^mus serve: --lang : "xx" n’est pas l’une des valeurs fr, eu, es, en \(usage\/bad-value\) — La valeur de --lang [^\n]*\n {2}--lang L {11}langue de l’écran de salle[^\n]*\n\(toutes les options : mus serve --help\)\n$/);
    expect((await run(runTable, ['--port', '/tmp/x', '--debounce', 'x'])).err).toMatch(/^mus table: --debounce : "x" n’est pas un nombre de ms \(usage\/bad-value\) — [^\n]*\n {2}--debounce MS/);
  });
});

describe('readTableArgs', () => {
  const TABLE = { boxOption: '--port', firstSeat: 0, quiet: 'table' } as const;
  const SERVE = { boxOption: '--box', firstSeat: 1, quiet: 'serve' } as const;

  it('the defaults: ffmus, seats named from the command\'s first seat, teams A and B, esku 0, no box', () => {
    expect(readTableArgs({}, SERVE)).toEqual({
      setup: { rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['seat 1', 'seat 2', 'seat 3', 'seat 4'], esku: 0 }, box: null, quiet: false,
    });
    expect(readTableArgs({ rules: '{"preset":"ffmus","players":6}' }, TABLE).setup.players).toEqual(['seat 0', 'seat 1', 'seat 2', 'seat 3', 'seat 4', 'seat 5']);
  });

  it('names, teams and the box as given', () => {
    const a = readTableArgs({ players: 'Ane, Peio,Maite,Xan', teams: 'Gorriak, Urdinak', esku: '2', box: '/dev/ttyUSB0', baud: '9600', mode: 'keypad', quiet: true }, SERVE);
    expect(a).toEqual({
      setup: { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 2 },
      box: { path: '/dev/ttyUSB0', auto: false, baudRate: 9600, mode: 'keypad' }, quiet: true,
    });
    expect(readTableArgs({ auto: true }, TABLE, undefined).box).toEqual({ auto: true, baudRate: DEFAULT_BAUD, mode: 'auto' });
    expect(readTableArgs({ box: '/tmp/b' }, TABLE, '/tmp/a').box?.path).toBe('/tmp/a');
  });

  it('six names under a preset\'s name: the preset for six seats (a bar\'s `mus serve --players` six names was refused: « 4 names are needed »)', () => {
    const six = 'Ane,Peio,Maite,Xan,Irati,Mikel';
    const a = readTableArgs({ players: six, teams: 'Gorriak,Urdinak' }, SERVE);
    expect(a.setup.rules).toEqual({ preset: 'ffmus', players: 6 });
    expect(a.setup.players).toEqual(six.split(','));
    const m = startMatch(a.setup);
    expect(m.ok && m.value.view.rules.players).toBe(6);
    expect(m.ok && m.value.view.rules.target).toBe(50);
    expect(readTableArgs({ players: six, rules: 'ffmus' }, TABLE).setup.rules).toEqual({ preset: 'ffmus', players: 6 });
    // rules written out keep what they say: four seats named six times is still refused by the match
    expect(readTableArgs({ players: six, rules: '{"preset":"ffmus","players":4}' }, TABLE).setup.rules).toEqual({ preset: 'ffmus', players: 4 });
    const five = readTableArgs({ players: 'Ane,Peio,Maite,Xan,Irati' }, TABLE).setup;
    expect(five.rules).toBe('ffmus');
    expect(startMatch(five)).toMatchObject({ ok: false, error: { code: 'setup/bad-players' } });
  });
});
