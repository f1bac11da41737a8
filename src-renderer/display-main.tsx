/**
 * Entry of the room display page (display-only). Its feed: `window.mus` in Electron; `/events`
 * when the desktop app's display server served the page (a TV on the local network); else the
 * BroadcastChannel of a control tab in the same browser (web mode).
 */
import { render } from 'preact';
import { createAppStore } from './store/app-store.js';
import { StoreContext } from './app/context.js';
import { DisplayApp } from './display/DisplayApp.js';
import { createDisplayBridge } from './bridge/display-bridge.js';
import { createSseDisplayBridge, feedIsSse, feedUrl } from './bridge/sse-display-bridge.js';
// the room display says the table's, the count's, the history's and the scoreboard's words
// (each feature registers its texts when its module loads: docs/app.md, "UI texts")
import './table/texts.js';
import './showdown/texts.js';
import './history/texts.js';
import './scoreboard/texts.js';
import './styles/base.css';
import './styles/scoreboard.css';
import './styles/display.css';

const bridge = window.mus ?? (feedIsSse() ? createSseDisplayBridge(feedUrl(location.search)) : createDisplayBridge());
const store = createAppStore(bridge);
render(
  <StoreContext.Provider value={store}>
    <DisplayApp />
  </StoreContext.Provider>,
  document.getElementById('app')!,
);
void store.init();
