/**
 * A file's problem as the library's import lists it (`fileProblemText`): the sentence and the gate's
 * detail in the language on screen — the limit, a syntax error's line and column — never the gate's
 * English words in French; the details arrive with the language's error sentences.
 */
import { describe, expect, it } from 'vitest';
import { fileProblemText, loadDetailTexts } from '../../../src-renderer/library/problem-text.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import { gateValue } from '../../../shared/format/gate.js';
import { gateText } from '../../../shared/format/input-gate.js';
import { errorSentence, problemDetail } from '../../../shared/i18n/errors.js';
import { LANGS } from '../../../shared/i18n/index.js';

const g = gateValue({ format: 'mus-deal/1', esku: 9, actions: [] }, ['mus-deal/1']);
if (g.ok) throw new Error('the gate should refuse esku 9');
const [maximum] = g.error.problems;

describe('a file problem on screen, in the language on screen', () => {
  it('the sentence alone until the language has arrived, then the detail too (French: no English word)', async () => {
    expect(fileProblemText(maximum, 'eu')).toBe('schema/maximum');
    await Promise.all([loadErrorSentences('fr'), loadDetailTexts('fr')]);
    expect(fileProblemText(maximum, 'fr')).toBe('Ce nombre est trop grand — doit valoir au plus 5');
    await Promise.all([loadErrorSentences('en'), loadDetailTexts('en')]);
    expect(fileProblemText(maximum, 'en')).toBe('This number is too large — must be <= 5');
  });

  it('a syntax error: its line and column in each language, as the command line says them', async () => {
    const s = gateText('{\n  "format": "mus-deal/1",\n  "actions": [\n}');
    if (s.ok || !s.error.detail) throw new Error('a syntax error was expected');
    for (const lang of LANGS) {
      await Promise.all([loadErrorSentences(lang), loadDetailTexts(lang)]);
      expect(fileProblemText(s.error, lang)).toBe(`${errorSentence('format/bad-json', lang)} — ${problemDetail(s.error.detail, lang)}`);
    }
    expect(fileProblemText(s.error, 'fr')).toBe('Ce n’est pas du JSON valable — JSON non valable à la ligne 4, colonne 1 : une valeur était attendue (un nombre, un texte entre guillemets doubles, true, false, null, une liste ou un objet)');
  });

  it('a problem without a detail (the engine\'s): the sentence alone, as before', async () => {
    await loadErrorSentences('fr');
    expect(fileProblemText({ code: 'record/bad-esku' }, 'fr')).toBe(errorSentence('record/bad-esku', 'fr'));
  });
});
