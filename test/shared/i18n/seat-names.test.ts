/**
 * A seat in a ledger reason: by its number on the command line (« seat 2 », « el jugador 2 »,
 * unchanged), by the player's name alone on the screens — English said « Seat Maite said ba… »,
 * « (seat Xan) », Spanish « El jugador Maite dijo pares… », « (jugador Xan) » (shared/i18n
 * `renderReason`; French already wrote « Maite », « paires de Maite »).
 */
import { describe, expect, it } from 'vitest';
import { renderReason } from '../../../shared/i18n/index.js';

const error13a = (seat: number | string) => ({ key: 'error.13a', params: { seat, opp: 'B' } });
const pasoGrande = (seat: number | string) => ({ key: 'paso.grande', params: { seat } });
const penaltyTira = (seat: number | string) => ({ key: 'penalty.tira', params: { seat, phase: 'punto' } });
const base = (seat: number | string) => ({ key: 'base.pares', params: { seat, value: 2 } });

describe('a seat by its number: the command line’s words', () => {
  it('English: « seat 2 »', () => {
    expect(renderReason(error13a(2), 'en')).toBe('seat 2 said ba at pares without pares, partner without: the pares bets are voided; B counts its pares');
    expect(renderReason(pasoGrande(3), 'en')).toBe('everyone passed: 1 to the best grande (seat 3)');
    expect(renderReason(base(1), 'en')).toBe("seat 1's pares: 2");
    expect(renderReason(penaltyTira(0), 'en')).toBe('tira of punto given for an announcement error by seat 0');
  });

  it('Spanish: « el jugador 2 », « del jugador 2 », « (jugador 3) »', () => {
    expect(renderReason(error13a(2), 'es')).toBe('el jugador 2 dijo pares sin tenerlos, su compañero sin: se anulan los envites; B cobra sus pares');
    expect(renderReason(pasoGrande(3), 'es')).toBe('todos pasan: 1 a la mejor grande (jugador 3)');
    expect(renderReason(base(1), 'es')).toBe('pares del jugador 1: 2');
    expect(renderReason(penaltyTira(0), 'es')).toBe('no quiero del punto concedido por el error de declaración del jugador 0');
  });
});

describe('a player by the name: the screens’ words', () => {
  it('English: the name alone', () => {
    expect(renderReason(error13a('Maite'), 'en')).toBe('Maite said ba at pares without pares, partner without: the pares bets are voided; B counts its pares');
    expect(renderReason(pasoGrande('Xan'), 'en')).toBe('everyone passed: 1 to the best grande (Xan)');
    expect(renderReason(base('Ane'), 'en')).toBe("Ane's pares: 2");
    expect(renderReason(penaltyTira('Peio'), 'en')).toBe('tira of punto given for an announcement error by Peio');
  });

  it('Spanish: the name alone, « de » before it', () => {
    expect(renderReason(error13a('Maite'), 'es')).toBe('Maite dijo pares sin tenerlos, su compañero sin: se anulan los envites; B cobra sus pares');
    expect(renderReason(pasoGrande('Xan'), 'es')).toBe('todos pasan: 1 a la mejor grande (Xan)');
    expect(renderReason(base('Ane'), 'es')).toBe('pares de Ane: 2');
    expect(renderReason(penaltyTira('Peio'), 'es')).toBe('no quiero del punto concedido por el error de declaración de Peio');
  });
});
