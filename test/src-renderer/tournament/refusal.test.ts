/**
 * The Tournoi screen's refusals (src-renderer/tournament/refusal.ts): every word in the table's
 * language, the field at fault named as the form names it, and manche scores typed by hand read
 * before anything is sent — "40-32" for a match of three manches says what is missing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/i18n/index.js';
import { errorSeatSentence, errorSentence } from '../../../shared/i18n/errors.js';
import { handResult } from '../../../shared/tournament/index.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { manchesProblem, refusalText, refusedField } from '../../../src-renderer/tournament/refusal.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import '../../../src-renderer/tournament/texts.js';
import { pairRound, withPairs } from '../../shared/tournament/helpers.js';

const FFMUS = { target: 40, manchesToWin: 3 };
const NAMES = { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' };

describe('tournament refusals in the table’s language', () => {
  // the screen loads a language's error sentences on first use (src-renderer/app/error-sentences.ts)
  beforeAll(async () => { await Promise.all(LANGS.map((l) => loadErrorSentences(l))); });
  const [t0] = pairRound(withPairs(4));
  const r = handResult(t0, 1, 1, [{ A: 40, B: 41 }], { who: 'Etxart', why: 'papier' });
  if (r.ok) throw new Error('40-41 must be refused');

  it.each(LANGS)('never shows the model’s English detail (%s)', (lang) => {
    const text = refusalText(r.error, lang, uiT(lang));
    // the sentence naming the manche and its score (`params`), in that language
    expect(text).toContain(errorSeatSentence(r.error, lang));
    expect(text).toContain('40-41');
    expect(errorSeatSentence(r.error, lang)).not.toBe(errorSentence('tournament/bad-result', lang));
    expect(text).not.toContain(r.error.message);
    if (lang !== 'en') expect(text).not.toMatch(/manche ends|reaches|manches\[/);
  });

  it('names the form field at fault', () => {
    const fr = uiT('fr');
    expect(refusedField('events[3].pair.team', fr)).toBe('Équipe');
    expect(refusedField('result.source.why', fr)).toBe('Pourquoi');
    expect(refusedField('manches[0]', fr)).toBe('Scores des manches, équipe A d’abord');
    expect(refusedField('events[3].round', fr)).toBeNull();
    expect(refusalText({ code: 'tournament/duplicate-pair', path: 'pair.team' }, 'eu', uiT('eu'))).toBe(`Ukatua: ${errorSentence('tournament/duplicate-pair', 'eu')} — «Taldea» eremua`);
  });
});

describe('manche scores typed by hand', () => {
  const fr = uiT('fr');

  it('says that a match is three manches won and what is missing ("40-32")', () => {
    expect(manchesProblem('40-32', FFMUS, NAMES, fr)).toBe(
      'Une partie, c’est 3 manches gagnées (FFMus art. 2) : Etxeberri / Dufau en a 1, Lasa / Irigoien en a 0. '
      + 'Il manque au moins 2 manches : Etxeberri / Dufau doit en gagner encore 2, ou Lasa / Irigoien 3.',
    );
    expect(manchesProblem('40-32, 12-40, 40-38', FFMUS, NAMES, fr)).toContain('Il manque au moins 1 manche :');
  });

  it('points at a manche that is not finished, in every language', () => {
    expect(manchesProblem('40-32, 40-41', FFMUS, NAMES, fr)).toBe('Manche 2 (40-41) : une manche se termine quand une équipe atteint 40, l’autre en ayant moins (FFMus art. 1).');
    for (const lang of LANGS) {
      const s = manchesProblem('40-41', FFMUS, NAMES, uiT(lang))!;
      expect(s).toContain('40-41');
      if (lang !== 'en') expect(s).not.toMatch(/manche ends|reaches/);
    }
  });

  it('refuses manches after the match was won, a shape it cannot read, and accepts a won match', () => {
    expect(manchesProblem('40-1, 40-2, 40-3, 40-4', FFMUS, NAMES, fr)).toBe('Manche 4 : la partie était déjà gagnée (3 manches, FFMus art. 2) ; retirez les manches en trop.');
    expect(manchesProblem('quarante', FFMUS, NAMES, fr)).toBe(fr('tournament.manchesBad'));
    expect(manchesProblem('40-32, 12-40, 40-38, 40-20', FFMUS, NAMES, fr)).toBeNull();
    expect(manchesProblem('40-32, 40-12', { target: 40, manchesToWin: 2 }, NAMES, fr)).toBeNull();
  });
});
