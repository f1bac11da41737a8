/**
 * The texts every feature builds from engine data (src-renderer/app/texts.ts): a phase's outcome so
 * far (FFMus art. 17: a refused bet pays 1, a refused raise the stake held before it), an action as
 * said at the table, a card's printed label, a reason with the players' names, an error with the
 * player and card row at fault.
 */
import { describe, expect, it } from 'vitest';
import { actionText, cardLabel, errorText, phaseOutcome, reasonText, sentence } from '../../../src-renderer/app/texts.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import type { MatchView } from '../../../shared/index.js';
import { playDeal } from '../../helpers/play.js';

const fr = uiT('fr');
const es = uiT('es');
const view = { setup: { teams: { A: 'Baiona', B: 'Hazparne' }, players: ['Maite', 'Xabi', 'Battitte', 'Mixel'] } } as unknown as MatchView;

describe('phase outcome', () => {
  it('nothing before the phase is reached; open, then betting once a bet stands', () => {
    expect(phaseOutcome(playDeal('m: 0c'), 'chica', fr)).toBe('');
    expect(phaseOutcome(playDeal('m: 0c'), 'grande', fr)).toBe('en cours');
    expect(phaseOutcome(playDeal('m: 0c | g: 0b2'), 'grande', fr)).toBe('enchères en cours');
  });

  it('all paso; iduki with the stake seen; hordago kanta', () => {
    expect(phaseOutcome(playDeal('m: 0c | g: 0p 1p 2p 3p'), 'grande', fr)).toBe('paso');
    expect(phaseOutcome(playDeal('m: 0c | g: 0b2 1r3 0s'), 'grande', fr)).toBe('iduki 5');
    expect(phaseOutcome(playDeal('m: 0c | g: 0o 1s'), 'grande', fr)).toBe('hordago kanta');
  });

  it('tira: the team that folded and what it paid (1 for a bet refused, the stake before a raise refused)', () => {
    expect(phaseOutcome(playDeal('m: 0c | g: 0b5 1f'), 'grande', fr)).toBe('tira de B (1)');
    expect(phaseOutcome(playDeal('m: 0c | g: 0b2 1r3 0f'), 'grande', fr)).toBe('tira de A (2)');
  });
});

describe('action as said at the table', () => {
  it('in the table words, amounts included (imido 2 by default)', () => {
    expect(actionText({ phase: 'grande', seat: 0, act: 'bet' }, fr)).toBe('Imido 2');
    expect(actionText({ phase: 'grande', seat: 0, act: 'bet', amount: 5, both: true }, fr)).toBe('Biak imido 5');
    expect(actionText({ phase: 'grande', seat: 1, act: 'raise', amount: 3 }, fr)).toBe('3 gehiago');
    expect(actionText({ phase: 'grande', seat: 1, act: 'ordago', both: true }, fr)).toBe('Biak hordago');
    expect(actionText({ phase: 'pares', seat: 1, act: 'declare', has: true }, fr)).toBe('Ba');
    expect(actionText({ phase: 'pares', seat: 1, act: 'declare', has: false }, fr)).toBe('Ez');
    expect(actionText({ phase: 'mus', seat: 2, act: 'discard', count: 3 }, fr)).toBe('Écarte 3');
  });

  it('in Spanish with the Spanish words', () => {
    expect(actionText({ phase: 'grande', seat: 1, act: 'ordago' }, es)).toBe(es('act.ordago'));
    expect(es('act.ordago')).toMatch(/órdago/i);
    expect(actionText({ phase: 'grande', seat: 1, act: 'see' }, es)).toMatch(/quiero/i);
  });
});

describe('cards and sentences', () => {
  it('a card’s printed label: 1-7 as is, then S C R for sota, caballo, rey', () => {
    expect([1, 7, 10, 11, 12].map(cardLabel)).toEqual(['1', '7', 'S', 'C', 'R']);
  });

  it('a sentence starts with a capital (accents too), an empty text stays empty', () => {
    expect(sentence('le joueur a dit ba')).toBe('Le joueur a dit ba');
    expect(sentence('équipe A')).toBe('Équipe A');
    expect(sentence('')).toBe('');
  });
});

describe('reasons and errors with the players’ names', () => {
  it('a reason names the seat’s player and the opposing team by letter and name', () => {
    const plain = (x: string) => x.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(reasonText({ key: 'paso.chica', params: { seat: 3 } }, view, 'fr'))).toBe('tous paso : 1 au meilleur petit (Mixel)');
    const error = reasonText({ key: 'error.13a', params: { seat: 0, opp: 'B' } }, view, 'fr');
    expect(error).toMatch(/^Maite a dit ba aux paires/);
    expect(error).toContain('B (Hazparne) compte ses paires');
    expect(reasonText({ key: 'base.pares', params: { seat: 1, value: 3 } }, view, 'fr')).toContain('Xabi');
    expect(reasonText({ key: 'no.such.reason' }, view, 'fr')).toBe('no.such.reason');
  });

  it('an error at a card names the player and the card row, in words, never the JSON path', async () => {
    await loadErrorSentences('fr');
    const said = errorText({ code: 'hands/too-many-of-a-kind', rule: 'FFMus art. 3', path: 'hands[1][2]' }, 'fr', view);
    expect(said).toContain('Xabi');
    expect(said).toContain('3');
    expect(said).toContain('FFMus art. 3');
    expect(said).not.toContain('hands[');
    expect(said).not.toContain('hands/too-many-of-a-kind');
  });

  it('an action refused out of turn names both players by the table’s names (the engine’s seats), then who may speak now', async () => {
    await loadErrorSentences('fr');
    await loadErrorSentences('en');
    const e = { code: 'action/not-your-turn', rule: 'FFMus art. 9', path: 'actions[0]', seats: { seat: 2, turn: 0 } } as const;
    expect(errorText(e, 'fr', view, { who: 'Maite', allowed: 'paso, imido' })).toBe('Battitte ne peut pas parler : c’est à Maite de parler (FFMus art. 9). Maintenant, Maite peut dire : paso, imido');
    expect(errorText(e, 'en', view)).toBe('Battitte cannot speak: it is Maite’s turn (FFMus art. 9)');
    // a table without names: the places, counted from 1, as the table's seats are named
    expect(errorText(e, 'fr', { setup: { teams: { A: 'A', B: 'B' }, players: ['', '', '', ''] } } as unknown as MatchView)).toBe('La place 3 ne peut pas parler : c’est à la place 1 de parler (FFMus art. 9)');
    expect(errorText({ code: 'action/not-your-turn', seats: { seat: 1, bettor: 3 } }, 'en', view)).toBe('Xabi cannot answer: Mixel, of the same team, made the last bet; the other team answers');
  });
});
