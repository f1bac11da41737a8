/**
 * The deal history's lines (src-renderer/history/history-rows.ts), on a 30-point, one-manche match
 * (test/helpers/display-match.ts TO_WIN), worked by hand:
 * - deal 1, esku Maite: B's imido 25 seen at grande goes to Xabi's rey (+25), chica all paso to
 *   Mixel's 1 4 6 (+1), punto all paso to Xabi's 28 (+1): B 0 → 27;
 * - deal 2, esku Xabi: A's two announcement errors; B takes the 28th, 29th and 30th tanto, the
 *   chica's being the decisive one (★), and the two credits after it are not counted (FFMus art. 17).
 */
import { describe, expect, it } from 'vitest';
import { replayLog, type MatchView } from '../../../shared/index.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { historyRows } from '../../../src-renderer/history/history-rows.js';
import '../../../src-renderer/history/texts.js';
import '../../../src-renderer/table/texts.js';
import '../../../src-renderer/showdown/texts.js';
import { TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';

function played(entries = [...TO_WIN.first, ...TO_WIN.last]): MatchView {
  const m = replayLog({ rules: TO_WIN_RULES, teams: { A: 'Baiona', B: 'Hazparne' }, players: ['Maite', 'Xabi', 'Battitte', 'Mixel'], esku: 0 }, entries);
  if (!m.ok) throw new Error(m.error.message);
  return m.value.view;
}

const fr = uiT('fr');
/** French puts a narrow no-break space before a colon: compared here as a plain space. */
const plain = (s: string | undefined) => s?.replace(/[\u00a0\u202f]/g, ' ');

describe('deal history', () => {
  it('lists the newest deal first, each with its number, esku, scores and how it ended', () => {
    const rows = historyRows(played(), fr, 'fr');
    expect(rows.map((r) => [r.index, r.title, r.esku, r.end])).toEqual([
      [1, 'Donne 2', 'esku : Xabi', 'abattage'],
      [0, 'Donne 1', 'esku : Maite', 'abattage'],
    ]);
    expect(rows.map((r) => [r.scoreBefore, r.scoreAfter])).toEqual([
      [{ A: 0, B: 27 }, { A: 0, B: 30 }],
      [{ A: 0, B: 0 }, { A: 0, B: 27 }],
    ]);
  });

  it('has no line before the first deal is settled', () => {
    expect(historyRows(played([]), fr, 'fr')).toEqual([]);
  });

  it('badges: the manche won (team letter and name) and the count of announcement errors, only on the deal that has them', () => {
    const [last, first] = historyRows(played(), fr, 'fr');
    expect(last?.won).toBe('manche gagnée par B (Hazparne)');
    expect(last?.errors).toBe('2 erreurs d’annonce');
    expect(first?.won).toBeNull();
    expect(first?.errors).toBeNull();
    expect(historyRows(played(), uiT('en'), 'en')[0]?.errors).toBe('2 announcement errors');
  });

  it('credits in counting order: + and the tantos applied, the rule and the reason with the players’ names', () => {
    const first = historyRows(played(), fr, 'fr')[1];
    expect(first?.credits.map((c) => [c.team, c.figure])).toEqual([['B', '+25'], ['B', '+1'], ['B', '+1']]);
    expect(plain(first?.credits[0]?.text)).toMatch(/^Haundia \(grand\) · FFMus art\. 17 : .*25.*\(Xabi\)$/);
    expect(plain(first?.credits[1]?.text)).toBe('Tipia (petit) · FFMus art. 17 : tous paso : 1 au meilleur petit (Mixel)');
    expect(first?.credits.every((c) => c.counted && !c.decisive)).toBe(true);
  });

  it('marks the credit that took the 30th tanto (★) and shows the credits after it in brackets, not counted', () => {
    const last = historyRows(played(), fr, 'fr')[0];
    expect(last?.credits.map((c) => [c.figure, c.decisive, c.counted])).toEqual([
      ['+1', false, true],
      ['+1', false, true],
      ['+1', true, true],
      ['(1)', false, false],
      ['(1)', false, false],
    ]);
    expect(plain(last?.credits[2]?.text)).toBe('Tipia (petit) · FFMus art. 17 : tous paso : 1 au meilleur petit (Xabi)');
    expect(plain(last?.credits[3]?.text)).toBe('Pariak (paires) · FFMus art. 13 a : paires de Mixel : 1');
  });
});
