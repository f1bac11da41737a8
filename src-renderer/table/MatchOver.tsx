/**
 * The end of the match: the winner, each manche, the FFMus standings (art. 2), then the match's
 * report — the race of each manche and the statistics with their CSV (`chart/MatchReport.tsx`,
 * loaded on first use in its own chunk: the table's first screen does not carry it).
 */
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { lazyPart } from '../chart/lazy-part.js';
import { mancheLines, overRows } from './match-over-rows.js';
import './texts-over.js';
import { useEffect, useRef } from 'preact/hooks';
import { focusAtHome } from './over-focus.js';

const Report = lazyPart(() => import('../chart/MatchReport.js').then((m) => m.MatchReport));

export function MatchOver() {
  const store = useStore();
  const { t, lang } = useT();
  const view = store.view.value;
  const heading = useRef<HTMLHeadingElement>(null);
  // the last count closed by Enter left the focus on the table's <main> (this part was still loading): its heading takes it
  useEffect(() => {
    const h = heading.current;
    if (h && focusAtHome(document.activeElement, document.body, h.closest('main'))) h.focus();
  }, [view?.winner]);
  if (!view || !view.winner) return null;
  const rows = overRows(view);
  return (
    <section class="over" aria-labelledby="over-h">
      {/* the focus's home once the match is won (focus-keeper.ts): the last count closed by Enter left it on the table's <main> */}
      <h2 id="over-h" ref={heading} tabIndex={-1} data-focus-home data-testid="match-winner">
        {t('over.winner', { team: view.winner, name: view.setup.teams[view.winner] })}
      </h2>
      <ol class="manches">
        {mancheLines(view, t, lang).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
      {rows.length > 0 && (
        <>
          <table class="ledger" aria-describedby="over-art2" data-testid="over-standings">
            <thead>
              <tr>
                <th scope="col">{t('count.team')}</th>
                <th scope="col">{t('over.victories')}</th>
                <th scope="col">{t('over.manchesWon')}</th>
                <th scope="col">{t('over.pointsLost')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.team} data-team={r.team}>
                  <th scope="row">
                    {r.team} — {view.setup.teams[r.team]}
                  </th>
                  <td class="num" data-col="victories">{t('over.victoryCount', { count: r.victories })}</td>
                  <td class="num" data-col="manches">
                    {t('over.manchesOf', { won: r.manchesWon, played: r.manchesPlayed })}
                    {!r.counted && <small class="muted"> · {t('over.notCounted')}</small>}
                  </td>
                  <td class="num" data-col="points">{r.counted ? r.counted.pointsInLostManches : <small class="muted">{t('over.pointsNotCounted')}</small>}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p class="muted over-art2" id="over-art2" data-testid="over-art2">{t('over.art2')}</p>
        </>
      )}
      <p>
        <button type="button" class="primary" onClick={() => void store.closeMatch()}>
          {t('app.newMatch')}
        </button>
      </p>
      <Report view={view} t={t} id="over-report" level={3} />
    </section>
  );
}
