/**
 * The room display's line of a deal's announcement errors names the source once: it was cut to
 * « ⚠ FFMus art. 13 a · FFMus art. … » on a TV (src-renderer/display/error-rules.ts).
 */
import { describe, expect, it } from 'vitest';
import { errorRules } from '../../../src-renderer/display/error-rules.js';

describe('the articles of the errors on the room display', () => {
  it('one error: its article whole', () => {
    expect(errorRules(['FFMus art. 13 a'])).toBe('FFMus art. 13 a');
  });
  it('several: the source once, then each case, in order', () => {
    expect(errorRules(['FFMus art. 13 a', 'FFMus art. 16 a'])).toBe('FFMus art. 13 a · 16 a');
    expect(errorRules(['FFMus art. 13 a', 'FFMus art. 13 a', 'FFMus art. 14', 'FFMus art. 16 a'])).toBe('FFMus art. 13 a · 13 a · 14 · 16 a');
  });
  it('a rule from another source stays whole', () => {
    expect(errorRules(['FFMus art. 14', 'Memo Mus ch. VI'])).toBe('FFMus art. 14 · Memo Mus ch. VI');
    expect(errorRules([])).toBe('');
  });
});
