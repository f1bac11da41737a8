/**
 * The ladder as pure props (no store): the lines of a phase (who said what, the running total of
 * each bet and raise) and, while a bet or a hordago stands, the total on the table and what a tira
 * would pay now (FFMus art. 17). Used by the live table (`Ladder.tsx`, the room display) and by the
 * judge's view at any step of a match. The room display's rows: `DisplayLadderRows.tsx`.
 */
import type { MatchView, Turn } from '../../shared/index.js';
import { teamOf } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { actionText } from '../app/texts.js';
import { seatName, type LadderLine } from '../store/derive.js';
import { ShortText } from './ShortText.js';

/**
 * One word of the ladder: the team, who, what, and the running total of a bet or raise; `n`: its
 * number when the list skips some; `short`: the name shown (`shortNames`), the full one in the title
 * and for a screen reader.
 */
export function LineItem({ view, l, n, short, t }: { view: MatchView; l: LadderLine; n?: number; short?: string; t: T }) {
  const name = seatName(view, l.seat);
  return (
    <li class={`team-${teamOf(l.seat)}`} value={n}>
      <span class="team-tag small">{teamOf(l.seat)}</span>
      <span class="who" title={name}>
        <ShortText full={name} short={short} />
      </span>
      <span class="what">{actionText(l.action, t)}</span>
      {(l.action.act === 'bet' || l.action.act === 'raise') && <span class="total">{t('table.totalN', { n: l.total })}</span>}
    </li>
  );
}

/** The lines of the ladder, numbered from `start` (1 unless the first lines are left out). */
export function LadderLines({ view, lines, start = 1, t, testid }: { view: MatchView; lines: readonly LadderLine[]; start?: number; t: T; testid: string }) {
  if (lines.length === 0) return <p class="muted">{t('table.nothingYet')}</p>;
  return (
    <ol class="ladder-lines" start={start} data-testid={testid}>
      {lines.map((l, i) => <LineItem key={i} view={view} l={l} t={t} />)}
    </ol>
  );
}

/** Whether the ladder shows its total line: a bet (or a hordago) is standing, to be answered. */
export function showsTotal(turn: Turn): boolean {
  return turn.prompt === 'answer' || turn.prompt === 'answer-ordago';
}

/**
 * What stands on the table while a bet or a hordago waits for an answer: the total (tantos, or
 * "hordago") and what a tira pays now. Nothing otherwise.
 * @param ids the `data-testid`s of the paragraph, the total and the tira figure
 */
export function LadderSum({ turn, t, ids }: { turn: Turn; t: T; ids: { sum?: string; total: string; tira: string } }) {
  if (!showsTotal(turn)) return null;
  return (
    <p class={turn.prompt === 'answer-ordago' ? 'ladder-sum ordago' : 'ladder-sum'} data-testid={ids.sum}>
      <span>
        <span class="sum-label" title={t('table.total')}>{t('table.total')}</span> <strong data-testid={ids.total}>{turn.prompt === 'answer-ordago' ? t('act.ordago') : turn.total}</strong>
      </span>
      <span>
        <span class="sum-label" title={t('table.tiraPays')}>{t('table.tiraPays')}</span> <strong data-testid={ids.tira}>{turn.tiraPays}</strong>
      </span>
    </p>
  );
}
