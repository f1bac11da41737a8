/**
 * A refusal said to a phone carries what its sentence needs: a tap the table could not read names
 * its field (`phones/bad-request`, `params.field`), and a refusal of the table passes on the facts
 * and seats it names (`refusedBy`), so that the seat page says them in its language.
 */
import { describe, expect, it } from 'vitest';
import { phoneError, refusedBy, wireError } from '../../../shared/phones/phone-error.js';
import { errorSeatSentence } from '../../../shared/i18n/errors.js';

describe('a phone’s refusal carries the facts of its sentence', () => {
  it('phones/bad-request: the field its message names first, on the wire', () => {
    const e = phoneError(400, 'phones/bad-request', 'act: "jump" is not an act of the game');
    expect(e.params).toEqual({ field: 'act' });
    expect(wireError(e)).toEqual({ code: 'phones/bad-request', message: 'act: "jump" is not an act of the game', params: { field: 'act' } });
    expect(errorSeatSentence(e, 'fr')).toBe('La table n’a pas pu lire ce coup : son champ « act » ne convient pas');
    // params given are kept; another code gets none made up
    expect(phoneError(400, 'phones/bad-request', 'tap: x', { field: 'tap' }).params).toEqual({ field: 'tap' });
    expect(phoneError(409, 'phones/not-open', 'act: not now').params).toBeUndefined();
  });

  it('refusedBy: the engine’s params and seats go with its code and message', () => {
    const r = refusedBy(409, { code: 'action/must-answer', message: 'actions[3]: a bet of 4 stands at chica', params: { amount: 4, phase: 'chica' } });
    expect(r).toEqual({ ok: false, error: { code: 'action/must-answer', message: 'actions[3]: a bet of 4 stands at chica', status: 409, params: { amount: 4, phase: 'chica' } } });
    if (!r.ok) expect(errorSeatSentence(wireError(r.error), 'es')).toBe('Un envite de 4 espera respuesta a Chica: quiero, no quiero, más u órdago');
  });
});
