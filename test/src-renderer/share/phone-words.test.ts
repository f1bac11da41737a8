/**
 * What the host page and the control window's phones panel say of a seat a phone has taken: the
 * seat is taken (by a phone that may be asleep, its screen off), not « téléphone connecté », which
 * a host read as « the phone is on and listening » (the phones audit). In the four languages, with
 * the word for a seat of the same panel (« Place 2 — Peio »).
 */
import { describe, expect, it } from 'vitest';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { LANGS } from '../../../shared/i18n/index.js';
import '../../../src-renderer/share/texts.js';

describe('a seat taken by a phone', () => {
  for (const lang of LANGS) {
    it(`${lang}: says the seat is taken, not that the phone is connected`, () => {
      const t = uiT(lang);
      const said = t('share.phoneJoined').toLowerCase();
      expect(said).not.toMatch(/connect|konekt|conect/);
      const seatWord = t('share.phonesSeat', { n: 2, name: 'Peio' }).replace(/\d\.?|—|Peio/g, '').trim().toLowerCase();
      expect(said).toContain(seatWord);
    });
  }
});
