/**
 * The `mus` command line on the shared examples: `settle`, `replay` and `check` run in process through
 * `main` (what `bin/mus.mjs` runs, with standard input and output given as streams of the test), and
 * as a user runs them — a child process through the launcher — for exit codes, a real pipe on
 * standard input and output, and the absence of stack traces.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32, randomDeal } from '../../helpers/random-deal.js';
import { itemAt } from '../../helpers/item-at.js';
import { musInProcess } from '../../helpers/mus-cli.js';

const root = new URL('../../../', import.meta.url).pathname;

/** `mus …args` in process (test/helpers/mus-cli.ts). */
const mus = musInProcess;

/** `mus …args` as a user runs it: a child process, through the launcher. */
function musProcess(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['bin/mus.mjs', ...args], { cwd: root, input, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const cases = JSON.parse(readFileSync(join(root, 'test/fixtures/rulebook-cases.json'), 'utf8')) as Record<string, { record: unknown; expect: { scoreAfter: Record<string, number>; winner: string | null } }>;
const embidoTira = cases['art17-embido-tira'];
if (!embidoTira) throw new Error('test/fixtures/rulebook-cases.json: no case art17-embido-tira');
let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mus-cli-'));
  for (const [name, c] of Object.entries(cases)) writeFileSync(join(dir, `${name}.json`), JSON.stringify(c.record));
});

describe('mus settle', () => {
  it('--json prints the settlement of docs/formats.md for every rulebook case', async () => {
    for (const [name, c] of Object.entries(cases)) {
      const r = await mus(['settle', '--json', join(dir, `${name}.json`)]);
      expect(r.code, r.err).toBe(0);
      const j = JSON.parse(r.out);
      for (const [team, pts] of Object.entries(c.expect.scoreAfter)) expect(j.scoreAfter[team]).toBe(pts);
      expect(j.winner).toBe(c.expect.winner);
      for (const e of j.ledger) {
        expect(Object.keys(e)).toEqual(expect.arrayContaining(['team', 'points', 'phase', 'when', 'reason', 'counted']));
        expect(e.reason).toMatch(/^(FFMus|Memo Mus)/);
      }
    }
  });

  it('prints a readable ledger in French by default, and in English with --lang en', async () => {
    const fr = await mus(['settle', join(dir, 'art17-hiru-lau-iduki.json')]);
    expect(fr.code).toBe(0);
    expect(fr.out).toContain('iduki sur le petit (tipia) : la mise, 3+4 = 7');
    expect(fr.out).toContain('hamarreko');
    // French puts a (narrow no-break) space before a colon: « avant : », « B : prendre »
    expect(fr.out).toMatch(/^ {2}avant\u202f: A 0 /m);
    expect(fr.out).toMatch(/^ {2}après\u202f: A /m);
    expect(fr.out).not.toMatch(/\S: /);
    const en = await mus(['settle', '--lang', 'en', join(dir, 'art17-hiru-lau-iduki.json')]);
    expect(en.out).toContain('chica seen (iduki): the stake, 3+4 = 7');
    expect(en.out).toMatch(/^ {2}before: A 0 /m);
  });

  it('reads JSON Lines from standard input, one result per line, thousands in one process', () => {
    const rng = mulberry32(5);
    const deals = Array.from({ length: 2000 }, () => randomDeal(rng, { lieRate: 0.05 }));
    const r = musProcess(['settle', '--json', '-'], `${deals.map((d) => JSON.stringify(d)).join('\n')}\n`);
    expect(r.code, r.err).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(2000);
    expect(JSON.parse(itemAt(lines, 1999)).scoreAfter).toBeDefined();
  });

  it('an illegal action: non-zero exit, the path, the reason and the code, no stack trace', () => {
    const f = join(dir, 'bad.json');
    writeFileSync(f, JSON.stringify({ format: 'mus-deal/1', actions: [{ phase: 'grande', seat: 0, act: 'bet', amount: 2 }, { phase: 'grande', seat: 2, act: 'raise', amount: 2 }] }));
    const r = musProcess(['settle', f]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('actions[1]: La place 3 ne peut pas répondre : la place 1, de la même équipe, a fait la dernière mise');
    expect(r.err).toContain('(action/not-your-turn)');
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.out).toBe('');
  });

  it('a file that is not JSON says where', async () => {
    const f = join(dir, 'broken.json');
    writeFileSync(f, '{\n  "format": "mus-deal/1",\n  "actions": [\n}');
    const r = await mus(['settle', '--lang', 'en', f]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/not valid JSON at line 4/);
    // in French (the default), the line and column in French too
    expect((await mus(['settle', f])).err).toMatch(/JSON non valable à la ligne 4, colonne 1 : une valeur était attendue/);
  });

  it('a bad line on stdin is reported and the others still settle', async () => {
    const good = JSON.stringify(embidoTira.record);
    const r = await mus(['settle', '--json', '-'], `${good}\nnot json\n${good}\n`);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines[1]).toMatchObject({ line: 2, error: { code: 'record/bad-json' } });
    // the message names the same code as the field (not the file gate's format/bad-json)
    expect(lines[1].error.message).toMatch(/\(record\/bad-json\)$/);
    expect(lines[2].scoreAfter).toEqual({ A: 1, B: 2 });
  });
});

describe('mus settle --json=compact', () => {
  const pick = (j: { scoreBefore: unknown; scoreAfter: unknown; winner: unknown; ledger: Record<string, unknown>[] }) => ({
    scoreBefore: j.scoreBefore, scoreAfter: j.scoreAfter, winner: j.winner,
    ledger: j.ledger.map((c) => ({ team: c.team, points: c.points, phase: c.phase, when: c.when, reason: c.reason, counted: c.counted })),
  });

  it('writes, line for line, the core fields (docs/formats.md) of what --json writes (errors unchanged), in each language', async () => {
    const rng = mulberry32(44);
    const deals = Array.from({ length: 150 }, () => JSON.stringify(randomDeal(rng, { lieRate: 0.1, randomScore: true })));
    const input = `${deals.join('\n')}\nnot json\n`;
    for (const lang of ['fr', 'eu', 'es', 'en']) {
      const full = await mus(['settle', '--json', '--lang', lang, '-'], input);
      const compact = await mus(['settle', '--json=compact', '--lang', lang, '-'], input);
      expect(compact.code).toBe(full.code);
      const want = full.out.trim().split('\n').map((l) => JSON.parse(l)).map((j) => ('error' in j ? j : pick(j)));
      const got = compact.out.trim().split('\n').map((l) => JSON.parse(l));
      expect(got).toEqual(want);
      // the text is JSON.stringify's: keys in the order of docs/formats.md
      expect(compact.out.trim().split('\n')[0]).toBe(JSON.stringify(want[0]));
    }
  });

  it('settles a FILE the same way, and replay refuses it (exit 2)', async () => {
    const f = join(dir, 'art17-hiru-lau-iduki.json');
    const full = JSON.parse((await mus(['settle', '--json', f])).out);
    const r = await mus(['settle', '--json=compact', f]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${JSON.stringify(pick(full), null, 2)}\n`);
    const rp = await mus(['replay', '--json=compact', join(root, 'test/fixtures/match-ffmus-full.record.json')]);
    expect(rp.code).toBe(2);
    expect(rp.err).toMatch(/--json=compact est pour settle/);
  });
});

describe('mus replay', () => {
  it('replays the full FFMus match with every manche, the winner and the standings', async () => {
    const r = await mus(['replay', '--json', join(root, 'test/fixtures/match-ffmus-full.json').replace('.json', '.record.json')]);
    void r;
    const m = JSON.parse(readFileSync(join(root, 'test/fixtures/match-ffmus-full.json'), 'utf8'));
    const f = join(dir, 'match.json');
    writeFileSync(f, JSON.stringify(m.record));
    const j = await mus(['replay', '--json', f]);
    expect(j.code, j.err).toBe(0);
    const out = JSON.parse(j.out);
    expect(out.manches).toEqual(m.expect.manches);
    expect(out.winner).toBe(m.expect.winner);
    expect(out.manchesWon).toEqual(m.expect.manchesWon);
    expect(out.deals).toHaveLength(24);
    expect(out.deals[0]).toMatchObject({ esku: 0, scoreBefore: { A: 0, B: 0 } });
    const text = await mus(['replay', f]);
    expect(text.out).toContain('Manche 5 : gagnée par A 40-26 (après la donne 24)');
    expect(text.out).toContain('Classement FFMus art. 2');
  });
});

describe('mus check', () => {
  it('lists every problem with its JSON path', async () => {
    const m = JSON.parse(readFileSync(join(root, 'test/fixtures/match-ffmus-full.json'), 'utf8')).record;
    m.deals[2].actions[3].act = 'jump';
    m.deals[1].hands[0][1] = '13';
    delete m.deals[0].actions[0].seat;
    const f = join(dir, 'badmatch.json');
    writeFileSync(f, JSON.stringify(m));
    const r = await mus(['check', f]);
    expect(r.code).toBe(1);
    const en = (await mus(['check', '--lang', 'en', f])).out;
    expect(en).toContain('deals[0].actions[0].seat: is missing');
    expect(en).toContain('deals[1].hands[0][1]: is not a card');
    expect(en).toContain('deals[2].actions[3].act: "jump" is not an act');
    // the same paths, the details in French (the default)
    expect(r.out).toContain('deals[0].actions[0].seat: manque : ce champ est obligatoire');
    expect(r.out).toContain('deals[1].hands[0][1]: n’est pas une carte du jeu espagnol');
    expect(r.out).toContain('deals[2].actions[3].act: "jump" n’est pas un coup');
    // the count of problems in the language asked (French by default), with its plural
    expect(r.out).toContain(`${f} : 3 problèmes`);
    expect((await mus(['check', '--lang', 'en', f])).out).toContain(`${f}: 3 problems`);
    m.deals[1].hands[0][1] = '12';
    m.deals[0].actions[0].seat = 0;
    writeFileSync(f, JSON.stringify(m));
    expect((await mus(['check', '--lang', 'es', f])).out).toContain(`${f}: 1 problema\n`);
    const ok = await mus(['check', join(dir, 'art17-embido-tira.json')]);
    expect(ok.code).toBe(0);
  });

  it('hostile files get a clean exit 1 with the reason from every reader (input gate), never an internal error', async () => {
    const deep = join(dir, 'deep.json');
    writeFileSync(deep, `{"format":"mus-match/1","deals":${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
    const big = join(dir, 'big.json');
    writeFileSync(big, Buffer.alloc(17 * 1024 * 1024, 0x5b));
    const latin1 = join(dir, 'latin1.json');
    const m = JSON.parse(readFileSync(join(root, 'test/fixtures/match-ffmus-full.json'), 'utf8')).record;
    const t = JSON.stringify({ ...m, teams: { A: 'Peña', B: 'Ibañez' } });
    writeFileSync(latin1, Buffer.from(t, 'latin1')); // ñ as one byte 0xf1: not UTF-8
    const at = Buffer.from(t, 'latin1').indexOf(0xf1);
    for (const cmd of [['check'], ['settle'], ['replay']]) {
      for (const [file, code] of [[deep, 'format/too-deep'], [big, 'format/too-large'], [latin1, 'format/bad-utf8']] as const) {
        const r = await mus([...cmd, file]);
        expect(r.code, `${cmd} ${file}: ${r.out}${r.err}`).toBe(1);
        expect(`${r.out}${r.err}`).toContain(code);
        expect(`${r.out}${r.err}`).not.toMatch(/internal error|Maximum call stack|\n\s+at /);
        if (code === 'format/bad-utf8') expect(`${r.out}${r.err}`).toContain(`à l’octet ${at}`); // French by default
      }
    }
    // the command line: the three files in one process, exit 1, each reason, no internal error
    const r = musProcess(['check', deep, big, latin1]);
    expect(r.code).toBe(1);
    for (const code of ['format/too-deep', 'format/too-large', 'format/bad-utf8']) expect(r.out).toContain(code);
    expect(`${r.out}${r.err}`).not.toMatch(/internal error|Maximum call stack|\n\s+at /);
  });

  it('a BOM is accepted by check as by import (one rule)', async () => {
    const f = join(dir, 'bom.json');
    writeFileSync(f, `\ufeff${JSON.stringify(embidoTira.record)}`);
    expect(await mus(['check', f])).toMatchObject({ code: 0 });
    expect(await mus(['settle', f])).toMatchObject({ code: 0 });
  });

  it('refuses unknown keys inside known objects (a flipped bit), and accepts x- extensions', async () => {
    const rec = JSON.parse(JSON.stringify(embidoTira.record));
    const i = rec.actions.findIndex((a: { amount?: number }) => a.amount !== undefined);
    rec.actions[i].amuont = rec.actions[i].amount; // "amount" with a flipped bit
    delete rec.actions[i].amount;
    const f = join(dir, 'flipped.json');
    writeFileSync(f, JSON.stringify(rec));
    const r = await mus(['check', f]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`actions[${i}].amuont`);
    expect(r.out).toContain('format/unknown-field');
    expect((await mus(['settle', f])).code).toBe(1);
    const ext = { ...embidoTira.record as object, 'x-club': 'Baiona' };
    writeFileSync(f, JSON.stringify(ext));
    expect((await mus(['check', f])).code).toBe(0);
  });

  it('usage errors exit 2', async () => {
    expect((await mus(['settle'])).code).toBe(2);
    expect((await mus(['frobnicate'])).code).toBe(2);
    expect((await mus(['settle', '--lang', 'de', 'x.json'])).code).toBe(2);
    // the command line exits with it, the usage on standard error
    const r = musProcess(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('mus: commande inconnue « frobnicate » (usage/unknown-command) — « frobnicate » n’est pas une commande : --help les liste toutes\nusage : mus <commande> [options]');
    expect(r.out).toBe('');
  });
});
