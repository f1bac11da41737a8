/**
 * The scoreboard, always on screen: each team's score as numbers and as tokens, manches won,
 * *dentro*, and the exchange to make at the table after the last credits.
 */
import type { Team } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { dentroAt, recentCredits, seatName } from '../store/derive.js';
import { ScoreFigure } from './ScoreFigure.js';
import { exchangeWords } from '../app/texts.js';
import './texts.js';

const TEAMS: Team[] = ['A', 'B'];

export function Scoreboard({ variant = 'control' }: { variant?: 'control' | 'display' }) {
  const store = useStore();
  const { t, lang } = useT();
  const view = store.view.value;
  if (!view) return null;
  const score = view.score;
  const dentro = dentroAt(view);
  const recent = recentCredits(view);
  const lastDeal = view.deals[view.deals.length - 1];
  const mancheJustWon = !view.current?.state.credits.length && lastDeal?.winner ? lastDeal.winner : null;
  return (
    <section class={`scoreboard scoreboard-${variant}`} aria-label={t('score.title')}>
      <div class="teams">
        {TEAMS.map((team) => {
          const seats = view.setup.players.map((_, i) => i).filter((i) => i % 2 === (team === 'A' ? 0 : 1));
          const s = score[team];
          return (
            <article class={`team team-${team}`} key={team} aria-labelledby={`team-name-${variant}-${team}`} data-team={team}>
              <header class="team-head">
                <span class="team-tag" aria-hidden="true">{team}</span>
                <h2 id={`team-name-${variant}-${team}`} class="team-name" title={view.setup.teams[team]}>
                  <span class="sr-only">{t('score.team', { team })} </span>
                  {view.setup.teams[team]}
                </h2>
                {s >= dentro && s < view.rules.target && <span class="badge badge-dentro">{t('score.dentro')}</span>}
              </header>
              <p class="team-players" title={seats.map((i) => seatName(view, i)).join(' · ')}>
                {seats.map((i, k) => <span key={i} class="team-player">{k > 0 ? ' · ' : ''}{seatName(view, i)}</span>)}
              </p>
              <ScoreFigure score={s} t={t} testid={`score-${team}`} />
              <p class="team-manches">
                <span class="manches-word">{t('score.manches')}</span>{' '}
                <span class="pips" aria-hidden="true">
                  {Array.from({ length: view.rules.manchesToWin }, (_, i) => (
                    <span key={i} class={i < view.manchesWon[team] ? 'pip on' : 'pip'} />
                  ))}
                </span>{' '}
                <strong data-testid={`manches-${team}`}>{view.manchesWon[team]}</strong> / {view.rules.manchesToWin}
              </p>
            </article>
          );
        })}
      </div>
      <p class="sr-only" role="status" aria-live="polite">
        {TEAMS.map((team) => `${view.setup.teams[team]} ${score[team]}`).join(', ')}
      </p>
      {variant === 'control' && (
        <div class="exchange" aria-live="polite" data-testid="exchange">
          <h3>{t('score.exchange')}</h3>
          {mancheJustWon && <p class="manche-won" data-testid="exchange-manche">{t('score.mancheReset', { team: mancheJustWon })}</p>}
          {recent.lines.length === 0 && !mancheJustWon && <p class="muted">{t('score.noExchange')}</p>}
          {recent.lines.length > 0 && !mancheJustWon && (
            // the net per team first: what a scorer hands out in one go for the whole deal so far
            <ul class="exchange-net">
              {TEAMS.filter((team) => recent.lines.some((l) => l.credit.team === team)).map((team) => {
                const first = recent.lines[0]!.before[team];
                const last = recent.lines[recent.lines.length - 1]!.credit.scoreAfter[team];
                return (
                  <li key={team} data-testid={`exchange-net-${team}`}>
                    <span class={`team-tag small team-${team}`}>{team}</span>{' '}
                    <strong>{t('score.net', { team, words: exchangeWords(first, last, lang) })}</strong>
                  </li>
                );
              })}
            </ul>
          )}
          {recent.lines.length > 0 && (
            <>
              <p class="muted exchange-all">{t('score.allCredits')}</p>
              {/* every credit of the deal, in counting order: all on show, never scrolled nor cut */}
              <ol class="exchange-lines" aria-label={t('score.allCredits')}>
                {recent.lines.map((l) => (
                  <li key={l.index} data-testid="exchange-line">
                    <span class={`team-tag small team-${l.credit.team}`}>{l.credit.team}</span>{' '}
                    {exchangeWords(l.before[l.credit.team], l.credit.scoreAfter[l.credit.team], lang)}
                    <span class="muted"> ({t(`phase.${l.credit.phase}`)}, {l.credit.applied > 0 ? '+' : ''}{l.credit.applied})</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      )}
    </section>
  );
}
