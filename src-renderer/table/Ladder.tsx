/**
 * The live ladder of the phase in progress: who said what, the total on the table and what a tira
 * would pay now. At pares and juego, the ba/ez round; in the mus rounds, the rounds counted. The
 * room display shows the lines `displayLadder` keeps (every bet of a long bidding, the other words
 * folded; `ladder-keep.ts`, `rows` = `displayRows` of `DisplayLadderRows.tsx`, passed by the display so that
 * the control page does not load it), the control window all of them.
 */
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { ladderOf, type LadderLine } from '../store/derive.js';
import type { ComponentChild } from 'preact';
import type { MatchView, Turn } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { LadderLines, LadderSum } from './LadderView.js';
import './texts.js';

export function Ladder({ variant = 'control', rows }: { variant?: 'control' | 'display'; rows?: (view: MatchView, all: readonly LadderLine[], turn: Turn, t: T) => ComponentChild }) {
  const store = useStore();
  const { t } = useT();
  const view = store.view.value;
  const turn = store.turn.value;
  if (!view?.current || !turn || turn.prompt === 'showdown') return null;
  const s = view.current.state;
  const all = ladderOf(s);
  const phase = turn.phase ?? 'over';
  return (
    <section class={`ladder ladder-${variant}`} aria-labelledby={`ladder-h-${variant}`}>
      <h3 id={`ladder-h-${variant}`}>
        {t('table.ladder')} — {t(`phase.${phase}`)}
        {s.stage === 'mus' && s.mus.rounds > 0 && <span class="muted"> · {t('table.musRounds', { count: s.mus.rounds })}</span>}
      </h3>
      {rows ? rows(view, all, turn, t) : <LadderLines view={view} lines={all} t={t} testid={`ladder-${variant}`} />}
      <LadderSum turn={turn} t={t} ids={{ sum: `ladder-sum-${variant}`, total: `total-${variant}`, tira: `tira-pays-${variant}` }} />
    </section>
  );
}
