/** The deal history: each settled deal with its esku, scores, how it ended and its credits. */
import { useMemo } from 'preact/hooks';
import type { MatchView } from '../../shared/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { T as TFunction } from '../i18n/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { historyRows } from './history-rows.js';
import './texts.js';
import '../table/texts.js';
import '../showdown/texts.js';

export function History() {
  const store = useStore();
  const { t, lang } = useT();
  const snap = store.snapshot.value;
  const view = store.view.value;
  const n = view?.deals.length ?? 0;
  // the list changes only when a deal is settled or undone, or the language changes
  const body = useMemo(() => (view ? rows(view, t, lang) : null), [snap?.matchId, n, lang]);
  if (!view) return null;
  return (
    <section class="history" aria-labelledby="history-h">
      <h2 id="history-h">
        {t('history.title')} <span class="muted">({n})</span>
      </h2>
      {n === 0 ? <p class="muted">{t('history.none')}</p> : <ol class="deals" data-testid="history">{body}</ol>}
    </section>
  );
}

function rows(view: MatchView, t: TFunction, lang: Lang) {
  return historyRows(view, t, lang).map((d) => (
    <li key={d.index} data-deal={d.index}>
      <details>
        <summary>
          <span class="deal-no">{d.title}</span> · {d.esku} · A {d.scoreBefore.A}→
          <strong>{d.scoreAfter.A}</strong> · B {d.scoreBefore.B}→<strong>{d.scoreAfter.B}</strong> · {d.end}
          {d.won && (
            <span class="badge badge-win" title={d.won}>
              {' '}{d.won}
            </span>
          )}
          {d.errors && <span class="badge" title={d.errors}> {d.errors}</span>}
        </summary>
        <ul class="credits">
          {d.credits.map((c, i) => (
            <li key={i} class={c.counted ? '' : 'not-counted'}>
              <span class={`team-tag small team-${c.team}`}>{c.team}</span> {c.figure} · {c.text}
              {c.decisive && <strong> ★</strong>}
              {!c.counted && <em> — {t('count.notCountedShort')}</em>}
            </li>
          ))}
        </ul>
      </details>
    </li>
  ));
}
