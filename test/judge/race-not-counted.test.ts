/**
 * Judge cases: the race to the 40th point (Memo Mus ch. IX « L'équipe gagnante est celle qui empoche
 * la première le 40ème point (on ne gagne pas 46 points à 42) … d'abord ceux acquis au fil des phases
 * (points laissés par tira) ; puis ceux issus des différentes phases (iduki et valeur de base) et ce
 * dans l'ordre de celles-ci »): the credit that reaches the target applies only what is missing, and
 * every credit after it is in the ledger with `counted: false` — including a base value of the same
 * phase, an error's penalty and the point du Pontua. Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { acts, allPass, deal, hands } from '../helpers/dsl.js';
import { credits, settled } from '../helpers/settle.js';
import { fromMatchRecord, replayMatch } from '../../shared/index.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
const P_NONE = 'p: 0n 1n 2n 3n';
const J_NONE = 'j: 0n 1n 2n 3n';

describe('the credit that reaches 40, and those after it', () => {
  it('37-20, all paso: B\'s grande (38), A\'s chica, B\'s duples (3, of which 2 reach 40) — the pair of sotas of seat 3 and the punto are not counted', () => {
    // seat 0 medias of 5s, seat 1 duples 6-6-4-4, seat 2 a pair of 7s, seat 3 a pair of sotas. Grande seat 3, chica seat 2, punto seat 3.
    const s = settled(deal(`${G_C} | p: 0y 1y 2y 3y | p: 0p 1p 2p 3p | ${J_NONE} | ${allPass('t')}`, '5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1', { score: { A: 20, B: 37 } }));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:3=2:base:pares:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger[2]).toMatchObject({ seat: 1, decisive: true, applied: 2 });
    expect(s.ledger.slice(3).every((c) => c.applied === 0 && c.scoreAfter.B === 40)).toBe(true);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 21, B: 40 } });
  });

  it('33-0, juego seen at 2: grande 34, chica 35, the iduki 4 → 39 (2 + 2 gehiago), then the 31 (3) applies 1; the partner\'s 33 (2) is not counted', () => {
    // seat 0 K-Q-S-1 31, seat 1 K-Q-7-5 32, seat 2 K-S-7-6 33, seat 3 Q-S-7-4 31 (the esku\'s 31 wins the tie).
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1y 2y 3y | j: 0b2 1r2 2s`, '12 11 10 1 / 12 11 7 5 / 12 10 7 6 / 11 10 7 4', { score: { A: 33, B: 0 } }));
    expect(credits(s)).toEqual([
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'A:4:iduki:juego:showdown:FFMus art. 17',
      'A:3=1:base:juego:showdown:FFMus art. 17',
      'A:2:base:juego:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s.ledger[3]).toMatchObject({ seat: 0, decisive: true });
    expect(s.scoreAfter).toEqual({ A: 40, B: 0 });
  });

  it('FFMus art. 15 a at 38-39: A draws the tira of the punto when the hands are shown (39), but B\'s grande paso takes the 40th; « le point du Pontua », counted last, is not counted', () => {
    // seat 0 1-4-5-6, seat 1 K-Q-7-1 (28), seat 2 K-S-5-4 (29), seat 3 S-7-6-4: no juego anywhere; seat 1 says ba alone.
    // Grande seat 1 (K-Q before K-S), chica seat 0.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1y 2n 3n`, '1 4 5 6 / 12 11 7 1 / 12 10 5 4 / 10 7 6 4', { score: { A: 38, B: 39 } }));
    expect(credits(s)).toEqual([
      'A:1:penalty:punto:showdown:FFMus art. 15 a',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'A:1:penalty:punto:showdown:FFMus art. 15 a (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'B', scoreAfter: { A: 39, B: 40 } });
  });

  it('FFMus art. 13 a at 37-38: A drew 2 at pares in the dialogue (39); the points go back when the false ba is found (37), and A reaches 40 only on the punto paso — after B\'s pair (39)', () => {
    // seat 0 1-4-5-7 (no pares), seat 1 a pair of 6s, seat 2 K-Q-5-4 (29), seat 3 Q-7-5-4. Grande, chica and punto: A.
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0p 1b2 0r3 1f | ${J_NONE} | ${allPass('t')}`, '1 4 5 7 / 6 6 4 1 / 12 11 5 4 / 11 7 5 4', { score: { A: 37, B: 38 } }));
    expect(credits(s)).toEqual([
      'A:2:tira:pares:dialogue:FFMus art. 17',
      'A:-2:cancel:pares:showdown:FFMus art. 13 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:pares:showdown:FFMus art. 13 a',
      'A:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.ledger[0]?.scoreAfter).toEqual({ A: 39, B: 38 });
    expect(s.ledger[5]).toMatchObject({ decisive: true });
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 39 } });
  });
});

describe('a manche won in the dialogue, inside a match (Memo Mus ch. IX; spec « Next deal: the esku moves one seat on »)', () => {
  it('deal 0 at 0-0 brings B to 36; in deal 1 (esku 1) a tira at pares draws B\'s 40th: no showdown, no hands; deal 2 starts a new manche at 0-0 with esku 2', () => {
    // Pares hands: seat 0 medias of 5s, seat 1 duples, seat 2 a pair of 7s, seat 3 a pair of sotas.
    const P = hands('5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1');
    const rec = {
      format: 'mus-match/1', rules: 'ffmus', esku: 0,
      deals: [
        // grande: A's x imido of 31, B 2 gehiago, A tira: B draws the 31; chica paso A; pares paso: B's duples 3 + sotas 1; punto paso B → A 1, B 36
        { actions: acts(`g: 0b31 1r2 0f | ${allPass('c')} | p: 0y 1y 2y 3y | p: 0p 1p 2p 3p | ${J_NONE} | ${allPass('t')}`), hands: P },
        // esku 1: grande and chica passed; at pares B bets 2, A says 3 gehiago, B 4 gehiago, A tira: B draws 2 + 3 = 5, of which 4 reach 40, at once
        { actions: acts(`${allPass('g', 1)} | ${allPass('c', 1)} | p: 1y 2y 3y 0y | p: 1b2 2r3 3r4 0f`) },
        { actions: acts('g: 2o 3s'), hands: P },
      ],
    };
    const r = replayMatch(rec);
    if (!r.ok) throw new Error(r.error.message);
    const [d0, d1, d2] = r.value.deals;
    expect(d0?.scoreAfter).toEqual({ A: 1, B: 36 });
    expect(d1?.ledger.map((c) => `${c.team}:${c.points}:${c.applied}:${c.kind}:${c.phase}:${c.when}:${c.rule}`)).toEqual(['B:5:4:tira:pares:dialogue:FFMus art. 17']);
    expect(d1).toMatchObject({ end: 'dialogue', winner: 'B', scoreAfter: { A: 1, B: 40 } });
    expect(d2).toMatchObject({ esku: 2, scoreBefore: { A: 0, B: 0 } });
    // deal 2: the hordago at grande is seen; the best grande is seat 3's sotas (B)
    expect(d2?.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.seat}`)).toEqual(['B:40:ordago:3']);
    expect(r.value.manches).toEqual([{ winner: 'B', score: { A: 1, B: 40 }, deals: 2 }, { winner: 'B', score: { A: 0, B: 40 }, deals: 3 }]);
  });

  it('the live table (fromMatchRecord) agrees: after the manche won on the tira the view is at 0-0, deal 2 of manche 2, esku seat 2', () => {
    const P = hands('5 5 5 1 / 6 6 4 4 / 7 7 1 4 / 10 10 4 1');
    const live = fromMatchRecord({
      format: 'mus-match/1', rules: 'ffmus', esku: 0,
      deals: [
        { actions: acts(`g: 0b31 1r2 0f | ${allPass('c')} | p: 0y 1y 2y 3y | p: 0p 1p 2p 3p | ${J_NONE} | ${allPass('t')}`), hands: P },
        { actions: acts(`${allPass('g', 1)} | ${allPass('c', 1)} | p: 1y 2y 3y 0y | p: 1b2 2r3 3r4 0f`) },
      ],
    });
    if (!live.ok) throw new Error(live.error.message);
    const v = live.value.view;
    expect(v.manches).toEqual([{ winner: 'B', score: { A: 1, B: 40 }, deals: 2 }]);
    expect(v.score).toEqual({ A: 0, B: 0 });
    expect([v.current?.index, v.current?.manche, v.current?.state.esku]).toEqual([2, 1, 2]);
  });
});
