/**
 * The renderer's error sentences, loaded per language on first use: the same sentence as the shared
 * table once arrived, the code until then, and a view that read it is told when the language arrives.
 */
import { describe, expect, it } from 'vitest';
import { effect } from '@preact/signals';
import { errorText } from '../../../src-renderer/app/texts.js';
import { errorSentencesOf, loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import { errorText as sharedErrorText } from '../../../shared/i18n/errors.js';
import { LANGS } from '../../../shared/i18n/index.js';
import type { EngineError } from '../../../shared/index.js';

const e = { code: 'hands/too-many-of-a-kind', rule: 'FFMus art. 3', path: 'hands[1][0]' } as const;

describe('error sentences loaded per language', () => {
  it('says the code until the language has arrived, then the same sentence as the shared table, and repaints a view that read it', async () => {
    let runs = 0;
    let said = '';
    const stop = effect(() => { runs++; said = errorText(e, 'es'); });
    expect(said).toBe('hands/too-many-of-a-kind — carta 1 (FFMus art. 3)');
    await loadErrorSentences('es');
    expect(runs).toBe(2); // the view was painted again
    expect(said).toBe(sharedErrorText(e, 'es', { row: 1 }));
    stop();
  });

  it('gives every language the sentences of shared/i18n/errors.ts', async () => {
    for (const lang of LANGS) {
      const t = await loadErrorSentences(lang);
      expect(errorSentencesOf(lang)).toBe(t);
      expect(errorText({ code: 'record/bad-esku' }, lang)).toBe(sharedErrorText({ code: 'record/bad-esku' }, lang));
      // a code from outside (a box's NOPE line): the namespace's fallback
      const outside = { code: 'action/no-such-thing' } as unknown as EngineError;
      expect(errorText(outside, lang)).toBe(sharedErrorText(outside, lang));
    }
  });
});
