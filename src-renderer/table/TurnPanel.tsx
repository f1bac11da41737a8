/**
 * What the table is at: the phase, whose turn (seat and name, esku marked), and what may be said
 * now. A live region, so a screen reader says each change; refusals are an alert.
 */
import { teamOf } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { errorText } from '../app/texts.js';
import { seatName } from '../store/derive.js';
import { turnLine } from './seat-choice.js';

export function TurnPanel() {
  const store = useStore();
  const { t, lang } = useT();
  const snap = store.snapshot.value;
  const view = store.view.value;
  const turn = store.turn.value;
  if (!snap || !view || !view.current || !turn) return null;
  const s = view.current.state;
  const phaseKey = turn.prompt === 'showdown' ? 'showdown' : turn.phase ?? 'over';
  // the seat the buttons speak for: a partner chosen to say mintza is named, not the next seat
  const line = turnLine(view, s, turn, snap.pad.speaker);
  const speaker = line.speaker;
  const who = speaker === null ? '' : `${seatName(view, speaker)} (${t('table.seatN', { n: speaker + 1 })})`;
  const acts = line.acts.map((a) => t(a === 'see' && turn.prompt === 'answer-ordago' ? 'act.seeOrdago' : `act.${a}`));
  return (
    <section class="turn" aria-labelledby="turn-phase">
      <p class="turn-meta">
        {t('table.deal', { n: view.current.index + 1 })} · {t('table.manche', { n: view.current.manche + 1 })} ·{' '}
        {t('table.eskuIs', { name: seatName(view, s.esku) })}
        {s.stage === 'mus' && s.mus.rounds > 0 && <> · <strong data-testid="mus-rounds">{t('table.musRounds', { count: s.mus.rounds })}</strong></>}
      </p>
      <h2 id="turn-phase" class="turn-phase" tabIndex={-1} data-testid="phase" data-phase={phaseKey}>
        {t(`phase.${phaseKey}`)}
      </h2>
      <p class="turn-who" role="status" aria-live="polite" data-testid="turn">
        {turn.prompt === 'showdown' ? (
          t('prompt.showdown')
        ) : (
          <>
            <span class="turn-text">
              <span class="arrow" aria-hidden="true">▶ </span>
              {turn.team && turn.seats.length > 1
                ? t('prompt.teamAnswers', { team: turn.team, name: who })
                : t(`prompt.${line.promptKey}`, { name: who })}
            </span>
            {speaker !== null && <span class={`team-tag small team-${teamOf(speaker)}`}>{teamOf(speaker)}</span>}
            {speaker === s.esku && <span class="badge badge-esku">★ {t('table.esku')}</span>}
          </>
        )}
      </p>
      {turn.prompt !== 'showdown' && (
        <p class="turn-may" data-testid="may-say">
          {t('table.maySay')} <strong>{acts.join(' · ')}</strong>
          {line.biak && <> · <strong>{t('act.biakBet')}</strong></>}
          {line.biakOrdago && <> · <strong>{t('act.biakOrdago')}</strong></>}
        </p>
      )}
      {snap.error && (
        <p class="turn-error" role="alert" data-testid="error">
          {errorText(snap.error, lang, view, {
            who: turn.prompt === 'showdown' ? undefined : who || undefined,
            allowed: turn.prompt === 'showdown' ? t(snap.error.code === 'hands/suit-needed' ? 'prompt.suitNow' : 'prompt.showdownNow') : [...acts, ...(line.biak ? [t('act.biakBet')] : []), ...(line.biakOrdago ? [t('act.biakOrdago')] : [])].join(', '),
          })}
        </p>
      )}
    </section>
  );
}
