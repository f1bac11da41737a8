/**
 * The live ladder of the phase in progress: who said what, the total on the table and what a tira
 * would pay now. At pares and juego, the ba/ez round; in the mus rounds, the rounds counted. The
 * room display shows the lines `displayLadder` keeps (every bet of a long bidding, the other words
 * folded; `ladder-keep.ts`), the control window all of them.
 */
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { ladderOf } from '../store/derive.js';
import { DisplayLadderRows, LadderLines, LadderSum, showsTotal } from './LadderView.js';
import { displayLadder } from './ladder-keep.js';
import './texts.js';

export function Ladder({ variant = 'control' }: { variant?: 'control' | 'display' }) {
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
      {variant === 'display'
        ? <DisplayLadderRows view={view} ladder={displayLadder(all, view.rules.players, showsTotal(turn))} t={t} testid="ladder-display" />
        : <LadderLines view={view} lines={all} t={t} testid="ladder-control" />}
      <LadderSum turn={turn} t={t} ids={{ sum: `ladder-sum-${variant}`, total: `total-${variant}`, tira: `tira-pays-${variant}` }} />
    </section>
  );
}
