/**
 * The room display at the showdown (`showdown-outcomes.ts`): each betting phase's outcome, so the
 * room knows what the hands typed now decide — it read « Abattage » over an empty box.
 */
import { describe, expect, it } from 'vitest';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { showdownOutcomes } from '../../../src-renderer/display/showdown-outcomes.js';
import { playDeal } from '../../helpers/play.js';

describe('the room display’s lines at the showdown', () => {
  it('a hordago seen at chica: grande paso, chica hordago kanta, nothing for the phases never reached', () => {
    const s = playDeal('m: 0c | g: 0p 1p 2p 3p | c: 0o 1s');
    expect(s.stage).toBe('showdown');
    expect(showdownOutcomes(s, uiT('fr')).map((l) => [l.phase, l.text])).toEqual([['grande', 'paso'], ['chica', 'hordago kanta']]);
  });

  it('a whole deal, in the room’s language: each phase reached says how it ended', () => {
    const s = playDeal('m: 0c | g: 0b2 1s | c: 0p 1p 2p 3p | p: 0y 1n 2y 3n | j: 0n 1n 2n 3n | t: 0b2 1f');
    expect(s.stage).toBe('showdown');
    expect(showdownOutcomes(s, uiT('es')).map((l) => l.text)).toEqual(['quiero 2', 'paso', 'una sola pareja: no se envida', 'no se juega', 'no quiero de B (1)']);
    expect(showdownOutcomes(s, uiT('fr')).map((l) => l.phase)).toEqual(['grande', 'chica', 'pares', 'juego', 'punto']);
  });
});
