/**
 * An accepted hordago voided with the bets of its phase by an announcement error is called out on
 * that error (issue 28 §4): FFMus art. 16 a « Le jeu non annoncé ne comptera pas » voids the punto
 * bets, so a punto hordago seen goes with them (docs/announcement-errors.md); the count itself is
 * unchanged (judge-cases-errors.test.ts asserts it).
 */
import { describe, expect, it } from 'vitest';
import { renderReason } from '../../../shared/index.js';
import { allPass, decl, deal } from '../../helpers/dsl.js';
import { settled } from '../../helpers/settle.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
// seat 1 hides a 31 (says ez); a punto hordago seen: voided by art. 16 a
const HIDDEN_31 = deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0o 1s`, '12 7 5 1 / 12 11 10 1 / 10 7 6 4 / 11 6 5 4', { score: { A: 10, B: 10 } });

describe('a voided accepted hordago is said', () => {
  it('art. 16 a voids the punto hordago: the error says so, in the four languages', () => {
    const s = settled(HIDDEN_31);
    expect(s.errors).toHaveLength(1);
    const e = s.errors[0]!;
    expect(e).toMatchObject({ rule: 'FFMus art. 16 a', effect: { key: 'error.16a', params: { seat: 1, ordago: 'punto' } } });
    expect(renderReason(e.effect, 'en')).toContain('— the accepted hordago at punto is voided with them: the deal is counted as usual');
    expect(renderReason(e.effect, 'fr')).toContain('— le hordago kanta sur le point (puntua) est annulé avec eux');
    expect(renderReason(e.effect, 'es')).toContain('— el órdago querido en el punto se anula con ellos');
    expect(renderReason(e.effect, 'eu')).toContain('— hordago kanta ere ezeztatua da (puntua)');
  });

  it('an error that does not void the hordago\'s phase says nothing of it (a hordago at punto, a pares error)', () => {
    // the same hidden 31 without hordago: the effect as before
    const s = settled(deal(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | t: 0b2 1s`, '12 7 5 1 / 12 11 10 1 / 10 7 6 4 / 11 6 5 4'));
    expect(s.errors[0]!.effect.params).not.toHaveProperty('ordago');
  });
});
