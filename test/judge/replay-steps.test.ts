/**
 * Judge cases, fourth set: the judge replays a match step by step (`buildSteps`, the judge's view:
 * src-renderer/judge/steps.ts; the race chart's credit-to-step map, race-steps.ts) and each credit
 * appears at the right step: a tira the moment the refusal is said (FFMus art. 17 « les points laissés
 * TIRA se tirent au fur et à mesure »; Memo Mus ch. V « les points issus des tira sont tirés
 * immédiatement »), the iduki, paso and base values only when the hands are shown (Memo Mus ch. V « ne le
 * sont que lorsque toutes les phases du jeu ont été effectuées »), a kanta's manche with the hands (FFMus
 * art. 10). The steps agree with `replayMatch` (what `mus replay` prints). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { acts, allPass, decl, hands } from '../helpers/dsl.js';
import { fromMatchRecord, replayMatch, type Credit, type MatchRecord } from '../../shared/index.js';
import { buildSteps, type StepModel } from '../../shared/judge/steps.js';
import { judgeRaces } from '../../src-renderer/judge/race-steps.js';
import { itemAt } from '../helpers/item-at.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const rest = (e: number) => `${decl('p', 'nnnn', e)} | ${decl('j', 'nnnn', e)} | ${allPass('t', e)}`;

const DEALS = [
  // deal 0 (esku 0, 0-0): grande imido refused by seat 1 (A draws 1, step 2); chica imido 2, 3 gehiago,
  // seat 0 tira (B draws 2, step 5); at the count only the punto paso (B, seat 3): A 1, B 3
  `g: 0b2 1f | c: 0b2 1r3 0f | ${rest(0)}`,
  // deal 1 (esku 1, 1-3): hordago at grande, seat 2 kanta — seat 0's K-Q: A takes the 39 it lacked
  'g: 1o 2s',
  // deal 2 (esku 2, a new manche at 0-0): seat 2 imido, seat 3 tira (A draws 1, step 2 of the deal);
  // then chica paso (B) and punto paso (B)
  `g: 2b2 3f | ${allPass('c', 2)} | ${rest(2)}`,
];
const RECORD: MatchRecord = {
  format: 'mus-match/1', rules: 'ffmus', teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0,
  deals: DEALS.map((s) => ({ actions: acts(s), hands: hands(H) })),
};

function model(): StepModel {
  const m = fromMatchRecord(RECORD);
  if (!m.ok) throw new Error(m.error.message);
  const s = buildSteps(m.value.setup, m.value.log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}
const short = (c: Credit) => `${c.team}:${c.points}:${c.kind}:${c.phase}`;

describe('the judge\'s steps: each credit at the step that earned it', () => {
  const mod = model();
  const at = (k: number) => itemAt(mod.steps, k);
  const credits = (k: number) => (at(k).match.view.current?.state.credits ?? []).map(short);

  it('deal 0: nothing at the imido (step 1); the grande tira on the table at step 2, A 1-0; the chica tira (2 = the imido) at step 5, A 1-2', () => {
    expect(mod.error).toBeNull();
    expect(credits(1)).toEqual([]);
    expect(at(1).match.view.score).toEqual({ A: 0, B: 0 });
    expect(credits(2)).toEqual(['A:1:tira:grande']);
    expect(at(2).match.view.score).toEqual({ A: 1, B: 0 });
    expect(credits(4)).toEqual(['A:1:tira:grande']);
    expect(credits(5)).toEqual(['A:1:tira:grande', 'B:2:tira:chica']);
    expect(at(5).match.view.score).toEqual({ A: 1, B: 2 });
  });

  it('deal 0: the punto paso waits for the hands — the last step before them is still 1-2, the hands step settles the deal at 1-3 with the whole ledger', () => {
    const span = itemAt(mod.deals, 0);
    expect(at(span.end - 1).match.view.score).toEqual({ A: 1, B: 2 });
    expect(at(span.end - 1).settled).toBeNull();
    expect(at(span.end).entry?.type).toBe('hands');
    expect(at(span.end).settled?.ledger.map((c) => `${short(c)}:${c.rule}`)).toEqual([
      'A:1:tira:grande:FFMus art. 17',
      'B:2:tira:chica:FFMus art. 17',
      'B:1:paso:punto:FFMus art. 17',
    ]);
    expect(at(span.end).match.view.score).toEqual({ A: 1, B: 3 });
  });

  it('deal 1: after the kanta the score is still 1-3; the hands give seat 0 the manche (39 tantos, art. 10) and the next step starts manche 2 at 0-0 with esku seat 2', () => {
    const span = itemAt(mod.deals, 1);
    expect(span.end - span.start).toBe(3);
    expect(at(span.start + 2).match.view.score).toEqual({ A: 1, B: 3 });
    expect(at(span.start + 2).settled).toBeNull();
    expect(at(span.end).settled?.ledger.map((c) => `${short(c)}:${c.rule}`)).toEqual(['A:39:ordago:grande:FFMus art. 10']);
    expect(span.mancheWinner).toBe('A');
    expect(mod.mancheDeals).toEqual([1]);
    expect(at(span.end).match.view.manches).toEqual([{ winner: 'A', score: { A: 40, B: 3 }, deals: 2 }]);
    const next = at(span.end + 1);
    expect(next.manche).toBe(1);
    expect(next.match.view.current?.state.esku).toBe(2);
    expect(next.match.view.score).toEqual({ A: 0, B: 0 });
  });

  it('deal 2: the tira of seat 3 is on the table at the second step of the deal (A 1-0 in manche 2)', () => {
    const span = itemAt(mod.deals, 2);
    expect(credits(span.start + 1)).toEqual([]);
    expect(credits(span.start + 2)).toEqual(['A:1:tira:grande']);
    expect(at(span.start + 2).match.view.score).toEqual({ A: 1, B: 0 });
    expect(at(span.end).match.view.score).toEqual({ A: 1, B: 2 });
  });

  it('the race chart ties each credit to its step: the tiras to the actions that drew them (2, 5), the count to the hands', () => {
    const r = judgeRaces(mod);
    const d0 = itemAt(mod.deals, 0);
    expect(r.stepOf.get('0:0')).toBe(2);
    expect(r.stepOf.get('0:1')).toBe(5);
    expect(r.stepOf.get('0:2')).toBe(d0.end);
    expect(r.stepOf.get('1:0')).toBe(itemAt(mod.deals, 1).end);
    expect(r.stepOf.get('2:0')).toBe(itemAt(mod.deals, 2).start + 2);
  });

  it('the steps agree with replayMatch (mus replay): the same ledgers, deal by deal, and the same manches', () => {
    const r = replayMatch(RECORD);
    if (!r.ok) throw new Error(r.error.message);
    // the last span is the next deal, begun and empty
    expect(mod.deals.map((d) => d.settled)).toEqual([true, true, true, false]);
    const fromSteps = mod.deals.filter((d) => d.settled).map((d) => at(d.end).settled?.ledger.map(short));
    expect(fromSteps).toEqual(r.value.deals.map((d) => d.ledger.map(short)));
    expect(r.value.deals.map((d) => [d.esku, d.scoreBefore, d.scoreAfter])).toEqual([
      [0, { A: 0, B: 0 }, { A: 1, B: 3 }],
      [1, { A: 1, B: 3 }, { A: 40, B: 3 }],
      [2, { A: 0, B: 0 }, { A: 1, B: 2 }],
    ]);
  });
});
