/**
 * The showdown's hands (src-renderer/showdown/hand-rows.ts) at the second deal of TO_WIN
 * (test/helpers/display-match.ts): esku Xabi (seat 2, team B), speaking order Xabi, Battitte,
 * Mixel, Maite; at pares Battitte and Mixel said ba, the others ez; at juego all said ez. The hands
 * are typed in speaking order, four cards each; a typed card clicked is corrected; the count waits
 * for every hand (docs/app.md, "Using it at the table", 3).
 */
import { describe, expect, it } from 'vitest';
import { emptyPad, interpret, replayLog, type InputPad, type MatchView, type TableCommand } from '../../../shared/index.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { handRows } from '../../../src-renderer/showdown/hand-rows.js';
import { cardName } from '../../../src-renderer/showdown/card-name.js';
import { errorText } from '../../../src-renderer/app/texts.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import '../../../src-renderer/showdown/texts.js';
import { TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';

const view: MatchView = (() => {
  const m = replayLog({ rules: TO_WIN_RULES, teams: { A: 'Baiona', B: 'Hazparne' }, players: ['Maite', 'Xabi', 'Battitte', 'Mixel'], esku: 0 }, [...TO_WIN.first, ...TO_WIN.last.slice(0, -1)]);
  if (!m.ok) throw new Error(m.error.message);
  return m.value.view;
})();
const fr = uiT('fr');
/** French puts a narrow no-break space before a colon: compared here as a plain space. */
const plain = (s: string | undefined) => s?.replace(/[\u00a0\u202f]/g, ' ');

/** The pad after `cmds`, each accepted (a refusal throws, naming it). */
function typed(cmds: TableCommand[], pad: InputPad = emptyPad(4)): InputPad {
  for (const c of cmds) {
    const r = interpret(view, pad, c);
    if (r.outcome.kind === 'error') throw new Error(`${JSON.stringify(c)}: ${r.outcome.error.code}`);
    pad = r.pad;
  }
  return pad;
}
const cards = (...ns: number[]): TableCommand[] => ns.map((number) => ({ cmd: 'card', number }));

describe('showdown hands', () => {
  it('one row per seat in speaking order from the esku, with its team and the ba/ez it said', () => {
    const rows = handRows(view, emptyPad(4), fr);
    expect(rows.map((r) => [r.seat, r.name, r.team, r.esku])).toEqual([[1, 'Xabi', 'B', true], [2, 'Battitte', 'A', false], [3, 'Mixel', 'B', false], [0, 'Maite', 'A', false]]);
    expect(rows.map((r) => r.decls)).toEqual([
      'Pariak (paires) Ez · Jokua (jeu) Ez',
      'Pariak (paires) Ba · Jokua (jeu) Ez',
      'Pariak (paires) Ba · Jokua (jeu) Ez',
      'Pariak (paires) Ez · Jokua (jeu) Ez',
    ]);
  });

  it('before any card: the esku is typing, its first slot has the cursor, every slot is said empty', () => {
    const [xabi, battitte] = handRows(view, emptyPad(4), fr);
    expect(xabi?.typing).toBe(true);
    expect(battitte?.typing).toBe(false);
    expect(xabi?.slots.map((s) => s.cursor)).toEqual([true, false, false, false]);
    expect(plain(xabi?.cardsLabel)).toBe('Xabi : —');
    expect(plain(xabi?.slots[0]?.label)).toBe('Xabi, carte 1 : pas encore tapée');
    expect(xabi?.slots.every((s) => s.card === null && !s.asked)).toBe(true);
  });

  it('four cards fill the esku’s hand (S C R for 10 11 12) and the typing moves to the next seat', () => {
    const rows = handRows(view, typed(cards(12, 11, 10, 1, 6)), fr);
    const [xabi, battitte] = rows;
    expect(xabi?.typing).toBe(false);
    expect(plain(xabi?.cardsLabel)).toBe('Xabi : R C S 1');
    expect(xabi?.slots.map((s) => s.card?.n)).toEqual([12, 11, 10, 1]);
    expect(plain(xabi?.slots[0]?.label)).toBe('Xabi, carte 1 : R (corriger)');
    expect(battitte?.typing).toBe(true);
    expect(battitte?.slots.map((s) => s.cursor)).toEqual([false, true, false, false]);
  });

  it('a typed card clicked takes the cursor (the next card replaces it); the empty slot no longer has it', () => {
    const pad = typed([...cards(12, 11, 10, 1, 6), { cmd: 'slot', seat: 1, index: 2 }]);
    const [xabi, battitte] = handRows(view, pad, fr);
    expect(xabi?.slots.map((s) => s.cursor)).toEqual([false, false, true, false]);
    expect(battitte?.slots.some((s) => s.cursor)).toBe(false);
    const fixed = handRows(view, typed(cards(5), pad), fr)[0];
    expect(plain(fixed?.cardsLabel)).toBe('Xabi : R C 5 1');
  });

  it('is empty when no deal is in progress', () => {
    expect(handRows({ ...view, current: null }, emptyPad(4), fr)).toEqual([]);
  });
});

describe('showdown refusals, as the screen says them', () => {
  it('counting before every hand has four cards: hands/missing-card, said in words with its article', async () => {
    await loadErrorSentences('fr');
    const r = interpret(view, typed(cards(12, 11, 10, 1)), { cmd: 'next' });
    expect(r.outcome.kind === 'error' && r.outcome.error.code).toBe('hands/missing-card');
    if (r.outcome.kind !== 'error') return;
    const said = errorText(r.outcome.error, 'fr');
    expect(said).not.toContain('hands/missing-card');
    expect(said).toContain('FFMus art. 5');
  });

  it('a fifth card when every hand has four is refused (hands/fifth-card), and the pad is kept', () => {
    const full = typed(cards(12, 11, 10, 1, 6, 6, 5, 4, 12, 12, 7, 1, 3, 3, 2, 1));
    expect(handRows(view, full, fr).some((r) => r.typing)).toBe(false);
    const r = interpret(view, full, { cmd: 'card', number: 7 });
    expect(r.outcome.kind === 'error' && r.outcome.error.code).toBe('hands/fifth-card');
    expect(r.pad).toEqual(full);
  });

  it('a digit that is no card (8, 9) is refused as input/not-a-card', () => {
    const r = interpret(view, emptyPad(4), { cmd: 'card', number: 8 });
    expect(r.outcome.kind === 'error' && r.outcome.error.code).toBe('input/not-a-card');
  });
});

describe('card names on the card keys', () => {
  it('with eight kings the 3 is named a king and the 2 an ace; with four kings they are three and two', () => {
    expect(cardName(3, 8, fr)).toBe('roi (le trois : 8 rois)');
    expect(cardName(2, 8, fr)).toBe('as (le deux : 8 rois)');
    expect(cardName(3, 4, fr)).toBe('trois');
    expect(cardName(2, 4, fr)).toBe('deux');
    expect(cardName(12, 8, fr)).toBe('rey (roi)');
    expect(cardName(1, 8, uiT('eu'))).toBe('bateko');
  });
});
