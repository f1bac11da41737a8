/**
 * The judge's list of the undos agreed on the players' phones (issue 26): the act taken back as
 * said at the table, whose it was, where it stood, who asked and who accepted, in the four languages.
 */
import { describe, expect, it } from 'vitest';
import { agreedUndoRows, agreedUndosOfDeal } from '../../../src-renderer/judge/agreed-undos.js';
import type { StepModel } from '../../../shared/judge/steps.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import '../../../src-renderer/judge/texts.js';
import type { AgreedUndo } from '../../../shared/session/journal-records.js';

const SETUP = { players: ['Ane', 'Peio', 'Maite', 'Xan'] };
const UNDOS: AgreedUndo[] = [
  { at: 7, entry: { type: 'action', action: { phase: 'chica', seat: 1, act: 'fold' } }, asked: 1, accepted: 0 },
  { at: 12, entry: { type: 'hands', hands: [null, null, null, null] }, asked: 2, accepted: 3 },
];

describe('the undos agreed on the phones, as the judge reads them', () => {
  it('names the act, whose it was, the entry, who asked and who accepted; the step before it', () => {
    const fr = agreedUndoRows(UNDOS, SETUP, uiT('fr'));
    expect(fr).toEqual([
      { step: 7, text: '« Tira » de Peio (entrée 8) annulé : demandé par Peio, accepté par Ane' },
      { step: 12, text: 'Les mains abattues (entrée 13) annulées : demandé par Maite, accepté par Xan' },
    ]);
  });
  it('in every language, with the names filled in', () => {
    for (const lang of ['eu', 'es', 'en'] as const) {
      const rows = agreedUndoRows(UNDOS, SETUP, uiT(lang));
      for (const r of rows) {
        expect(r.text).not.toMatch(/judge\.|\{\{/);
        expect(r.text).toMatch(/Peio|Maite/);
      }
    }
    expect(agreedUndoRows(UNDOS, SETUP, uiT('en'))[0]?.text).toBe('“Fold (tira)” by Peio (entry 8) taken back: asked by Peio, accepted by Ane');
  });
});

describe('the undos agreed in a deal, under its count and in its printout', () => {
  // 14 entries: deal 0 is entries 0-7 (steps 1-8), deal 1 entries 8-12 (steps 9-13), deal 2 entry 13
  const deals = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2];
  const model = { steps: deals.map((deal) => ({ deal })) } as unknown as Pick<StepModel, 'steps'>;
  const rows = agreedUndoRows(UNDOS, SETUP, uiT('fr'));
  it('an undo belongs to the deal of the entry said in place of the one taken back', () => {
    expect(agreedUndosOfDeal(rows, model, 0).map((r) => r.step)).toEqual([7]);
    expect(agreedUndosOfDeal(rows, model, 1).map((r) => r.step)).toEqual([12]);
    expect(agreedUndosOfDeal(rows, model, 2)).toEqual([]);
  });
  it('an undo at the end of the log belongs to the last deal', () => {
    const last = agreedUndoRows([{ ...UNDOS[0]!, at: 14 }], SETUP, uiT('fr'));
    expect(agreedUndosOfDeal(last, model, 2).map((r) => r.step)).toEqual([14]);
  });
  it('the heading in the four languages', () => {
    expect(uiT('fr')('judge.dealAgreed')).toBe('Annulé d’un commun accord dans cette donne (téléphones)');
    for (const lang of ['eu', 'es', 'en'] as const) expect(uiT(lang)('judge.dealAgreed')).not.toMatch(/judge\.|commun/);
  });
});
