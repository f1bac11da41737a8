/**
 * `mus settle` and `mus check` of a deal whose unwritten sota decides the juego (Juego Real with the
 * sota of oros, issue 28 §3): refused, exit 1, the card named — never settled as if the sota were
 * of another suit; with the suit written the deal settles and the ledger says why a 31 beat another.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { musInProcess } from '../../helpers/mus-cli.js';

/** `mus …args` in process (test/helpers/mus-cli.ts). */
const mus = musInProcess;

// the esku (seat 1) holds 31 (C S 7 4); seat 0 speaks last with 7 7 7 S; the juego passed
const SCRIPT = `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnny', 1)} | ${decl('j', 'ynny', 1)} | j: 1p 0p`;
let dir = '';
const file = (name: string, sota: string) => {
  const f = join(dir, name);
  writeFileSync(f, JSON.stringify(deal(SCRIPT, `7 7 7 ${sota} / 11 10 7 4 / 12 5 4 1 / 11 6 3 2`, { esku: 1, rules: { preset: 'ffmus', juegoReal: 'oros' } })));
  return f;
};
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mus-suit-'));
});

describe('mus settle / check: a sota whose suit decides the deal', () => {
  it('settle refuses it, exit 1, with the card and the code', async () => {
    const r = await mus(['settle', file('undecided.json', '10')]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    // the seat as the screens count it, from 1 (the English detail said « seat 0 »)
    expect(r.err).toContain('hands[0][3]: La place 1 a une sota dont la couleur décide la donne');
    expect(r.err).not.toContain('seat 0');
    expect(r.err).toContain('(hands/suit-needed)');
  });

  it('check says the same, with the JSON path', async () => {
    const r = await mus(['check', file('undecided-check.json', '10')]);
    expect(r.code).toBe(1);
    expect(`${r.out}${r.err}`).toContain('hands[0][3]');
    expect(`${r.out}${r.err}`).toContain('hands/suit-needed');
  });

  it('with the sota of oros written it settles: A +3, « juego real : le 31 avec la sota d’oros bat l’autre 31 (place 2) »', async () => {
    const r = await mus(['settle', file('oros.json', '10o')]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('jeu de la place 1 : 3 — juego real : le 31 avec la sota d’oros bat l’autre 31 (place 2)');
    const en = await mus(['settle', '--json', '--lang', 'en', file('copas.json', '10c')]);
    expect(en.code, en.err).toBe(0);
    expect(JSON.parse(en.out).ledger.find((c: { phase: string }) => c.phase === 'juego')).toMatchObject({ team: 'B', points: 3 });
  });
});
