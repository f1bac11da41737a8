/**
 * "What if": the judge edits a copy of one deal (an action's act, amount or declaration, an action
 * removed or inserted, a card of a shown hand) and sees, live, the settlement of the copy beside the
 * recorded one, or the engine's refusal (code and message naming the rule). "Apply as correction"
 * needs the judge's name and a reason, and the judge's consent when later entries no longer apply.
 */
import { signedPoints } from './ledger-words.js';
import { useEffect, useRef } from 'preact/hooks';
import type { Action, MatchDealResult, MatchEntry, MatchView, Phase } from '../../shared/index.js';
import { PHASES, teamOf } from '../../shared/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { T } from '../i18n/index.js';
import { actionText, errorText } from '../app/texts.js';
import { actsOfLog, ordagoStandsAt } from '../../shared/i18n/act-text.js';
import { seatName } from '../store/derive.js';
import { cardText } from '../../shared/i18n/card-text.js';
import { errorLine } from '../showdown/error-line.js';
import type { JudgeStore } from './judge-store.js';
import { LedgerTable } from './parts.js';
import { actsFor, diffLedgers, withAct, withAmount, withPhase, withSeat, type DiffLine } from './whatif.js';
import '../table/texts-over.js';


interface Props {
  js: JudgeStore;
  view: MatchView;
  /** The recorded settlement of the copied deal (null while it is in progress). */
  recorded: MatchDealResult | null;
  t: T;
  lang: Lang;
}

export function WhatIfPanel({ js, view, recorded, t, lang }: Props) {
  const head = useRef<HTMLHeadingElement>(null);
  const d = js.draft.value;
  const opened = d ? `${d.deal}` : null;
  useEffect(() => {
    // the copy opens below the fold: bring it into view and give it the focus
    head.current?.scrollIntoView({ block: 'start' });
    head.current?.focus();
  }, [opened]);
  const model = js.model.value;
  if (!d || !model) return null;
  const span = model.deals.find((s) => s.deal === d.deal);
  if (!span) return null;
  const res = js.whatIf.value;
  const plan = js.plan.value;
  const blocked = js.blocked.value;
  const players = view.rules.players;
  const atShowdown = !!res && !res.error && !res.settled && res.match.view.current?.state.stage === 'showdown' && !d.entries.some((e) => e.type === 'hands');
  const corrected = res && !res.error ? res.settled : null;
  return (
    <section class="judge-box judge-whatif judge-noprint" aria-labelledby="judge-whatif-h" data-testid="judge-whatif-panel">
      <h2 id="judge-whatif-h" ref={head} tabIndex={-1}>
        {t('judge.whatifTitle', { n: d.deal + 1 })}
      </h2>
      <p class="muted">{t('judge.whatifHint')}</p>
      <div class="judge-whatif-grid">
        <div class="judge-editor">
          <h3>{t('judge.copy')}</h3>
          {d.entries.length === 0 && (
            <button type="button" onClick={() => js.insertAfter(-1)} data-testid="judge-insert-first">
              + {t('judge.insert')}
            </button>
          )}
          <ol class="judge-entries" start={span.start + 1}>
            {d.entries.map((e, i) => (
              <EntryEditor key={i} js={js} entry={e} i={i} logIndex={span.start + i} view={view} players={players} bad={res?.error?.at === i} ordago={e.type === 'action' && ordagoStandsAt(actsOfLog(d.entries), i, e.action.phase)} t={t} />
            ))}
          </ol>
          {atShowdown && (
            <button type="button" onClick={() => js.addHands()} data-testid="judge-add-hands">
              + {t('judge.addHands')}
            </button>
          )}
        </div>
        <div class="judge-compare" aria-live="polite">
          <h3>{t('judge.compare')}</h3>
          {res?.error && (
            <p class="turn-error" role="alert" data-testid="judge-whatif-error" data-code={res.error.error.code}>
              {t('judge.entryN', { n: span.start + res.error.at + 1 })}: {errorText(res.error.error, lang, view)} <code>[{res.error.error.code}]</code>
            </p>
          )}
          {!res?.error && !corrected && <p class="muted" data-testid="judge-whatif-unsettled">{t('judge.notSettled')}</p>}
          <table class="judge-sides">
            <thead>
              <tr>
                <td />
                <th scope="col">{t('judge.recorded')}</th>
                <th scope="col">{t('judge.corrected')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('count.after')}</th>
                <td data-testid="judge-recorded-score">{recorded ? `A ${recorded.scoreAfter.A} · B ${recorded.scoreAfter.B}` : '—'}</td>
                <td data-testid="judge-corrected-score">{corrected ? `A ${corrected.scoreAfter.A} · B ${corrected.scoreAfter.B}` : '—'}</td>
              </tr>
              <tr>
                <th scope="row">{t('judge.winner')}</th>
                <td>{recorded ? winnerText(recorded, view, t) : '—'}</td>
                <td data-testid="judge-corrected-winner">{corrected ? winnerText(corrected, view, t) : '—'}</td>
              </tr>
            </tbody>
          </table>
          {corrected && <DiffTable lines={diffLedgers(recorded?.ledger ?? [], corrected.ledger)} t={t} />}
          {corrected && (
            <details class="judge-details">
              <summary>{t('judge.correctedLedger')}</summary>
              <LedgerTable view={view} ledger={corrected.ledger} target={view.rules.target} t={t} lang={lang} testid="judge-whatif-ledger" />
              {corrected.errors.length > 0 && (
                <ul>
                  {corrected.errors.map((e, i) => (
                    <li key={i}>
                      <strong>{e.rule}</strong> — {errorLine(e, view, lang, t)}
                    </li>
                  ))}
                </ul>
              )}
            </details>
          )}
          {plan?.ok && (
            <div class="judge-plan" data-testid="judge-plan" data-from={plan.value.from} data-kept={plan.value.kept} data-dropped={plan.value.dropped.length}>
              <p>{t('judge.planFrom', { n: plan.value.from + 1, count: plan.value.entries.length })}</p>
              <p>{t('judge.planKept', { count: plan.value.kept })}</p>
              <p>
                {t('judge.afterMatch', { a: plan.value.after.view.manchesWon.A, b: plan.value.after.view.manchesWon.B })}
                {plan.value.after.view.winner && ` · ${t('over.winner', { team: plan.value.after.view.winner, name: view.setup.teams[plan.value.after.view.winner] })}`}
              </p>
              {plan.value.dropped[0] !== undefined && (
                <div class="count-errors" role="note">
                  <p data-testid="judge-dropped">
                    {t('judge.dropped', { count: plan.value.dropped.length, first: plan.value.dropped[0] + 1, last: (plan.value.dropped.at(-1) ?? plan.value.dropped[0]) + 1 })}
                    {plan.value.dropReason && <> — {errorText(plan.value.dropReason, lang, view)} <code>[{plan.value.dropReason.code}]</code></>}
                  </p>
                  <label class="inline">
                    <input type="checkbox" checked={js.confirmDrop.value} onChange={(e) => (js.confirmDrop.value = (e.target as HTMLInputElement).checked)} data-testid="judge-confirm-drop" />
                    {t('judge.confirmDrop', { count: plan.value.dropped.length })}
                  </label>
                </div>
              )}
            </div>
          )}
          <div class="judge-apply">
            <label class="field">
              <span>{t('judge.who')} *</span>
              <input type="text" required aria-required="true" value={js.who.value} onInput={(e) => (js.who.value = (e.target as HTMLInputElement).value)} data-testid="judge-who" autoComplete="name" />
            </label>
            <label class="field">
              <span>{t('judge.why')} *</span>
              <textarea required aria-required="true" rows={2} value={js.why.value} onInput={(e) => (js.why.value = (e.target as HTMLTextAreaElement).value)} data-testid="judge-why" />
            </label>
            <p class="judge-buttons">
              <button type="button" class="primary" disabled={blocked !== null || js.busy.value} aria-describedby="judge-blocked" onClick={() => void js.applyCorrection()} data-testid="judge-apply-correction">
                {t('judge.apply')}
              </button>
              <button type="button" onClick={() => js.closeWhatIf()} data-testid="judge-whatif-cancel">
                {t('judge.cancel')}
              </button>
            </p>
            <p id="judge-blocked" class="muted" data-testid="judge-blocked">
              {blocked ? t(blocked) : t('judge.ready')}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

function winnerText(d: MatchDealResult, view: MatchView, t: T): string {
  return d.winner ? t('count.mancheWon', { team: d.winner, name: view.setup.teams[d.winner] }) : t('judge.noWinner');
}

/** The credits that differ between the recorded ledger and the corrected one. */
function DiffTable({ lines, t }: { lines: DiffLine[]; t: T }) {
  const changed = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.diff !== 'same');
  if (changed.length === 0) return <p data-testid="judge-diff-none">{t('judge.sameLedger')}</p>;
  const cell = (c: DiffLine['recorded']) =>
    c ? (
      <>
        <span class={`team-tag small team-${c.team}`}>{c.team}</span> {signedPoints(c.points)} {t(`phase.${c.phase}`)} [{t(`kind.${c.kind}`)}]{c.counted ? '' : ` — ${t('count.notCountedShort')}`}
      </>
    ) : (
      '—'
    );
  return (
    <table class="ledger judge-diff" data-testid="judge-diff">
      <caption>{t('judge.diff')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('judge.recorded')}</th>
          <th scope="col">{t('judge.corrected')}</th>
          <th scope="col">{t('judge.change')}</th>
        </tr>
      </thead>
      <tbody>
        {changed.map(({ l, i }) => (
          <tr key={i} class={`judge-diff-${l.diff}`} data-diff={l.diff}>
            <td>{cell(l.recorded)}</td>
            <td>{cell(l.corrected)}</td>
            <td>
              <strong>{t(`judge.diffKind.${l.diff}`)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface EntryProps {
  js: JudgeStore;
  entry: MatchEntry;
  i: number;
  logIndex: number;
  view: MatchView;
  players: number;
  bad: boolean;
  /** A hordago stands where the entry is said: a see there is « kanta ». */
  ordago: boolean;
  t: T;
}

/** One entry of the copy: an action (phase, seat, act, amount / ba-ez) or the hands shown (cards). */
function EntryEditor({ js, entry, i, logIndex, view, players, bad, ordago, t }: EntryProps) {
  const label = t('judge.entryN', { n: logIndex + 1 });
  const tools = (
    <span class="judge-entry-tools">
      <button type="button" onClick={() => js.insertAfter(i)} aria-label={`${label}: ${t('judge.insertAfter')}`} title={t('judge.insertAfter')} data-testid="judge-insert">
        +
      </button>
      <button type="button" onClick={() => js.removeEntry(i)} aria-label={`${label}: ${t('judge.remove')}`} title={t('judge.remove')} data-testid="judge-remove">
        ×
      </button>
    </span>
  );
  if (entry.type === 'hands') {
    return (
      <li class={`judge-entry judge-entry-hands${bad ? ' judge-bad' : ''}`} data-testid="judge-entry" data-index={i} data-type="hands">
        <fieldset>
          <legend>
            {label}: {t('judge.hands')}
            {bad && <strong class="judge-bad-tag"> ⚠ {t('judge.refused')}</strong>}
          </legend>
          <p class="muted judge-cards-hint" id={`judge-cards-hint-${i}`}>{t('judge.cardsHint')}</p>
          {entry.hands.map((h, seat) => (
            <div key={seat} class={`judge-hand-row team-${teamOf(seat)}`}>
              <span class="judge-hand-who">
                <span class="team-tag small">{teamOf(seat)}</span> {seatName(view, seat)}
              </span>
              {(h ?? ['', '', '', '']).map((c, j) => (
                <input
                  key={j}
                  type="text"
                  class="judge-card-input"
                  size={3}
                  maxLength={4}
                  value={cardText(c)}
                  aria-label={t('judge.cardOf', { name: seatName(view, seat), n: j + 1 })}
                  aria-describedby={`judge-cards-hint-${i}`}
                  data-testid="judge-card"
                  data-seat={seat}
                  data-pos={j}
                  onInput={(e) => js.setCard(i, seat, j, (e.target as HTMLInputElement).value)}
                />
              ))}
            </div>
          ))}
          {tools}
        </fieldset>
      </li>
    );
  }
  const a = entry.action;
  const set = (next: Action) => js.setEntry(i, { type: 'action', action: next });
  const hasAmount = a.act === 'bet' || a.act === 'raise' || a.act === 'discard';
  const amount = a.act === 'bet' ? a.amount ?? 2 : a.act === 'raise' ? a.amount : a.act === 'discard' ? a.count : 0;
  return (
    <li class={`judge-entry${bad ? ' judge-bad' : ''} team-${teamOf(a.seat)}`} data-testid="judge-entry" data-index={i} data-type="action">
      <span class="judge-entry-no" aria-hidden="true">{logIndex + 1}</span>
      <span class="team-tag small" aria-hidden="true">{teamOf(a.seat)}</span>
      <select aria-label={`${label}: ${t('count.phase')}`} value={a.phase} onChange={(e) => set(withPhase(a, (e.target as HTMLSelectElement).value as Phase))} data-testid="judge-phase">
        {PHASES.map((p) => (
          <option key={p} value={p}>
            {t(`phase.${p}`)}
          </option>
        ))}
      </select>
      <select aria-label={`${label}: ${t('judge.seat')}`} value={String(a.seat)} onChange={(e) => set(withSeat(a, Number((e.target as HTMLSelectElement).value)))} data-testid="judge-seat">
        {Array.from({ length: players }, (_, s) => (
          <option key={s} value={String(s)}>
            {seatName(view, s)} ({teamOf(s)})
          </option>
        ))}
      </select>
      <select aria-label={`${label}: ${t('judge.act')}`} value={a.act} onChange={(e) => set(withAct(a, (e.target as HTMLSelectElement).value as Action['act']))} data-testid="judge-act">
        {actsFor(a.phase).map((x) => (
          <option key={x} value={x}>
            {actText(x, a, t, ordago)}
          </option>
        ))}
      </select>
      {hasAmount && (
        <input
          type="number"
          min={1}
          max={99}
          class="judge-amount"
          aria-label={`${label}: ${a.act === 'discard' ? t('judge.cards') : t('table.amount')}`}
          value={amount}
          onInput={(e) => {
            const v = (e.target as HTMLInputElement).value;
            const n = Number(v);
            if (v !== '' && Number.isFinite(n)) set(withAmount(a, Math.trunc(n)));
          }}
          data-testid="judge-amount"
        />
      )}
      {a.act === 'declare' && (
        <select aria-label={`${label}: ${t('judge.declared')}`} value={a.has ? 'ba' : 'ez'} onChange={(e) => set({ ...a, has: (e.target as HTMLSelectElement).value === 'ba' })} data-testid="judge-has">
          <option value="ba">{t('act.ba')}</option>
          <option value="ez">{t('act.ez')}</option>
        </select>
      )}
      <span class="judge-entry-text muted">{actionText(a, t, ordago)}</span>
      {bad && <strong class="judge-bad-tag">⚠ {t('judge.refused')}</strong>}
      {tools}
    </li>
  );
}

/** The name of an act in the act list (the ba/ez act is "declare"; a see is « kanta » where a hordago stands). */
function actText(act: Action['act'], a: Action, t: T, ordago: boolean): string {
  switch (act) {
    case 'bet': return t('act.bet');
    case 'raise': return t('act.raise');
    case 'declare': return t('act.declare');
    case 'discard': return t('act.discard');
    default: return actionText(withAct(a, act), t, ordago);
  }
}
