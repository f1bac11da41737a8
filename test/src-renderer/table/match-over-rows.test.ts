/**
 * The match-over panel's lines (src-renderer/table/match-over-rows.ts): the winner of a 2-0 match
 * shows "1 victoire" and the manches it won and played, never a bare "Manches gagnées 0".
 */
import { describe, expect, it } from 'vitest';
import { standings } from '../../../shared/index.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { mancheLines, overRows } from '../../../src-renderer/table/match-over-rows.js';
import '../../../src-renderer/table/texts.js';
import '../../../src-renderer/table/texts-over.js';

const manches = [{ winner: 'A' as const, score: { A: 40, B: 12 } }, { winner: 'A' as const, score: { A: 40, B: 31 } }];
const view = { winner: 'A' as const, manches, manchesWon: { A: 2, B: 0 }, standings: standings(manches, 'A') };

describe('match-over lines (FFMus art. 2)', () => {
  it('the winner of 2-0: one victory, 2 manches won of 2, nothing else counted', () => {
    const [a, b] = overRows(view as never);
    expect(a).toEqual({ team: 'A', victories: 1, manchesWon: 2, manchesPlayed: 2, counted: null });
    expect(b).toEqual({ team: 'B', victories: 0, manchesWon: 0, manchesPlayed: 2, counted: { manchesWon: 0, pointsInLostManches: 43 } });
  });

  it('says it in words, with the note on art. 2, in every language', () => {
    const fr = uiT('fr');
    expect(fr('over.victoryCount', { count: 1 })).toBe('1 victoire');
    expect(fr('over.manchesOf', { won: 2, played: 2 })).toBe('2 sur 2');
    expect(fr('over.art2')).toContain('le gagnant compte une victoire et rien d’autre');
    for (const lang of ['eu', 'es', 'en'] as const) expect(uiT(lang)('over.art2')).not.toBe('over.art2');
  });

  it('has no lines while the match goes on', () => {
    expect(overRows({ ...view, winner: null, standings: null } as never)).toEqual([]);
  });

  it('lists each manche with the colon as the language writes it (« Manche 1 : », not « Manche 1: » in French)', () => {
    const v = { manches, setup: { teams: { A: 'Gorriak', B: 'Urdinak' } } } as never;
    expect(mancheLines(v, uiT('fr'), 'fr')).toEqual(['Manche 1\u202f: A (Gorriak) — A 40 · B 12', 'Manche 2\u202f: A (Gorriak) — A 40 · B 31']);
    expect(mancheLines(v, uiT('es'), 'es')[0]).toBe('Chico 1: A (Gorriak) — A 40 · B 12');
  });
});
