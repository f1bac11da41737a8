/**
 * Props-based pieces of the judge's view (they never read the app store's live match): the ladder
 * of a phase, the deal's phases so far, the declarations, the hands shown, the score in tantos and
 * tokens, and a settled deal's ledger.
 */
import { BET_PHASES, teamOf, whoSpeaks, type BetPhase, type Credit, type DealState, type Hand, type MatchDealResult, type MatchView, type Score, type Team } from '../../shared/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { T } from '../i18n/index.js';
import { phaseOutcome, colon, reasonText } from '../app/texts.js';

import { cardText } from '../../shared/i18n/card-text.js';
import { outLine, signedPoints } from './ledger-words.js';
import { errorLine } from '../showdown/error-line.js';
import { ladderOf, seatName } from '../store/derive.js';
import { ScoreFigure } from '../scoreboard/ScoreFigure.js';
import { LadderLines, LadderSum } from '../table/LadderView.js';

const TEAMS: Team[] = ['A', 'B'];

/**
 * The ladder of the phase in progress in `state` (who bid what, the running total) and, while a
 * bet or a hordago stands, the total on the table and what a tira would pay now (FFMus art. 17).
 */
export function JudgeLadder({ view, state, t }: { view: MatchView; state: DealState; t: T }) {
  const turn = whoSpeaks(state);
  if (turn.prompt === 'showdown' || turn.prompt === 'over') return null;
  return (
    <section class="judge-box ladder" aria-labelledby="judge-ladder-h">
      <h3 id="judge-ladder-h">
        {t('table.ladder')} — {t(`phase.${turn.phase ?? 'over'}`)}
      </h3>
      <LadderLines view={view} lines={ladderOf(state)} t={t} testid="judge-ladder" />
      <LadderSum turn={turn} t={t} ids={{ total: 'judge-total', tira: 'judge-tira-pays' }} />
    </section>
  );
}

/** Each phase's outcome so far in `state` (paso, iduki N, tira, hordago kanta…) and the ba/ez said. */
export function JudgePhases({ view, state, t }: { view: MatchView; state: DealState; t: T }) {
  const outcome = (p: BetPhase): string => phaseOutcome(state, p, t);
  return (
    <section class="judge-box" aria-labelledby="judge-phases-h">
      <h3 id="judge-phases-h">{t('judge.phases')}</h3>
      <dl class="phases">
        {BET_PHASES.map((p) => (
          <div key={p} class={state.stage === p || state.stage === `${p}-declare` ? 'current' : ''}>
            <dt>{t(`phase.${p}`)}</dt>
            <dd data-testid={`judge-progress-${p}`}>{outcome(p) || '—'}</dd>
          </div>
        ))}
      </dl>
      <h4 class="judge-sub">{t('judge.declarations')}</h4>
      <table class="judge-decl" data-testid="judge-declarations">
        <thead>
          <tr>
            <th scope="col">{t('judge.seat')}</th>
            <th scope="col">{t('phase.pares')}</th>
            <th scope="col">{t('phase.juego')}</th>
          </tr>
        </thead>
        <tbody>
          {state.order.map((s) => (
            <tr key={s} class={`team-${teamOf(s)}`}>
              <th scope="row">
                <span class="team-tag small">{teamOf(s)}</span> {seatName(view, s)}
                {s === state.esku && <span class="badge badge-esku">★ {t('table.esku')}</span>}
              </th>
              {(['pares', 'juego'] as const).map((p) => (
                <td key={p} data-seat={s} data-phase={p}>
                  {state.declared[p][s] === null ? <span class="muted">—</span> : state.declared[p][s] ? t('act.ba') : t('act.ez')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The hands shown at the showdown, in speaking order from the esku. */
export function JudgeHands({ view, hands, order, t }: { view: MatchView; hands: readonly (Hand | null)[]; order: readonly number[]; t: T }) {
  return (
    <section class="judge-box" aria-labelledby="judge-hands-h">
      <h3 id="judge-hands-h">{t('judge.hands')}</h3>
      <table class="judge-hands" data-testid="judge-hands">
        <tbody>
          {order.map((s) => (
            <tr key={s} class={`team-${teamOf(s)}`}>
              <th scope="row">
                <span class="team-tag small">{teamOf(s)}</span> {seatName(view, s)}
              </th>
              <td class="judge-cards">{hands[s] ? hands[s]!.map((c, i) => <span key={i} class="judge-card" title={c}>{cardText(c)}</span>) : <span class="muted">{t('judge.notShown')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Both teams' scores in tantos and as hamarrekos + tantos (Memo Mus ch. I), and manches won. */
export function JudgeScore({ view, score, manchesWon, t }: { view: MatchView; score: Score; manchesWon: { A: number; B: number }; t: T }) {
  return (
    <section class="judge-box judge-score" aria-labelledby="judge-score-h">
      <h3 id="judge-score-h">{t('judge.score')}</h3>
      <div class="judge-teams">
        {TEAMS.map((team) => {
          const s = score[team];
          return (
            <div key={team} class={`team team-${team}`} data-team={team}>
              <p class="team-head">
                <span class="team-tag" aria-hidden="true">{team}</span>
                <strong class="team-name">{view.setup.teams[team]}</strong>
              </p>
              <ScoreFigure score={s} t={t} testid={`judge-score-${team}`} />
              <p class="team-manches">
                {t('score.manches')} <strong data-testid={`judge-manches-${team}`}>{manchesWon[team]}</strong> / {view.rules.manchesToWin}
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/**
 * A settled deal's full ledger in counting order (FFMus art. 17): every credit with its team,
 * points, phase, when, rule and reason, the running score, counted or not; the credit that took
 * the target point marked; the announcement errors (FFMus arts. 13-16) above it.
 */
export function JudgeLedger({ view, deal, t, lang }: { view: MatchView; deal: MatchDealResult; t: T; lang: Lang }) {
  return (
    <section class="judge-box judge-settlement" aria-labelledby="judge-ledger-h">
      <h3 id="judge-ledger-h">
        {t('count.title', { n: deal.index + 1 })} <span class="muted">({t(`count.end.${deal.end}`)})</span>
      </h3>
      <p class="count-scores">
        {t('count.from')} A {deal.scoreBefore.A} · B {deal.scoreBefore.B} → <strong data-testid="judge-score-after">A {deal.scoreAfter.A} · B {deal.scoreAfter.B}</strong>
        {deal.winner && <span class="badge badge-win"> {t('count.mancheWon', { team: deal.winner, name: view.setup.teams[deal.winner] })}</span>}
      </p>
      {deal.out.length > 0 && (
        <p class="count-errors" role="note" data-testid="judge-out">
          {outLine(view, deal.out, t)}
        </p>
      )}
      {deal.errors.length > 0 && (
        <div class="count-errors" role="note">
          <h4 class="judge-sub">{t('count.errors')}</h4>
          <ul>
            {deal.errors.map((e, i) => (
              <li key={i} data-testid="judge-announcement-error" data-rule={e.rule}>
                <strong>{e.rule}</strong> — {errorLine(e, view, lang, t)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <LedgerTable view={view} ledger={deal.ledger} target={view.rules.target} t={t} lang={lang} testid="judge-ledger" />
    </section>
  );
}

/** The ledger rows (also used for the corrected copy). */
export function LedgerTable({ view, ledger, target, t, lang, testid }: { view: MatchView; ledger: readonly Credit[]; target: number; t: T; lang: Lang; testid: string }) {
  return (
    <table class="ledger judge-ledger" data-testid={testid}>
      <caption class="sr-only">{t('count.ledger')}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('count.phase')}</th>
          <th scope="col">{t('count.team')}</th>
          <th scope="col">{t('count.points')}</th>
          <th scope="col">{t('count.reason')}</th>
          <th scope="col">{t('count.after')}</th>
          <th scope="col">{t('judge.countedCol')}</th>
        </tr>
      </thead>
      <tbody>
        {ledger.map((c, i) => (
          <tr
            key={i}
            class={`team-${c.team}${c.decisive ? ' decisive' : ''}${c.counted ? '' : ' judge-uncounted'}`}
            data-testid={testid === 'judge-ledger' ? 'judge-credit' : 'judge-whatif-credit'}
            data-team={c.team}
            data-points={c.points}
            data-phase={c.phase}
            data-counted={String(c.counted)}
            data-rule={c.rule}
            data-after={`${c.scoreAfter.A}-${c.scoreAfter.B}`}
            data-decisive={c.decisive ? 'true' : undefined}
          >
            <td class="num">{i + 1}</td>
            <td>
              {t(`phase.${c.phase}`)} <span class="muted">· {t(`count.when.${c.when}`)}</span>
            </td>
            <td>
              <span class="team-tag small">{c.team}</span>
            </td>
            <td class="num">
              {signedPoints(c.points)}
              {c.counted && c.applied !== c.points && <span class="muted"> ({t('judge.appliedN', { n: c.applied })})</span>}
            </td>
            <td>
              {c.decisive && <strong class="badge badge-win">★ {t('count.decisive', { n: target })}</strong>} <strong>{c.rule}</strong>{colon(lang)}{reasonText(c.why, view, lang)}
              <span class="muted"> [{t(`kind.${c.kind}`)}]</span>
            </td>
            <td class="num">
              A {c.scoreAfter.A} · B {c.scoreAfter.B}
            </td>
            <td>{c.counted ? t('judge.counted') : <em>{t('count.notCountedShort')}</em>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
