/**
 * The printed pairing sheet of a club night: readable with a long team name, players under their
 * team, a forfeit said in the sheet's language (text and HTML).
 */
import { describe, expect, it } from 'vitest';
import { computeStandings, createTournament, leagueStandings, leagueText, pairingSheetHtml, pairingSheetText, SHEET_COLUMN_MAX, standingsText, type Tournament } from '../../../shared/tournament/index.js';
import { apply, forfeit, hand, pairRound } from './helpers.js';

const LONG = "Les Amis du Pays Basque de Saint-Jean-Pied-de-Port et d'Uhart-Cize réunis";

/** A night of four pairs, one with a long name, round 1 paired (Swiss: 1 v 2, 3 v 4). */
function night(): Tournament {
  const c = createTournament({ name: 'Gau handia', date: '2026-11-27', rules: 'ffmus', rounds: 3, system: 'swiss' });
  if (!c.ok) throw new Error(c.error.message);
  const t = apply(c.value,
    { type: 'add-pair', pair: { id: 'etx', team: 'Etxeberri / Dufau', players: ['Peio', 'Battitt'], club: 'Baiona' } },
    { type: 'add-pair', pair: { id: 'lop', team: 'López / Iñaki', players: ['Begoña', 'Iñaki'], club: null } },
    { type: 'add-pair', pair: { id: 'lng', team: LONG, players: ['Xabier Etxeberriagoikoetxea', 'Mikel Arrizabalaga-Goñi'], club: 'Garazi' } },
    { type: 'add-pair', pair: { id: 'dar', team: "D'Arcangues / Élissalde", players: ['Jean-Baptiste', 'Maïté'], club: null } },
  );
  return pairRound(t)[0];
}

describe('the pairing sheet as text', () => {
  it('keeps every line short with a long team name: the name wraps in its column, nothing is lost', () => {
    const t = night();
    const text = pairingSheetText(t, t.rounds[0]!, 'fr');
    const lines = text.split('\n');
    // table, number, two columns, "c.", the result blank: well within a printed page's width
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(10 + SHEET_COLUMN_MAX * 2 + 6 + 30);
    const words = (s: string) => s.split(/\s+/).filter(Boolean);
    const table2 = lines.slice(lines.findIndex((l) => l.startsWith('Table  2')));
    // every word of the long name is on the sheet, in order, in the first column
    const column = table2.slice(0, 3).map((l) => l.slice(10, 10 + SHEET_COLUMN_MAX).trim()).join(' ');
    expect(words(column)).toEqual(words(LONG));
    expect(table2[0]).toMatch(/^Table {2}2 {2}Les Amis du Pays Basque de +c\. {2}D'Arcangues \/ Élissalde +Manches : _+$/);
  });

  it('names the rules as the screen does (FFMus, not the file\'s id ffmus)', () => {
    const t = night();
    expect(pairingSheetText(t, t.rounds[0]!, 'en').split('\n')[1]).toBe('Rules: FFMus, 3 manches of 40 to win');
    expect(pairingSheetHtml(t, t.rounds[0]!, 'fr')).toContain('<p>Règles : FFMus, 3 manches de 40 pour gagner</p>');
  });

  it('starts the players under their team, in every language (the word for "v" has its own length)', () => {
    const t = night();
    for (const lang of ['fr', 'en', 'es', 'eu'] as const) {
      const lines = pairingSheetText(t, t.rounds[0]!, lang).split('\n');
      const i = lines.findIndex((l) => /^\S+ {2}1 {2}/.test(l));
      const teams = lines[i]!, players = lines[i + 1]!;
      expect(players.indexOf('Peio'), lang).toBe(teams.indexOf('Etxeberri'));
      expect(players.indexOf('Begoña'), lang).toBe(teams.indexOf('López'));
    }
  });

  it('says a forfeit in the sheet\'s language, and the manches of a table played', () => {
    let t = night();
    t = apply(t, { type: 'result', result: hand(t, 1, 1, [{ A: 40, B: 32 }, { A: 12, B: 40 }, { A: 40, B: 38 }, { A: 40, B: 20 }]) });
    t = apply(t, { type: 'result', result: forfeit(t, 1, 2, 'dar') });
    const sheet = (lang: 'fr' | 'en' | 'es' | 'eu') => pairingSheetText(t, t.rounds[0]!, lang);
    expect(sheet('en')).toMatch(/Table {2}1 .* Manches: 40-32 12-40 40-38 40-20\n/);
    expect(sheet('en')).toMatch(/Table {2}2 .* Manches: forfeit\n/);
    expect(sheet('fr')).toMatch(/Table {2}2 .* Manches : forfait\n/);
    expect(sheet('es')).toMatch(/Mesa {2}2 .* Chicos: incomparecencia\n/);
    expect(sheet('eu')).toMatch(/Mahaia {2}2 .* Partidak: forfait\n/);
  });
});

describe('the pairing sheet as HTML', () => {
  it('shows a forfeit in the result column, not a blank one that reads as "not played"', () => {
    let t = night();
    t = apply(t, { type: 'result', result: forfeit(t, 1, 2, 'dar') });
    expect(pairingSheetHtml(t, t.rounds[0]!, 'fr')).toContain('<td class="res"><span class="m">forfait</span></td>');
    expect(pairingSheetHtml(t, t.rounds[0]!, 'en')).toContain('<td class="res"><span class="m">forfeit</span></td>');
    expect(pairingSheetHtml(t, t.rounds[0]!, 'en')).toContain('<td class="res"></td>'); // table 1: still to play
  });

  it('keeps each manche\'s score on one line (it broke at the hyphen: "10-" then "40"), with room to sign', () => {
    let t = night();
    t = apply(t, { type: 'result', result: hand(t, 1, 1, [{ A: 40, B: 32 }, { A: 12, B: 40 }, { A: 40, B: 38 }, { A: 40, B: 20 }]) });
    const html = pairingSheetHtml(t, t.rounds[0]!, 'fr');
    expect(html).toContain('<td class="res"><span class="m">40-32</span> <span class="m">12-40</span> <span class="m">40-38</span> <span class="m">40-20</span></td><td class="sig"></td>');
    expect(html).toContain('.m{white-space:nowrap}');
  });
});

describe('the standings and the league as text', () => {
  it('wrap a long team name in its column: one short line per pair, the name\'s next lines under it', () => {
    let t = night();
    t = apply(t, { type: 'result', result: hand(t, 1, 2, [{ A: 40, B: 32 }, { A: 40, B: 12 }, { A: 40, B: 38 }]) });
    const lines = standingsText(t, computeStandings(t), 'en').split('\n');
    const i = lines.findIndex((l) => l.includes('Les Amis du Pays Basque de'));
    expect(lines[i]).toMatch(/^1 +lng +Les Amis du Pays Basque de +Garazi +1 +0 +1 +0 +0 +0 +0$/);
    expect(lines[i + 1]).toMatch(/^ +Saint-Jean-Pied-de-Port et$/);
    expect(lines[i + 1]!.indexOf('Saint')).toBe(lines[i]!.indexOf('Les Amis'));
    expect(lines[i + 2]!.trim()).toBe("d'Uhart-Cize réunis");
    for (const l of lines) expect(l.length, l).toBeLessThan(140);
    const rows = leagueStandings([t]);
    if (!rows.ok) throw new Error(rows.error.message);
    const league = leagueText(rows.value, 1, 'fr').split('\n');
    const j = league.findIndex((l) => l.includes('Les Amis'));
    expect(league[j]).toMatch(/^1 +Les Amis du Pays Basque de +Garazi +1 +1 +0 +1 +0 +0$/);
    expect(league[j + 1]!.trim()).toBe('Saint-Jean-Pied-de-Port et');
  });
});
