/** The end of the match: the winner, each manche, and the FFMus standings (art. 2). */
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';

export function MatchOver() {
  const store = useStore();
  const { t } = useT();
  const view = store.view.value;
  if (!view || !view.winner) return null;
  return (
    <section class="over" aria-labelledby="over-h">
      <h2 id="over-h" data-testid="match-winner">
        {t('over.winner', { team: view.winner, name: view.setup.teams[view.winner] })}
      </h2>
      <ol class="manches">
        {view.manches.map((m, i) => (
          <li key={i}>
            {t('table.manche', { n: i + 1 })}: {m.winner} ({view.setup.teams[m.winner]}) — A {m.score.A} · B {m.score.B}
          </li>
        ))}
      </ol>
      {view.standings && (
        <table class="ledger">
          <thead>
            <tr>
              <th scope="col">{t('count.team')}</th>
              <th scope="col">{t('over.victories')}</th>
              <th scope="col">{t('over.manchesWon')}</th>
              <th scope="col">{t('over.pointsLost')}</th>
            </tr>
          </thead>
          <tbody>
            {(['A', 'B'] as const).map((team) => (
              <tr key={team}>
                <th scope="row">
                  {team} — {view.setup.teams[team]}
                </th>
                <td class="num">{view.standings![team].victories}</td>
                <td class="num">{view.standings![team].manchesWon}</td>
                <td class="num">{view.standings![team].pointsInLostManches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <button type="button" class="primary" onClick={() => void store.closeMatch()}>
          {t('app.newMatch')}
        </button>
      </p>
    </section>
  );
}
