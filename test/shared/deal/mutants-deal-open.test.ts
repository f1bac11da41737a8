/**
 * Mutation testing (issue 16, docs/testing.md "shared/deal (second session)", the **open** list):
 * the surviving mutants of shared/deal that were real gaps. Each case works out by hand, from the
 * rule, what the deal's state or credit must be.
 *
 * Covered (line numbers of the current tree, same as 9f5cd67 for these files):
 * - acts.ts L49: the count of completed mus rounds, and a new round's discards starting empty
 *   (FFMus arts. 7-8).
 * - acts.ts L113, L123, L201: the `biak` flag of the grande dialogue after a biak imido, a biak
 *   hordago that opens, a biak hordago said in answer (FFMus art. 9; Memo Mus ch. VIII).
 * - acts.ts L158: the kind (`tira`) and the article (FFMus *Le dialogue*: any opening bet refused, a hordago too, pays 1) of a refused opening hordago.
 * - acts.ts L176, L183: the reason of a tira: the opening bet (`tira.opening`) or the raises
 *   (`tira.raises`, with the number of raises) (FFMus art. 17 *Relances*).
 * - acts.ts L250: the reason of a misdeal's cancellation (`cancel.misdeal` {seat, points}) (art. 5).
 * - acts.ts L262-L274: the misdeal's closing branches: a dialogue left to one team drops its bet;
 *   a bet whose maker is found out still stands when both teams are left; a misdeal at the juego
 *   declarations or at the pares declarations with seats still to declare; a misdeal at the
 *   showdown moves nothing (art. 5; Memo Mus ch. III, V).
 * - flow.ts L98, L171: the punto closed (`skipped`) after a juego held by one team or a juego
 *   dialogue (Memo Mus ch. III: the punto only when nobody declared juego).
 * - flow.ts L131-L135: chica after a biak imido or a biak hordago refused at grande: the `biak`
 *   flag, the hordago that still stands at chica, the biak imido it covers (Memo Mus ch. VIII).
 * - state.ts L151, L162: `cloneDeal` is a deep copy (a dialogue's speakers, the hordago seen).
 *
 * Equivalent (no test can tell; see the triage): acts.ts L223-L227 (`verb()`: each label is the
 * word it returns, and `default: return act` gives the same word), flow.ts L81 (`bothTeams` is
 * symmetric in the two teams), flow.ts L135 `.slice()` (the chica ladder is never written in place
 * while the hordago stands).
 *
 * Engine code runs only inside `it(...)` (Stryker's per-test coverage).
 */
import { describe, expect, it } from 'vitest';
import { playDeal } from '../../helpers/play.js';
import { cloneDeal, settleRecord, transition, type DealState, type Settlement } from '../../../shared/index.js';
import { acts, allPass, decl, hands } from '../../helpers/dsl.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;

/** Plays a script on a fresh four-player deal with `transition` (each action checked). */
const play = (script: string, esku = 0): DealState => playDeal(script, { esku });

/** Settles a script with the hands given (`-` for a seat out). */
function settle(script: string, handText: string): Settlement {
  const r = settleRecord({ format: 'mus-deal/1', rules: 'ffmus', esku: 0, score: { A: 0, B: 0 }, actions: acts(script), hands: hands(handText) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.settlement;
}

const line = (s: Settlement) => s.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}`);

describe('the mus rounds (FFMus arts. 7-8)', () => {
  it('two rounds where everyone went mus and discarded are counted, each round’s discards start with the esku', () => {
    // round 1: four mus, four discards (esku first); round 2: the same, seat 0 discarding first
    // again — the second round's discards start empty; then seat 0 cuts and play starts
    const s = play('m: 0m 1m 2m 3m 0d1 1d1 2d1 3d1 0m 1m 2m 3m 0d2 1d2 2d2 3d2 0c');
    expect(s.mus).toEqual({ rounds: 2, said: [], discarding: false, discarded: [] });
    expect(s.stage).toBe('grande');
    expect(play('m: 0m 1m 2m 3m 0d1 1d1 2d1 3d1').mus).toEqual({ rounds: 1, said: [], discarding: false, discarded: [] });
  });
});

describe('biak imido and biak hordago (FFMus art. 9; Memo Mus ch. VIII)', () => {
  it('a biak imido opens grande as a biak dialogue and stands at chica', () => {
    const s = play('g: 0B2');
    expect(s.dialogues.grande).toMatchObject({ biak: true, bets: [2], bettor: 0, ordagoBy: null });
    expect(s.biak).toEqual({ seat: 0, amount: 2, ordago: false });
  });

  it('a biak hordago that opens grande is a biak dialogue', () => {
    const s = play('g: 0O');
    expect(s.dialogues.grande).toMatchObject({ biak: true, bets: [], bettor: 0, ordagoBy: 0 });
    expect(s.biak).toEqual({ seat: 0, amount: 0, ordago: true });
  });

  it('a biak hordago said in answer to an imido (Memo Mus ch. VIII addenda) makes grande a biak dialogue', () => {
    const s = play('g: 0b2 1O');
    expect(s.dialogues.grande).toMatchObject({ biak: true, bets: [2], bettor: 1, ordagoBy: 1 });
    // no biak imido stood at chica: the hordago there covers nothing
    expect(s.biak).toEqual({ seat: 1, amount: 0, ordago: true });
  });

  it('chica after a biak imido refused at grande: the imido stands at chica, a biak dialogue; seen, it is an iduki of 2', () => {
    // B refuses at grande (A draws 1), chica opens with A's imido of 2 standing; B sees it (iduki)
    const s = play('g: 0B2 1f');
    expect(s.stage).toBe('chica');
    expect(s.dialogues.chica).toMatchObject({ biak: true, bets: [2], bettor: 0, ordagoBy: null, result: null });
    const seen = play('g: 0B2 1f | c: 1s');
    expect(seen.dialogues.chica).toMatchObject({ result: 'seen', stake: 2 });
    expect(seen.ordago).toBeNull();
    expect(seen.stage).toBe('pares-declare');
  });

  it('chica after a biak hordago refused at grande: the hordago still stands at chica; its kanta decides the manche there', () => {
    // A's biak hordago: B refuses at grande (A draws 1, the hordago opened), B sees at chica: the
    // best chica wins the manche (FFMus art. 10), A keeps its 1. Chica: seat 1 holds two aces
    // (1 and 2, the 2 an ace) and 4, 5: the lowest hand.
    const s = play('g: 0O 1f');
    expect(s.dialogues.chica).toMatchObject({ biak: true, bets: [], bettor: 0, ordagoBy: 0, result: null });
    const set = settle('g: 0O 1f | c: 1s', '12 11 7 6 / 1 2 4 5 / 10 7 6 5 / 12 11 10 7');
    expect(set.end).toBe('ordago');
    expect(line(set)).toEqual(['A:1:tira:grande', 'B:40:ordago:chica']);
    expect(set.scoreAfter).toEqual({ A: 1, B: 40 });
  });

  it('a biak hordago in answer to a biak imido covers that imido at chica: a tira there pays the 2 (Memo Mus ch. VIII addenda)', () => {
    // A's biak imido 2, B's biak hordago in answer; A refuses at grande: the total before the
    // hordago, 2; chica opens with B's hordago over A's imido of 2: A refuses again, B draws 2
    const s = play('g: 0B2 1O 0f');
    expect(s.biak).toEqual({ seat: 1, amount: 0, ordago: true, bets: [2] });
    expect(s.dialogues.chica).toMatchObject({ biak: true, bets: [2], bettor: 1, ordagoBy: 1 });
    const after = play('g: 0B2 1O 0f | c: 0f');
    expect(after.credits.map((c) => [c.team, c.points, c.phase, c.kind])).toEqual([['B', 2, 'grande', 'tira'], ['B', 2, 'chica', 'tira']]);
    expect(after.score).toEqual({ A: 0, B: 4 });
  });
});

describe('what a tira names: its kind, its article and its reason (FFMus art. 17 Relances, Le dialogue)', () => {
  it('the opening bet refused pays 1: tira.opening with the bet (art. 17)', () => {
    expect(play('g: 0b2 1f').credits).toMatchObject([
      { team: 'A', points: 1, applied: 1, phase: 'grande', when: 'dialogue', kind: 'tira', rule: 'FFMus art. 17', seat: 0, why: { key: 'tira.opening', params: { paid: 1, bet: 2 } } },
    ]);
    expect(play(`${allPass('g')} | c: 0p 1b5 2f`).credits[0]!.why).toEqual({ key: 'tira.opening', params: { paid: 1, bet: 5 } });
  });

  it('a raised bet refused pays the total up to the bid before the last: tira.raises with the number of raises (art. 17)', () => {
    // 2 then a raise of 3: A refuses B's raise: B draws 2, one raise
    expect(play('g: 0b2 1r3 0f').credits).toMatchObject([
      { team: 'B', points: 2, kind: 'tira', rule: 'FFMus art. 17', seat: 1, why: { key: 'tira.raises', params: { paid: 2, bets: '2+3', raises: 1 } } },
    ]);
    // 2, 3, 4: B refuses A's second raise: A draws 2 + 3 = 5, two raises
    expect(play('g: 0b2 1r3 0r4 1f').credits).toMatchObject([
      { team: 'A', points: 5, kind: 'tira', rule: 'FFMus art. 17', seat: 0, why: { key: 'tira.raises', params: { paid: 5, bets: '2+3+4', raises: 2 } } },
    ]);
  });

  it('a hordago that opened, refused, is a tira of 1 and after bets the bets, both under Le dialogue (art. 17 Relances names no hordago)', () => {
    expect(play('g: 0o 1f').credits).toMatchObject([
      { team: 'A', points: 1, applied: 1, phase: 'grande', when: 'dialogue', kind: 'tira', rule: 'FFMus Le dialogue', seat: 0, why: { key: 'tira.ordagoOpening', params: { paid: 1 } } },
    ]);
    expect(play('g: 0b2 1o 0f').credits).toMatchObject([
      { team: 'B', points: 2, kind: 'tira', rule: 'FFMus Le dialogue', seat: 1, why: { key: 'tira.ordagoAfterBets', params: { paid: 2, bets: '2' } } },
    ]);
  });
});

describe('a misdeal found after play began (FFMus art. 5)', () => {
  it('the cancellation names the seat and the points its team drew: cancel.misdeal', () => {
    // A draws 1 at grande; at chica seat 2 (A) is found out: A's 1 is cancelled
    const s = play('g: 0b2 1f | c: 0p 2x');
    expect(s.credits[1]).toMatchObject({
      team: 'A', points: -1, applied: -1, phase: 'deal', when: 'dialogue', kind: 'cancel', rule: 'FFMus art. 5', seat: 2,
      why: { key: 'cancel.misdeal', params: { seat: 2, points: 1 } },
    });
    expect(s.score).toEqual({ A: 0, B: 0 });
  });

  it('a holder found out in the pares dialogue leaves one team: the bet standing falls with the dialogue (no bettor, no bet, no hordago)', () => {
    // 0 and 1 said ba; 0 bets 2, seat 1 is found out: only team A holds, pares is counted as held by
    // one team (Memo Mus ch. V): nothing stands to be answered
    const s = play(`${G_C} | ${decl('p', 'yynn')} | p: 0b2 1x`);
    expect(s.dialogues.pares).toMatchObject({ result: 'none', speakers: [0], bets: [], bettor: null, ordagoBy: null });
    expect(s.stage).toBe('juego-declare');
    const o = play(`${G_C} | ${decl('p', 'yynn')} | p: 0o 1x`);
    expect(o.dialogues.pares).toMatchObject({ result: 'none', bets: [], bettor: null, ordagoBy: null });
  });

  it('the seat that made the last bet is found out while both teams are left: its bet stands and the other team answers (Le dialogue)', () => {
    // grande: 0, 1, 2 pass, 3 bets 2, seat 3 is found out; team B is still in the deal (seat 1), so
    // the bet is not passed: A sees it (iduki). Hands of 0-2: grande seat 0 (king), stake 2 to A;
    // chica seat 0 (an ace); no pares, no juego (28, 30, 26): punto to seat 1 (30)
    const s = play('g: 0p 1p 2p 3b2 3x');
    expect(s.stage).toBe('grande');
    expect(s.dialogues.grande).toMatchObject({ result: null, speakers: [0, 1, 2], bettor: 3, bets: [2] });
    const set = settle('g: 0p 1p 2p 3b2 3x 0s | c: 0p 1p 2p | p: 0n 1n 2n | j: 0n 1n 2n | t: 0p 1p 2p', '12 11 7 1 / 11 10 6 4 / 10 7 5 4 / -');
    expect(line(set)).toEqual(['A:2:iduki:grande', 'A:1:paso:chica', 'B:1:paso:punto']);
  });

  it('the last seat to declare at juego is found out: the declarations are over, the punto is played', () => {
    // nobody holds juego among 0, 1, 2: the punto opens with the three of them
    const s = play(`${G_C} | ${decl('p', 'nnnn')} | j: 0n 1n 2n 3x`);
    expect(s.stage).toBe('punto');
    expect(s.dialogues.punto).toMatchObject({ speakers: [0, 1, 2], result: null });
    const set = settle(`${G_C} | ${decl('p', 'nnnn')} | j: 0n 1n 2n 3x | t: 0p 1p 2p`, '12 11 7 1 / 11 10 6 4 / 10 7 5 4 / -');
    // grande 12-11 seat 0, chica seat 0's ace: grande and chica were played by four
    expect(line(set)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:1:paso:punto']);
  });

  it('a seat found out at the pares declarations while others have still to declare: they declare in turn (Memo Mus ch. III)', () => {
    // 0 says ba, seat 1 is found out, 2 and 3 still declare; only A holds: no dialogue
    const mid = play(`${G_C} | p: 0y 1x`);
    expect(mid.stage).toBe('pares-declare');
    expect(mid.declared.pares).toEqual([true, null, null, null]);
    const s = play(`${G_C} | p: 0y 1x 2n 3n`);
    expect(s.dialogues.pares).toMatchObject({ result: 'none' });
    expect(s.stage).toBe('juego-declare');
  });

  it('a misdeal found at the showdown puts the seat out and moves nothing: the deal is counted without it', () => {
    // the punto was passed by all four, then seat 3's hand is found wrong when shown: out, team B drew
    // nothing. Grande seat 0 (king), chica seat 0 (ace), punto seat 1 (30)
    const script = `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')} | t: 3x`;
    const s = play(script);
    expect([s.stage, s.out, s.declared.juego]).toEqual(['showdown', [3], [false, false, false, false]]);
    const set = settle(script, '12 11 7 1 / 11 10 6 4 / 10 7 5 4 / -');
    expect(line(set)).toEqual(['A:1:paso:grande', 'A:1:paso:chica', 'B:1:paso:punto']);
    expect(set.out).toEqual([3]);
  });
});

describe('the punto is closed when juego was declared (Memo Mus ch. III)', () => {
  const skippedPunto = { phase: 'punto', speakers: [], turn: 0, bets: [], bettor: null, ordagoBy: null, biak: false, result: 'skipped', foldedBy: null, paid: 0, stake: 0 };

  it('juego held by one team only: no juego dialogue, the punto is skipped, the showdown follows', () => {
    const s = play(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'ynnn')}`);
    expect(s.dialogues.juego).toMatchObject({ phase: 'juego', result: 'none' });
    expect(s.dialogues.punto).toEqual(skippedPunto);
    expect(s.stage).toBe('showdown');
  });

  it('after a juego dialogue (passed, seen, refused) the punto is skipped', () => {
    for (const j of ['j: 0p 1p', 'j: 0b2 1s', 'j: 0b2 1f']) {
      const s = play(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yynn')} | ${j}`);
      expect(s.dialogues.punto, j).toEqual(skippedPunto);
      expect(s.stage).toBe('showdown');
    }
  });
});

describe('cloneDeal is a deep copy (what transition relies on never to change its input)', () => {
  it('a dialogue’s speakers: a change to the copy’s list leaves the original', () => {
    const s = play(`${G_C} | ${decl('p', 'yynn')}`);
    expect(s.dialogues.pares!.speakers).toEqual([0, 1]);
    const c = cloneDeal(s);
    expect(c).toEqual(s);
    c.dialogues.pares!.speakers.push(3);
    c.dialogues.pares!.bets.push(2);
    expect(s.dialogues.pares!.speakers).toEqual([0, 1]);
    expect(s.dialogues.pares!.bets).toEqual([]);
  });

  it('the hordago seen (FFMus art. 10) is copied whole, and kept by a misdeal found at the showdown', () => {
    const s = play('g: 0o 1s');
    expect(s.ordago).toEqual({ phase: 'grande', by: 0, seenBy: 1 });
    const c = cloneDeal(s);
    expect(c.ordago).toEqual({ phase: 'grande', by: 0, seenBy: 1 });
    expect(c.ordago).not.toBe(s.ordago);
    // seat 2 found out when the hands are shown: the kanta stands; grande among 0, 1, 3 goes to seat
    // 3 (12-12), B wins the manche (art. 10)
    const t = transition(s, { phase: 'grande', seat: 2, act: 'misdeal' });
    expect(t.ok && t.value.state.ordago).toEqual({ phase: 'grande', by: 0, seenBy: 1 });
    const set = settle('g: 0o 1s 2x', '11 7 5 1 / 10 7 6 4 / - / 12 12 5 4');
    expect([set.end, set.winner, line(set)]).toEqual(['ordago', 'B', ['B:40:ordago:grande']]);
  });
});
