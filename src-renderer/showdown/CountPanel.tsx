/**
 * The count of a settled deal: each credit in counting order with its rule and reason, the exchange
 * to make at the table, the announcement errors found (with the article), the credit that took the
 * target point (decisive), and what was not counted. Then the next deal (esku moved on).
 */
import { useEffect, useRef } from 'preact/hooks';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { exchangeWords, colon, reasonText } from '../app/texts.js';
import { creditLines, seatName } from '../store/derive.js';
import { errorLine } from './error-line.js';
import './texts.js';

export function CountPanel({ index }: { index: number }) {
  const store = useStore();
  const { t, lang } = useT();
  const view = store.view.value;
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), [index]);
  const deal = view?.deals[index];
  if (!view || !deal) return null;
  const lines = creditLines(deal.ledger, deal.scoreBefore);
  const counted = lines.filter((l) => l.credit.counted);
  const notCounted = lines.filter((l) => !l.credit.counted);
  return (
    <section class="count" aria-labelledby="count-h" data-testid="count">
      <h2 id="count-h" tabIndex={-1}>
        {t('count.title', { n: index + 1 })} <span class="muted">({t(`count.end.${deal.end}`)})</span>
      </h2>
      <p class="count-scores">
        {t('count.from')} A {deal.scoreBefore.A} · B {deal.scoreBefore.B} → <strong>A {deal.scoreAfter.A} · B {deal.scoreAfter.B}</strong>
        {deal.winner && <span class="badge badge-win"> {t('count.mancheWon', { team: deal.winner, name: view.setup.teams[deal.winner] })}</span>}
      </p>
      {deal.errors.length > 0 && (
        <div class="count-errors" role="note">
          <h3>{t('count.errors')}</h3>
          <ul>
            {deal.errors.map((e, i) => (
              <li key={i} data-testid="announcement-error">
                <strong>{e.rule}</strong> — {errorLine(e, view, lang, t)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <table class="ledger">
        <caption class="sr-only">{t('count.ledger')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('count.phase')}</th>
            <th scope="col">{t('count.team')}</th>
            <th scope="col">{t('count.points')}</th>
            <th scope="col">{t('count.reason')}</th>
            <th scope="col" class="col-after">{t('count.after')}</th>
            <th scope="col">{t('count.exchange')}</th>
          </tr>
        </thead>
        <tbody>
          {counted.map((l) => (
            <tr key={l.index} class={`${l.credit.decisive ? 'decisive' : ''} team-${l.credit.team}`} data-testid={l.credit.decisive ? 'decisive' : 'credit'}>
              <td>
                {t(`phase.${l.credit.phase}`)} <span class="muted">· {t(`count.when.${l.credit.when}`)}</span>
              </td>
              <td>
                <span class="team-tag small">{l.credit.team}</span>
              </td>
              <td class="num">
                {l.credit.applied > 0 ? '+' : ''}
                {l.credit.applied}
                {l.credit.applied !== l.credit.points && <span class="muted"> / {l.credit.points}</span>}
              </td>
              <td class="reason">
                {l.credit.decisive && <strong class="badge badge-win">{t('count.decisive', { n: view.rules.target })}</strong>} <strong>{l.credit.rule}</strong>{colon(lang)}{reasonText(l.credit.why, view, lang)}
                <span class="muted"> [{t(`kind.${l.credit.kind}`)}]</span>
              </td>
              <td class="num score-after">
                A {l.credit.scoreAfter.A} · B {l.credit.scoreAfter.B}
              </td>
              <td>{l.credit.applied !== 0 ? exchangeWords(l.before[l.credit.team], l.credit.scoreAfter[l.credit.team], lang) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {notCounted.length > 0 && (
        <div class="not-counted">
          <h3>{t('count.notCounted')}</h3>
          <ul>
            {notCounted.map((l) => (
              <li key={l.index} data-testid="not-counted">
                <span class="team-tag small">{l.credit.team}</span> {l.credit.points} · {t(`phase.${l.credit.phase}`)} · {l.credit.rule}{colon(lang)}{reasonText(l.credit.why, view, lang)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p class="count-next">
        <button type="button" ref={next} class="primary" data-testid="next-deal" onClick={() => store.dismissCount()}>
          {view.current ? t('count.next', { name: seatName(view, view.current.state.esku) }) : t('count.close')} <kbd>↵</kbd>
        </button>
      </p>
    </section>
  );
}
