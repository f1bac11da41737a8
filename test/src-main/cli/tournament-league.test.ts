/**
 * `mus tournament league` over nights whose clubs type the team names their own way: one team per
 * pair of partners, shown as first written; a night where two pairs would be one team is refused
 * naming both, with the code and its sentence in the language asked for.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { musInProcess } from '../../helpers/mus-cli.js';
import { toFile, type Tournament, type TournamentSettings } from '../../../shared/tournament/index.js';
import { apply, hand, pairRound, withPairs } from '../../shared/tournament/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mus-league-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A night file of two pairs named `x` and `y` (x wins 3-0). */
function nightFile(name: string, date: string, x: string, y: string, rules: TournamentSettings['rules'] = 'ffmus'): string {
  let t: Tournament = withPairs(0, { rounds: 1, date, name, rules });
  t = apply(t,
    { type: 'add-pair', pair: { id: 'x', team: x, players: ['a', 'b'], club: null } },
    { type: 'add-pair', pair: { id: 'y', team: y, players: ['c', 'd'], club: null } });
  [t] = pairRound(t);
  const target = t.rules.target;
  t = apply(t, { type: 'result', result: hand(t, 1, 1, Array.from({ length: t.rules.manchesToWin }, (_, i) => ({ A: target, B: i + 1 }))) });
  const f = join(dir, `${date}.json`);
  writeFileSync(f, `${JSON.stringify(toFile(t), null, 1)}\n`);
  return f;
}

describe('mus tournament league, team names as clubs type them', () => {
  it('« Lasa / Irigoien » and « IRIGOIEN/lasa » are one team, shown as first written', async () => {
    const a = nightFile('Baiona', '2026-11-20', 'Lasa / Irigoien', 'Etxeberri / Dufau');
    const b = nightFile('Donibane', '2026-11-27', 'dufau / etxeberri', ' IRIGOIEN/lasa');
    const r = await musInProcess(['tournament', 'league', a, b, '--csv']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out.split('\r\n')).toEqual([
      'rank,team,clubs,nights,played,byes,victories,manches_won,points_in_lost_manches',
      '1,Etxeberri / Dufau,,2,2,0,1,0,6',
      '1,Lasa / Irigoien,,2,2,0,1,0,6',
      '',
    ]);
  });

  it('a night where two pairs would be one team is refused, naming the night and both names', async () => {
    let t: Tournament = withPairs(0, { rounds: 1, name: 'Gau handia', date: '2026-12-04' });
    t = apply(t,
      { type: 'add-pair', pair: { id: 'p1', team: 'Lasa / Irigoien', players: ['a', 'b'], club: null } },
      { type: 'add-pair', pair: { id: 'p2', team: 'irigoien/lasa', players: ['c', 'd'], club: null } });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, `${JSON.stringify(toFile(t), null, 1)}\n`);
    const r = await musInProcess(['tournament', 'league', nightFile('Baiona', '2026-11-13', 'A / B', 'C / D'), bad, '--lang', 'fr']);
    expect([r.code, r.out]).toEqual([1, '']);
    expect(r.err).toBe('mus tournament: Soirée 2 (Gau handia, 2026-12-04) : « Lasa / Irigoien » (paire p1) et « irigoien/lasa » (paire p2) seraient une seule équipe pour la ligue (les noms ne diffèrent que par les majuscules, les espaces ou l’ordre des partenaires) : renommez l’une des deux (tournament/duplicate-pair)\n');
  });

  it('nights under different rules are refused, never summed, naming both nights and their rules in the language asked', async () => {
    const ffmus = nightFile('Baiona', '2026-10-02', 'Lasa / Irigoien', 'Etxeberri / Dufau');
    const pagat = nightFile('Donostia', '2026-10-09', 'Lasa / Irigoien', 'Etxeberri / Dufau', 'pagat');
    const detail = 'night 2 (Donostia, 2026-10-09) is played under pagat (manchesToWin 2, dentro 35, raiseMin 2), night 1 (Baiona, 2026-10-02) under ffmus (manchesToWin 3, dentro null, raiseMin 1): league standings do not add up nights of two formats; run the league once per format, with the nights of that format only (tournament/mixed-rules)';
    const en = await musInProcess(['tournament', 'league', ffmus, pagat, '--lang', 'en']);
    expect(en).toEqual({ code: 1, out: '', err: `mus tournament: ${detail}\n` });
    const fr = await musInProcess(['tournament', 'league', ffmus, pagat, '--csv']);
    expect([fr.code, fr.out]).toEqual([1, '']);
    expect(fr.err).toBe('mus tournament: La soirée 2 (Donostia, 2026-10-09) se joue en pagat (manchesToWin 2, dentro 35, raiseMin 2), la soirée 1 (Baiona, 2026-10-02) en ffmus (manchesToWin 3, dentro null, raiseMin 1) : un classement de ligue ne mêle pas deux formats ; classez un format à la fois (les fichiers des soirées d’un même format) (FFMus art. 2) (tournament/mixed-rules)\n');
    // the same preset with another target is another format too
    const t30 = nightFile('Hendaia', '2026-10-16', 'Lasa / Irigoien', 'Etxeberri / Dufau', { preset: 'ffmus', target: 30 });
    const es = await musInProcess(['tournament', 'league', ffmus, t30, '--lang', 'es']);
    expect(es.err).toContain('La jornada 2 (Hendaia, 2026-10-16) se juega con ffmus (target 30), la jornada 1 (Baiona, 2026-10-02) con ffmus (target 40)');
    // nights of one format, however their rules are written, are counted
    const same = nightFile('Ziburu', '2026-10-23', 'Lasa / Irigoien', 'Etxeberri / Dufau', { preset: 'ffmus', target: 40 });
    expect((await musInProcess(['tournament', 'league', ffmus, same])).code).toBe(0);
    expect((await musInProcess(['tournament', 'league', pagat, nightFile('Irun', '2026-10-30', 'A / B', 'C / D', 'pagat')])).code).toBe(0);
  });
});
