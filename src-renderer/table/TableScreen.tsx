/** The screen during a deal: turn and actions (or the hands being typed, or the count), ladder, progress. */
import { useEffect, useRef } from 'preact/hooks';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { History } from '../history/History.js';
import { Actions } from './Actions.js';
import { DealProgress } from './DealProgress.js';
import { Ladder } from './Ladder.js';
import { Seats } from './Seats.js';
import { TurnPanel } from './TurnPanel.js';
import { lazyPart } from '../chart/lazy-part.js';
import { MisdealMenu } from './misdeal/MisdealMenu.js';
import { guardFocus } from './focus-keeper.js';
import './texts.js';
import '../showdown/texts.js';

/** The end of the match, loaded when a match ends (its own chunk: the table's first screen does not carry it). */
const MatchOver = lazyPart(() => import('./MatchOver.js').then((m) => m.MatchOver));
/**
 * The hands typed at the showdown and the count of a deal, loaded when a deal first comes to them
 * (their chunks: the control page's weight at start, test/e2e/page-weight.test.ts). Their keys go
 * through the store's keyboard (`input/keyboard.ts`) whether or not they have arrived yet.
 */
const ShowdownEntry = lazyPart(() => import('../showdown/ShowdownEntry.js').then((m) => m.ShowdownEntry));
const CountPanel = lazyPart(() => import('../showdown/CountPanel.js').then((m) => m.CountPanel));

export function TableScreen() {
  const store = useStore();
  const { t } = useT();
  const view = store.view.value;
  const turn = store.turn.value;
  const countFor = store.countFor.value;
  const main = useRef<HTMLElement>(null);
  // an action that removes or disables the focused control gives the focus back to the turn's heading
  useEffect(() => (main.current ? guardFocus(main.current) : undefined), [view !== null]);
  if (!view) return null;
  return (
    <main id="main" class="table" tabIndex={-1} aria-labelledby="table-h" ref={main}>
      <h1 id="table-h" class="sr-only">{t('table.title')} — {view.setup.teams.A} · {view.setup.teams.B}</h1>
      <div class="col-main">
        {countFor !== null ? (
          <CountPanel index={countFor} />
        ) : !view.current ? (
          <MatchOver />
        ) : (
          <>
            <TurnPanel />
            {turn?.prompt === 'showdown' ? <ShowdownEntry /> : <Actions />}
            <MisdealMenu />
          </>
        )}
      </div>
      <aside class="col-side" aria-label={t('table.side')}>
        {view.current && (
          <>
            <Seats />
            <Ladder />
            <DealProgress />
          </>
        )}
        <History />
      </aside>
    </main>
  );
}
