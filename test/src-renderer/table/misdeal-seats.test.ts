/** « Fausse donne… » offers the seats still in the deal, in speaking order, named as the table shows them. */
import { describe, expect, it } from 'vitest';
import type { LiveMatch, MatchEntry } from '../../../shared/index.js';
import { playEntries } from '../../helpers/play.js';
import { misdealSeats } from '../../../src-renderer/table/misdeal/misdeal-seats.js';

/** The match after `entries`, four players named, `esku` first to speak. */
const play = (entries: MatchEntry[], esku = 2): LiveMatch => playEntries(entries, { rules: 'ffmus', teams: { A: 'Etxea', B: 'Kanpoa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku });

describe('misdealSeats', () => {
  it('every seat from the esku, with its name and team', () => {
    expect(misdealSeats(play([]).view)).toEqual([
      { seat: 2, name: 'Battitt', team: 'A' }, { seat: 3, name: 'Xan', team: 'B' }, { seat: 0, name: 'Peio', team: 'A' }, { seat: 1, name: 'Maite', team: 'B' },
    ]);
  });

  it('not a seat already out (FFMus art. 5), nor anything without a deal in progress', () => {
    const m = play([{ type: 'action', action: { phase: 'grande', seat: 2, act: 'pass' } }, { type: 'action', action: { phase: 'grande', seat: 3, act: 'misdeal' } }]);
    expect(misdealSeats(m.view).map((x) => x.seat)).toEqual([2, 0, 1]);
    expect(misdealSeats(null)).toEqual([]);
    expect(misdealSeats({ ...m.view, current: null })).toEqual([]);
  });
});
