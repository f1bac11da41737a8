/**
 * Rulings a judge checked against the texts (issue "Rulings a judge would overturn"): the hordago
 * kanta, a hidden juego at the punto, partners who both deny, biak hordago in answer, and hands
 * checked even when the deal ended in the dialogue. Each expectation is worked out from the article
 * quoted in its test.
 *
 * Seats 0 and 2 are team A, 1 and 3 team B; the esku is seat 0 unless said.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { failure, lines, settled } from '../../helpers/settle.js';
import { fromMatchRecord, replayMatch, settleRecord, type MatchRecord } from '../../../shared/index.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
// grande: seat 3 (12 11) best; chica: seat 1 (2 = ace, 4) best; no pares; punto: seat 3 (29) best
const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
const REST = `${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`;

describe('FFMus art. 10: « Après un "Hordago Kanta" aucun point (tantto) ne sera tiré »', () => {
  // seat 0 (A): 10 10 7 5 — pair of sotas, juego 32; seat 1 (B): 12 11 7 4 — no pair, juego 31;
  // seat 2 (A): 6 5 4 1 — nothing; seat 3 (B): 11 11 6 4 — pair of caballos, 30 (no juego)
  const HANDS = '10 10 7 5 / 12 11 7 4 / 6 5 4 1 / 11 11 6 4';
  // seat 1 says ba at pares without a pair: partner (3) and opponent (0) hold → art. 13 b would give
  // A the tira of the pares (1) and A's pair; then seat 0's hordago at juego is seen by seat 1
  const SCRIPT = `${G_C} | ${decl('p', 'yyny')} | p: 0p 1p 3p | ${decl('j', 'yynn')} | j: 0o 1s`;

  it('an announcement error found at the showdown draws nothing: the kanta decides (A would have reached 40 on the error tira)', () => {
    const s = settled(deal(SCRIPT, HANDS, { score: { A: 39, B: 30 } }));
    // the error is still found and reported, with what it did here: nothing drawn
    expect(s.errors.map((e) => [e.seat, e.kind, e.rule])).toEqual([[1, 'false-ba', 'FFMus art. 13 b']]);
    expect(s.errors[0]!.effect.key).toBe('error.afterKanta');
    // Memo Mus ch. IV-2-D: « le meilleur gagne la manche sur cette phase » — 31 (seat 1) beats 32
    expect(lines(s, true)).toEqual(['B:10:ordago:juego']);
    expect(s.ledger[0]).toMatchObject({ decisive: true, counted: true, rule: 'FFMus art. 10' });
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 39, B: 40 } });
  });

  it('the loser keeps exactly the score it had when the hordago was seen: tira points drawn before it stay', () => {
    // grande: seat 0 bets 2, seat 1 refuses → A draws 1 at once (art. 17 « se tirent au fur et à mesure »)
    const s = settled(deal(`g: 0b2 1f | ${allPass('c')} | ${decl('p', 'yyny')} | p: 0p 1p 3p | ${decl('j', 'yynn')} | j: 0o 1s`, HANDS, { score: { A: 20, B: 30 } }));
    expect(lines(s, true)).toEqual(['A:1:tira:grande', 'B:10:ordago:juego']);
    expect(s.scoreAfter).toEqual({ A: 21, B: 40 });
  });

  it('a denied hand never wins the hordago’s phase (arts. 14, 16): seat 2’s hidden 31 does not give A the juego', () => {
    // seat 0 (A) 33, seat 1 (B) 32, seat 2 (A) 31 said ez; hordago between 0 and 1, seen: 32 beats 33
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yynn')} | j: 0o 1s`, '12 11 7 6 / 12 10 7 5 / 11 10 7 4 / 6 5 4 1'));
    expect(s.errors.map((e) => [e.seat, e.kind])).toEqual([[2, 'denied']]);
    expect(lines(s, true)).toEqual(['B:40:ordago:juego']);
    expect(s.winner).toBe('B');
  });

  it('an error that voids the bets of the hordago’s phase voids the hordago (art. 15 c: « on annule les paris faits au jeu »)', () => {
    // seat 0 says ba at juego without it (24), partner without, seat 1 (B) holds 31 → art. 15 c
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yynn')} | j: 0o 1s`, '12 7 5 2 / 12 11 7 4 / 6 5 4 1 / 10 7 6 5'));
    expect(s.end).toBe('showdown');
    expect(s.errors.map((e) => e.rule)).toEqual(['FFMus art. 15 c']);
    expect(s.winner).toBeNull();
    expect(lines(s)).toContain('B:3:penalty:juego');
  });
});

describe('a hand with juego never takes the punto (Memo Mus ch. III-5; glossary « Pundua : le Point (moins de 31 points) »)', () => {
  it('one player hides 31: art. 16 a — punto bets voided, the opponents draw the tira and the punto point; the hidden juego counts nothing', () => {
    // seat 0 (A) holds 12 11 7 4 = 31 but says ez; nobody else has juego; punto: 0 bets 2, 1 sees
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1s`, '12 11 7 4 / 10 7 6 5 / 6 5 4 1 / 11 7 5 2'));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 16 a']]);
    expect(lines(s).filter((l) => l.endsWith('punto'))).toEqual(['B:1:penalty:punto', 'B:1:penalty:punto']);
    expect(s.ledger.some((c) => c.phase === 'punto' && c.team === 'A')).toBe(false);
  });

  it('both partners of one team deny (art. 16 a for each: a denied partner « n’a pas » the juego; the team pays once)', () => {
    // seats 0 and 2 (A) hold 31 and 32 and both say ez; B has no juego
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 11 7 4 / 10 7 6 5 / 11 10 7 5 / 6 5 4 1'));
    expect(s.errors.map((e) => [e.seat, e.kind, e.rule])).toEqual([[0, 'denied', 'FFMus art. 16 a'], [2, 'denied', 'FFMus art. 16 a']]);
    // one tira of the punto and one punto point for B, not two; A's hidden 31 and 32 win nothing
    expect(lines(s).filter((l) => l.endsWith('punto'))).toEqual(['B:1:penalty:punto', 'B:1:penalty:punto']);
    expect(s.ledger.filter((c) => c.team === 'A' && c.phase === 'punto')).toEqual([]);
  });

  it('players of both teams deny: each team’s error is settled on its own (art. 16 a twice); no hidden juego wins the punto', () => {
    // seat 0 (A) hides 31, seat 1 (B) hides 33; seats 2 and 3 have no juego
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 11 7 4 / 12 10 7 6 / 6 5 4 1 / 10 7 5 2'));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 16 a'], [1, 'FFMus art. 16 a']]);
    const punto = s.ledger.filter((c) => c.phase === 'punto');
    expect(punto.map((c) => [c.team, c.kind])).toEqual([['B', 'penalty'], ['A', 'penalty'], ['B', 'penalty'], ['A', 'penalty']]);
    expect(punto.some((c) => c.kind === 'paso' || c.kind === 'iduki')).toBe(false);
  });
});

describe('pares denied by both partners (art. 14: « Si le partenaire n’a pas de paires, l’adversaire, s’il a aussi des paires, tirera un point du Tira »)', () => {
  it('one penalty for the team: the opponent draws 1, once', () => {
    // seats 1 and 3 (B) hold pairs and both say ez; seat 0 (A) holds and says ba
    const s = settled(deal(`${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '6 6 5 4 / 11 11 7 2 / 12 7 5 1 / 10 10 4 1'));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[1, 'FFMus art. 14'], [3, 'FFMus art. 14']]);
    expect(lines(s).filter((l) => l.includes('pares'))).toEqual(['A:1:penalty:pares', 'A:1:base:pares']);
  });
});

describe('biak hordago in answer (Memo Mus ch. VIII, addenda: « alors seulement là, la B peut faire biak hordago (si toutefois la A n’a pas déjà fait hordago ou biak hordago) »)', () => {
  it('after an imido at grande: tira at grande pays the imido (2), tira at chica pays 1', () => {
    const s = settled(deal(`g: 0b2 1O 2f | c: 2f | ${REST}`, NOHANDS));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:1:tira:chica', 'B:1:paso:punto']);
  });

  it('after a biak imido: the hordago covers the imido at chica too, so a tira there pays it', () => {
    const s = settled(deal(`g: 0B3 1O 2f | c: 0f | ${REST}`, NOHANDS));
    expect(lines(s)).toEqual(['B:3:tira:grande', 'B:3:tira:chica', 'B:1:paso:punto']);
  });

  it('kanta at grande: the manche to the best grande; chica is never played', () => {
    const s = settled(deal('g: 0b2 1O 2s', NOHANDS, { score: { A: 12, B: 8 } }));
    expect(s).toMatchObject({ winner: 'B', end: 'ordago', scoreAfter: { A: 12, B: 40 } });
    expect(failure(deal('g: 0b2 1O 2s | c: 0f', NOHANDS)).code).toBe('action/dialogue-over');
  });

  it('tira at grande, kanta at chica: 2 drawn, then the manche to the best chica', () => {
    const s = settled(deal('g: 0b2 1O 2f | c: 0s', NOHANDS, { score: { A: 3, B: 4 } }));
    expect(lines(s)).toEqual(['B:2:tira:grande', 'B:34:ordago:chica']);
    expect(s.scoreAfter).toEqual({ A: 3, B: 40 });
  });

  it('refused where the Memo forbids it: after a hordago or a biak hordago of the other team, at chica, or by the team that bet', () => {
    expect(failure(deal('g: 0o 1O', NOHANDS)).code).toBe('action/must-answer-ordago');
    expect(failure(deal('g: 0O 1O', NOHANDS)).code).toBe('action/must-answer-ordago');
    expect(failure(deal(`${allPass('g')} | c: 0b2 1O`, NOHANDS)).code).toBe('action/biak-not-grande');
    expect(failure(deal('g: 0b2 2O', NOHANDS)).code).toBe('action/not-your-turn');
  });
});

describe('hands are checked even when the deal ended in the dialogue', () => {
  // seat 0 bets 2 at grande with A at 39; seat 1 refuses: A draws 1 and wins the manche at once
  const WON = { format: 'mus-deal/1', rules: 'ffmus', esku: 0, score: { A: 39, B: 10 }, actions: [
    { phase: 'grande', seat: 0, act: 'bet', amount: 2 }, { phase: 'grande', seat: 1, act: 'fold' },
  ] };

  it('may be left out', () => {
    expect(settleRecord(WON)).toMatchObject({ ok: true, value: { settlement: { winner: 'A', end: 'dialogue' } } });
  });

  it('if given, a fifth 12 or an unknown card is refused, by settle, replay and the library’s reader alike', () => {
    const bad: [unknown, string, string][] = [
      [[['12', '12', '12', '12'], ['12', '7', '5', '1'], ['6', '5', '4', '1'], ['10', '7', '5', '2']], 'hands/too-many-of-a-kind', 'hands[1][0]'],
      [[['zz', '12', '7', '1'], ['11', '7', '5', '1'], ['6', '5', '4', '1'], ['10', '7', '5', '2']], 'hands/bad-card', 'hands[0][0]'],
      [[['12', '11', '7'], ['11', '7', '5', '1'], ['6', '5', '4', '1'], ['10', '7', '5', '2']], 'hands/missing-card', 'hands[0]'],
    ];
    for (const [hands, code, path] of bad) {
      const deal1 = settleRecord({ ...WON, hands });
      expect(deal1).toMatchObject({ ok: false, error: { code, path } });
      // in a match starting at 0–0: seat 0 bets 2, seat 1 raises 38, seat 2 raises 1, seat 3 refuses —
      // A draws 2 + 38 = 40 at once (art. 17) and the manche is won in the dialogue
      const won = [{ phase: 'grande', seat: 0, act: 'bet', amount: 2 }, { phase: 'grande', seat: 1, act: 'raise', amount: 38 },
        { phase: 'grande', seat: 2, act: 'raise', amount: 1 }, { phase: 'grande', seat: 3, act: 'fold' }] as MatchRecord['deals'][0]['actions'];
      const match: MatchRecord = { format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: [{ actions: won, hands: hands as string[][] }] };
      expect(replayMatch({ ...match, deals: [{ actions: won }] })).toMatchObject({ ok: true, value: { manches: [{ winner: 'A' }] } });
      expect(replayMatch(match)).toMatchObject({ ok: false, error: { code, path: `deals[0].${path}` } });
      expect(fromMatchRecord(match)).toMatchObject({ ok: false, error: { code, path: `deals[0].${path}` } });
    }
  });
});

describe('one verdict for one file: settle, check, replay, the library import and the table', () => {
  const won = [{ phase: 'grande', seat: 0, act: 'bet', amount: 2 }, { phase: 'grande', seat: 1, act: 'raise', amount: 38 },
    { phase: 'grande', seat: 2, act: 'raise', amount: 1 }, { phase: 'grande', seat: 3, act: 'fold' }];
  const files: [string, unknown, boolean][] = [
    ['a valid match won in the dialogue, hands left out', { format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: [{ actions: won }] }, true],
    ['the same with valid hands', { format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: [{ actions: won, hands: [['12', '11', '7', '1'], ['12', '7', '5', '1'], ['6', '5', '4', '1'], ['10', '7', '5', '2']] }] }, true],
    ['five 12s', { format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: [{ actions: won, hands: [['12', '12', '12', '12'], ['12', '7', '5', '1'], ['6', '5', '4', '1'], ['10', '7', '5', '2']] }] }, false],
    ['a zz card', { format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: [{ actions: won, hands: [['zz', '11', '7', '1'], ['12', '7', '5', '1'], ['6', '5', '4', '1'], ['10', '7', '5', '2']] }] }, false],
    ['a second 10 of oros', { format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: [{ actions: won, hands: [['10o', '11', '7', '1'], ['10o', '7', '5', '1'], ['6', '5', '4', '1'], ['10', '7', '5', '2']] }] }, false],
  ];
  it.each(files)('%s', async (_name, file, ok) => {
    const { checkMatchFile } = await import('../../../shared/format/check.js');
    const { checkImportText } = await import('../../../shared/library/import-check.js');
    expect(replayMatch(file).ok).toBe(ok); // mus replay / settle
    expect(checkMatchFile(file).length === 0).toBe(ok); // mus check
    expect(checkImportText(JSON.stringify(file)).ok).toBe(ok); // library import (app, browser, CLI)
    expect(fromMatchRecord(file as MatchRecord).ok).toBe(ok); // the table's reader of a match file
  });
});
