/**
 * A seat in a ledger reason: a seat no name is known for by its place counted from 1, in the screens'
 * words (« seat 1 », « el sitio 1 », « la place 1 » for seat 0: the command line on a mus-deal/1 or a
 * match without names), a player by the name alone (the screens, and the command line when the record
 * names the players) — English said « Seat Maite said ba… », « (seat Xan) », Spanish « El jugador
 * Maite dijo pares… », « (jugador Xan) » (shared/i18n `renderReason`; French already wrote « Maite »,
 * « paires de Maite »). The command line once said « joueur 0 » where the screens said « place 1 ».
 */
import { describe, expect, it } from 'vitest';
import { PLACE_N, renderReason, seatText } from '../../../shared/i18n/index.js';

const error13a = (seat: number | string) => ({ key: 'error.13a', params: { seat, opp: 'B' } });
const pasoGrande = (seat: number | string) => ({ key: 'paso.grande', params: { seat } });
const penaltyTira = (seat: number | string) => ({ key: 'penalty.tira', params: { seat, phase: 'punto' } });
const base = (seat: number | string) => ({ key: 'base.pares', params: { seat, value: 2 } });

describe('a seat no name is known for: its place counted from 1, as the screens say it', () => {
  it('English: « seat 3 » for seat 2', () => {
    expect(renderReason(error13a(2), 'en')).toBe('seat 3 said ba at pares without pares, partner without: the pares bets are voided; B counts its pares');
    expect(renderReason(pasoGrande(3), 'en')).toBe('everyone passed: 1 to the best grande (seat 4)');
    expect(renderReason(base(1), 'en')).toBe("seat 2's pares: 2");
    expect(renderReason(penaltyTira(0), 'en')).toBe('tira of punto given for an announcement error by seat 1');
  });

  it('French: « la place 3 », « de la place 2 », « (place 4) »', () => {
    expect(renderReason(error13a(2), 'fr')).toBe('la place 3 a dit ba aux paires sans en avoir, partenaire sans : paris annulés ; B compte ses paires');
    expect(renderReason(pasoGrande(3), 'fr')).toBe('tous paso : 1 au meilleur grand (place 4, haundi pasa)');
    expect(renderReason(base(1), 'fr')).toBe('paires de la place 2 : 2');
    expect(renderReason(penaltyTira(0), 'fr')).toBe('tira du point (puntua) accordé pour l’erreur d’annonce de la place 1');
  });

  it('Spanish: « el sitio 3 », « del sitio 2 », « (sitio 4) »', () => {
    expect(renderReason(error13a(2), 'es')).toBe('el sitio 3 dijo pares sin tenerlos, su compañero sin: se anulan los envites; B cobra sus pares');
    expect(renderReason(pasoGrande(3), 'es')).toBe('todos pasan: 1 a la mejor grande (sitio 4)');
    expect(renderReason(base(1), 'es')).toBe('pares del sitio 2: 2');
    expect(renderReason(penaltyTira(0), 'es')).toBe('no quiero del punto concedido por el error de declaración del sitio 1');
  });

  it('Basque: the place as the screens say it (« 3. lekua »), « 3. lekuko jokalariak »', () => {
    expect(renderReason(error13a(2), 'eu')).toMatch(/^3\. lekuko jokalariak ba esan zuen/);
    expect(renderReason(base(1), 'eu')).toBe('2. lekuko jokalariaren pareak: 2');
    expect(renderReason(pasoGrande(3), 'eu')).toBe('denak paso: 1 handirik onenari (4. lekuko jokalaria)');
  });

  it('a seat alone (the command line’s esku and turn lines): the screens’ own words, from 1', () => {
    expect(seatText(0, 'fr')).toBe('place 1');
    expect(seatText(0, 'eu')).toBe('1. lekua');
    expect(seatText(0, 'es')).toBe('sitio 1');
    expect(seatText(3, 'en')).toBe('seat 4');
    expect(PLACE_N).toEqual({ fr: 'place {{n}}', eu: '{{n}}. lekua', es: 'sitio {{n}}', en: 'seat {{n}}' });
  });
});

describe('the names a record carries (mus-match/1 players): the seats by name', () => {
  const names = ['Peio', 'Maite', '', 'Ane'];
  it('a named seat by the name, an unnamed one (empty) by its place', () => {
    expect(renderReason(base(1), 'fr', names)).toBe('paires de Maite : 2');
    expect(renderReason(base(3), 'fr', names)).toBe('paires d’Ane : 2');
    expect(renderReason(base(2), 'fr', names)).toBe('paires de la place 3 : 2');
    expect(renderReason(pasoGrande(0), 'en', names)).toBe('everyone passed: 1 to the best grande (Peio)');
    expect(renderReason(error13a(1), 'es', names)).toMatch(/^Maite dijo pares/);
    expect(renderReason(error13a(1), 'eu', names)).toMatch(/^Maite jokalariak ba esan zuen/);
    expect(seatText(1, 'fr', names)).toBe('Maite');
    expect(seatText(2, 'en', names)).toBe('seat 3');
  });

  it('the seat a Juego Real beat, by name', () => {
    expect(renderReason({ key: 'base.juego', params: { seat: 0, value: 3, real: 'oros', beaten: 1 } }, 'fr', names))
      .toBe('jeu de Peio : 3 — juego real : le 31 avec la sota d’oros bat l’autre 31 (Maite)');
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
