import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { replayMatch, settleRecord } from '../../shared/index.js';

const cases = JSON.parse(readFileSync(new URL('../fixtures/rulebook-cases.json', import.meta.url), 'utf8')) as Record<string, { record: unknown; expect: { scoreAfter: Record<string, number>; winner: string | null }; why: string }>;

describe('worked examples with expected results (test/fixtures/rulebook-cases.json)', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: ${c.why}`, () => {
      const r = settleRecord(c.record);
      if (!r.ok) throw new Error(r.error.message);
      for (const [team, pts] of Object.entries(c.expect.scoreAfter)) expect(r.value.settlement.scoreAfter[team as 'A' | 'B']).toBe(pts);
      expect(r.value.settlement.winner).toBe(c.expect.winner);
    });
  }
});

describe('the full FFMus example match (test/fixtures/match-ffmus-full.json)', () => {
  const m = JSON.parse(readFileSync(new URL('../fixtures/match-ffmus-full.json', import.meta.url), 'utf8'));
  // A CHANGE DETECTOR, not an independent oracle: the `expect` part of the fixture (every manche's
  // score and deal count, the winner) was written by the engine itself when the fixture was made. It
  // catches any change in how the 24 deals are settled; whether the numbers are right is checked by
  // the hand-worked first manche below (and by the rule tests under test/shared/settle).
  it('replays manche by manche to the expected result (change detector)', () => {
    const r = replayMatch(m.record);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.manches).toEqual(m.expect.manches);
    expect(r.value.winner).toBe(m.expect.winner);
    expect(r.value.manchesWon).toEqual(m.expect.manchesWon);
  });
});

/**
 * The first manche of the same match, worked out by hand from the rules (not from the engine): FFMus
 * rules, eight kings (a 3 is a king, a 2 an ace); tiras are drawn at once in the order said, the rest
 * is counted at the showdown, grande, chica, pares, juego/punto (Memo Mus ch. V and IX); a tira pays 1
 * after an opening, the total before the last raise after raises (FFMus *Le dialogue*).
 */
describe('the first manche of the full match, counted by hand', () => {
  const m = JSON.parse(readFileSync(new URL('../fixtures/match-ffmus-full.json', import.meta.url), 'utf8'));
  /** The replay (inside each test: a settlement that breaks fails the tests, not the file). */
  const replay = () => {
    const x = replayMatch(m.record);
    if (!x.ok) throw new Error(x.error.message);
    return x;
  };
  const r = { get value() { return replay().value; } };
  const ledger = (i: number) => r.value.deals[i]!.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}${c.counted ? '' : ' (not counted)'}`);

  it('deal 1 (esku seat 0): A 2, B 24', () => {
    // hands: 0: 6 5 12 1 (22, nothing); 1: 3 7 10 4 = R 10 7 4 (31); 2: 12 11 7 7 (a pair of 7s, 34);
    // 3: 2 10 2 10 = 10 10 1 1 (duples, 22).
    // grande: 0 imido 2, 3 tira → A 1. chica: 0 imido 3, 1 tira → A 1 (an opening refused pays 1).
    // pares (2 and 3 ba): 3 imido 4, 2 iduki → the duples of seat 3 beat the pair: B 4, and B's base 3.
    // juego (1 and 2 ba): 1 imido 2, 2 gehiago 2, 1 gehiago 10, 2 iduki → 2+2+10 = 14 to the best:
    // 31 (seat 1) beats 34 → B 14, and its base 3. A 2, B 4+3+14+3 = 24.
    expect(ledger(0)).toEqual(['A:1:tira:grande', 'A:1:tira:chica', 'B:4:iduki:pares', 'B:3:base:pares', 'B:14:iduki:juego', 'B:3:base:juego']);
    expect(r.value.deals[0]!.scoreAfter).toEqual({ A: 2, B: 24 });
  });

  it('deal 2 (esku seat 1): A 4, B 35', () => {
    // hands: 0: 4 3 2 5 = R 5 4 1 (20); 1: 7 2 7 7 (medias of 7s, 22); 2: 12 11 4 6 (30); 3: 6 7 1 1 (a pair of aces, 15).
    // grande: 2 imido 4, 3 gehiago 1, 2 tira → the 4 before the raise, to B.
    // chica: 1 imido 4, 2 iduki → the lowest, 1 1 6 7 (seat 3): B 4 at the count.
    // pares: only B holds (1 medias, 3 a pair): no dialogue, B's base 2 + 1.
    // juego: nobody (30 at most) → punto: 0 imido 2, 3 tira → A 1 at once, and the punto point (1) to A last.
    expect(ledger(1)).toEqual(['B:4:tira:grande', 'A:1:tira:punto', 'B:4:iduki:chica', 'B:2:base:pares', 'B:1:base:pares', 'A:1:base:punto']);
    expect(r.value.deals[1]!.scoreAfter).toEqual({ A: 4, B: 35 });
  });

  it('deal 3 (esku seat 2): A 15, B 38', () => {
    // hands: 0: 10 11 1 7 (28); 1: 12 7 5 7 (a pair of 7s, 29); 2: 5 3 5 3 = R R 5 5 (duples, 30); 3: 4 6 3 5 = R 6 5 4 (25).
    // grande: 2 biak imido (2 at grande and 2 at chica), 3 tira at grande → A 1; chica: 1 iduki → 2 to
    // the lowest, 1 7 10 11 (seat 0): A 2. pares: 2 imido 5, 1 iduki → the duples of seat 2: A 5 and its base 3.
    // juego: nobody → punto: 2 imido 2, 3 gehiago 3, 0 tira → the 2 before the raise to B, and the punto point to B.
    expect(ledger(2)).toEqual(['A:1:tira:grande', 'B:2:tira:punto', 'A:2:iduki:chica', 'A:5:iduki:pares', 'A:3:base:pares', 'B:1:base:punto']);
    expect(r.value.deals[2]!.scoreAfter).toEqual({ A: 15, B: 38 });
  });

  it('deal 4 (esku seat 3): B reaches 40 on its medias at pares; its 31 is not counted; manche to B, 40-16', () => {
    // hands: 0: 5 7 11 5 (a pair of 5s, 27); 1: 6 7 2 5 (19); 2: 4 2 10 6 (21); 3: 1 3 3 3 = R R R 1 (medias of kings, 31).
    // grande: 2 imido 5, 3 tira → A 1 (16). chica: 1 imido 2, 0 tira → B 1 (39).
    // pares (3 and 0 ba): both paso → the kings of seat 3 beat the 5s: B's base 2, of which 1 takes it to 40.
    // juego: only seat 3 (31): its 3 come after the 40th point and are not counted (Memo Mus ch. IX).
    expect(ledger(3)).toEqual(['A:1:tira:grande', 'B:1:tira:chica', 'B:2:base:pares', 'B:3:base:juego (not counted)']);
    expect(r.value.deals[3]!.ledger.find((c) => c.decisive)).toMatchObject({ team: 'B', phase: 'pares', applied: 1 });
    expect(r.value.deals[3]!.scoreAfter).toEqual({ A: 16, B: 40 });
    expect(r.value.manches[0]).toEqual({ winner: 'B', score: { A: 16, B: 40 }, deals: 4 });
  });
});
