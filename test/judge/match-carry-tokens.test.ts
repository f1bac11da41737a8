/**
 * Judge cases, eighth set: the manche carried from deal to deal and the score as the table keeps it
 * (FFMus art. 1 « 3 manches de 40 Points (40 tantto ou 8 hamarreko) »; Memo Mus ch. I « 8 hamarrekos
 * font 40 points »; spec « Next deal: the esku moves one seat on »): tiras after raises crossing several
 * hamarrekos, a kanta ending the manche, and a manche won in the dialogue by a biak hordago left twice
 * (no hands). Each match is replayed by the engine (`replayMatch`) and by the command line (`mus replay
 * --json FILE`), which must agree. Worked by hand.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acts, allPass, decl, hands } from '../helpers/dsl.js';
import { musInProcess } from '../helpers/mus-cli.js';
import { exchange, replayMatch, scoreTokens, type MatchRecord } from '../../shared/index.js';

// No pares, no juego. Grande: seat 0 (A); chica: seat 1 (B); punto: seat 3 (29, B).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const rest = (e: number) => `${allPass('c', e)} | ${decl('p', 'nnnn', e)} | ${decl('j', 'nnnn', e)} | ${allPass('t', e)}`;
const dir = mkdtempSync(join(tmpdir(), 'mus-judge-carry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function match(deals: { script: string; shown?: boolean }[]): MatchRecord {
  return { format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: deals.map(({ script, shown = true }) => (shown ? { actions: acts(script), hands: hands(H) } : { actions: acts(script) })) };
}
/** Replays by the engine and by `mus replay --json FILE`; fails the test if they differ. */
async function replayedBoth(rec: MatchRecord, name: string) {
  const r = replayMatch(rec);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(rec));
  const run = await musInProcess(['replay', '--json', file]);
  expect(run.code).toBe(0);
  const cli = JSON.parse(run.out) as { manches: unknown; winner: unknown; deals: { esku: number; scoreAfter: unknown; winner: unknown; end: unknown }[] };
  expect(cli.manches).toEqual(r.value.manches);
  expect(cli.deals.map((d) => [d.esku, d.scoreAfter, d.winner, d.end])).toEqual(r.value.deals.map((d) => [d.esku, d.scoreAfter, d.winner, d.end]));
  return r.value;
}

describe('tiras after raises, then a kanta (FFMus art. 17 Relances; art. 10)', () => {
  // deal 0 (esku 0): imido 2, 5 gehiago, 2 gehiago, tira — A draws 7; B the chica and punto: 7-2
  // deal 1 (esku 1): seat 1 imido 2, seat 2 3 gehiago, seat 1 4 gehiago, seat 2 5 gehiago, seat 1 tira — A draws 2 + 3 + 4 = 9: 16-4
  // deal 2 (esku 2): hordago, kanta — seat 0's grande: A 40, B keeps 4
  // deal 3 (esku 3, manche 2 at 0-0): seat 3's imido left by seat 0 (B 1), the chica and punto: 0-3
  const rec = match([
    { script: `g: 0b2 1r5 0r2 1f | ${rest(0)}` },
    { script: `g: 1b2 2r3 1r4 2r5 1f | ${rest(1)}` },
    { script: 'g: 2o 3s' },
    { script: `g: 3b2 0f | ${rest(3)}` },
  ]);

  it('the scores deal by deal, the manche to A at deal 3 (40-4), and manche 2 started at 0-0 with the esku moved on to seat 3', async () => {
    const r = await replayedBoth(rec, 'raises-kanta');
    expect(r.deals.map((d) => [d.esku, d.scoreBefore, d.scoreAfter])).toEqual([
      [0, { A: 0, B: 0 }, { A: 7, B: 2 }],
      [1, { A: 7, B: 2 }, { A: 16, B: 4 }],
      [2, { A: 16, B: 4 }, { A: 40, B: 4 }],
      [3, { A: 0, B: 0 }, { A: 0, B: 3 }],
    ]);
    expect(r.deals[1]?.ledger.map((c) => `${c.team}:${c.points}:${c.kind}`)).toEqual(['A:9:tira', 'B:1:paso', 'B:1:paso']);
    expect(r.deals[2]?.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.rule}`)).toEqual(['A:24:ordago:FFMus art. 10']);
    expect(r.manches).toEqual([{ winner: 'A', score: { A: 40, B: 4 }, deals: 3 }]);
    expect(r.current).toEqual({ A: 0, B: 3 });
  });

  it('the hamarrekos: 0 → 7 takes one and 2 tantos; 7 → 16 two more and one tanto back; the kanta 16 → 40 five more and the last tanto back — 8 hamarrekos; B\'s 4 tantos stay tantos', () => {
    expect(exchange(0, 7)).toEqual({ hamarrekos: 1, tantos: 2 });
    expect(exchange(7, 16)).toEqual({ hamarrekos: 2, tantos: -1 });
    expect(exchange(16, 40)).toEqual({ hamarrekos: 5, tantos: -1 });
    expect(scoreTokens({ A: 40, B: 4 })).toEqual({ A: { hamarrekos: 8, tantos: 0 }, B: { hamarrekos: 0, tantos: 4 } });
  });
});

describe('a manche won in the dialogue, hands never shown (FFMus art. 17 « au fur et à mesure »)', () => {
  // deal 0 (esku 0): imido 2, 36 gehiago, 2 gehiago, tira — A draws 38; B the chica and punto: 38-2
  // deal 1 (esku 1): seat 1 paso, seat 2 biak hordago; seat 3 leaves the grande (39), seat 1 the chica (40) — no hands
  // deal 2 (esku 2): manche 2 at 0-0
  const rec = match([
    { script: `g: 0b2 1r36 0r2 1f | ${rest(0)}` },
    { script: 'g: 1p 2O 3f | c: 1f', shown: false },
    { script: `g: 2b2 3f | ${rest(2)}` },
  ]);

  it('A\'s 40th is the chica tira of deal 2, in the dialogue: the manche ends there (end dialogue), the next deal starts manche 2 at 0-0 with the esku at seat 2', async () => {
    const r = await replayedBoth(rec, 'biak-dialogue');
    expect(r.deals[1]).toMatchObject({ esku: 1, winner: 'A', end: 'dialogue', scoreAfter: { A: 40, B: 2 } });
    expect(r.deals[1]?.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}`)).toEqual(['A:1:tira:grande', 'A:1:tira:chica']);
    expect(r.manches).toEqual([{ winner: 'A', score: { A: 40, B: 2 }, deals: 2 }]);
    expect(r.deals[2]).toMatchObject({ esku: 2, scoreBefore: { A: 0, B: 0 }, scoreAfter: { A: 1, B: 2 } });
  });
});
