/**
 * Match records for the step-by-step replay's tests (`shared/judge/deal-steps.ts`, `mus replay --deal N
 * --steps`), worked by hand: a four-player match whose second deal ends the manche on a kanta, and a
 * six-player match (three a side).
 */
import { acts, allPass, decl, hands } from './dsl.js';
import type { MatchRecord } from '../../shared/index.js';

// No pares, no juego. Grande: seat 0 (K-Q-7-A); chica: seat 1 (A-4-5-6); punto: seat 3 (29).
const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const rest = (e: number) => `${decl('p', 'nnnn', e)} | ${decl('j', 'nnnn', e)} | ${allPass('t', e)}`;

/**
 * Deal 1 (esku Peio, 0-0): grande imido refused by Maite (A draws 1 at action 2); chica imido 2, 3
 * gehiago, Peio tira (B draws 2 at action 5); at the count only the punto paso (B, Xan): A 1, B 3.
 * Deal 2 (esku Maite, 1-3): hordago at grande, Battitt kanta: Peio's K-Q, A takes the 39 it lacked
 * (FFMus art. 10): the manche ends in the middle of the deal's dialogue. Deal 3 (a new manche, 0-0).
 */
export const KANTA_MATCH: MatchRecord = {
  format: 'mus-match/1', rules: 'ffmus', teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' },
  players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0,
  deals: [`g: 0b2 1f | c: 0b2 1r3 0f | ${rest(0)}`, 'g: 1o 2s', `g: 2b2 3f | ${allPass('c', 2)} | ${rest(2)}`]
    .map((s) => ({ actions: acts(s), hands: hands(H) })),
};

// seats 0..5, A = 0 2 4. grande seat 3 (K-Q), chica seat 1 (1-4-6 beats 1-4-7), punto seat 3 (29).
const X = '12 7 5 1 / 11 6 4 1 / 10 7 6 4 / 12 11 5 4 / 10 6 5 1 / 11 7 4 1';
const REST6 = `${allPass('c', 0, 6)} | ${decl('p', 'nnnnnn')} | ${decl('j', 'nnnnnn')} | ${allPass('t', 0, 6)}`;

/**
 * Six players, no names (seats said « place 1 » … « place 6 »): seat 0 imido 2, seat 1 3 gehiago, seat
 * 4 (the bettor's third partner) tira: B draws 2 at action 3; at the count B the chica paso and the
 * punto paso: B 4.
 */
export const SIX_MATCH: MatchRecord = {
  format: 'mus-match/1', rules: { preset: 'ffmus', players: 6 }, teams: { A: 'Hegoa', B: 'Iparra' }, esku: 0,
  deals: [{ actions: acts(`g: 0b2 1r3 4f | ${REST6}`), hands: hands(X) }],
};
