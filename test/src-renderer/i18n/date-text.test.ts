/**
 * A date in the UI language, or the numbers only where the runtime has no date words for it: the
 * test browser (and any browser whose ICU lacks Basque) wrote the Basque library's dates in
 * American English (« Nov 27, 2026, 8:49 AM »).
 */
import { describe, expect, it } from 'vitest';
import { dateText } from '../../../src-renderer/i18n/date-text.js';

const ISO = '2026-11-27T08:49:00';

describe('a date as the screens write it', () => {
  it('in the language\'s own words where the runtime has them', () => {
    expect(dateText(ISO, 'fr', () => true)).toBe(new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ISO)));
    expect(dateText(ISO, 'fr', () => true)).toMatch(/27 nov\. 2026/);
  });

  it('the numbers only where it has not (never another language\'s words)', () => {
    const asked: string[] = [];
    expect(dateText(ISO, 'eu', (l) => (asked.push(l), false))).toBe('2026-11-27 08:49');
    expect(asked).toEqual(['eu-ES']);
  });

  it('a dash for no date', () => {
    expect(dateText('', 'eu', () => false)).toBe('—');
  });
});
