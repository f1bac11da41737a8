/**
 * The problems that gave a 0-based seat in their English detail and carried no `seats`: the play
 * started while the discards are pending (`action/discards-pending`, FFMus art. 8) or while a mus
 * round is half said (`action/mus-round-open`, art. 7), a hand of five cards (`hands/fifth-card`,
 * art. 3) and a sota whose suit decides the deal (`hands/suit-needed`, Pagat « Juego Real »). They
 * carry their seats now, so a person's line names the place counted from 1 (or the player's name)
 * in the four languages, like the other seat errors; the English `message` is unchanged (the JSON
 * outputs keep it, `withoutSeats` leaves `seats` out of them).
 */
import { describe, expect, it } from 'vitest';
import { deal, allPass, decl } from '../../helpers/dsl.js';
import { failure } from '../../helpers/settle.js';
import { errorSeatSentence } from '../../../shared/i18n/errors.js';
import { problemText, withoutSeats } from '../../../src-main/cli/problem-text.js';
import { errorText as screenErrorText } from '../../../src-renderer/app/texts.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import type { MatchView } from '../../../shared/index.js';

const NOHANDS = '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / 12 11 5 4';
const NAMES = ['Peio', 'Maite', 'Battitt', 'Xan'];

describe('the play refused during the mus rounds names who spoke and whose turn it is', () => {
  it('a word other than a discard while the discards are pending: seat 2 spoke, seat 1 discards', () => {
    const e = failure(deal('m: 0m 1m 2m 3m 0d1 2m', NOHANDS));
    expect(e).toMatchObject({ code: 'action/discards-pending', seats: { seat: 2, turn: 1 } });
    expect(e.message).toContain('seat 1 discards now');
    expect(errorSeatSentence(e, 'fr')).toBe('La place 3 ne peut pas parler : tout le monde est mus, chacun écarte d’abord ; c’est à la place 2 d’écarter');
    expect(errorSeatSentence(e, 'en')).toBe('Seat 3 cannot speak now: everyone went mus, each player discards first; seat 2 discards now');
    expect(errorSeatSentence(e, 'es')).toBe('El sitio 3 no puede hablar ahora: todos han pedido mus, primero se descarta; le toca descartar al sitio 2');
    expect(errorSeatSentence(e, 'eu')).toBe('3. lekua: ezin du orain hitz egin; denak mus, lehenik bakoitzak botatzen du; 2. lekua(r)i dagokio orain botatzea');
    expect(errorSeatSentence(e, 'fr', NAMES)).toBe('Battitt ne peut pas parler : tout le monde est mus, chacun écarte d’abord ; c’est à Maite d’écarter');
  });

  it('grande before the discards: the esku discards first', () => {
    const e = failure(deal('m: 0m 1m 2m 3m | g: 2p', NOHANDS));
    expect(e).toMatchObject({ code: 'action/discards-pending', seats: { seat: 2, turn: 0 } });
    expect(errorSeatSentence(e, 'en')).toBe('Seat 3 cannot speak now: everyone went mus, each player discards first; seat 1 discards now');
  });

  it('grande while a mus round is half said: whose word the round waits for', () => {
    const e = failure(deal('m: 0m | g: 2p', NOHANDS));
    expect(e).toMatchObject({ code: 'action/mus-round-open', seats: { seat: 2, turn: 1 } });
    expect(e.message).toContain('seat 1 has not said mus or cut yet');
    expect(errorSeatSentence(e, 'fr')).toBe('La place 3 ne peut pas jouer : le tour de mus n’est pas fini ; c’est à la place 2 de dire mus ou mintza');
    expect(errorSeatSentence(e, 'en')).toBe('Seat 3 cannot play yet: the mus round is not over; seat 2 has not said mus or cut');
    expect(errorSeatSentence(e, 'es')).toBe('El sitio 3 no puede jugar todavía: la vuelta de mus no ha terminado; le toca al sitio 2 pedir mus o cortar');
    expect(errorSeatSentence(e, 'eu')).toBe('3. lekua: ezin du oraindik jokatu; mus itzulia ez da bukatu, 2. lekua(r)i dagokio mus ala mintza esatea');
  });
});

describe('a hand at fault names its seat from 1', () => {
  it('a hand that is not a list: « place 2 », never « seat 1 », in four languages; the JSON as before', () => {
    const r = deal('g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p', NOHANDS);
    const e = failure({ ...r, hands: [r.hands?.[0] ?? null, '11 6 4 2' as unknown as string[], r.hands?.[2] ?? null, r.hands?.[3] ?? null] });
    expect(e).toMatchObject({ code: 'hands/not-a-list', path: 'hands[1]', seats: { seat: 1 } });
    expect(e.message).toBe("hands[1]: seat 1's hand must be a list of cards");
    expect(problemText(e, 'fr')).toBe('hands[1]: La main de la place 2 doit être une liste de quatre cartes (hands/not-a-list)');
    expect(problemText(e, 'en')).toBe('hands[1]: Seat 2’s hand must be a list of four cards (hands/not-a-list)');
    expect(problemText(e, 'es')).toBe('hands[1]: El sitio 2: su mano debe ser una lista de cuatro cartas (hands/not-a-list)');
    expect(problemText(e, 'eu')).toBe('hands[1]: 2. lekua: bere eskuak lau kartako zerrenda izan behar du (hands/not-a-list)');
    expect(problemText(e, 'fr', NAMES)).toBe('hands[1]: La main de Maite doit être une liste de quatre cartes (hands/not-a-list)');
    expect(withoutSeats(e)).toEqual({ code: 'hands/not-a-list', path: 'hands[1]', message: e.message });
  });

  it('five cards shown: « place 3 », never « seat 2 », on the command line in four languages', () => {
    const e = failure(deal('g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p', '12 7 5 1 / 11 6 4 2 / 10 7 6 4 3 / 12 11 5 4'));
    expect(e).toMatchObject({ code: 'hands/fifth-card', path: 'hands[2]', seats: { seat: 2 } });
    expect(e.message).toBe('hands[2]: seat 2 shows 5 cards; a hand has four (FFMus art. 5)');
    expect(problemText(e, 'fr')).toBe('hands[2]: La place 3 montre 5 cartes : une main en a quatre (FFMus art. 5) (hands/fifth-card)');
    expect(problemText(e, 'en')).toBe('hands[2]: Seat 3 shows 5 cards: a hand has four (FFMus art. 5) (hands/fifth-card)');
    expect(problemText(e, 'es')).toBe('hands[2]: El sitio 3 enseña 5 cartas: una mano tiene cuatro (FFMus art. 5) (hands/fifth-card)');
    expect(problemText(e, 'eu')).toBe('hands[2]: 3. lekua: 5 karta erakusten ditu; esku batek lau ditu (FFMus art. 5) (hands/fifth-card)');
    expect(problemText(e, 'en', NAMES)).toBe('hands[2]: Battitt shows 5 cards: a hand has four (FFMus art. 5) (hands/fifth-card)');
    // the JSON outputs: as before, no `seats`
    expect(withoutSeats(e)).toEqual({ code: 'hands/fifth-card', path: 'hands[2]', rule: 'FFMus art. 5', message: e.message });
  });

  it('the sota whose suit decides the deal: its holder by place or name', () => {
    const script = `${allPass('g', 1)} | ${allPass('c', 1)} | ${decl('p', 'nnny', 1)} | ${decl('j', 'ynny', 1)} | j: 1p 0p`;
    const e = failure(deal(script, '7 7 7 10 / 11 10 7 4 / 12 5 4 1 / 11 6 3 2', { esku: 1, rules: { preset: 'ffmus', juegoReal: 'oros' } }));
    expect(e).toMatchObject({ code: 'hands/suit-needed', path: 'hands[0][3]', seats: { seat: 0 } });
    expect(problemText(e, 'en')).toBe('hands[0][3]: Seat 1’s sota: its suit decides the deal (Juego Real with the sota of oros); give it (Pagat « Juego Real ») (hands/suit-needed)');
    expect(problemText(e, 'es', NAMES)).toBe('hands[0][3]: Peio tiene una sota cuyo palo decide el reparto (juego real con la sota de oros): indíquelo (Pagat « Juego Real ») (hands/suit-needed)');
    expect(problemText(e, 'eu')).toMatch(/^hands\[0\]\[3\]: 1\. lekua: bere txankaren paloak/);
    expect(problemText(e, 'fr')).toMatch(/^hands\[0\]\[3\]: La place 1 a une sota/);
  });

  it('on a screen the frame names the hand (« main de Peio »): the sentence does not name it again', async () => {
    const e = failure(deal('g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p', '12 7 5 1 / 11 6 4 2 / 10 7 6 4 3 / 12 11 5 4'));
    const view = { setup: { players: NAMES } } as unknown as MatchView;
    for (const lang of ['fr', 'en'] as const) await loadErrorSentences(lang);
    expect(screenErrorText(e, 'fr', view)).toBe('Une main a quatre cartes — main de Battitt (FFMus art. 5)');
    expect(screenErrorText(e, 'en', view)).not.toContain('Battitt shows');
  });
});
