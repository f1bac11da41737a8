/**
 * The room display's ladder keeps a whole round of words at six players: after six « Mus » or six
 * ba/ez, the first speaker's word stays on the screen (it dropped off: the esku's « Ba » the room
 * looked for was gone). Under a standing bet it kept the last five lines, so a six-player bidding of
 * six bets and raises lost its first bet (who opened, for how much) and the esku's first word: now
 * every bet and raise stays, the other words folded into one line that counts them, the ladder on
 * two columns when it needs more than five lines.
 */
import { describe, expect, it } from 'vitest';
import { displayLadder, displayLadderLines, foldedWords, type LadderRow } from '../../../src-renderer/table/ladder-keep.js';
import { createDeal } from '../../../shared/deal/state.js';
import { transition } from '../../../shared/deal/reducer.js';
import { PRESETS } from '../../../shared/rules/presets.js';
import { ladderOf, type LadderLine } from '../../../src-renderer/store/derive.js';
import { acts } from '../../helpers/dsl.js';
import { itemAt } from '../../helpers/item-at.js';

/** The phase's ladder after `script`, at `players` seats. */
function ladderAfter(script: string, players: 4 | 6 = 6): LadderLine[] {
  let s = createDeal({ rules: { ...PRESETS.ffmus, players }, esku: 0 });
  for (const a of acts(script)) {
    const t = transition(s, a);
    if (!t.ok) throw new Error(t.error.message);
    s = t.value.state;
  }
  return ladderOf(s);
}

/** A row in short: `3:pass` for a word, `2-4:pass,pass,pass` for folded words. */
const brief = (r: LadderRow) => (r.kind === 'line' ? `${r.n}:${r.line.action.act}` : `${r.n}-${r.n + r.lines.length - 1}:${r.lines.map((l) => l.action.act).join(',')}`);

describe('the lines of the ladder the room display keeps', () => {
  it('a whole round of words at six players while no bet is standing', () => {
    expect(displayLadderLines(6, false)).toBe(6);
    expect(displayLadderLines(4, false)).toBe(5);
    const six = displayLadder(ladderAfter('m: 0m 1m 2m 3m 4m 5m'), 6, false);
    expect(six.rows.map(brief)).toEqual(['1:mus', '2:mus', '3:mus', '4:mus', '5:mus', '6:mus']);
    // a longer mus: the last six words (as before)
    const more = displayLadder(ladderAfter('m: 0m 1m 2m 3m 4m 5m 0d1 1d1 2d1 3d1 4d1 5d1 0m'), 6, false);
    expect(more.rows.map((r) => r.n)).toEqual([8, 9, 10, 11, 12, 13]);
  });

  it('five lines under a bet standing, the total line under them', () => {
    expect(displayLadderLines(6, true)).toBe(5);
    expect(displayLadderLines(4, true)).toBe(5);
    const short = displayLadder(ladderAfter('m: 0c | g: 0p 1b2 2r2'), 6, true);
    expect(short).toEqual({ rows: short.rows, columns: 1 });
    expect(short.rows.map(brief)).toEqual(['1:pass', '2:bet', '3:raise']);
  });

  it('six players, four passes then six bets and raises: every bet and raise stays, the esku\'s word too, the passes folded', () => {
    const all = ladderAfter('m: 0c | g: 0p 1p 2p 3p 4b2 5r2 4r2 1r2 2r2 3r2');
    const l = displayLadder(all, 6, true);
    // the last five lines left the first bet (Irati's imido 2) and the esku's « paso » off the screen
    expect(l.rows.map(brief)).toEqual(['1:pass', '2-4:pass,pass,pass', '5:bet', '6:raise', '7:raise', '8:raise', '9:raise', '10:raise']);
    expect(l.columns).toBe(2);
    expect(l.rows.length).toBeLessThanOrEqual(2 * displayLadderLines(6, true));
  });

  it('a six-player pares: the ba/ez and the passes fold into one line, the esku\'s « ba » first, the bidding whole on one column', () => {
    const all = ladderAfter('m: 0c | g: 0p 1p 2p 3p 4p 5p | c: 0p 1p 2p 3p 4p 5p | p: 0y 1y 2n 3y 4n 5n | p: 0p 1p 3b2 0r2');
    const l = displayLadder(all, 6, true);
    expect(l.rows.map(brief)).toEqual(['1:declare', '2-8:declare,declare,declare,declare,declare,pass,pass', '9:bet', '10:raise']);
    expect(l.columns).toBe(1);
    const folded = itemAt(l.rows, 1);
    if (folded.kind !== 'folded') throw new Error('no folded line');
    expect(foldedWords(folded.lines, (x) => (x.action.act === 'declare' ? (x.action.has ? 'Ba' : 'Ez') : 'Paso'))).toEqual([['Ba', 2], ['Ez', 3], ['Paso', 2]]);
  });

  it('four players, six bets and raises (no pass): all six on two columns (the last five were kept)', () => {
    const l = displayLadder(ladderAfter('m: 0c | g: 0b2 1r2 2r5 3r10 0r2 1r2', 4), 4, true);
    expect(l.rows.map(brief)).toEqual(['1:bet', '2:raise', '3:raise', '4:raise', '5:raise', '6:raise']);
    expect(l.columns).toBe(2);
  });

  it('a bidding longer than two columns: the first word and the last bets on their lines, the oldest after the first folded, none lost from the count', () => {
    const all = ladderAfter('m: 0c | g: 0p 1p 2b2 3r1 0r1 1r1 2r1 3r1 0r1 1r1 2r1 3r1 0r1', 4);
    const l = displayLadder(all, 4, true);
    expect(l.rows.length).toBe(10);
    expect(brief(itemAt(l.rows, 0))).toBe('1:pass');
    expect(brief(itemAt(l.rows, l.rows.length - 1))).toBe('13:raise');
    expect(l.rows.flatMap((r) => (r.kind === 'line' ? [r.line] : r.lines))).toEqual(all);
  });
});
