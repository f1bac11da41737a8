/**
 * The room display: display-only, large high-contrast type readable from 5 m. Teams, tokens,
 * manches, the phase in progress and its ladder, the race of the manche (a chart: each credit a
 * step) and the last deal's score, in fixed regions that never push each other (names on one line
 * with an ellipsis: the full names are in the title and the page's heading); the moments on top,
 * one at a time, spoken when the speech is on (`display-room.ts`); at the bottom the fullscreen
 * button (or `f`) and the speech toggle and volume.
 */
import { Moments } from './Moments.js';
import { DisplayRace } from './DisplayRace.js';
import { SpeechControls } from './SpeechControls.js';
import { createDisplayRoom, type DisplayRoom } from './display-room.js';
import { useEffect, useState } from 'preact/hooks';
import { defaultSpeaker, teamOf } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { Scoreboard } from '../scoreboard/Scoreboard.js';
import { Ladder } from '../table/Ladder.js';
import { displayRows } from '../table/DisplayLadderRows.js';
import { seatName } from '../store/derive.js';
import { seatShortNames } from '../table/ladder-names.js';
import { ShortText } from '../table/ShortText.js';
import { colon } from '../app/texts.js';
import { PhoneLobby } from './PhoneLobby.js';
import { phaseHeadline } from './phase-headline.js';
import { feedLost } from '../bridge/lobby-feed.js';
import { errorRules } from './error-rules.js';
import { winnerLines } from './winner-lines.js';
import { showdownOutcomes } from './showdown-outcomes.js';
import './texts.js';

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.().catch(() => {});
}

/** The display's bottom bar, for whoever runs the screen (not part of what the room reads): fullscreen and the speech; over it, while the stream from the table is cut, the room is told. */
function Controls({ room, t }: { room: DisplayRoom; t: ReturnType<typeof useT>['t'] }) {
  return (
    <>
      {/* over the bottom bar, not in it: the room reads it (the stream from the table cut) */}
      {feedLost.value && <p class="display-offline" role="status" data-testid="display-offline">⚠ {t('display.offline')}</p>}
      <footer class="display-controls">
        <button type="button" class="fs" onClick={toggleFullscreen}>{t('display.fullscreen')} (F)</button>
        <SpeechControls speech={room.speech} />
      </footer>
    </>
  );
}

export function DisplayApp() {
  const store = useStore();
  const { t } = useT();
  const [room] = useState(() => createDisplayRoom(store));
  useEffect(() => () => room.dispose(), []);
  useEffect(() => {
    const on = (e: KeyboardEvent) => {
      if (e.key === 'f' || e.key === 'F') toggleFullscreen();
    };
    document.addEventListener('keydown', on);
    return () => document.removeEventListener('keydown', on);
  }, []);
  useEffect(() => {
    document.documentElement.lang = store.lang.value;
  }, [store.lang.value]);
  const snap = store.snapshot.value;
  const view = store.view.value;
  const turn = store.turn.value;
  if (!store.ready.value) return null;
  if (!snap || !view) {
    return (
      <div class="display-page">
        <main class="display waiting" id="main">
          <h1 class="sr-only">{t('display.title')}</h1>
          <Moments moments={room.moments} />
          <p data-testid="display-waiting">{t('display.waiting')}</p>
        </main>
        <Controls room={room} t={t} />
      </div>
    );
  }
  const s = view.current?.state ?? null;
  const speaker = s && turn && turn.prompt !== 'showdown' ? (snap.pad.speaker !== null && turn.seats.includes(snap.pad.speaker) ? snap.pad.speaker : defaultSpeaker(s, turn)) : null;
  const last = view.deals[view.deals.length - 1];
  const won = winnerLines(view, t);
  const headline = phaseHeadline(turn, t);
  const short = seatShortNames(view); // the esku and the speaker as the scoreboard names them (whole words)
  return (
    <div class="display-page">
      <main class="display" id="main" data-testid="display">
        <h1 class="sr-only">{t('display.title')} — {view.setup.teams.A} · {view.setup.teams.B}</h1>
        <Moments moments={room.moments} />
        <PhoneLobby t={t} />
        <Scoreboard variant="display" />
        <div class="display-lower">
          <section class="display-phase" aria-live="polite">
            {won ? (
              <>
                <h2 class="big-phase display-winner" data-testid="display-winner">{won.title}</h2>
                <p class={`display-winner-name team-${won.team}`} title={won.name}>{won.name}</p>
                <p class="display-winner-manches">{won.manches}</p>
                <p class="display-winner-manches" data-testid="display-final">{won.final}</p>
              </>
            ) : (
              <>
                <p class="display-meta" title={s ? seatName(view, s.esku) : undefined}>
                  {t('table.deal', { n: (view.current?.index ?? 0) + 1 })} · {t('table.manche', { n: (view.current?.manche ?? 0) + 1 })} · ★ {s ? <span class="seat-name" title={seatName(view, s.esku)}><ShortText full={seatName(view, s.esku)} short={short[s.esku]} /></span> : ''}
                </p>
                <h2 class="big-phase" data-testid="display-phase" data-phase={headline.key} title={headline.text}>{headline.text}</h2>
                {speaker !== null && (
                  <p class={`display-turn team-${teamOf(speaker)}`}>
                    <span class="team-tag">{teamOf(speaker)}</span> <span class="who" title={seatName(view, speaker)}>▶ <span class="seat-name" title={seatName(view, speaker)}><ShortText full={seatName(view, speaker)} short={short[speaker]} /></span></span>
                  </p>
                )}
                <Ladder variant="display" rows={displayRows} />
                {s && headline.key === 'showdown' && (
                  <dl class="display-outcomes" data-testid="display-outcomes">
                    {showdownOutcomes(s, t).map((l) => (
                      <div key={l.phase}>
                        <dt>{t(`phase.${l.phase}`)}</dt>
                        <dd>{l.text}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </>
            )}
          </section>
          <div class="display-right">
            <DisplayRace view={view} t={t} />
            <section class="display-last" aria-labelledby="display-last-h">
              <h2 id="display-last-h" class="sr-only">{t('display.lastSettlement')}</h2>
              {last ? (
                <>
                  <p class="display-last-score" data-testid="display-last">
                    {t('history.deal', { n: last.index + 1 })}{colon(store.lang.value)}<span>A {last.scoreBefore.A}→{last.scoreAfter.A}</span> · <span>B {last.scoreBefore.B}→{last.scoreAfter.B}</span>
                  </p>
                  {last.errors.length > 0 && (
                    <p class="display-errors" data-testid="display-errors" title={last.errors.map((e) => e.rule).join(' · ')}>⚠ {errorRules(last.errors.map((e) => e.rule))}</p>
                  )}
                  {/* each credit is a step of the chart above; its words for a screen reader */}
                  <ul class="sr-only">
                    {last.ledger.filter((c) => c.counted && c.applied !== 0).map((c, i) => (
                      <li key={i}>
                        {c.team} {c.applied > 0 ? '+' : ''}{c.applied} · {t(`phase.${c.phase}`)} · {t(`kind.${c.kind}`)}{c.decisive ? ' ★' : ''}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p class="muted">{t('history.none')}</p>
              )}
            </section>
          </div>
        </div>
      </main>
      <Controls room={room} t={t} />
    </div>
  );
}
