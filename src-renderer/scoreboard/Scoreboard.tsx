/**
 * The scoreboard, always on screen: each team's score as numbers and as tokens, manches won,
 * *dentro*, and the exchange to make at the table after the last credits.
 */
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { ScoreFigure } from './ScoreFigure.js';
import { scoreboardView } from './scoreboard-view.js';
import { useBoardHeight } from './use-board-height.js';
import { useRef } from 'preact/hooks';
import { ShortText } from '../table/ShortText.js';
import './texts.js';

/**
 * One name of a team's player line: `short` shown (whole words, `shortNames`), `full` in its title and
 * for a screen reader; ` · ` before it unless `first`. A short name (4 letters at most) is never cut;
 * a longer one keeps 2.5 em before its ellipsis, the last resort for one very long word.
 */
function PlayerName({ full, short, first }: { full: string; short: string; first: boolean }) {
  return (
    <>
      {!first && <span class="team-sep">{' · '}</span>}
      <span class={short.length <= 4 ? 'team-player whole' : 'team-player'} title={full}>
        <ShortText full={full} short={short} />
      </span>
    </>
  );
}

/** Lays out {@link scoreboardView} (what it shows is tested there); the control variant adds the exchange. */
export function Scoreboard({ variant = 'control' }: { variant?: 'control' | 'display' }) {
  const store = useStore();
  const { t, lang } = useT();
  const view = store.view.value;
  const box = useRef<HTMLElement>(null);
  useBoardHeight(box, variant === 'control' && view !== null);
  if (!view) return null;
  const { teams, final, exchange, announcement } = scoreboardView(view, lang);
  const finalWords = final ? t('score.final', { n: final.manche + 1 }) : undefined;
  return (
    <section ref={box} class={`scoreboard scoreboard-${variant}`} aria-label={t('score.title')}>
      <div class="teams">
        {teams.map((c) => (
          <article class={`team team-${c.team}`} key={c.team} aria-labelledby={`team-name-${variant}-${c.team}`} data-team={c.team}>
            <header class="team-head">
              <span class="team-tag" aria-hidden="true">{c.team}</span>
              <h2 id={`team-name-${variant}-${c.team}`} class="team-name" title={c.name}>
                <span class="sr-only">{t('score.team', { team: c.team })} </span>
                {c.name}
              </h2>
              {c.dentro && <span class="badge badge-dentro">{t('score.dentro')}</span>}
              {/* the room display has the winner's panel under it: there the star alone, the team's name keeps its room */}
              {c.won && (
                <span class="badge badge-win" data-testid={`score-won-${c.team}`} title={t('score.wonMatch')}>
                  ★{variant === 'control' ? ` ${t('score.wonMatch')}` : <span class="sr-only"> {t('score.wonMatch')}</span>}
                </span>
              )}
            </header>
            <p class="team-players" title={c.players}>
              {c.playerNames.map((n, k) => <PlayerName key={k} full={n} short={c.playerShort[k] ?? n} first={k === 0} />)}
            </p>
            <ScoreFigure score={c.score} t={t} testid={`score-${c.team}`} final={finalWords} />
            <p class="team-manches">
              <span class="manches-word">{t('score.manches')}</span>{' '}
              <span class="pips" aria-hidden="true">
                {Array.from({ length: c.manchesToWin }, (_, i) => (
                  <span key={i} class={i < c.manchesWon ? 'pip on' : 'pip'} />
                ))}
              </span>{' '}
              <strong data-testid={`manches-${c.team}`}>{c.manchesWon}</strong> / {c.manchesToWin}
            </p>
          </article>
        ))}
      </div>
      <p class="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {variant === 'control' && (
        <div class="exchange" aria-live="polite" data-testid="exchange">
          <h3>{t('score.exchange')}{exchange.deal !== null && <span class="muted" data-testid="exchange-deal"> · {t('table.deal', { n: exchange.deal + 1 })}</span>}</h3>
          {exchange.mancheWon && <p class="manche-won" data-testid="exchange-manche">{t('score.mancheReset', { team: exchange.mancheWon })}</p>}
          {exchange.lines.length === 0 && !exchange.mancheWon && <p class="muted">{t('score.noExchange')}</p>}
          {exchange.net.length > 0 && (
            // the net per team first: what a scorer hands out in one go for the whole deal so far
            <ul class="exchange-net">
              {exchange.net.map((n) => (
                <li key={n.team} data-testid={`exchange-net-${n.team}`}>
                  <span class={`team-tag small team-${n.team}`}>{n.team}</span>{' '}
                  <strong>{t('score.net', { team: n.team, words: n.words })}</strong>
                </li>
              ))}
            </ul>
          )}
          {exchange.lines.length > 0 && (
            <>
              <p class="muted exchange-all">{t('score.allCredits')}</p>
              {/* every credit of the deal, in counting order: all on show, never scrolled nor cut */}
              <ol class="exchange-lines" aria-label={t('score.allCredits')}>
                {exchange.lines.map((l) => (
                  <li key={l.index} data-testid="exchange-line">
                    <span class={`team-tag small team-${l.team}`}>{l.team}</span>{' '}
                    {l.words}
                    <span class="muted"> ({t(`phase.${l.phase}`)}, {l.applied > 0 ? '+' : ''}{l.applied})</span>
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
