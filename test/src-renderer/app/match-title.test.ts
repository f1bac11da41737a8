/**
 * The bar's line on the match (`match-title.ts`): the preset as its rule book writes it and the
 * target said as a manche's, in the reader's language — not « FFMUS · 40 ».
 */
import { describe, expect, it } from 'vitest';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { matchTitleText } from '../../../src-renderer/app/match-title.js';
import type { MatchView } from '../../../shared/index.js';

const view = (preset: string, target: number) => ({ setup: { teams: { A: 'Gorriak', B: 'Urdinak' } }, rules: { preset, target } }) as unknown as Pick<MatchView, 'setup' | 'rules'>;

describe('the match line of the bar', () => {
  it('names the preset and the manche’s target in each language', () => {
    expect(matchTitleText(view('ffmus', 40), uiT('fr'))).toBe('Gorriak — Urdinak · FFMus · manche en 40');
    expect(matchTitleText(view('pagat', 30), uiT('es'))).toBe('Gorriak — Urdinak · Pagat · chico a 30');
    expect(matchTitleText(view('ffmus', 50), uiT('eu'))).toBe('Gorriak — Urdinak · FFMus · 50eko partida');
    expect(matchTitleText(view('ffmus', 40), uiT('en'))).toBe('Gorriak — Urdinak · FFMus · manche to 40');
  });
});
