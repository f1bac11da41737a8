/** Entry of the room display page (display-only). */
import { render } from 'preact';
import { createAppStore } from './store/app-store.js';
import { StoreContext } from './app/context.js';
import { DisplayApp } from './display/DisplayApp.js';
import { createDisplayBridge } from './bridge/display-bridge.js';
import './styles/base.css';
import './styles/scoreboard.css';
import './styles/display.css';

const bridge = window.mus ?? createDisplayBridge();
const store = createAppStore(bridge);
render(
  <StoreContext.Provider value={store}>
    <DisplayApp />
  </StoreContext.Provider>,
  document.getElementById('app')!,
);
void store.init();
