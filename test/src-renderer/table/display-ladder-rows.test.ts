/**
 * The room display's ladder rows (src-renderer/table/DisplayLadderRows.tsx), rendered to HTML
 * without a browser (preact-render-to-string). On one column the ladder gave each line the whole
 * name and the CSS cut it (« Itziar Olaizola-Urr… »): now one column, like two, shows each player's
 * whole-word short name (`seatShortNames`), the full name in the line's title and for a screen
 * reader (`ShortText`).
 */
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToStaticMarkup } from 'preact-render-to-string';
import { replayLog, type MatchView } from '../../../shared/index.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { DisplayLadderRows } from '../../../src-renderer/table/DisplayLadderRows.js';
import { displayLadder } from '../../../src-renderer/table/ladder-keep.js';
import { ladderOf } from '../../../src-renderer/store/derive.js';
import '../../../src-renderer/table/texts.js';
import { A, LONG_LADDER, LONG_NAMES, longSetup } from '../../helpers/display-match.js';

function viewAfter(entries = A('m: 0c | g: 0b2 1r2')): MatchView {
  const m = replayLog(longSetup(), entries);
  if (!m.ok) throw new Error(m.error.message);
  return m.value.view;
}

/** The ladder's HTML and each line's name as the room sees it (the text not hidden from sight). */
function rendered(view: MatchView) {
  const state = view.current?.state;
  if (!state) throw new Error('no deal in progress');
  const ladder = displayLadder(ladderOf(state), 4, true);
  const html = renderToStaticMarkup(h(DisplayLadderRows, { view, ladder, t: uiT('fr'), testid: 'ladder-display' }));
  const whos = [...html.matchAll(/<span class="who" title="([^"]*)">(.*?)<\/span><span class="what">/g)].map(([, title, inner]) => ({
    title: title?.replace(/&amp;/g, '&'),
    seen: inner?.replace(/<span class="sr-only">.*?<\/span>/g, '').replace(/<[^>]+>/g, ''),
    heard: /<span class="sr-only">(.*?)<\/span>/.exec(inner ?? '')?.[1] ?? inner,
  }));
  return { ladder, html, whos };
}

describe('the room display\'s ladder on one column', () => {
  it('shows each name cut at a word boundary, the full name in its title and for a screen reader', () => {
    const { ladder, whos } = rendered(viewAfter());
    expect(ladder.columns).toBe(1);
    expect(whos.map((w) => w.seen)).toEqual(['Maïté', 'Xabier']);
    expect(whos.map((w) => w.title)).toEqual([LONG_NAMES.players[0], LONG_NAMES.players[1]]);
    expect(whos.map((w) => w.heard)).toEqual([LONG_NAMES.players[0], LONG_NAMES.players[1]]);
  });

  it('gives the same names as on two columns', () => {
    const two = rendered(viewAfter(LONG_LADDER));
    expect(two.ladder.columns).toBe(2);
    expect(new Set(two.whos.map((w) => w.seen))).toEqual(new Set(['Maïté', 'Xabier', 'Battittë', 'Jean-Mixel']));
  });

  it('keeps a short name whole, once, with nothing hidden', () => {
    const m = replayLog({ rules: 'ffmus', teams: { A: 'Baiona', B: 'Hazparne' }, players: ['Maite', 'Xabi', 'Battitte', 'Mixel'], esku: 0 }, A('m: 0c | g: 0b2'));
    if (!m.ok) throw new Error(m.error.message);
    const { html, whos } = rendered(m.value.view);
    expect(whos.map((w) => w.seen)).toEqual(['Maite']);
    expect(html).not.toContain('sr-only');
  });
});
