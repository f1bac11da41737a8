/** Entry of the control page. */
import { render } from 'preact';
import { createAppStore } from './store/app-store.js';
import { windowKeeps } from './store/window-keeps.js';
import { StoreContext } from './app/context.js';
import { App } from './app/App.js';
import { createWebBridge } from './bridge/web-bridge.js';
// each feature registers its texts when its module loads (docs/app.md, "UI texts"); the judge and the
// library, loaded later, say the table's, the count's and the scoreboard's words
import './table/texts.js';
import './showdown/texts.js';
import './scoreboard/texts.js';
import './history/texts.js';
import './styles/base.css';
import './styles/scoreboard.css';
import './styles/app.css';

const bridge = window.mus ?? createWebBridge();
// the count, the screen on show and the digits typed survive a reload (the window's own storage;
// none if the page may not use it)
const store = createAppStore(bridge, windowKeeps((() => { try { return window.localStorage; } catch { return null; } })()));
render(
  <StoreContext.Provider value={store}>
    <App />
  </StoreContext.Provider>,
  document.getElementById('app')!,
);
void store.init();
