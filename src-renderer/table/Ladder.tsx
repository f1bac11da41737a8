/**
 * The live ladder of the phase in progress: who said what, the total on the table and what a tira
 * would pay now. At pares and juego, the ba/ez round; in the mus rounds, the rounds counted.
 */
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { actionText } from '../app/texts.js';
import { ladderOf, seatName, teamOf } from '../store/derive.js';

export function Ladder({ variant = 'control' }: { variant?: 'control' | 'display' }) {
  const store = useStore();
  const { t } = useT();
  const view = store.view.value;
  const turn = store.turn.value;
  if (!view?.current || !turn || turn.prompt === 'showdown') return null;
  const s = view.current.state;
  const all = ladderOf(s);
  // the room display keeps the last lines of a long ladder (the total says the rest)
  const lines = variant === 'display' ? all.slice(-5) : all;
  const first = all.length - lines.length + 1;
  const standing = turn.prompt === 'answer' || turn.prompt === 'answer-ordago';
  const phase = turn.phase ?? 'over';
  return (
    <section class={`ladder ladder-${variant}`} aria-labelledby={`ladder-h-${variant}`}>
      <h3 id={`ladder-h-${variant}`}>
        {t('table.ladder')} — {t(`phase.${phase}`)}
        {s.stage === 'mus' && s.mus.rounds > 0 && <span class="muted"> · {t('table.musRounds', { count: s.mus.rounds })}</span>}
      </h3>
      {all.length === 0 ? (
        <p class="muted">{t('table.nothingYet')}</p>
      ) : (
        <ol class="ladder-lines" start={first} data-testid={`ladder-${variant}`}>
          {lines.map((l, i) => (
            <li key={i} class={`team-${teamOf(l.seat)}`}>
              <span class="team-tag small">{teamOf(l.seat)}</span>
              <span class="who">{seatName(view, l.seat)}</span>
              <span class="what">{actionText(l.action, t)}</span>
              {(l.action.act === 'bet' || l.action.act === 'raise') && <span class="total">{t('table.totalN', { n: l.total })}</span>}
            </li>
          ))}
        </ol>
      )}
      {standing && (
        <p class="ladder-sum" data-testid={`ladder-sum-${variant}`}>
          <span>
            {t('table.total')} <strong data-testid={`total-${variant}`}>{turn.prompt === 'answer-ordago' ? t('act.ordago') : turn.total}</strong>
          </span>
          <span>
            {t('table.tiraPays')} <strong data-testid={`tira-pays-${variant}`}>{turn.tiraPays}</strong>
          </span>
        </p>
      )}
    </section>
  );
}
