/**
 * Judge cases: the second manche of the worked example match (test/fixtures/match-ffmus-full.json,
 * the project's copy of the worked examples), counted by hand deal by deal — test/shared/examples.test.ts
 * works the first manche by hand and checks the rest only as a change detector. FFMus rules, eight
 * kings (a 3 is a king, a 2 an ace). Tiras are drawn at once in the order said; the rest at the
 * showdown, grande, chica, pares, juego/punto (FFMus art. 17; Memo Mus ch. V, IX).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { replayMatch, type MatchResult } from '../../shared/index.js';

const m = JSON.parse(readFileSync(new URL('../fixtures/match-ffmus-full.json', import.meta.url), 'utf8')) as { record: unknown };

function replay(): MatchResult {
  const r = replayMatch(m.record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Every credit of deal i: `team:points:kind:phase:when:rule`, ` (not counted)` after the target. */
function ledger(r: MatchResult, i: number): string[] {
  return (r.deals[i]?.ledger ?? []).map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.when}:${c.rule}${c.counted ? '' : ' (not counted)'}`);
}

describe('manche 2 of the example match, by hand', () => {
  it('deal 5 (esku seat 0, a new manche at 0-0): A 7, B 9', () => {
    // hands: 0: 2 K Q 4 = A-K-Q-4 (25, nothing); 1: 5 3 K 5 = K-K-5-5 (duples, 30); 2: 3 6 6 1 = K-6-6-A (a pair of 6s, 23);
    // 3: K S 7 5 (32).
    // grande: seat 2 imido 2, seat 1 2 gehiago, seat 0 tira → B draws the 2 before the raise.
    // chica: seat 2 imido 2, seat 1 5 gehiago, seat 0 3 gehiago, seat 1 tira → A draws 2 + 5 = 7.
    // pares (1 and 2 ba): seat 1 imido 2, seat 2 iduki → the duples beat the 6s: B 2 and its base 3.
    // juego: only seat 3 (32): B counts 2 without a dialogue; no punto.
    const r = replay();
    expect(r.deals[4]).toMatchObject({ esku: 0, scoreBefore: { A: 0, B: 0 }, manche: 1 });
    expect(ledger(r, 4)).toEqual([
      'B:2:tira:grande:dialogue:FFMus art. 17',
      'A:7:tira:chica:dialogue:FFMus art. 17',
      'B:2:iduki:pares:showdown:FFMus art. 17',
      'B:3:base:pares:showdown:FFMus art. 17',
      'B:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(r.deals[4]?.scoreAfter).toEqual({ A: 7, B: 9 });
  });

  it('deal 6 (esku seat 1): A 10, B 11 — a biak imido laid down at grande and at chica pays 1 each (Le dialogue: « répondre successivement à l\'un et à l\'autre »)', () => {
    // hands: 0: 4 K A 5 (20); 1: 7 A 6 5 (19); 2: S Q Q 7 (a pair of dames, 37); 3: Q A 4 K (25).
    // grande: seat 1 biak imido 2, seat 2 tira → B 1; chica: seat 0 tira → B 1.
    // pares: only seat 2 → A 1 d'office; juego: only seat 2 (37) → A 2 d'office (Memo Mus ch. V).
    const r = replay();
    expect(r.deals[5]).toMatchObject({ esku: 1, scoreBefore: { A: 7, B: 9 } });
    expect(ledger(r, 5)).toEqual([
      'B:1:tira:grande:dialogue:FFMus art. 17',
      'B:1:tira:chica:dialogue:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(r.deals[5]?.scoreAfter).toEqual({ A: 10, B: 11 });
  });

  it('deal 7 (esku seat 2): A 18, B 16 — an x imido of 5 refused pays 1 (Le dialogue 3-A); A\'s base values in speaking order from seat 2', () => {
    // hands: 0: S K K K (medias of kings, 40); 1: S Q A A (a pair of aces, 22); 2: 4 4 S 5 (a pair of 4s, 23); 3: A Q 4 5 (20).
    // grande: seat 2 imido 5, seat 3 tira → A 1. chica: seat 3 imido 3, seat 2 2 gehiago, seat 3 5 gehiago, seat 2 tira →
    // B draws 3 + 2 = 5. pares (2, 0, 1 ba): seat 2 imido 2, seat 1 iduki → the medias of seat 0: A 2, then its pares from
    // seat 2 on: the 4s (1), the medias (2). juego: only seat 0 (40) → A 2.
    const r = replay();
    expect(r.deals[6]).toMatchObject({ esku: 2, scoreBefore: { A: 10, B: 11 } });
    expect(ledger(r, 6)).toEqual([
      'A:1:tira:grande:dialogue:FFMus art. 17',
      'B:5:tira:chica:dialogue:FFMus art. 17',
      'A:2:iduki:pares:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2:base:pares:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(r.deals[6]?.ledger.filter((c) => c.kind === 'base' && c.phase === 'pares').map((c) => c.seat)).toEqual([2, 0]);
    expect(r.deals[6]?.scoreAfter).toEqual({ A: 18, B: 16 });
  });

  it('deal 8 (esku seat 3): a hordago at grande seen — seat 0\'s K-K-S-7 takes the manche for A, 40-16 (FFMus art. 10)', () => {
    // hands: 0: K K S 7; 1: Q 7 4 A; 2: Q S K A; 3: A K 5 7. The best grande: seat 0 (two kings).
    const r = replay();
    expect(ledger(r, 7)).toEqual(['A:22:ordago:grande:showdown:FFMus art. 10']);
    expect(r.deals[7]?.ledger[0]).toMatchObject({ seat: 0, decisive: true });
    expect(r.manches[1]).toEqual({ winner: 'A', score: { A: 40, B: 16 }, deals: 8 });
  });

  it('deal 9 (esku seat 0, manche 3 at 0-0): A 8, B 12 — the pares tira comes first; a juego « en paso » goes to the 32 over the 34', () => {
    // hands: 0: 7 A 6 A (a pair of aces, 15); 1: K 5 A 7 (23); 2: S 7 5 K (32); 3: 4 K K K (medias of kings, 34).
    // grande: seat 0 imido 2, seat 3 10 gehiago, seat 0 iduki → 12 to seat 3's K-K-K. chica: seat 0 imido 2, seat 1 2
    // gehiago, seat 2 iduki → 4 to seat 0's A-A. pares (0 and 3 ba): seat 0 imido 3, seat 3 tira → A draws 1 and counts its
    // aces (1). juego (2 and 3 ba): both pass → the 32 beats the 34: A counts 2.
    const r = replay();
    expect(r.deals[8]).toMatchObject({ esku: 0, scoreBefore: { A: 0, B: 0 }, manche: 2 });
    expect(ledger(r, 8)).toEqual([
      'A:1:tira:pares:dialogue:FFMus art. 17',
      'B:12:iduki:grande:showdown:FFMus art. 17',
      'A:4:iduki:chica:showdown:FFMus art. 17',
      'A:1:base:pares:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17',
    ]);
    expect(r.deals[8]?.scoreAfter).toEqual({ A: 8, B: 12 });
  });
});
