/** A misdeal's or a voided phase's points given back read « le 1 tiré … est annulé », never « les 1 tirés … sont annulés », in the four languages. */
import { describe, expect, it } from 'vitest';
import { renderReason, type Reason } from '../../../shared/index.js';

const misdeal = (points: number): Reason => ({ key: 'cancel.misdeal', params: { seat: 2, points } });
const voided = (points: number): Reason => ({ key: 'cancel.voided', params: { phase: 'pares', points } });

describe('the points cancelled, singular and plural', () => {
  it('a misdeal (FFMus art. 5)', () => {
    expect(renderReason(misdeal(1), 'fr')).toBe('la place 3 n’avait pas quatre cartes : le 1 tiré par son équipe dans la donne est annulé');
    expect(renderReason(misdeal(3), 'fr')).toBe('la place 3 n’avait pas quatre cartes : les 3 tirés par son équipe dans la donne sont annulés');
    expect(renderReason(misdeal(1), 'en')).toBe('seat 3 did not have four cards: the 1 its team drew in this deal is cancelled');
    expect(renderReason(misdeal(3), 'en')).toBe('seat 3 did not have four cards: the 3 its team drew in this deal are cancelled');
    expect(renderReason(misdeal(1), 'es')).toBe('el sitio 3 no tenía cuatro cartas: se anula la piedra de su pareja en este reparto');
    expect(renderReason(misdeal(3), 'es')).toBe('el sitio 3 no tenía cuatro cartas: se anulan las 3 piedras de su pareja en este reparto');
    expect(renderReason(misdeal(1), 'eu')).toBe('3. lekuko jokalariak ez zuen lau kartarik: bere taldeak esku honetan hartutako 1a ezeztatzen da');
    expect(renderReason(misdeal(3), 'eu')).toBe('3. lekuko jokalariak ez zuen lau kartarik: bere taldeak esku honetan hartutako 3ak ezeztatzen dira');
  });

  it('the bets of a voided phase (FFMus arts. 13-16)', () => {
    expect(renderReason(voided(1), 'fr')).toBe('les paris sur les paires (pariak) sont annulés : le 1 tiré est rendu');
    expect(renderReason(voided(2), 'fr')).toBe('les paris sur les paires (pariak) sont annulés : les 2 tirés sont rendus');
    expect(renderReason(voided(1), 'en')).toBe('the bets at pares are voided: the 1 drawn there goes back');
    expect(renderReason(voided(1), 'es')).toMatch(/se devuelve la piedra$/);
    expect(renderReason(voided(2), 'es')).toMatch(/se devuelven las 2 piedras$/);
    expect(renderReason(voided(1), 'eu')).toMatch(/hartutako 1a itzultzen da$/);
  });
});

describe('Spanish contractions before a phase', () => {
  it('« al » and « del », never « a el » or « de el »', () => {
    expect(renderReason({ key: 'penalty.tira', params: { phase: 'punto', seat: 1 } }, 'es')).toBe('no quiero del punto concedido por el error de declaración del sitio 2');
    expect(renderReason({ key: 'cancel.voided', params: { phase: 'juego', points: 2 } }, 'es')).toBe('se anulan los envites al juego: se devuelven las 2 piedras');
    expect(renderReason({ key: 'cancel.voided', params: { phase: 'pares', points: 2 } }, 'es')).toBe('se anulan los envites a los pares: se devuelven las 2 piedras');
  });
});
