/**
 * The standings on the Tournoi screen (FFMus art. 2 and the tie-breaks: victories, manches won,
 * points in the manches lost, head-to-head, Buchholz), with their CSV.
 */
import { useMemo } from 'preact/hooks';
import type { Tournament } from '../../shared/tournament/types.js';
import { computeStandings, standingsCsv } from '../../shared/tournament/standings.js';
import { tournamentT } from '../../shared/tournament/texts.js';
import { useT } from '../app/use-t.js';
import { saveText } from '../library/download.js';
import '../library/texts.js'; // library.played, library.victories
import { slug } from './night-text.js';
import type { TournamentStore } from './tournament-store.js';

/** The standings' card of the night `tn`; the CSV's file name goes to the status line. */
export function Standings(p: { ts: TournamentStore; tn: Tournament }) {
  const { t, lang } = useT();
  const w = tournamentT(lang);
  const standings = useMemo(() => computeStandings(p.tn), [p.tn]);
  const csv = () => {
    const fileName = `${slug(p.tn.settings.name)}-standings.csv`;
    saveText({ fileName, text: standingsCsv(standings) }, 'text/csv');
    p.ts.say(t('tournament.csvSaved', { file: fileName }));
  };
  return (
    <section class="card tn-standings" aria-labelledby="tn-standings-title">
      <h2 id="tn-standings-title">{t('tournament.standings')}</h2>
      <p class="muted tn-hint">{t('tournament.standingsAfter', { count: standings.results })} {t('tournament.standingsRule')}</p>
      <div class="tn-scroll" role="region" tabIndex={0} aria-label={t('tournament.scrollTable', { what: t('tournament.standings') })}>
        <table class="tn-table" data-testid="tournament-standings">
          <thead>
            <tr>
              <th scope="col" class="num">{w('cols.rank')}</th>
              <th scope="col">{w('cols.team')}</th>
              <th scope="col" class="num"><abbr title={t('library.played')}>{w('cols.played')}</abbr></th>
              <th scope="col" class="num"><abbr title={t('library.victories')}>{w('cols.v')}</abbr></th>
              <th scope="col" class="num">{w('cols.m')}</th>
              <th scope="col" class="num">{w('cols.p')}</th>
              <th scope="col" class="num">{w('cols.h2h')}</th>
              <th scope="col" class="num">{w('cols.bh')}</th>
              <th scope="col">{w('cols.by')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((r) => (
              <tr key={r.pair} data-testid="tournament-standing" data-pair={r.pair} class={r.withdrawn ? 'tn-withdrawn' : ''}>
                <td class="num">{r.rank}</td>
                <th scope="row">{r.team}{r.withdrawn ? ` (${w('withdrawn')})` : ''}{r.byes ? <small class="muted"> · {w('cols.byes')} {r.byes}</small> : null}</th>
                <td class="num">{r.played}</td>
                <td class="num" data-col="victories">{r.victories}</td>
                <td class="num" data-col="manches">{r.manchesWon}</td>
                <td class="num" data-col="points">{r.pointsInLostManches}</td>
                <td class="num" data-col="h2h">{r.headToHead}</td>
                <td class="num" data-col="buchholz">{r.buchholz}</td>
                <td>{r.decidedBy ? w(`decided.${r.decidedBy}`) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" data-testid="tournament-csv" disabled={standings.rows.length === 0} onClick={csv}>{t('tournament.csv')}</button>
    </section>
  );
}
