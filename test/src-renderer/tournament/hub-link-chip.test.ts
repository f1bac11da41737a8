/**
 * The table's hub chip (`HubLinkChip`, src-renderer/tournament/HubLinkStatus.tsx), rendered to HTML
 * without a browser (preact-render-to-string). When the hub refused the table's records (a
 * `hub/conflict`: the table's journal shorter than the hub's copy, a record that differs, another
 * computer sending the match), the chip said why only in its tooltip, and a table at a club never
 * hovers: now the chip reads as a warning and the refusal's sentence stands under it (an alert,
 * reachable with Tab) in the table's language, and goes when the link is sound again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToStaticMarkup } from 'preact-render-to-string';
import type { TableLinkView } from '../../../shared/bridge/tournament/tournament-contract.js';
import { LANGS, type Lang } from '../../../shared/i18n/index.js';
import { HubLinkChip } from '../../../src-renderer/tournament/HubLinkStatus.js';
import '../../../src-renderer/tournament/texts-open.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';

beforeAll(async () => {
  for (const lang of LANGS) await loadErrorSentences(lang);
});

const SOUND: TableLinkView = { tournament: { id: 'gau', name: 'Gau handia' }, round: 1, table: 2, url: 'http://192.168.1.20:8750', state: 'synced', have: 9, local: 9, error: null, code: null };
const BEHIND: TableLinkView = {
  ...SOUND, state: 'refused', have: 12, local: 9,
  error: 'hub/conflict: the hub holds 12 records of this match, this table 9', code: 'hub/conflict',
  params: { say: 'behind', round: 1, table: 2, have: 12, local: 9, lost: 3 },
};
const TWO_COMPUTERS: TableLinkView = {
  ...SOUND, state: 'refused', have: 30, local: 14,
  error: 'hub/conflict: another computer already sends this table\'s match', code: 'hub/conflict',
  params: { say: 'two-computers', round: 1, table: 2, match: 'M-7', have: 30, action: 11, deal: 3, local: 14 },
};

/** The chip as the page shows it: its HTML, the refusal line's text (null when there is none) and the chip's text. */
function chip(link: TableLinkView, lang: Lang) {
  const html = renderToStaticMarkup(h(HubLinkChip, { link, t: uiT(lang), lang }));
  const text = (s: string | undefined) => (s === undefined ? null : s.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, '\''));
  const refusal = /<p class="hub-refusal"[^>]*>(.*?)<\/p>/.exec(html);
  return { html, refusal: refusal ? text(refusal[1]) : null, chip: text(/data-testid="hub-link"[^>]*>(.*?)<\/p>/.exec(html)?.[1]) };
}

describe('the table\'s hub chip while the hub refuses its records', () => {
  it('shows the refusal\'s sentence under the chip, in French: what happened and what to do, with the figures', () => {
    const c = chip(BEHIND, 'fr');
    expect(c.refusal).toBe('⚠ Le hub a 12 coups de cette partie (table 2, tour 1), cette table 9 : son journal a perdu ici ses 3 derniers (une panne), et le hub les garde — rien n’est perdu. Ne jouez pas plus loin à cette table : l’organisateur ouvre la partie depuis la copie du hub (son journal de cette table) et la table la reprend de là ; ce qui se joue ici maintenant n’est pas envoyé');
    expect(c.chip).toBe('⚠ Gau handia · tour 1 · table 2 · refusé par le hub : la partie est gardée ici');
    // an alert a keyboard reaches, which the chip names as its description
    expect(c.html).toMatch(/<p class="hub-refusal" id="hub-refusal" role="alert" tabindex="0"/);
    expect(c.html).toMatch(/data-state="refused"[^>]*aria-describedby="hub-refusal"|aria-describedby="hub-refusal"[^>]*data-state="refused"/);
  });

  it('says it in each language, with its figures, never the hub\'s English words nor a key', () => {
    const FIGURES = new Map([[BEHIND, ['12', '9', '3', '2', '1']], [TWO_COMPUTERS, ['M-7', '30', '11', '3', '2', '1']]]);
    for (const [link, figures] of FIGURES) {
      const en = chip(link, 'en');
      expect(en.refusal).toMatch(/^⚠ (The hub holds 12 actions|Table 2, round 1: another computer already sends match M-7)/);
      for (const lang of LANGS) {
        const c = chip(link, lang);
        expect(c.refusal, lang).not.toBeNull();
        for (const figure of figures) expect(c.refusal, `${lang} ${figure}`).toContain(figure);
        expect(c.refusal, lang).not.toMatch(/hub\/conflict|\{\{|tournament\.link|another computer already sends this|the hub holds 12 records/);
        if (lang !== 'en') {
          expect(c.refusal, lang).not.toBe(en.refusal);
          expect(c.chip, lang).not.toBe(en.chip);
        }
      }
    }
  });

  it('shows nothing under the chip once the link is sound again, nor while the hub is only out of reach', () => {
    for (const lang of LANGS) {
      expect(chip(SOUND, lang).refusal, lang).toBeNull();
      expect(chip(SOUND, lang).html, lang).not.toContain('aria-describedby');
      expect(chip({ ...SOUND, state: 'offline', have: 5, error: 'connect ECONNREFUSED', code: 'hub/unreachable' }, lang).refusal, lang).toBeNull();
    }
  });
});
