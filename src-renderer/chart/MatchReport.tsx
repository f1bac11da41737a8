/**
 * A match's report: the race of each manche (one small chart each) and the match statistics
 * (`shared/library/match-stats.ts`: phases won and how, tantos by phase, imido / gehiago / hordago
 * said with their outcome, announcement errors), by team and by player, with their CSV export
 * (`statsCsv`, the club standings' formula-injection guard). Shown in the library for a match and
 * at the end of a match (the match-over panel loads it lazily: it is not on the table's first
 * screen).
 */
import { useMemo } from 'preact/hooks';
import { raceOfMatch } from '../../shared/display/race.js';
import { matchStats } from '../../shared/library/match-stats.js';
import { reportCsv } from './report-csv.js';
import type { MatchView } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { saveText } from '../library/download.js';
import { RaceChart } from './RaceChart.js';
import { playerRows, sharedRows, teamRows, type SharedRow, type StatsSection } from './stats-rows.js';
import './texts.js';
import './chart.css';

/** Props of {@link MatchReport}. */
export interface MatchReportProps {
  view: MatchView;
  t: T;
  /** A prefix for element ids (unique on the page). */
  id: string;
  /** Heading level of the report's title (its sections are one lower). */
  level?: 2 | 3;
  /** Show the race charts (default true). */
  charts?: boolean;
  /** The CSV file's name (default `statistiques.csv`). */
  fileName?: string;
}

/** The figures of one row of the players' table (a player, or a team's line of the points no player earned). */
function StatCells({ p }: { p: SharedRow }) {
  return (
    <>
      <td class="num" data-col="won">{p.won}</td>
      <td class="num" data-col="points">{p.points}</td>
      <td class="num" data-col="imido">{p.imido}</td>
      <td class="num" data-col="gehiago">{p.gehiago}</td>
      <td class="num" data-col="hordago">{p.hordago}</td>
      <td class="num" data-col="errors">{p.errors}</td>
    </>
  );
}

const SECTIONS: StatsSection[] = ['won', 'how', 'points', 'said', 'bets', 'hordago', 'errors'];


/** The report of a match: a small race chart per manche that has a credit, the team and player statistics, the CSV button. */
export function MatchReport(props: MatchReportProps) {
  const { view, t, id } = props;
  const level = props.level ?? 2;
  const H = `h${level}` as 'h2';
  const H2 = `h${level + 1}` as 'h3';
  const stats = useMemo(() => matchStats(view.deals, view.rules.players), [view]);
  const races = useMemo(() => {
    const cur = view.current;
    return raceOfMatch(view.deals, view.rules, cur ? { index: cur.index, manche: cur.manche, credits: cur.state.credits } : null).filter((r) => r.steps.length > 0);
  }, [view]);
  const rows = teamRows(stats);
  const players = playerRows(stats);
  const shared = sharedRows(stats);
  const teams = view.setup.teams;
  return (
    <section class="report" aria-labelledby={`${id}-h`} data-testid="match-report">
      <H id={`${id}-h`}>
        {t('stats.title')} <span class="muted report-deals">· {t('stats.deals', { count: stats.deals })}</span>
      </H>
      {props.charts !== false && races.length > 0 && (
        <>
          <H2>{t('chart.perManche')}</H2>
          <div class="report-charts">
            {races.map((r) => (
              <RaceChart key={r.manche} race={r} teams={teams} variant="small" t={t} id={`${id}-race-${r.manche}`} level={(level + 2) as 4} />
            ))}
          </div>
        </>
      )}
      <div class="report-tables">
        <div class="report-scroll">
          <table class="report-table" data-testid="stats-teams">
            <caption>{t('stats.teams')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stats.metric')}</th>
                <th scope="col" class="num"><span class="team-tag small team-A">A</span> {teams.A}</th>
                <th scope="col" class="num"><span class="team-tag small team-B">B</span> {teams.B}</th>
              </tr>
            </thead>
            {SECTIONS.map((sec) => (
              <tbody key={sec}>
                <tr class="report-sec">
                  <th scope="colgroup" colSpan={3}>{t(`stats.section.${sec}`)}</th>
                </tr>
                {rows.filter((r) => r.section === sec).map((r) => (
                  <tr key={r.key} data-row={`${sec}.${r.key}`}>
                    <th scope="row">{t(`stats.row.${r.key}`)}</th>
                    <td class="num" data-team="A">{r.A}</td>
                    <td class="num" data-team="B">{r.B}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
        <div class="report-scroll">
          <table class="report-table" data-testid="stats-players">
            <caption>{t('stats.players')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stats.player')}</th>
                <th scope="col" class="num">{t('stats.col.won')}</th>
                <th scope="col" class="num">{t('stats.col.points')}</th>
                <th scope="col" class="num">{t('stats.col.imido')}</th>
                <th scope="col" class="num">{t('stats.col.gehiago')}</th>
                <th scope="col" class="num">{t('stats.col.hordago')}</th>
                <th scope="col" class="num">{t('stats.col.errors')}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((p) => (
                <tr key={p.seat} data-seat={p.seat}>
                  <th scope="row"><span class={`team-tag small team-${p.team}`}>{p.team}</span> {view.setup.players[p.seat]}</th>
                  <StatCells p={p} />
                </tr>
              ))}
              {shared.map((p) => (
                <tr key={`team-${p.team}`} data-team-line={p.team}>
                  <th scope="row"><span class={`team-tag small team-${p.team}`}>{p.team}</span> {t('stats.sharedLine', { team: teams[p.team] })}</th>
                  <StatCells p={p} />
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <button type="button" data-testid="stats-csv" onClick={() => saveText({ fileName: props.fileName ?? 'statistiques.csv', text: reportCsv(view) }, 'text/csv')}>
              {t('stats.csv')}
            </button>
          </p>
        </div>
      </div>
    </section>
  );
}
