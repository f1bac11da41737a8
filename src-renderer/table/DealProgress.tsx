/**
 * The deal so far: each phase's outcome (paso, iduki N, tira, hordago kanta…), the ba/ez said at
 * pares and juego, and the points drawn at once during the dialogue.
 */
import type { BetPhase } from '../../shared/index.js';
import { BET_PHASES } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { phaseOutcome, colon, reasonText } from '../app/texts.js';
import { seatName } from '../store/derive.js';

export function DealProgress() {
  const store = useStore();
  const { t, lang } = useT();
  const view = store.view.value;
  if (!view?.current) return null;
  const s = view.current.state;
  const outcome = (p: BetPhase): string => phaseOutcome(s, p, t);
  const declared = (p: 'pares' | 'juego') =>
    s.order
      .filter((x) => s.declared[p][x] !== null)
      .map((x) => `${seatName(view, x)} ${s.declared[p][x] ? t('act.ba') : t('act.ez')}`)
      .join(', ');
  return (
    <section class="progress" aria-labelledby="progress-h">
      <h3 id="progress-h">{t('table.progress')}</h3>
      <dl class="phases">
        {BET_PHASES.map((p) => {
          const o = outcome(p);
          const decl = p === 'pares' || p === 'juego' ? declared(p) : '';
          return (
            <div key={p} class={s.stage === p || s.stage === `${p}-declare` ? 'current' : ''}>
              <dt>{t(`phase.${p}`)}</dt>
              <dd data-testid={`progress-${p}`}>
                {o || (decl ? '' : '—')}
                {decl && <span class="decl">{o ? ' · ' : ''}{decl}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
      {s.credits.length > 0 && (
        <ul class="drawn" aria-label={t('table.drawn')}>
          {s.credits.map((c, i) => (
            <li key={i} data-testid="drawn">
              <span class={`team-tag small team-${c.team}`}>{c.team}</span> {c.applied > 0 ? '+' : ''}
              {c.applied} · {c.rule}{colon(lang)}{reasonText(c.why, view, lang)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
