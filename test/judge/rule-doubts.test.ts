/**
 * Judge cases: the rule readings that were carried as doubts, each settled from the text and pinned
 * here (docs/announcement-errors.md « Readings settled »; FFMus règlement officiel arts. 13-16; Memo
 * Mus ch. VI). Each case: the record, the expected ledger (`team:points:kind:phase:when:rule`) with the
 * article of every credit, and the score. Worked by hand. Team A = seats 0, 2; B = 1, 3.
 */
import { describe, expect, it } from 'vitest';
import { allPass, deal, decl } from '../helpers/dsl.js';
import { credits, failure, settled } from '../helpers/settle.js';
import { PRESETS, whoSpeaks, type DealRecord } from '../../shared/index.js';
import { playDeal } from '../helpers/play.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
const P_NONE = 'p: 0n 1n 2n 3n';

/** The errors found: `seat:kind:rule:effect key`. */
function errs(s: ReturnType<typeof settled>): string[] {
  return s.errors.map((e) => `${e.seat}:${e.kind}:${e.rule}:${e.effect.key}`);
}

describe('(a) a false ba at juego and a hidden 31 in the same team: FFMus arts. 15 a and 16 a give « le Tira du point, et le point du Pontua » once — 2, not 4', () => {
  // No pares anywhere. Seat 0 7-6-5-4 (22), seat 1 A-4-5-6 (16), seat 2 K-Q-S-A (31), seat 3 Q-7-5-4 (26).
  // Grande seat 2 (K), chica seat 1 (A-4 before A-S). Only seat 0 says ba at juego: no juego dialogue, no punto.
  const H = '7 6 5 4 / 1 4 5 6 / 12 11 10 1 / 11 7 5 4';

  it('seat 0 says ba without juego, seat 2 hides its 31: each finds that nobody else « a le jeu » (the hidden 31 « ne comptera pas », art. 16 a), so 15 a and 16 a — and B draws the punto\'s one tira and one point, under art. 15 a (the first error in speaking order)', () => {
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1n 2n 3n`, H));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
    ]);
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 15 a:error.15a', '2:denied:FFMus art. 16 a:error.16a-same']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('the same hands, the hidden 31 speaking first (seat 0 hides it, seat 2 says ba): the credits cite art. 16 a, the false ba adds nothing', () => {
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1n 2y 3n`, '12 11 10 1 / 1 4 5 6 / 7 6 5 4 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 16 a:error.16a', '2:false-ba:FFMus art. 15 a:error.15a-same']);
  });

  it('36-30: B\'s 2 points leave it at 39 with the chica — no manche (it was 41 when the punto was paid twice)', () => {
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1n 2n 3n`, H, { score: { A: 30, B: 36 } }));
    expect(s).toMatchObject({ winner: null, scoreAfter: { A: 31, B: 39 } });
  });

  it('B also says a false ba (seat 1) and sees A\'s imido: the juego bets are voided (art. 15 a); each team draws the punto\'s tira and point once from the other\'s errors — A 2, B 2', () => {
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1y 2n 3n | j: 0b2 1s`, H));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:penalty:punto:showdown:FFMus art. 15 a',
    ]);
    expect(errs(s)).toEqual(['0:false-ba:FFMus art. 15 a:error.15a', '1:false-ba:FFMus art. 15 a:error.15a', '2:denied:FFMus art. 16 a:error.16a-same']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 3 });
  });
});

describe('(a) with a juego hordago seen between two false ba', () => {
  it('seat 0 hides its 31 (art. 16 a), seats 1 and 2 say ba without juego and seat 1 sees seat 2\'s hordago: the juego bets are voided by both 15 a — the hordago too (said on both errors); A\'s 15 a adds nothing to its 16 a (one punto), B\'s 15 a gives A the punto\'s tira and point', () => {
    // seat 0 K-Q-S-A (31), seat 1 7-6-5-4 (22), seat 2 A-4-5-6 (16), seat 3 Q-7-5-4 (26); no pares. Grande seat 0, chica seat 2.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1y 2y 3n | j: 1p 2o 1s`, '12 11 10 1 / 7 6 5 4 / 1 4 5 6 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
      'A:1:penalty:punto:showdown:FFMus art. 15 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:punto:showdown:FFMus art. 16 a',
      'A:1:penalty:punto:showdown:FFMus art. 15 a',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 16 a:error.16a', '1:false-ba:FFMus art. 15 a:error.15a', '2:false-ba:FFMus art. 15 a:error.15a-same']);
    expect(s.errors.map((e) => e.effect.params?.['ordago'])).toEqual([undefined, 'juego', 'juego']);
    expect(s).toMatchObject({ end: 'showdown', winner: null, scoreAfter: { A: 4, B: 2 } });
  });
});

describe('(b) « on annule tout pari » (FFMus arts. 13 a/b, 15 c/d, 16 a) voids the bets of BOTH teams: the tira the erring team\'s opponents drew on a refusal goes back too', () => {
  // Art. 5 says « on annulera les points tirés par son équipe » where it means one team's points;
  // arts. 13, 15 and 16 say « tout pari » / « les paris faits », by whoever made them. A tira is what a
  // refused bet earned (art. 17, Relances « Embido (2 points) - Tira = 1 point »): the bet voided, its tira goes.
  it('FFMus art. 13 a: seat 0 says ba without pares (partner without), seat 1 (sixes) bets 2, seat 0 refuses — B\'s tira goes back, and B counts its pair (« l\'adversaire compte les points de sa ou de ses paires »)', () => {
    const s = settled(deal(`${G_C} | p: 0y 1y 2n 3n | p: 0p 1b2 0f | j: 0n 1n 2n 3n | ${allPass('t')}`, '1 4 5 7 / 6 6 4 1 / 12 11 5 4 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'B:1:tira:pares:dialogue:FFMus art. 17',
      'B:-1:cancel:pares:showdown:FFMus art. 13 a',
      'A:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:penalty:pares:showdown:FFMus art. 13 a',
      'A:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(s.scoreAfter).toEqual({ A: 3, B: 1 });
  });

  // No pares. Seat 0 7-6-5-4 (22), seat 1 K-Q-S-A (31), seat 3 Q-7-5-4 (26). Grande seat 1.
  it('FFMus art. 15 c « on annule les paris fait, au jeu, et l\'adversaire tirera les points correspondants à son jeu »: seat 0 says ba with 22 (partner 16), seat 1 bets 2 on its 31, seat 0 refuses — B\'s tira goes back; B counts its 31 (3)', () => {
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1y 2n 3n | j: 0p 1b2 0f`, '7 6 5 4 / 12 11 10 1 / 1 4 5 6 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'B:1:tira:juego:dialogue:FFMus art. 17',
      'B:-1:cancel:juego:showdown:FFMus art. 15 c',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:3:penalty:juego:showdown:FFMus art. 15 c',
    ]);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('FFMus art. 15 d « on annule les paris faits au jeu et l\'adversaire tirera le TIRA du jeu et les points correspondants à son jeu »: seat 0 says ba with 22 (seat 2 holds 33), A bets 2, seat 1 raises 3, A refuses — B\'s 2 go back; B draws the one tira of the juego (1) and its 31 (3)', () => {
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0y 1y 2y 3n | j: 0b2 1r3 0f`, '7 6 5 4 / 12 11 10 1 / 12 10 7 6 / 11 7 5 4'));
    expect(credits(s)).toEqual([
      'B:2:tira:juego:dialogue:FFMus art. 17',
      'B:-2:cancel:juego:showdown:FFMus art. 15 d',
      'B:1:penalty:juego:showdown:FFMus art. 15 d',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17',
      'B:3:penalty:juego:showdown:FFMus art. 15 d',
    ]);
    expect(s.scoreAfter).toEqual({ A: 0, B: 6 });
  });
});

describe('(c) FFMus art. 14 when both (or all three) partners deny their pares: « Ces paires niées ne valent ni pour taper, ni pour tenir » — each one\'s partner « n\'a pas de paires », and the opponents « tirera[nt] un point du Tira »: one point for the team', () => {
  // the four-player case with an opponent's pares (B draws 1, once) is pinned in
  // test/judge/declaration-errors-mixed.test.ts « both partners hide a pair »

  it('both A partners hide a pair and no opponent has pares (« s\'il a aussi des paires »): no tira, and nobody counts pares', () => {
    // seat 0 6-6-4-A (17), seat 1 S-7-5-4 (26), seat 2 5-5-7-A (18), seat 3 K-Q-6-4 (30). Grande seat 3, chica seat 0, punto seat 3.
    const s = settled(deal(`${G_C} | ${P_NONE} | j: 0n 1n 2n 3n | ${allPass('t')}`, '6 6 4 1 / 10 7 5 4 / 5 5 7 1 / 12 11 6 4'));
    expect(credits(s)).toEqual([
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 14:error.14', '2:denied:FFMus art. 14:error.14']);
  });

  it('six players: the three A partners hide a pair each, seat 1 declares sotas — B draws one point of tira (not three) and counts its sotas', () => {
    // seat 0 6-6-4-A, seat 1 S-S-5-4 (29), seat 2 5-5-7-A, seat 3 K-Q-6-4 (30), seat 4 7-7-5-4, seat 5 Q-7-6-A (24).
    // Grande seat 3, chica seat 0 (A-4 before A-5), punto seat 3 (30).
    const six = `${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${decl('p', 'nynnnn')} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`;
    const s = settled(deal(six, '6 6 4 1 / 10 10 5 4 / 5 5 7 1 / 12 11 6 4 / 7 7 5 4 / 11 7 6 1', { rules: { preset: 'ffmus', players: 6 } }));
    expect(credits(s)).toEqual([
      'B:1:penalty:pares:showdown:FFMus art. 14',
      'B:1:paso:grande:showdown:FFMus art. 17',
      'A:1:paso:chica:showdown:FFMus art. 17',
      'B:1:base:pares:showdown:FFMus art. 17',
      'B:1:paso:punto:showdown:FFMus art. 17',
    ]);
    expect(errs(s)).toEqual(['0:denied:FFMus art. 14:error.14-tira', '2:denied:FFMus art. 14:error.14-tira', '4:denied:FFMus art. 14:error.14-tira']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });
});

/** The record with the amount of its `i`-th action left out (a raise said without a number). */
function unsaid(r: DealRecord, i: number): DealRecord {
  const actions = r.actions.map((a, k) => (k === i ? { phase: a.phase, seat: a.seat, act: a.act } : a));
  return { ...r, actions } as DealRecord;
}

describe('(d) the pagat preset against Pagat « The Betting »', () => {
  // No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29).
  const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
  const REST = `${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

  const play = (script: string, rules = PRESETS.ffmus) => playDeal(script, { rules });
  /** A credit line without its rule (the part after the last colon of « showdown: » or « dialogue: »). */
  const uncited = (line: string) => line.replace(/:(dialogue|showdown):.*$/, ':$1');

  it('(1) biak under pagat: Pagat never names it, but the record format gives `both` to every preset, so a pagat record that says biak imido or biak hordago settles as under ffmus (FFMus art. 9 « Les enchères Biak Embido ou Biak Hordago étant tolérées »), and the table offers it under both presets', () => {
    for (const script of [`g: 0B2 1f | c: 1f | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, 'g: 0O 1f | c: 1f | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p']) {
      const pagat = settled(deal(script, H, { rules: 'pagat' }));
      const ffmus = settled(deal(script, H));
      // the same credits; each cites its own text (Pagat's section under pagat, docs/rules.md)
      expect(credits(pagat).map(uncited)).toEqual(credits(ffmus).map(uncited));
      expect(pagat.ledger.filter((c) => !c.rule.startsWith('Pagat « '))).toEqual([]);
      expect(credits(pagat).length).toBeGreaterThan(0);
    }
    expect(whoSpeaks(play('', PRESETS.pagat))).toMatchObject({ biak: true, biakOrdago: true });
    expect(whoSpeaks(play('g: 0b2', PRESETS.pagat))).toMatchObject({ prompt: 'answer', biakOrdago: true });
  });

  it('(1) what the table says instead under pagat — a bet at grande, then one at chica — settles as two plain bets (each fold pays 1, Pagat « If the opponents fold in response to the first bet of a round, the side that bet immediately win one stone »)', () => {
    const s = settled(deal(`g: 0b2 1f | c: 0b2 1f | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`, H, { rules: 'pagat' }));
    expect(credits(s)).toEqual([
      'A:1:tira:grande:dialogue:Pagat « The Betting »',
      'A:1:tira:chica:dialogue:Pagat « The Betting »',
      'B:1:paso:punto:showdown:Pagat « Scoring the Juego or Punto »',
    ]);
  });

  it('(3) a paso in answer (seat 1 leaves the answer to seat 3) is not in the record: refused, the bet must be answered; the scorer records the answer that prevails — seat 3\'s iduki — and the grande\'s 2 go to the best grande (seat 0)', () => {
    expect(failure(deal('g: 0b2 1p', undefined, { rules: 'pagat' }))).toMatchObject({ code: 'action/must-answer', path: 'actions[1]' });
    const s = settled(deal(`g: 0b2 3s | ${REST}`, H, { rules: 'pagat' }));
    expect(credits(s)).toEqual([
      'A:2:iduki:grande:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:1:paso:chica:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:1:paso:punto:showdown:Pagat « Scoring the Juego or Punto »',
    ]);
  });

  it('(2) « Raising is a proposal to increase the stake further, by at least 2. If no number is stated, 2 is assumed »: Pagat\'s own example said as Pagat says it — « A says "I bet"; B says "I raise, making 4"; A says "I raise 16, making 20"; B says "We fold". A and C immediately take 4 stones »', () => {
    const r = unsaid(deal(`g: 0b 1r 0r16 1f | ${REST}`, H, { rules: 'pagat' }), 1);
    expect(r.actions[1]).toEqual({ phase: 'grande', seat: 1, act: 'raise' });
    expect(credits(settled(r))).toEqual([
      'A:4:tira:grande:dialogue:Pagat « The Betting »',
      'B:1:paso:chica:showdown:Pagat « Scoring the Grande and the Chica »',
      'B:1:paso:punto:showdown:Pagat « Scoring the Juego or Punto »',
    ]);
  });

  it('(2) the same raise without a number under ffmus is refused, naming the field: the FFMus texts always say the raise (art. 17 « Lau gehiago (+ 4) »)', () => {
    const r = unsaid(deal(`g: 0b 1r 0r16 1f | ${REST}`, H), 1);
    expect(failure(r)).toMatchObject({ code: 'action/bad-amount', path: 'actions[1].amount' });
    expect(failure(r).message).toBe('actions[1].amount: undefined is not a whole number of tantos from 1 to 99');
  });
});
