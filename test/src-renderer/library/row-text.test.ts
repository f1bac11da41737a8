/**
 * The words of a library row (src-renderer/library/row-text.ts): the result column (manches and
 * winner, or the deal being played and the score, `illisible` for a damaged journal, `—` for an
 * empty one) and the date (`—` when unknown).
 */
import { describe, expect, it } from 'vitest';
import { dateText, resultText } from '../../../src-renderer/library/row-text.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import type { MatchSummary } from '../../../shared/library/summary.js';
import '../../../src-renderer/library/texts.js';

const base = {
  id: 'm1', teams: { A: 'Baiona', B: 'Hazparne' }, status: 'in-progress', winner: null, manchesWon: { A: 1, B: 0 },
  score: { A: 12, B: 31 }, deals: 7, current: { deal: 7, manche: 1, stage: 'grande' },
} as unknown as MatchSummary;
const fr = uiT('fr');

describe('library row', () => {
  it('a match in progress: manches, the deal being played (1-based) and the manche’s score', () => {
    expect(resultText(base, fr)).toBe('manches 1-0 · donne 8 · 12-31');
    expect(resultText({ ...base, current: null }, fr)).toBe('manches 1-0 · donne 8 · 12-31');
  });

  it('a won match: manches and the winner’s name (B’s when B won)', () => {
    expect(resultText({ ...base, status: 'finished', winner: 'B', manchesWon: { A: 1, B: 2 }, current: null }, fr)).toBe('1-2 · Hazparne gagne');
    expect(resultText({ ...base, status: 'finished', winner: 'A', manchesWon: { A: 2, B: 0 }, current: null }, fr)).toBe('2-0 · Baiona gagne');
  });

  it('a damaged journal is said unreadable, an empty one a dash', () => {
    expect(resultText({ ...base, status: 'damaged' }, fr)).toBe('illisible');
    expect(resultText({ ...base, status: 'empty' }, fr)).toBe('—');
  });

  it('the date: a dash when missing or unreadable, the year and time otherwise', () => {
    expect(dateText('', 'fr')).toBe('—');
    expect(dateText('pas une date', 'fr')).toBe('—');
    expect(dateText('2026-03-01T12:00:00Z', 'fr')).toMatch(/2026.*\d{2}:\d{2}/);
  });
});
