/**
 * The match report's player table (src-renderer/chart/MatchReport.tsx, shown by the library and the
 * match-over panel), rendered to HTML without a browser: under the players, one line per team for
 * the points no player of it earned (the punto's base point, FFMus art. 17, names no seat), so that a
 * club adds up each team's players plus that line to the team's tantos — in the four languages.
 * The match is the three-deal one counted by hand in test/shared/library/match-stats.test.ts (A 16:
 * seat 0 3, seat 2 12, the team 1; B 3: seat 1 1, seat 3 2).
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToStaticMarkup } from 'preact-render-to-string';
import { fromMatchRecord, replayLog } from '../../../shared/index.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { MatchReport } from '../../../src-renderer/chart/MatchReport.js';
import { COUNTED_DEALS } from '../../helpers/counted-match.js';

const record = {
  format: 'mus-match/1' as const,
  rules: 'ffmus',
  esku: 0,
  teams: { A: 'Gorriak', B: 'Berdeak' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'],
  deals: COUNTED_DEALS,
};

const m = fromMatchRecord(record);
if (!m.ok) throw new Error(m.error.message);
const live = replayLog(m.value.setup, m.value.log);
if (!live.ok) throw new Error(live.error.message);
const view = live.value.view;

/** The player table's lines: header text and the points cell. */
function lines(lang: 'fr' | 'eu' | 'es' | 'en') {
  const html = renderToStaticMarkup(h(MatchReport, { view, t: uiT(lang), id: 'r', charts: false }));
  const table = html.slice(html.indexOf('data-testid="stats-players"'));
  return [...table.matchAll(/<tr (data-seat|data-team-line)="([^"]+)"><th scope="row">(.*?)<\/th>.*?data-col="points">(-?\d+)</g)]
    .map(([, kind, key, head, points]) => ({ kind, key, text: head!.replace(/<[^>]+>/g, ''), points: Number(points) }));
}

describe('the match report’s team line', () => {
  it('shows each team’s points with no player under the players; the lines add up to the team', () => {
    const l = lines('fr');
    expect(l.map((x) => [x.key, x.points])).toEqual([['0', 3], ['1', 1], ['2', 12], ['3', 2], ['A', 1], ['B', 0]]);
    expect(l[4]!.text).toBe('A Gorriak : points de l’équipe sans joueur');
    const sum = (team: string) => l.filter((x) => (x.kind === 'data-seat' ? Number(x.key) % 2 === (team === 'A' ? 0 : 1) : x.key === team)).reduce((a, x) => a + x.points, 0);
    expect([sum('A'), sum('B')]).toEqual([16, 3]);
  });

  it.each([
    ['eu', 'A Gorriak: jokalaririk gabeko taldearen puntuak'],
    ['es', 'A Gorriak: puntos del equipo sin jugador'],
    ['en', 'A Gorriak: the team’s points with no player'],
  ] as const)('in %s', (lang, text) => {
    expect(lines(lang)[4]!.text).toBe(text);
  });
});
