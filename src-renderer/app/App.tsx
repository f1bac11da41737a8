/** The control window: the bar, the scoreboard (always visible), then the setup or the table. */
import { useEffect } from 'preact/hooks';
import { Scoreboard } from '../scoreboard/Scoreboard.js';
import { TableScreen } from '../table/TableScreen.js';
import { bindKeyboard } from '../input/keyboard.js';
import { useStore } from './context.js';
import { Header } from './Header.js';
import { lazyScreen } from './lazy-screen.js';

// loaded on first use, in their own chunks (the table's first paint does not carry them)
const LibraryScreen = lazyScreen(() => import('../library/LibraryScreen.js').then((m) => m.LibraryScreen));
const JudgeScreen = lazyScreen<{ id: string; hub?: { round: number; table: number }; step?: number }>(() => import('../judge/JudgeScreen.js').then((m) => m.JudgeScreen));
const TournamentScreen = lazyScreen(() => import('../tournament/TournamentScreen.js').then((m) => m.TournamentScreen));
// the new-match form too: a table resumed at start (the usual case) never shows it
const SetupScreen = lazyScreen(() => import('../setup/SetupScreen.js').then((m) => m.SetupScreen));

export function App() {
  const store = useStore();
  useEffect(() => bindKeyboard(store, document), [store]);
  useEffect(() => {
    document.documentElement.lang = store.lang.value;
  }, [store.lang.value]);
  if (!store.ready.value) return null;
  const snap = store.snapshot.value;
  const screen = store.screen.value;
  return (
    <div class="app">
      <Header />
      {screen.name === 'library' ? (
        <LibraryScreen />
      ) : screen.name === 'judge' ? (
        <JudgeScreen id={screen.id} {...(screen.hub ? { hub: screen.hub } : {})} {...(screen.step !== undefined ? { step: screen.step } : {})} />
      ) : screen.name === 'tournament' ? (
        <TournamentScreen />
      ) : snap ? (
        <>
          <Scoreboard />
          <TableScreen />
        </>
      ) : (
        <SetupScreen />
      )}
    </div>
  );
}
