/**
 * The judge's view, small pieces: cards typed in "Et si…" as the table writes them (R C S), the
 * corrections that touched a deal (shown under it and printed with it), and the card keys' names
 * with eight kings (the 2 an ace, the 3 a king).
 */
import { describe, expect, it } from 'vitest';
import { cardFromText, cardText } from '../../../shared/i18n/card-text.js';
import { correctionsOfDeal, dealOfEntry } from '../../../src-renderer/judge/corrections.js';
import { withCard } from '../../../src-renderer/judge/whatif.js';
import { stepperButtons } from '../../../src-renderer/judge/stepper-keys.js';
import { cardName } from '../../../src-renderer/showdown/card-name.js';
import { uiT, uiTexts } from '../../../src-renderer/i18n/index.js';
import type { CorrectionInfo } from '../../../shared/bridge/library/library-contract.js';
import type { StepModel } from '../../../shared/judge/steps.js';
import '../../../src-renderer/judge/texts.js';

describe('"Et si…" card fields take the table’s letters', () => {
  it('R C S (either case) are 12 11 10; the number is still taken; a suit letter follows', () => {
    expect(['R', 'c', 'S', 'r', '12', '7', ' 1 ', 'Ro', 'cc', 'so', '11E'].map(cardFromText)).toEqual(['12', '11', '10', '12', '12', '7', '1', '12o', '11c', '10o', '11e']);
    expect(cardFromText('x')).toBe('x');
    expect(cardFromText('')).toBe('');
  });
  it('shows the record’s cards as the table does', () => {
    expect(['12', '11', '10', '10o', '3', 'x'].map(cardText)).toEqual(['R', 'C', 'S', 'So', '3', 'x']);
  });
  it('withCard keeps what the record keeps', () => {
    expect(withCard([['1', '2', '3', '4'], null], 1, 2, 'R')).toEqual([['1', '2', '3', '4'], ['', '', '12', '']]);
  });
});

describe('the corrections of a deal', () => {
  // 7 entries: deal 0 is entries 0-2 (steps 1-3), deal 1 entries 3-4, deal 2 entries 5-6
  const deals = [0, 0, 0, 0, 1, 1, 2, 2];
  const model = { steps: deals.map((deal) => ({ deal })) } as unknown as Pick<StepModel, 'steps'>;
  const c = (from: number, entries: number, who: string): CorrectionInfo => ({ from, entries, who, when: '2026-11-26T20:00:00.000Z', why: 'erreur de saisie' });

  it('maps log entries to deals', () => {
    expect([0, 2, 3, 4, 5, 6, 9].map((e) => dealOfEntry(model, e))).toEqual([0, 0, 1, 1, 2, 2, 2]);
  });
  it('a correction touches the deals of the entries it replaced (at least the first)', () => {
    const all = [c(3, 2, 'Etxart'), c(1, 4, 'Larralde'), c(6, 0, 'Oçafrain')];
    expect(correctionsOfDeal(all, model, 0).map((x) => x.who)).toEqual(['Larralde']);
    expect(correctionsOfDeal(all, model, 1).map((x) => x.who)).toEqual(['Etxart', 'Larralde']);
    expect(correctionsOfDeal(all, model, 2).map((x) => x.who)).toEqual(['Oçafrain']);
  });
  it('says who, when and why in every language', () => {
    expect(uiT('fr')('judge.correctedBy', { who: 'Etxart', when: '26/11/2026', n: 4 })).toBe('Par Etxart, le 26/11/2026, à partir de l’entrée 4 — pourquoi :');
    for (const lang of ['eu', 'es', 'en'] as const) expect(uiT(lang)('judge.dealCorrected', { count: 1 })).not.toContain('judge.');
  });
});

describe('card keys with eight kings', () => {
  it('name the 2 an ace and the 3 a king; with four kings, two and three', () => {
    const fr = uiT('fr');
    expect(cardName(2, 8, fr)).toBe('as (le deux : 8 rois)');
    expect(cardName(3, 8, fr)).toBe('roi (le trois : 8 rois)');
    expect(cardName(3, 4, fr)).toBe('trois');
    expect(cardName(12, 8, fr)).toBe('rey (roi)');
    expect(cardName(3, 8, uiT('en'))).toBe('king (the three: 8 kings)');
  });
});

describe('the judge’s Spanish names a deal as the rest of the screen does', () => {
  it('a corrected deal is a “reparto corregido” (it said “mano”, the player who speaks first)', () => {
    const t = uiT('es');
    expect(t('judge.dealCorrected', { count: 1 })).toBe('Reparto corregido');
    expect(t('judge.dealCorrected', { count: 2 })).toBe('Reparto corregido (2 veces)');
  });
  it('no Spanish text of the judge says “mano”', () => {
    const words = JSON.stringify(uiTexts('es').judge);
    expect(words).not.toMatch(/\bmano\b/i);
  });
});

describe('the stepper’s key caps are written as the keyboards of the reader’s language write them', () => {
  it('French: Début, Page préc., ←, →, Page suiv., Fin (they were the English Home, PgUp, PgDn, End)', () => {
    expect(stepperButtons(uiT('fr')).map((b) => b.key)).toEqual(['Début', 'Page préc.', '←', '→', 'Page suiv.', 'Fin']);
  });
  it('each language: its caps are the words of its own help line, never an English cap outside English', () => {
    for (const lang of ['fr', 'eu', 'es', 'en'] as const) {
      const t = uiT(lang);
      const help = t('judge.keys');
      const caps = stepperButtons(t).map((b) => b.key);
      for (const cap of [caps[0]!, caps[5]!]) expect(help, `${lang}: ${cap}`).toContain(cap);
      if (lang !== 'en') for (const cap of caps) expect(['Home', 'End', 'PgUp', 'PgDn']).not.toContain(cap);
    }
    expect(stepperButtons(uiT('en')).map((b) => b.key)).toEqual(['Home', 'PgUp', '←', '→', 'PgDn', 'End']);
  });
  it('six moves of the store, named', () => {
    const b = stepperButtons(uiT('es'));
    expect(b.map((x) => x.move)).toEqual(['first', 'prevDeal', 'prevAction', 'nextAction', 'nextDeal', 'last']);
    for (const x of b) expect(x.label).not.toMatch(/judge\./);
  });
});
