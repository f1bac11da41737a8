/** The moments the room display announces (shared/display/moments.ts), step by step through played deals. */
import { describe, expect, it } from 'vitest';
import { applyEntry, startMatch, type LiveMatch, type MatchEntry } from '../../../shared/index.js';
import { momentsBetween, type Moment } from '../../../shared/display/moments.js';
import { acts, hands } from '../../helpers/dsl.js';

function play(entries: MatchEntry[], manchesToWin = 3): Moment[] {
  const m = startMatch({ rules: { preset: 'ffmus', manchesToWin }, teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 });
  if (!m.ok) throw new Error(m.error.message);
  let match: LiveMatch = m.value;
  const out: Moment[] = [];
  for (const e of entries) {
    const r = applyEntry(match, e);
    if (!r.ok) throw new Error(r.error.message);
    out.push(...momentsBetween(match.view, r.value.match.view));
    match = r.value.match;
  }
  return out;
}
const A = (script: string): MatchEntry[] => acts(script).map((action) => ({ type: 'action', action }));

describe('what the room display announces', () => {
  it('a hordago said, then refused: the tira drawn at once, with its reason', () => {
    const m = play(A('m: 0c | g: 0o 1f'));
    expect(m).toEqual([
      { kind: 'hordago', phase: 'grande', seat: 0, team: 'A', biak: false },
      expect.objectContaining({ kind: 'tira', phase: 'grande', team: 'A', points: 1, ordago: true, rule: 'FFMus Le dialogue' }),
    ]);
  });

  it('a hordago seen (kanta), then the hands: the manche won with its final score', () => {
    const m = play([...A('m: 0c | g: 0o 1s'), { type: 'hands', hands: hands('12 12 12 5 / 11 7 5 4 / 6 5 4 1 / 7 6 5 1') }]);
    expect(m).toEqual([
      { kind: 'hordago', phase: 'grande', seat: 0, team: 'A', biak: false },
      { kind: 'kanta', phase: 'grande', seat: 1, team: 'B' },
      { kind: 'manche', team: 'A', score: { A: 40, B: 0 }, manche: 0 },
    ]);
  });

  it('the match won, after its last manche', () => {
    const m = play([...A('m: 0c | g: 0o 1s'), { type: 'hands', hands: hands('12 12 12 5 / 11 7 5 4 / 6 5 4 1 / 7 6 5 1') }], 1);
    expect(m.slice(-2)).toEqual([{ kind: 'manche', team: 'A', score: { A: 40, B: 0 }, manche: 0 }, { kind: 'match', team: 'A', manches: { A: 1, B: 0 } }]);
  });

  it('an announcement error found at the showdown: the player, the article and what it cost', () => {
    // seat 0 says ba at pares without a pair; partner without → art. 13 a: the pares go to B's pair
    const m = play([...A('m: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0y 1y 2n 3n | p: 0p 1p | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p'),
      { type: 'hands', hands: hands('12 7 5 1 / 6 6 5 4 / 10 7 4 2 / 12 11 5 1') }]);
    expect(m).toEqual([{ kind: 'error', seat: 0, team: 'A', phase: 'pares', error: 'false-ba', rule: 'FFMus art. 13 a', cost: 1, to: 'B' }]);
  });

  it('nothing for the first view, nor for a step back (an undo)', () => {
    const m = startMatch({ rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['a', 'b', 'c', 'd'], esku: 0 });
    if (!m.ok) throw new Error(m.error.message);
    expect(momentsBetween(null, m.value.view)).toEqual([]);
    const one = applyEntry(m.value, { type: 'action', action: { phase: 'mus', seat: 0, act: 'cut' } });
    const two = one.ok ? applyEntry(one.value.match, { type: 'action', action: { phase: 'grande', seat: 0, act: 'ordago' } }) : one;
    if (!one.ok || !two.ok) throw new Error('illegal');
    expect(momentsBetween(two.value.match.view, one.value.match.view)).toEqual([]);
  });
});
