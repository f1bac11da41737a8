/**
 * The engine's action errors about who speaks carry their seats as data (`EngineError.seats`,
 * 0-based), and the sentences name them as the screens do in four languages (`seatSentenceIn`,
 * `errorText`): the player's name when the table has names, else the place counted from 1 with its
 * article (« la place 3 », « el sitio 3 », « seat 3 », « 3. lekua »). The English `message` keeps the
 * file's seat numbers.
 */
import { describe, expect, it } from 'vitest';
import { deal } from '../../helpers/dsl.js';
import { failure } from '../../helpers/settle.js';
import { errorSeatSentence, errorSentence, errorText } from '../../../shared/i18n/errors.js';
import { LANGS } from '../../../shared/i18n/index.js';
import { FR } from '../../../shared/i18n/errors/fr.js';
import { EN } from '../../../shared/i18n/errors/en.js';
import { ES } from '../../../shared/i18n/errors/es.js';
import { EU } from '../../../shared/i18n/errors/eu.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
const NAMES = ['Peio', 'Maite', 'Battitt', 'Xan'];

describe('the engine names the seats of an action refused', () => {
  const cases: [string, string, object][] = [
    ['the wrong seat speaks at grande', 'g: 1p', { seat: 1, turn: 0 }],
    ['a partner raises the own team’s bet', 'g: 0b2 2r2', { seat: 2, bettor: 0 }],
    ['declaring out of turn', 'g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 1y', { seat: 1, turn: 0 }],
    ['a mus out of turn', 'm: 1m', { seat: 1, turn: 0 }],
    ['a cut by the team that does not speak', 'm: 1c', { seat: 1, turn: 0, team: true }],
    ['a discard out of turn', 'm: 0m 1m 2m 3m 1d2', { seat: 1, turn: 0 }],
    ['a non-holder betting at pares', 'g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0y 1y 2n 3n | p: 2b2', { seat: 2 }],
  ];
  for (const [name, script, seats] of cases) {
    it(`${name}: seats ${JSON.stringify(seats)}, the message unchanged`, () => {
      const e = failure(deal(script, NOHANDS));
      expect(e.seats).toEqual(seats);
      expect(e.message).toMatch(/seat \d/);
    });
  }

  it('an error about no seat carries none', () => {
    expect(failure(deal('g: 0b1', NOHANDS)).seats).toBeUndefined();
  });
});

describe('the sentences naming seats, in four languages', () => {
  const turn = { code: 'action/not-your-turn', seats: { seat: 2, turn: 0 } } as const;

  it('by their places, with the article, from 1', () => {
    expect(errorSeatSentence(turn, 'fr')).toBe('La place 3 ne peut pas parler : c’est à la place 1 de parler');
    expect(errorSeatSentence(turn, 'en')).toBe('Seat 3 cannot speak: it is seat 1’s turn');
    expect(errorSeatSentence(turn, 'es')).toBe('El sitio 3 no puede hablar: le toca al sitio 1');
    expect(errorSeatSentence(turn, 'eu')).toBe('3. lekua: ez da bere txanda; 1. lekua(r)en txanda da');
  });

  it('by the players’ names; a blank name falls back to the place', () => {
    expect(errorSeatSentence(turn, 'fr', NAMES)).toBe('Battitt ne peut pas parler : c’est à Peio de parler');
    expect(errorSeatSentence(turn, 'es', ['', 'Maite', 'Battitt'])).toBe('Battitt no puede hablar: le toca al sitio 1');
  });

  it('the rule after the sentence, as the screens frame it (errorText)', () => {
    expect(errorText({ ...turn, rule: 'FFMus art. 9' }, 'fr')).toBe('La place 3 ne peut pas parler : c’est à la place 1 de parler (FFMus art. 9)');
    expect(errorText({ ...turn, rule: 'FFMus art. 9' }, 'fr', { names: NAMES })).toBe('Battitt ne peut pas parler : c’est à Peio de parler (FFMus art. 9)');
  });

  it('without seats, or a code with no sentence naming seats: the code’s sentence', () => {
    for (const lang of LANGS) {
      expect(errorSeatSentence({ code: 'action/not-your-turn' }, lang)).toBe(errorSentence('action/not-your-turn', lang));
      expect(errorSeatSentence({ code: 'action/wrong-phase', seats: { seat: 1 } }, lang)).toBe(errorSentence('action/wrong-phase', lang));
    }
  });

  it('each language has every sentence naming seats, its own words, each seat named once', () => {
    // `#names`, a tournament's `#say` and the other forms of the engine's facts (`#mus`, `#count`…): sentences naming names or figures, not seats
    // (error-names.test.ts, engine-refusals-i18n.test.ts); a seat's sentence is `#turn`, `#team`, `#bettor`, `#seat`, and their `@form`
    const seatKey = (k: string) => /#(turn|team|bettor|seat)(@\w+)?$/.test(k);
    const keys = Object.keys(FR).filter(seatKey);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    for (const t of [EN, ES, EU]) expect(Object.keys(t).filter(seatKey).sort()).toEqual([...keys].sort());
    const r = (t: object, k: string) => (t as Record<string, string>)[k] ?? '';
    for (const k of keys) {
      for (const t of [FR, ES, EU]) expect(r(t, k)).not.toBe(r(EN, k));
      for (const t of [FR, EN, ES, EU]) {
        expect(r(t, k).match(/\{\{seat\}\}/g)).toHaveLength(1);
        if (k.endsWith('#turn') || k.endsWith('#team')) expect(r(t, k)).toContain('{{turn}}');
        if (k.endsWith('#bettor')) expect(r(t, k)).toContain('{{bettor}}');
      }
    }
  });
});
