/** The control window: the bar, the scoreboard (always visible), then the setup or the table. */
import { useEffect } from 'preact/hooks';
import { Scoreboard } from '../scoreboard/Scoreboard.js';
import { SetupScreen } from '../setup/SetupScreen.js';
import { TableScreen } from '../table/TableScreen.js';
import { bindKeyboard } from '../input/keyboard.js';
import { useStore } from './context.js';
import { Header } from './Header.js';
import { LibraryScreen } from '../library/LibraryScreen.js';
import { JudgeScreen } from '../judge/JudgeScreen.js';

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
        <JudgeScreen id={screen.id} />
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
