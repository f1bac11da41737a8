/**
 * `mus table` prints a refused key about a seat (a seat chosen that may not speak, a partner who may
 * only say mintza, counting before a hand has four cards) as the screens say it: the sentence in the
 * language of `--lang`, naming the seat by the player's name or its place counted from 1. It printed
 * the input layer's English detail, « seat 2 cannot speak now », with 0-based numbers, beside status
 * lines saying « turn Maite / Xan ». An error about no seat (the box's line) keeps its detail.
 */
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../helpers/play.js';
import { emptyPad, interpret, type EngineError, type InputPad, type LiveMatch, type MatchSetup, type TableCommand } from '../../../shared/index.js';
import { withSentence } from '../../../src-main/cli/table-command.js';
import { errorSentence } from '../../../shared/i18n/errors.js';

const SETUP: MatchSetup = { rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };
const NAMES = SETUP.players;

/** The error the commands end on (from an empty pad). */
function refusal(m: LiveMatch, cmds: TableCommand[]): EngineError {
  let pad: InputPad = emptyPad(4);
  for (const c of cmds) {
    const r = interpret(m.view, pad, c);
    if (r.outcome.kind === 'error') return r.outcome.error;
    pad = r.pad;
  }
  throw new Error('no refusal');
}

describe('mus table: a refused key about a seat, named as the status lines name it', () => {
  // grande opened by Peio (seat 0): only Maite and Xan answer; Battitt (seat 2) is chosen
  const turn = refusal(playMatch('m: 0c | g: 0b2', SETUP), [{ cmd: 'seat', seat: 2 }]);

  it('a seat that may not speak: its name, or its place from 1, in the four languages; no 0-based detail', () => {
    expect(turn).toMatchObject({ code: 'input/not-your-turn', seats: { seat: 2 } });
    expect(withSentence(turn, 'fr', NAMES)).toBe('Battitt ne peut pas parler maintenant');
    expect(withSentence(turn, 'en', NAMES)).toBe('Battitt cannot speak now');
    expect(withSentence(turn, 'es', NAMES)).toBe('Battitt no puede hablar ahora');
    expect(withSentence(turn, 'eu', NAMES)).toBe('Battitt: ezin du orain hitz egin');
    // mus table without --players: the places
    expect(withSentence(turn, 'fr', [])).toBe('La place 3 ne peut pas parler maintenant');
    expect(withSentence(turn, 'en', [])).toBe('Seat 3 cannot speak now');
    expect(withSentence(turn, 'es', [])).toBe('El sitio 3 no puede hablar ahora');
    expect(withSentence(turn, 'eu', [])).toBe('3. lekua: ezin du orain hitz egin');
  });

  it('the esku’s partner chosen to cut, then a word: he may only say mintza, the esku says mus', () => {
    const cut = refusal(playMatch('', SETUP), [{ cmd: 'seat', seat: 2 }, { cmd: 'pass' }]);
    expect(cut).toMatchObject({ code: 'input/not-your-turn', seats: { seat: 2, turn: 0 } });
    expect(withSentence(cut, 'fr', NAMES)).toBe('Battitt ne peut que couper (mintza) maintenant : c’est à Peio de dire mus ou de parler');
    expect(withSentence(cut, 'en', [])).toBe('Seat 3 may only cut (mintza) now: it is for seat 1 to say mus or speak');
    expect(withSentence(cut, 'es', [])).toBe('El sitio 3 solo puede cortar (no hay mus) ahora: le toca al sitio 1 decir mus o hablar');
  });

  it('counting before a hand has four cards names the hand', () => {
    const SHOW = 'm: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p';
    const short = refusal(playMatch(SHOW, SETUP), [...[12, 11, 10, 1, 7].map((number): TableCommand => ({ cmd: 'card', number })), { cmd: 'next' }]);
    expect(short).toMatchObject({ code: 'hands/missing-card', seats: { seat: 1 } });
    expect(withSentence(short, 'fr', NAMES)).toBe('Il manque des cartes à Maite : 1 sur quatre');
    expect(withSentence(short, 'fr', [])).toBe('Il manque des cartes à la place 2 : 1 sur quatre');
    expect(withSentence(short, 'es', [])).toBe('Faltan cartas al sitio 2: 1 de cuatro');
    expect(withSentence(short, 'en', NAMES)).toBe('Maite is missing cards: 1 of four');
  });

  it('an error about no seat keeps its detail, then its sentence unless English', () => {
    const e = { code: 'input/not-showdown', message: 'cards are typed at the showdown, once the dialogue is over' };
    expect(withSentence(e, 'en', NAMES)).toBe(e.message);
    expect(withSentence(e, 'fr', NAMES)).toBe(`${e.message} — ${errorSentence('input/not-showdown', 'fr')}`);
  });
});
