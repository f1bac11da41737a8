/**
 * Mutation testing (issue 16, docs/testing.md): one team's announcement error is settled ONCE, even
 * when both partners make it. Kills the mutants of `once()` and of each `if (once(...))` in
 * shared/settle/announcements.ts (the reviewer's "penalised once per partner" mutant among them).
 *
 * Every expectation is worked by hand from FFMus arts. 13-17: the
 * articles speak of "l'adversaire" drawing "le Tira" and "les points de sa paire / son jeu" — one
 * penalty per error of the team, not one per player who said the wrong word (the same reading as
 * art. 14 and 16 a in test/shared/settle/rulings.test.ts).
 *
 * FFMus preset, eight kings (a 3 is a king, a 2 an ace), four seats: team A = seats 0 and 2, team B =
 * seats 1 and 3, esku seat 0. Juego: figures count 10, other cards their face value; 31 or more.
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { lines, settled } from '../../helpers/settle.js';
import { settleRecord, type Settlement } from '../../../shared/index.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

describe('both partners make the same announcement error: one penalty for the team (FFMus arts. 13-16)', () => {
  it('FFMus art. 15 a « les adversaires tireront le Tira du point, et le point du Pontua »: both A partners say ba at juego, nobody has it → B 2, not 4', () => {
    // hands (no pares, no juego anywhere): 0: 6 5 4 1 (16); 1: 7 5 4 1 (17); 2: 7 6 4 1 (18); 3: 7 6 5 1 (19)
    // grande: all paso, best grande 7 6 5 1 (seat 3) → B 1 paso. chica: all paso, best chica
    // 1 4 5 6 (seat 0) → A 1 paso. pares: all ez. juego: A's seats 0 and 2 say ba, B ez: only one
    // team declared, no juego dialogue, no punto played. Art. 15 a (nobody else has juego): B draws
    // the tira of the punto (1) and the punto point (1), once: B 1 + 2 = 3, A 1.
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'ynyn')}`, '6 5 4 1 / 7 5 4 1 / 7 6 4 1 / 7 6 5 1'));
    expect(s.errors.map((e) => [e.seat, e.kind, e.rule])).toEqual([[0, 'false-ba', 'FFMus art. 15 a'], [2, 'false-ba', 'FFMus art. 15 a']]);
    expect(lines(s).filter((l) => l.endsWith(':punto') || l.endsWith(':juego'))).toEqual(['B:1:penalty:punto', 'B:1:penalty:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  it('FFMus art. 15 c « on annule les paris faits au jeu, et l’adversaire tirera les points correspondants à son jeu »: both A partners say a false ba, B holds 31 → B 3, once', () => {
    // hands: 0: 6 5 4 1 (16, A); 1: 12 11 7 4 (31, B); 2: 7 6 4 1 (18, A); 3: 7 6 5 1 (19, B)
    // grande: paso, best grande 12 11 7 4 (seat 1) → B 1. chica: paso, best 1 4 5 6 (seat 0) → A 1.
    // pares: all ez (seat 1's 12 11 7 4 is no pair). juego: 0 ba, 1 ba, 2 ba, 3 ez; the dialogue
    // (0, 1, 2 speak) all paso. Art. 15 c: the juego bets are voided and B counts its 31 (3), once.
    // The punto is not played (juego was declared). A 1, B 1 + 3 = 4.
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yyyn')} | j: 0p 1p 2p`, '6 5 4 1 / 12 11 7 4 / 7 6 4 1 / 7 6 5 1'));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 15 c'], [2, 'FFMus art. 15 c']]);
    expect(lines(s).filter((l) => l.endsWith(':juego') || l.endsWith(':punto'))).toEqual(['B:3:penalty:juego']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 4 });
  });

  it('FFMus art. 13 a « on annule tout pari fait sur les paires. Bien entendu, l’adversaire compte les points de sa ou de ses paires »: both A partners say a false ba, B holds a pair → B 1, once', () => {
    // hands: 0: 6 5 4 1 (A, no pair); 1: 11 11 7 4 (B, a pair of horses; 10 + 10 + 7 + 4 = 31); 2: 7 6 4 1 (A);
    // 3: 7 6 5 1 (B). grande: paso, best 11 11 7 4 (seat 1) → B 1. chica: paso, best 1 4 5 6 → A 1.
    // pares: 0 ba, 1 ba, 2 ba, 3 ez; all paso (0, 1, 2). Art. 13 a: the pares bets voided, B counts
    // its pair (1), once. juego: only seat 1 (B) says ba (31): B counts its 31, 3 (art. 17). A 1, B 1 + 1 + 3 = 5.
    const s = settled(deal(`${G_C} | ${decl('p', 'yyyn')} | p: 0p 1p 2p | ${decl('j', 'nynn')}`, '6 5 4 1 / 11 11 7 4 / 7 6 4 1 / 7 6 5 1'));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 13 a'], [2, 'FFMus art. 13 a']]);
    expect(lines(s).filter((l) => l.endsWith(':pares'))).toEqual(['B:1:penalty:pares']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 5 });
  });

  it('FFMus art. 16 c « ce dernier comptera le TIRA du jeu et les points du jeu qui lui reviennent »: both A partners deny their juego, B holds 31 → one tira, not two', () => {
    // hands: 0: 12 11 7 4 (A, 31, says ez); 1: 10 12 7 4 (B, 31, ba); 2: 12 10 7 5 (A, 32, ez);
    // 3: 7 6 5 1 (B, none). grande: paso; best grande: seats 0, 1 and 2 all hold two figures, then a
    // 7 then 4/4/5 → seat 2 (12 11/10 7 5: 12 10 7 5 vs 12 11 7 4: the 11 beats the 10 → seat 0 is
    // 12 11 7 4, seat 2 12 10 7 5, seat 1 12 10 7 4): seat 0 → A 1. chica: paso, best 1 5 6 7 (seat 3)
    // → B 1. pares: all ez (none holds a pair). juego: 0 ez, 1 ba, 2 ez, 3 ez: one team declared,
    // no dialogue. Art. 16 c: B draws the tira of the juego (1), once, and counts its 31 (3) as the
    // only declared juego. A 1, B 1 + 1 + 3 = 5.
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nynn')}`, '12 11 7 4 / 10 12 7 4 / 12 10 7 5 / 7 6 5 1'));
    expect(s.errors.map((e) => [e.seat, e.kind, e.rule])).toEqual([[0, 'denied', 'FFMus art. 16 c'], [2, 'denied', 'FFMus art. 16 c']]);
    expect(lines(s).filter((l) => l.endsWith(':juego') || l.endsWith(':punto'))).toEqual(['B:1:penalty:juego', 'B:3:base:juego']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 5 });
  });

  it('errors of different rules of one team are each settled (art. 13 a at pares and art. 15 a at juego): the key of "once" is phase, team and rule', () => {
    // hands as in the 15 a case (no pares, no juego anywhere). Seat 0 (A) says a false ba at pares
    // (art. 13 a, B holds no pair: the pares bets voided, B counts nothing) and at juego with seat 2
    // (art. 15 a: B draws the tira of the punto and the punto point, once). A 1 (chica), B 1 + 2 = 3.
    const s = settled(deal(`${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'ynyn')}`, '6 5 4 1 / 7 5 4 1 / 7 6 4 1 / 7 6 5 1'));
    expect(s.errors.map((e) => [e.phase, e.seat, e.rule])).toEqual([['pares', 0, 'FFMus art. 13 a'], ['juego', 0, 'FFMus art. 15 a'], ['juego', 2, 'FFMus art. 15 a']]);
    expect(lines(s).filter((l) => !l.endsWith(':grande') && !l.endsWith(':chica'))).toEqual(['B:1:penalty:punto', 'B:1:penalty:punto']);
    expect(s.scoreAfter).toEqual({ A: 1, B: 3 });
  });

  // Six players (FFMus règlement: teams of three when six play; seats 0, 2, 4 = A, 1, 3, 5 = B): the
  // only table where two partners can both err while the third partner holds the hand, the cases of
  // art. 13 b and art. 15 d.
  const SIX = { rules: { preset: 'ffmus' as const, players: 6 as const } };

  it('FFMus art. 13 b « tout pari aux paires sera annulé, l’adversaire comptant le TIRA des paires et les points de sa ou de ses paires », six players: two A partners say a false ba, the third holds a pair → one tira and one pair for B', () => {
    // hands: 0: 6 5 4 1 (A, no pair, ba); 1: 7 7 5 1 (B, pair of 7s, ba); 2: 7 6 4 1 (A, no pair, ba);
    // 3: 6 5 4 1 (B, ez); 4: 12 12 5 4 (A, pair of kings, ba); 5: 11 10 6 2 (B, ez; a 2 is an ace).
    // pares: 0, 1, 2 and 4 speak, all paso. Art. 13 b for seats 0 and 2 (partner 4 has, opponent 1
    // has): the bets voided; B draws the tira of the pares (1) and counts its pair (1) — once.
    // Nobody has juego (16, 20, 18, 16, 29, 27): the punto is played.
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${decl('p', 'yyynyn')} | p: 0p 1p 2p 4p | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`, '6 5 4 1 / 7 7 5 1 / 7 6 4 1 / 6 5 4 1 / 12 12 5 4 / 11 10 6 2', SIX));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 13 b'], [2, 'FFMus art. 13 b']]);
    expect(lines(s).filter((l) => l.endsWith(':pares'))).toEqual(['B:1:penalty:pares', 'B:1:penalty:pares']);
  });

  it('FFMus art. 15 d « on annule les paris faits au jeu et l’adversaire tirera le TIRA du jeu et les points correspondants à son jeu », six players: two A partners say a false ba, the third holds 32 → one tira and B’s 31 (3), once', () => {
    // hands: 0: 6 5 4 1 (A, 16, ba); 1: 12 11 7 4 (B, 31, ba); 2: 7 6 4 1 (A, 18, ba); 3: 6 5 4 1
    // (B, 16, ez); 4: 12 10 7 5 (A, 32, ba); 5: 7 6 5 2 (B, 20, ez). No pares anywhere.
    // juego: 0, 1, 2 and 4 speak, all paso. Art. 15 d for seats 0 and 2: the juego bets voided; B
    // draws the tira of the juego (1) and counts its 31 (3) — once. The punto is not played.
    const s = settled(deal(`${allPass('g', 0, 6)} | ${allPass('c', 0, 6)} | ${decl('p', 'nnnnnn')} | ${decl('j', 'yyynyn')} | j: 0p 1p 2p 4p`, '6 5 4 1 / 12 11 7 4 / 7 6 4 1 / 6 5 4 1 / 12 10 7 5 / 7 6 5 2', SIX));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 15 d'], [2, 'FFMus art. 15 d']]);
    expect(lines(s).filter((l) => l.endsWith(':juego') || l.endsWith(':punto'))).toEqual(['B:1:penalty:juego', 'B:3:penalty:juego']);
  });
});

/** The engine's own settlement (not rendered): errors with their effect keys. */
function raw(record: unknown): Settlement {
  const r = settleRecord(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.settlement;
}

describe('each case of arts. 13-16 is named, with what the engine did (the scenarios of test/shared/settle/announcements.test.ts)', () => {
  // [case, script, hands, the article's case as the engine names it, the effect shown]
  const cases: [string, string, string, string, string][] = [
    ['13 a', `${G_C} | ${decl('p', 'yynn')} | p: 0b2 1f | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 6 6 5 4 / 10 7 4 2 / 12 11 5 1', 'FFMus art. 13 a', 'error.13a'],
    ['13 b', `${G_C} | ${decl('p', 'yyyn')} | p: 0b2 1s | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 6 6 5 4 / 10 10 4 2 / 12 11 5 1', 'FFMus art. 13 b', 'error.13b'],
    ['13, not written', `${G_C} | ${decl('p', 'ynyn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 7 5 1 / 11 6 4 2 / 10 10 4 2 / 12 11 5 1', 'FFMus art. 13 (case not written: as art. 15 b)', 'error.13-unwritten'],
    ['14 with tira', `${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '6 6 5 4 / 11 11 7 2 / 12 7 5 1 / 12 10 4 1', 'FFMus art. 14', 'error.14-tira'],
    ['15 a', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'ynnn')}`, '6 5 4 1 / 7 5 4 1 / 7 6 4 1 / 7 6 5 1', 'FFMus art. 15 a', 'error.15a'],
    ['15 b', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'ynyn')}`, '12 7 5 1 / 11 6 4 2 / 12 11 10 2 / 11 5 4 1', 'FFMus art. 15 b', 'error.15b'],
    ['15 c', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yynn')} | j: 0b2 1f`, '12 7 5 1 / 12 11 10 1 / 10 7 6 4 / 11 6 5 2', 'FFMus art. 15 c', 'error.15c'],
    ['15 d', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yyyn')} | j: 0b2 1s`, '12 7 5 1 / 12 11 10 1 / 11 10 7 4 / 6 5 4 2', 'FFMus art. 15 d', 'error.15d'],
    ['16 a', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1s`, '12 11 10 1 / 11 6 4 2 / 10 7 6 4 / 12 7 5 2', 'FFMus art. 16 a', 'error.16a'],
    ['16 b', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnyn')}`, '12 11 10 1 / 11 6 5 2 / 12 10 7 4 / 7 6 5 1', 'FFMus art. 16 b', 'error.16b'],
    ['16 c', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nynn')}`, '12 11 10 1 / 12 11 10 1 / 7 6 5 4 / 7 6 5 2', 'FFMus art. 16 c', 'error.16c'],
    ['16, not written', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nyyn')} | j: 1p 2p`, '12 11 10 1 / 12 11 10 2 / 12 11 7 5 / 6 5 4 1', 'FFMus art. 16 (case not written: as art. 14)', 'error.16-unwritten'],
  ];
  for (const [name, script, handText, rule, key] of cases) {
    it(`art. ${name}: the error is named "${rule}", its effect "${key}"; its penalty credits are drawn at the showdown (Memo Mus ch. IX: tira points drawn when the hands are shown)`, () => {
      const s = raw(deal(script, handText));
      expect(s.errors.map((e) => [e.rule, e.effect.key])).toEqual([[rule, key]]);
      // the kind: a ba without the hand is a false ba (arts. 13, 15), an ez with it a denial (14, 16)
      expect(s.errors[0]!.kind).toBe(/^1[35]/.test(name) ? 'false-ba' : 'denied');
      for (const c of s.ledger.filter((x) => x.kind === 'penalty')) expect(c.when).toBe('showdown');
    });
  }

  it('art. 14 without a tira (opponents without pares): named "FFMus art. 14", effect "error.14"', () => {
    // seat 0 holds 6 6 and says ez; seat 2 has no pair, nor have seats 1 and 3
    const s = raw(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`, '6 6 5 4 / 7 5 4 1 / 7 6 4 1 / 7 6 5 1'));
    expect(s.errors.map((e) => [e.seat, e.rule, e.effect.key])).toEqual([[0, 'FFMus art. 14', 'error.14']]);
    expect(s.ledger.filter((c) => c.phase === 'pares')).toEqual([]);
  });
});

describe('what an error voids', () => {
  it('FFMus art. 15 a for both teams (each says a false ba, nobody has juego): the iduki of 2 at juego pays nobody; each side draws the tira of the punto and the punto point', () => {
    // hands: no pares, no juego (16, 17, 18, 19). grande paso → B 1 (seat 3), chica paso → A 1 (seat 0).
    // juego: seat 0 (A) and seat 1 (B) say ba, both teams declared: 0 imido 2, 1 iduki. At the
    // showdown both are false: art. 15 a for each (nobody else holds juego). Nobody holds juego, so
    // nobody can take the juego bets (the iduki of 2 pays nobody: the engine voids them); art. 15 a
    // gives the opponents the tira and the point of the punto: B 1 + 1 for A's error, A 1 + 1 for
    // B's. A 1 + 2 = 3, B 1 + 2 = 3.
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yynn')} | j: 0b2 1s`, '6 5 4 1 / 7 5 4 1 / 7 6 4 1 / 7 6 5 1'));
    expect(s.errors.map((e) => [e.seat, e.rule])).toEqual([[0, 'FFMus art. 15 a'], [1, 'FFMus art. 15 a']]);
    expect(lines(s).filter((l) => l.endsWith(':juego'))).toEqual([]);
    expect(s.scoreAfter).toEqual({ A: 3, B: 3 });
  });

  it('a phase never reached has no error (hordago kanta at pares: nobody declared juego, nobody erred at juego)', () => {
    // the art. 13 b scenario of test/shared/settle/announcements.test.ts, then seat 0 hordago, seat 1 kanta
    // at pares: the deal ends in the dialogue (FFMus art. 10), juego is never declared. Nobody holds
    // juego (23, 21, 25, 26) and nobody said anything at juego: only the pares error exists.
    const s = raw(deal(`${G_C} | ${decl('p', 'yyyn')} | p: 0o 1s`, '12 7 5 1 / 6 6 5 4 / 10 10 4 2 / 12 11 5 1'));
    expect(s.errors.map((e) => [e.phase, e.seat, e.rule])).toEqual([['pares', 0, 'FFMus art. 13 b']]);
  });

  it('a seat out after a misdeal (FFMus art. 5) does not hide the errors of the others: seat 0’s false ba with its partner out is art. 13 a', () => {
    // seat 2 (A) is out from the chica on (misdeal, art. 5); seat 0 says ba at pares without a pair
    // (12 7 5 1), its partner is out (« le partenaire n’en a pas »), seat 1 (B) holds 6 6: art. 13 a,
    // the pares bets voided and B counts its pair (1).
    const s = raw(deal('g: 0p 1p 2p 3p | c: 2x 0p 1p 3p | p: 0y 1y 3n | p: 0p 1p | j: 0n 1n 3n | t: 0p 1p 3p', '12 7 5 1 / 6 6 5 4 / - / 12 11 5 1'));
    expect(s.errors.map((e) => [e.phase, e.seat, e.rule])).toEqual([['pares', 0, 'FFMus art. 13 a']]);
    expect(s.ledger.filter((c) => c.phase === 'pares').map((c) => [c.team, c.points, c.kind])).toEqual([['B', 1, 'penalty']]);
  });
});
