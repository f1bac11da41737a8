/**
 * The judge's header line names the match's rules with the plural of the manches to win: it said
 * « 1 manches gagnantes » (« 1 manches to win », « 1 chicos para ganar ») for a one-manche match.
 */
import { describe, expect, it } from 'vitest';
import { rulesLine } from '../../../src-renderer/judge/judge-meta.js';
import { uiT } from '../../../src-renderer/i18n/index.js';

const rules = (manchesToWin: number) => ({ preset: 'ffmus', target: 30, players: 4, manchesToWin });

describe('the rules in the judge’s header', () => {
  it('one manche to win: singular in French, Spanish and English', () => {
    expect(rulesLine(rules(1), uiT('fr'))).toBe('FFMUS, manche en 30, 4 joueurs, 1 manche gagnante');
    expect(rulesLine(rules(1), uiT('es'))).toBe('FFMUS, chico a 30, 4 jugadores, 1 chico para ganar');
    expect(rulesLine(rules(1), uiT('en'))).toBe('FFMUS, manche to 30, 4 players, 1 manche to win');
    expect(rulesLine(rules(1), uiT('eu'))).toBe('FFMUS, 30ko partida, 4 jokalari, 1 partida irabazteko');
  });

  it('three manches to win: plural', () => {
    expect(rulesLine(rules(3), uiT('fr'))).toBe('FFMUS, manche en 30, 4 joueurs, 3 manches gagnantes');
    expect(rulesLine(rules(3), uiT('es'))).toBe('FFMUS, chico a 30, 4 jugadores, 3 chicos para ganar');
    expect(rulesLine(rules(3), uiT('en'))).toBe('FFMUS, manche to 30, 4 players, 3 manches to win');
  });
});
