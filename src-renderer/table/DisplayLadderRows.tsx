/**
 * The room display's rows of the ladder (`displayLadder` of `ladder-keep.ts`), apart from
 * `LadderView.tsx` so that the control page does not load them (its weight budget,
 * test/e2e/page-weight.test.ts): `Ladder` gets them from the display (`rows`).
 */
import type { ComponentChild } from 'preact';
import type { MatchView, Turn } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { actionText } from '../app/texts.js';
import { seatName, type LadderLine } from '../store/derive.js';
import { displayLadder, foldedWords, type DisplayLadder } from './ladder-keep.js';
import { seatShortNames } from './ladder-names.js';
import { LineItem, showsTotal } from './LadderView.js';

/**
 * The room display's ladder (`displayLadder`): each row a word said, or words folded into one
 * (« Paso ×4 », who said them in its title and for a screen reader), numbered as in the whole
 * ladder; on two columns when the rows ask for it. On one column as on two, each name is cut at a
 * word boundary (`seatShortNames`: the room reads a first name across the room; a 60-character
 * name cut by the CSS read « Itziar Olaizola-Urr… »), the full name in its title and for a screen
 * reader (`ShortText`).
 */
export function DisplayLadderRows({ view, ladder, t, testid }: { view: MatchView; ladder: DisplayLadder; t: T; testid: string }) {
  if (ladder.rows.length === 0) return <p class="muted">{t('table.nothingYet')}</p>;
  const short = seatShortNames(view);
  return (
    <ol class={ladder.columns === 2 ? 'ladder-lines two-columns' : 'ladder-lines'} start={ladder.rows[0]?.n ?? 1} data-testid={testid}>
      {ladder.rows.map((r) => {
        if (r.kind === 'line') return <LineItem key={r.n} view={view} l={r.line} n={r.n} short={short[r.line.seat]} t={t} />;
        const words = foldedWords(r.lines, (l) => actionText(l.action, t)).map(([w, k]) => (k > 1 ? `${w} ×${k}` : w)).join(' · ');
        const who = r.lines.map((l) => seatName(view, l.seat)).join(', ');
        return (
          <li key={r.n} value={r.n} class="ladder-folded" data-testid={`${testid}-folded`} title={who}>
            <span class="what" title={words}>{words}</span>
            <span class="sr-only"> — {who}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The room display's rows for `Ladder`'s `rows`: the lines `displayLadder` keeps of the phase's ladder `all`. */
export function displayRows(view: MatchView, all: readonly LadderLine[], turn: Turn, t: T): ComponentChild {
  return <DisplayLadderRows view={view} ladder={displayLadder(all, view.rules.players, showsTotal(turn))} t={t} testid="ladder-display" />;
}
