/**
 * Judge cases: the score as the table keeps it at odd totals, and the moves the ledger tells the
 * scorer to make (« prendre / rendre »). FFMus art. 1 « 3 manches de 40 Points (40 tantto ou 8
 * hamarreko) »: a hamarreko is 5 tantos; Pagat « Keeping the Score »: « When he has five, he gives one
 * to his partner, who is keeping the fives, and puts the other four back in the saucer »; Memo Mus
 * ch. IX « on ne gagne pas 46 points à 42 » (the count stops at the target). Worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { exchangeText, tokensText } from '../../shared/index.js';
import { allPass, deal } from '../helpers/dsl.js';
import { credits, failure, settled } from '../helpers/settle.js';

const H = '12 11 7 1 / 1 4 5 6 / 10 7 6 4 / 12 10 5 4';
const REST = `${allPass('c')} | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | ${allPass('t')}`;

describe('the 40th tanto taken in the middle of a deal', () => {
  it('A at 39 wins a grande iduki of 2: 1 tanto applied (39 → 40), the credit decisive; the table takes the 8th hamarreko and returns its 4 tantos; what B would count after is not counted', () => {
    const s = settled(deal(`g: 0b2 1s | ${REST}`, H, { score: { A: 39, B: 37 } }));
    expect(credits(s)).toEqual([
      'A:2=1:iduki:grande:showdown:FFMus art. 17',
      'B:1:paso:chica:showdown:FFMus art. 17 (not counted)',
      'B:1:paso:punto:showdown:FFMus art. 17 (not counted)',
    ]);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 37 } });
    expect(exchangeText(39, 40, 'fr')).toBe('prendre 1 hamarreko, rendre 4 tantos');
    expect(exchangeText(39, 40, 'en')).toBe('take 1 hamarreko, return 4 tantos');
  });

  it('A at 36 draws a tira of 5 (imido 2 + 3 gehiago, refused after the next raise: art. 17 Relances): 4 applied, 36 → 40 — take 1 hamarreko, return 1 tanto; the deal ends in the dialogue', () => {
    const s = settled(deal('g: 0b2 1r3 0r2 1f', undefined, { score: { A: 36, B: 37 } }));
    expect(credits(s)).toEqual(['A:5=4:tira:grande:dialogue:FFMus art. 17']);
    expect(s.scoreAfter).toEqual({ A: 40, B: 37 });
    expect(exchangeText(36, 40, 'fr')).toBe('prendre 1 hamarreko, rendre 1 tanto');
  });
});

describe('the words of the exchange at each crossing of 5', () => {
  it('Pagat « he gives one to his partner … and puts the other four back »: 4 → 5, 9 → 10, 34 → 35 each take a hamarreko and return 4 tantos; 0 → 5 takes a hamarreko only', () => {
    for (const [a, b] of [[4, 5], [9, 10], [34, 35]] as const) expect(exchangeText(a, b, 'fr')).toBe('prendre 1 hamarreko, rendre 4 tantos');
    expect(exchangeText(0, 5, 'fr')).toBe('prendre 1 hamarreko');
  });

  it('a misdeal\'s cancel going down across 5 (6 → 4, FFMus art. 5): the table breaks a hamarreko — take 3 tantos, return 1 hamarreko; 5 → 4 takes 4 tantos', () => {
    expect(exchangeText(6, 4, 'fr')).toBe('prendre 3 tantos, rendre 1 hamarreko');
    expect(exchangeText(5, 4, 'en')).toBe('take 4 tantos, return 1 hamarreko');
    expect(exchangeText(40, 40, 'fr')).toBe('rien à changer');
  });

  it('the score at odd totals in the four languages: 39 is 7 hamarrekos + 4 tantos (Spanish: Pagat\'s amarracos and piedras), 40 is 8 hamarrekos (art. 1)', () => {
    expect(tokensText(39, 'fr')).toBe('7 hamarrekos + 4 tantos');
    expect(tokensText(39, 'en')).toBe('7 hamarrekos + 4 tantos');
    expect(tokensText(39, 'es')).toBe('7 amarrakos + 4 piedras');
    expect(tokensText(39, 'eu')).toBe('7 hamarreko + 4 tanto');
    expect(tokensText(40, 'fr')).toBe('8 hamarrekos + 0 tanto');
    expect(tokensText(1, 'en')).toBe('0 hamarrekos + 1 tanto');
  });
});

describe('no score at or over the target before a deal', () => {
  it('art. 1 « manches de 40 Points »: a deal that starts at 40 (the manche already won) or over is refused at the score field; with a manche of 50 (six players, Memo ch. I) 45 is 9 hamarrekos and 45 → 50 takes the tenth', () => {
    for (const A of [40, 45]) expect(failure(deal('g: 0b2 1f', undefined, { score: { A, B: 0 } }))).toMatchObject({ code: 'record/bad-score', path: 'score.A' });
    const s = settled(deal('g: 0b2 1r3 0r2 1f', undefined, { rules: { preset: 'ffmus', target: 50 }, score: { A: 45, B: 0 } }));
    expect(credits(s)).toEqual(['A:5:tira:grande:dialogue:FFMus art. 17']);
    expect(s).toMatchObject({ winner: 'A', scoreAfter: { A: 50, B: 0 } });
    expect([tokensText(45, 'fr'), exchangeText(45, 50, 'fr'), tokensText(50, 'es')]).toEqual(['9 hamarrekos + 0 tanto', 'prendre 1 hamarreko', '10 amarrakos + 0 piedras']);
  });
});
