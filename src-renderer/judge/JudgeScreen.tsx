/**
 * The judge's view of one match of the library: step through the match action by action or deal
 * by deal (← → · PageUp PageDown or Shift+← → · Home End), see the table at any step (phase, whose
 * turn, the ladder, ba/ez, the hands, the score in tantos and tokens, manches), the full ledger of
 * a settled deal, "what if" on a copy of a deal, recorded corrections (who, when, why), and print
 * the current deal's settlement.
 */
import { useEffect, useMemo } from 'preact/hooks';
import { effect } from '@preact/signals';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { errorText, colon, reasonText } from '../app/texts.js';
import { actionTextAt, actsOfLog } from '../../shared/i18n/act-text.js';
import { seatName } from '../store/derive.js';
import { teamOf, whoSpeaks, type MatchView } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { createJudgeStore, type JudgeBridge, type JudgeStore } from './judge-store.js';
import type { MusBridge } from '../../shared/bridge/table/table-contract.js';
import { tournamentOf } from '../../shared/bridge/tournament/tournament-contract.js';
import { answersOrdago, dealStateAt, type Step } from '../../shared/judge/steps.js';
import { JudgeHands, JudgeLadder, JudgeLedger, JudgePhases, JudgeScore } from './parts.js';
import { WhatIfPanel } from './WhatIf.js';
import { JudgeRace } from './JudgeRace.js';
import { judgeRaces } from './race-steps.js';
import { correctionWho, correctionsOfDeal } from './corrections.js';
import { agreedUndoRows, agreedUndosOfDeal, type AgreedUndoRow } from './agreed-undos.js';
import { noticeLines, rulesLine } from './judge-meta.js';
import { stepperButtons } from './stepper-keys.js';
import { outLine, signedPoints } from './ledger-words.js';
import type { CorrectionInfo } from '../../shared/bridge/library/library-contract.js';
import { dateText } from '../i18n/date-text.js';
import type { Lang } from '../../shared/i18n/index.js';
import './texts.js';
import './judge.css';

/** Keys of the stepper (the table's key map is not active on this screen). */
export function judgeKey(js: JudgeStore, e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>): boolean {
  if (e.ctrlKey || e.altKey || e.metaKey) return false;
  switch (e.key) {
    case 'ArrowRight': (e.shiftKey ? js.nextDeal : js.nextAction)(); return true;
    case 'ArrowLeft': (e.shiftKey ? js.prevDeal : js.prevAction)(); return true;
    case 'PageDown': js.nextDeal(); return true;
    case 'PageUp': js.prevDeal(); return true;
    case 'Home': js.first(); return true;
    case 'End': js.last(); return true;
    default: return false;
  }
}

/**
 * Where the judge's view reads its match: the library, or, for a table of a running tournament hub,
 * the hub's copy (`tournament.hubJudge`), which is read-only: a correction is refused there
 * (`hub/unavailable`), the view offers none (`readOnly`).
 */
function judgeBridgeOf(bridge: MusBridge, hub?: { round: number; table: number }): JudgeBridge {
  const tournament = hub ? tournamentOf(bridge) : null;
  if (!hub || !tournament) return bridge.library;
  return {
    open: () => tournament.hubJudge(hub.round, hub.table),
    correct: async () => ({ ok: false, error: { code: 'hub/unavailable', message: 'the hub’s copy is read-only: correct the match at its table' } }),
    printPdf: (title) => bridge.library.printPdf(title),
  };
}

/** `step`: the step to open at (the one on show before a reload), else the match's last. */
export function JudgeScreen(props: { id: string; hub?: { round: number; table: number }; step?: number }) {
  const store = useStore();
  const { t, lang } = useT();
  const js = useMemo(() => createJudgeStore(judgeBridgeOf(store.bridge, props.hub), props.id, props.step), [props.id]);
  useEffect(() => {
    void js.load();
  }, [js]);
  // the step on show is kept for a reload, once the match is loaded (before, step 0 means nothing)
  useEffect(() => effect(() => {
    if (js.model.value) store.keepJudgeStep(js.step.value);
  }), [js]);
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      if (ev.defaultPrevented || ev.isComposing) return;
      const el = ev.target as HTMLElement | null;
      const range = el?.matches?.('input.judge-range') ?? false;
      if (!range && el?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
      if (judgeKey(js, ev)) ev.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [js]);

  const jm = js.match.value;
  const model = js.model.value;
  const races = useMemo(() => (model ? judgeRaces(model) : null), [model]);
  const back = (
    <button type="button" onClick={() => store.show({ name: props.hub ? 'tournament' : 'library' })} data-testid="judge-back">
      ← {t(props.hub ? 'judge.backTournament' : 'judge.back')}
    </button>
  );
  if (!jm || !model) {
    return (
      <main id="main" class="judge" data-match={props.id}>
        <p class="judge-top">{back}</p>
        {js.loading.value ? <p role="status">{t('judge.loading')}</p> : <ErrorLine js={js} t={t} />}
      </main>
    );
  }
  const step = js.current.value!;
  const pos = js.position.value!;
  const view = step.match.view;
  const rules = view.rules;
  const teams = `${jm.setup.teams.A} — ${jm.setup.teams.B}`;
  const settled = step.settled;
  const state = dealStateAt(model, step.index);
  const shownDeal = view.deals[pos.deal] ?? null;
  const hands = settled?.index === pos.deal ? shownDeal?.hands ?? null : null;
  const score = settled ? settled.scoreAfter : view.score;
  const draftDeal = js.draft.value?.deal ?? null;
  const recordedOfDraft = draftDeal === null ? null : model.steps[model.deals.find((s) => s.deal === draftDeal)?.end ?? 0]?.settled ?? null;
  return (
    <main id="main" class="judge" data-match={props.id} aria-labelledby="judge-h">
      <header class="judge-head judge-noprint">
        <div class="judge-title">
          <h1 id="judge-h">
            {t('judge.title')} <span class="judge-h-teams">· {teams}</span>
          </h1>
          <p class="muted" data-testid="judge-meta">
            {rulesLine(rules, t)}
            {jm.created && <> · {t('judge.created', { date: dateText(jm.created, lang) })}</>} ·{' '}
            <span data-testid="judge-corrections-count">{t('judge.correctionsN', { count: jm.corrections.length })}</span>
            {jm.live && <> · <strong>{t('judge.live')}</strong></>}
            {jm.readOnly && <> · <strong>{t('judge.readOnly')}</strong></>}
          </p>
        </div>
        <p class="judge-top">
          {back}
          <button type="button" onClick={() => void js.print(t('judge.printTitle', { teams, n: pos.deal + 1 }))} data-testid="judge-print">
            {t('judge.print')}
          </button>
        </p>
        {(jm.notices ?? jm.warnings).length > 0 && (
          <ul class="count-errors judge-warnings" role="note">
            {noticeLines(jm, t, lang).map((w, i) => (
              <li key={i}>{w}</li>
            ))}
          </ul>
        )}
        <ErrorLine js={js} t={t} />
      </header>

      <Stepper js={js} t={t} />

      <div class="judge-grid">
        <div class="judge-col judge-print-area">
          <p class="judge-print-title" aria-hidden="true" data-testid="judge-print-title">
            {teams} — {t('table.deal', { n: pos.deal + 1 })} · {t('table.manche', { n: step.manche + 1 })}
            <span class="judge-print-rules">{rulesLine(rules, t)}</span>
          </p>
          <section class="judge-box" aria-labelledby="judge-state-h" data-testid="judge-state">
            <h2 id="judge-state-h">{t('judge.state')}</h2>
            <p class="turn-meta">
              {t('table.deal', { n: pos.deal + 1 })} · {t('table.manche', { n: step.manche + 1 })}
              {state && <> · {t('table.eskuIs', { name: seatName(view, state.esku) })}</>}
            </p>
            <JustSaid step={step} view={view} kanta={answersOrdago(model, step.index)} t={t} />
            {state && state.out.length > 0 && !settled && <p class="count-errors" role="note" data-testid="judge-state-out">{outLine(view, state.out, t)}</p>}
            <TurnLine view={view} step={step} t={t} />
          </section>
          {state && !settled && <JudgeLadder view={view} state={state} t={t} />}
          <JudgeScore view={view} score={score} manchesWon={view.manchesWon} t={t} />
          {races && <JudgeRace js={js} jr={races} view={view} manche={step.manche} t={t} />}
          {state && <JudgePhases view={view} state={state} t={t} />}
          {hands && state && <JudgeHands view={view} hands={hands} order={state.order} t={t} />}
        </div>
        <div class="judge-col">
          {settled ? (
            <div class="judge-print-area">
              <JudgeLedger view={view} deal={settled} t={t} lang={lang} />
              <DealCorrections corrections={correctionsOfDeal(jm.corrections, model, pos.deal)} t={t} lang={lang} />
              <DealAgreedUndos rows={agreedUndosOfDeal(agreedUndoRows(jm.agreedUndos ?? [], jm.setup, t, jm.log), model, pos.deal)} t={t} />
            </div>
          ) : (
            <section class="judge-box" aria-labelledby="judge-drawn-h">
              <h3 id="judge-drawn-h">{t('judge.inProgress')}</h3>
              <p class="muted">{t('judge.toEnd')}</p>
              {state && state.credits.length > 0 && (
                <>
                  <h4 class="judge-sub">{t('table.drawn')}</h4>
                  <ul data-testid="judge-drawn">
                    {state.credits.map((c, i) => (
                      <li key={i}>
                        <span class={`team-tag small team-${c.team}`}>{c.team}</span> {signedPoints(c.points)} · {t(`phase.${c.phase}`)} · <strong>{c.rule}</strong>{colon(lang)}{reasonText(c.why, view, lang)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )}
          <section class="judge-box judge-noprint" aria-labelledby="judge-whatif-open-h">
            <h3 id="judge-whatif-open-h">{t('judge.whatif')}</h3>
            <p class="muted">{t('judge.whatifIntro')}</p>
            <button type="button" onClick={() => js.openWhatIf()} data-testid="judge-whatif" aria-expanded={draftDeal !== null} aria-controls="judge-whatif-h">
              {draftDeal === null ? t('judge.whatifOpen', { n: pos.deal + 1 }) : t('judge.whatifRestart', { n: pos.deal + 1 })}
            </button>
            {js.applied.value && (
              <p role="status" class="judge-applied" data-testid="judge-applied">
                {t('judge.applied', { n: js.applied.value.from + 1, count: js.applied.value.entries })}
              </p>
            )}
          </section>
          <Corrections js={js} t={t} lang={lang} />
        </div>
      </div>
      {draftDeal !== null && <WhatIfPanel js={js} view={model.steps[0].match.view} recorded={recordedOfDraft} t={t} lang={lang} />}
    </main>
  );
}


function ErrorLine({ js, t }: { js: JudgeStore; t: T }) {
  const { lang } = useT();
  const e = js.error.value;
  if (!e) return null;
  return (
    <p class="turn-error" role="alert" data-testid="judge-error" data-code={e.code}>
      {errorText(e, lang)} <code>[{e.code}]</code>{' '}
      <button type="button" onClick={() => js.dismissError()}>
        {t('judge.dismiss')}
      </button>
    </p>
  );
}

/** First / previous deal / previous action / next action / next deal / last, a slider, the position. */
function Stepper({ js, t }: { js: JudgeStore; t: T }) {
  const model = js.model.value!;
  const k = js.step.value;
  const pos = js.position.value!;
  const lastStep = model.steps.length - 1;
  const btn = (id: string, label: string, key: string, on: () => void, disabled: boolean, text: string) => (
    // the name is the button's own text (no aria-label, so what is seen is what is announced: WCAG 2.5.3)
    <button key={id} type="button" onClick={on} disabled={disabled} data-testid={id} title={`${label} (${key})`}>
      <span aria-hidden="true">{text}</span> <span class="sr-only" data-testid={`${id}-name`}>{label}</span> <kbd>{key}</kbd>
    </button>
  );
  return (
    <nav class="judge-stepper judge-noprint" aria-label={t('judge.stepper')}>
      <div class="judge-step-buttons">
        {stepperButtons(t).map((b) => btn(b.id, b.label, b.key, js[b.move], b.back ? k === 0 : k === lastStep, b.glyph))}
      </div>
      <label class="judge-range-label">
        <span>{t('judge.slider')}</span>
        <input
          type="range"
          class="judge-range"
          min={0}
          max={lastStep}
          step={1}
          value={k}
          aria-valuetext={t('judge.position', { deal: pos.deal + 1, action: pos.action, actions: pos.actions })}
          onInput={(e) => js.go(Number((e.target as HTMLInputElement).value))}
          data-testid="judge-slider"
        />
      </label>
      <p class="judge-position" data-testid="judge-position" data-deal={pos.deal} data-step={k} role="status" aria-live="polite">
        <strong>{t('judge.position', { deal: pos.deal + 1, action: pos.action, actions: pos.actions })}</strong>
        <span class="muted"> · {t('judge.entryOf', { k, n: lastStep })}</span>
      </p>
      <p class="judge-keys muted">{t('judge.keys')}</p>
    </nav>
  );
}

/** The entry just applied: who said what (`kanta`: a see that answers a hordago, said « Kanta »), or the hands shown. */
function JustSaid({ step, view, kanta, t }: { step: Step; view: MatchView; kanta: boolean; t: T }) {
  const e = step.entry;
  if (!e) return <p data-testid="judge-just-said">{t('judge.start')}</p>;
  if (e.type === 'hands') {
    return (
      <p data-testid="judge-just-said">
        {t('judge.justSaid')} <strong>{t('judge.handsShown')}</strong>
      </p>
    );
  }
  const a = e.action;
  return (
    <p data-testid="judge-just-said" class={`team-${teamOf(a.seat)}`}>
      {t('judge.justSaid')} <span class="team-tag small">{teamOf(a.seat)}</span> {seatName(view, a.seat)} · {t(`phase.${a.phase}`)}: <strong>{actionTextAt(actsOfLog(step.match.log), step.index - 1, t)}</strong>
    </p>
  );
}

/** The phase and whose turn after the step (or how the deal ended). */
function TurnLine({ view, step, t }: { view: MatchView; step: Step; t: T }) {
  if (step.settled) {
    return (
      <p class="turn-phase judge-phase" data-testid="judge-phase" data-phase="settled">
        {t('judge.settled', { end: t(`count.end.${step.settled.end}`) })}
      </p>
    );
  }
  const s = view.current?.state;
  if (!s) return <p class="turn-phase judge-phase">{t('phase.over')}</p>;
  const turn = whoSpeaks(s);
  const phaseKey = turn.prompt === 'showdown' ? 'showdown' : turn.phase ?? 'over';
  const who = turn.seats.map((x) => `${seatName(view, x)} (${teamOf(x)})`).join(' / ');
  return (
    <>
      <p class="turn-phase judge-phase" data-testid="judge-phase" data-phase={phaseKey}>
        {t(`phase.${phaseKey}`)}
      </p>
      <p class="turn-who" data-testid="judge-turn">
        {turn.prompt === 'showdown' ? t('prompt.showdown') : <>▶ {turn.team && turn.seats.length > 1 ? t('prompt.teamAnswers', { team: turn.team, name: who }) : t(`prompt.${turn.prompt}`, { name: who })}</>}
      </p>
    </>
  );
}

/** Under the settled deal, on screen and in print: the corrections that touched it (who, when, why). */
function DealCorrections({ corrections, t, lang }: { corrections: CorrectionInfo[]; t: T; lang: Lang }) {
  if (corrections.length === 0) return null;
  return (
    <section class="judge-box judge-deal-corrections" aria-labelledby="judge-deal-corr-h" data-testid="judge-deal-corrections">
      <h3 id="judge-deal-corr-h">{t('judge.dealCorrected', { count: corrections.length })}</h3>
      <ul>
        {corrections.map((c, i) => (
          <li key={i} data-testid="judge-deal-correction">
            {t('judge.correctedBy', { who: correctionWho(c), when: dateText(c.when, lang), n: c.from + 1 })} <q>{c.why}</q>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Under the settled deal, on screen and in print: the acts of this deal taken back by agreement on the phones. */
function DealAgreedUndos({ rows, t }: { rows: AgreedUndoRow[]; t: T }) {
  if (rows.length === 0) return null;
  return (
    <section class="judge-box judge-deal-corrections" aria-labelledby="judge-deal-agreed-h" data-testid="judge-deal-agreed">
      <h3 id="judge-deal-agreed-h">{t('judge.dealAgreed')}</h3>
      <ul>
        {rows.map((r, i) => (
          <li key={i} data-testid="judge-deal-agreed-undo">{r.text}</li>
        ))}
      </ul>
    </section>
  );
}

/** The corrections recorded on this match (who, when, why, from which entry), and the undos agreed on the phones. */
function Corrections({ js, t, lang }: { js: JudgeStore; t: T; lang: Lang }) {
  const jm = js.match.value!;
  const model = js.model.value!;
  const agreed = agreedUndoRows(jm.agreedUndos ?? [], jm.setup, t, jm.log);
  return (
    <section class="judge-box judge-noprint" aria-labelledby="judge-corr-h">
      {agreed.length > 0 && (
        <>
          <h3 id="judge-agreed-h">{t('judge.agreedTitle')}</h3>
          <ol class="judge-corrections" data-testid="judge-agreed-undos" aria-labelledby="judge-agreed-h">
            {agreed.map((r, i) => (
              <li key={i} data-testid="judge-agreed-undo">
                {r.text}{' '}
                <button type="button" class="linkish" onClick={() => js.go(r.step)}>
                  {t('judge.show')}
                  <span class="sr-only"> {t('judge.showEntry', { n: r.step + 1 })}</span>
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
      <h3 id="judge-corr-h">{t('judge.history')}</h3>
      {jm.corrections.length === 0 ? (
        <p class="muted">{t('judge.noCorrections')}</p>
      ) : (
        <ol class="judge-corrections" data-testid="judge-corrections">
          {jm.corrections.map((c, i) => {
            const deal = model.steps[Math.min(c.from + 1, model.steps.length - 1)]?.deal;
            return (
              <li key={i} data-testid="judge-correction" data-from={c.from} data-who={c.who}>
                <strong>{correctionWho(c)}</strong> · <time dateTime={c.when}>{dateText(c.when, lang)}</time> · {t('judge.fromEntry', { n: c.from + 1, deal: (deal ?? 0) + 1, count: c.entries })}
                <br />
                <q>{c.why}</q>{' '}
                <button type="button" class="linkish" onClick={() => js.go(c.from + 1)}>
                  {t('judge.show')}
                  <span class="sr-only"> {t('judge.showEntry', { n: c.from + 1 })}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
