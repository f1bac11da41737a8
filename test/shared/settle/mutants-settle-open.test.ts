/**
 * Mutation testing (issue 16, docs/testing.md "shared/settle/settle.ts", the **open** list): the
 * surviving mutants of shared/settle/settle.ts that were real gaps. Each expectation is worked out
 * by hand from the rule.
 *
 * Covered (line numbers of the current tree, unchanged since the measured run):
 * - L102: the credit of a hordago kanta is counted at the showdown (`when: 'showdown'`), gives the
 *   winner exactly what it lacks to the target (FFMus art. 10; Memo Mus ch. IV-2-D, IX).
 * - L145: the article a given-back tira names is the error that voided *that* phase — not an earlier
 *   error of another phase (pares before juego; pares before a punto voided by art. 16 a), nor an
 *   unwritten case whose rule text quotes another article ("as art. 15 b").
 * - L108-L109: only the tiras of a voided phase are given back, not those of another phase
 *   (FFMus arts. 13 a, 15 c, 16 a: « les paris … seront annulés »).
 * - L64: a deal won in the dialogue settles with its hands left out as `null` (or absent), and hands
 *   given anyway are checked (docs/rules.md "Hands shown").
 * - L72-L73: `record/deal-unfinished`: where the record stops, on the path `actions`.
 * - L210-L211: `countedCredits`: the credits counted before the target was reached (Memo Mus ch. IX;
 *   docs/formats.md `counted`).
 *
 * Equivalent (see the triage): L146 (the fallback `'FFMus arts. 13-16'` and `e?.rule`: a voided
 * phase always has an error of its own article, 13 a-b, 15 a/c/d or 16 a, so the search never fails);
 * L108 `if (voided)` → `true` and the L109 mutants on `kind`, `counted` and `applied > 0` (at a
 * showdown every credit of the deal was drawn before any team reached the target, so it is counted
 * with `applied` ≥ 1, and the only other kind, a misdeal's `cancel`, has the phase `deal`, never voided).
 *
 * Engine code runs only inside `it(...)` (Stryker's per-test coverage).
 */
import { describe, expect, it } from 'vitest';
import { allPass, decl, deal, hands } from '../../helpers/dsl.js';
import { settleRecord, type Settlement } from '../../../shared/index.js';
import { countedCredits } from '../../../shared/settle/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

function raw(record: unknown): Settlement {
  const r = settleRecord(record);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.settlement;
}

const cancels = (s: Settlement) => s.ledger.filter((c) => c.kind === 'cancel').map((c) => [c.team, c.points, c.phase, c.when, c.rule]);
const errs = (s: Settlement) => s.errors.map((e) => [e.phase, e.seat, e.rule]);

describe('a hordago kanta (FFMus art. 10): the manche to the best hand of the phase, at the showdown', () => {
  // seat 0: K K C A, the best grande (kings); the others hold at best a caballo
  const H = '12 12 11 1 / 11 7 5 4 / 10 7 6 4 / 11 7 6 5';

  it('the credit is counted when the hands are shown, and gives the winner what it lacks to 40', () => {
    const s = raw(deal('g: 0o 1s', H));
    expect(s.end).toBe('ordago');
    expect(s.ledger).toMatchObject([
      { team: 'A', points: 40, applied: 40, phase: 'grande', when: 'showdown', kind: 'ordago', rule: 'FFMus art. 10', seat: 0, counted: true, decisive: true },
    ]);
    // from 12-30: A takes 28 to reach 40, B keeps its 30 (the loser keeps what it had)
    const late = raw(deal('g: 0o 1s', H, { score: { A: 12, B: 30 } }));
    expect(late.ledger.map((c) => [c.team, c.points, c.when, c.kind])).toEqual([['A', 28, 'showdown', 'ordago']]);
    expect(late.scoreAfter).toEqual({ A: 40, B: 30 });
    // the same hands turned one seat (seat 1 holds the kings): B takes 10 from 12-30, A keeps 12
    const b = raw(deal('g: 0o 1s', '11 7 5 4 / 12 12 11 1 / 10 7 6 4 / 11 7 6 5', { score: { A: 12, B: 30 } }));
    expect(b.ledger.map((c) => [c.team, c.points, c.when, c.kind, c.seat])).toEqual([['B', 10, 'showdown', 'ordago', 1]]);
    expect(b.scoreAfter).toEqual({ A: 12, B: 40 });
  });
});

describe('a tira given back names the error that voided its own phase (FFMus arts. 13-16)', () => {
  it('juego voided by art. 15 c after an art. 13 a error at pares: the juego tira goes back under art. 15 c', () => {
    // pares: seat 0 says ba without a pair, nobody else holds (art. 13 a, pares voided, no dialogue).
    // juego: seat 0 holds 31 (12 11 10 1) and says ba, seat 1 says ba without juego; 0 imido 2, 1 tira:
    // A draws 1. At the showdown seat 1's false ba, its partner without juego and seat 0 holding it, is
    // art. 15 c: the juego bets are voided (A gives its 1 back, under art. 15 c) and A counts seat 0's
    // 31 (3). Grande: seat 0's king; chica: seat 3 (ace, 4) before seat 2 (ace, 5) and seat 0 (ace, 10).
    const s = raw(deal(`${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'yynn')} | j: 0b2 1f`, '12 11 10 1 / 7 6 5 4 / 10 7 5 2 / 11 6 4 1'));
    expect(errs(s)).toEqual([['pares', 0, 'FFMus art. 13 a'], ['juego', 1, 'FFMus art. 15 c']]);
    expect(cancels(s)).toEqual([['A', -1, 'juego', 'showdown', 'FFMus art. 15 c']]);
    expect(s.ledger.map((c) => [c.team, c.points, c.kind, c.phase, c.rule])).toEqual([
      ['A', 1, 'tira', 'juego', 'FFMus art. 17'],
      ['A', -1, 'cancel', 'juego', 'FFMus art. 15 c'],
      ['A', 1, 'paso', 'grande', 'FFMus art. 17'],
      ['B', 1, 'paso', 'chica', 'FFMus art. 17'],
      ['A', 3, 'penalty', 'juego', 'FFMus art. 15 c'],
    ]);
  });

  it('the punto voided by art. 16 a (a juego hidden) after an art. 13 a error at pares: the punto tira goes back under art. 16 a', () => {
    // pares: seat 0's false ba alone (art. 13 a). juego: all say ez, seat 1 holds 31: art. 16 a (nobody
    // else holds a valid juego): the punto bets are voided. The punto was played: 0 imido 2, 1 tira, A
    // drew 1 — given back under art. 16 a, the error that voids the punto.
    const s = raw(deal(`${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'nnnn')} | t: 0b2 1f`, '7 6 5 4 / 12 11 10 1 / 10 7 5 2 / 11 6 4 1'));
    expect(errs(s)).toEqual([['pares', 0, 'FFMus art. 13 a'], ['juego', 1, 'FFMus art. 16 a']]);
    expect(cancels(s)).toEqual([['A', -1, 'punto', 'showdown', 'FFMus art. 16 a']]);
  });

  it('an unwritten case first ("art. 13 (case not written: as art. 15 b)"), then art. 13 a: the pares tira goes back under art. 13 a', () => {
    // pares: 0 ba without a pair while its partner 2 holds one and B holds none (the unwritten case);
    // 1 ba without a pair, its partner 3 without (art. 13 a: pares voided). Pares dialogue among 0, 1,
    // 2: 0 imido 2, 1 tira: A drew 1, given back under art. 13 a — the unwritten case voids nothing.
    const s = raw(deal(`${G_C} | ${decl('p', 'yyyn')} | p: 0b2 1f | ${decl('j', 'nnnn')} | ${allPass('t')}`, '7 6 5 4 / 11 10 7 1 / 6 6 5 4 / 11 10 7 2'));
    expect(errs(s)).toEqual([['pares', 0, 'FFMus art. 13 (case not written: as art. 15 b)'], ['pares', 1, 'FFMus art. 13 a']]);
    expect(cancels(s)).toEqual([['A', -1, 'pares', 'showdown', 'FFMus art. 13 a']]);
  });
});

describe('only the voided phase’s tiras are given back (FFMus art. 13 a: « les paris … seront annulés »)', () => {
  it('a grande tira stays when the pares bets are voided', () => {
    // as above, plus a grande imido refused (A draws 1). At the showdown A gives back the pares tira
    // only; chica: seats 1 and 3 both hold ace, 7, 10, 11 — the tie to seat 1, nearer the esku
    // (art. 17): B 1; pares voided: A counts seat 2's pair (1, art. 13 a); punto: 28 each for seats 1
    // and 3, seat 1: B 1.
    const s = raw(deal(`g: 0b2 1f | ${allPass('c')} | ${decl('p', 'yyyn')} | p: 0b2 1f | ${decl('j', 'nnnn')} | ${allPass('t')}`, '7 6 5 4 / 11 10 7 1 / 6 6 5 4 / 11 10 7 2'));
    expect(s.ledger.map((c) => [c.team, c.points, c.kind, c.phase, c.when])).toEqual([
      ['A', 1, 'tira', 'grande', 'dialogue'],
      ['A', 1, 'tira', 'pares', 'dialogue'],
      ['A', -1, 'cancel', 'pares', 'showdown'],
      ['B', 1, 'paso', 'chica', 'showdown'],
      ['A', 1, 'penalty', 'pares', 'showdown'],
      ['B', 1, 'paso', 'punto', 'showdown'],
    ]);
    expect(s.scoreAfter).toEqual({ A: 2, B: 2 });
  });
});

describe('a deal won in the dialogue: its hands may be left out (docs/rules.md "Hands shown")', () => {
  const won = (h: unknown) => settleRecord({ format: 'mus-deal/1', rules: 'ffmus', esku: 0, score: { A: 39, B: 0 }, actions: deal('g: 0b2 1f').actions, hands: h });

  it('hands given as null, or absent: the manche won on the tira (Memo Mus ch. IX)', () => {
    for (const h of [null, undefined]) {
      const r = won(h);
      expect(r.ok && [r.value.settlement.end, r.value.settlement.winner, r.value.settlement.scoreAfter]).toEqual(['dialogue', 'A', { A: 40, B: 0 }]);
    }
  });

  it('hands given anyway are checked: a fifth 12 is refused', () => {
    const r = won(hands('12 12 12 12 / 12 7 5 4 / 10 7 6 4 / 11 7 6 5'));
    expect(!r.ok && [r.error.code, r.error.path]).toEqual(['hands/too-many-of-a-kind', 'hands[1][0]']);
    expect(won(hands('12 12 11 1 / 11 7 5 4 / 10 7 6 4 / 11 7 6 5')).ok).toBe(true);
  });
});

describe('a record that stops before the end of the dialogue: record/deal-unfinished', () => {
  it('names the stage where it stops, on the path actions', () => {
    const r = settleRecord(deal(`${allPass('g')} | c: 0p`, '12 12 11 1 / 11 7 5 4 / 10 7 6 4 / 11 7 6 5'));
    expect(!r.ok && r.error).toEqual({
      code: 'record/deal-unfinished', path: 'actions',
      message: 'actions: the record stops at chica before the dialogue is over; a settlement needs the whole deal',
      params: { phase: 'chica' },
    });
    const empty = settleRecord({ format: 'mus-deal/1', rules: 'ffmus', actions: [] });
    expect(!empty.ok && [empty.error.path, empty.error.message]).toEqual(['actions', 'actions: the record stops at mus before the dialogue is over; a settlement needs the whole deal']);
  });
});

describe('countedCredits: what the count gave before the target (Memo Mus ch. IX)', () => {
  it('from 39-0, the grande paso takes A to 40: the chica, pares and juego credits after it are not counted', () => {
    // seat 0: K K C A, pair of kings and 31, says ba at both; nobody else holds. Grande paso: A 1,
    // decisive; then chica (seat 0's ace) A 1, pares A 1 (a pair), juego A 3 (31): counted: false
    const s = raw(deal(`${G_C} | ${decl('p', 'ynnn')} | ${decl('j', 'ynnn')}`, '12 12 11 1 / 11 7 5 4 / 10 7 6 4 / 11 7 6 5', { score: { A: 39, B: 0 } }));
    expect(s.ledger.map((c) => [c.team, c.points, c.kind, c.phase, c.counted])).toEqual([
      ['A', 1, 'paso', 'grande', true],
      ['A', 1, 'paso', 'chica', false],
      ['A', 1, 'base', 'pares', false],
      ['A', 3, 'base', 'juego', false],
    ]);
    const counted = countedCredits(s.ledger);
    expect(counted.map((c) => [c.team, c.points, c.kind, c.phase, c.decisive])).toEqual([['A', 1, 'paso', 'grande', true]]);
    expect(counted[0]).toBe(s.ledger[0]);
    expect(countedCredits([])).toEqual([]);
  });
});
