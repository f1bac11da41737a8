// A stand-in for the `electron` module, for running the BUILT main bundle (out/main/index.js) under plain Node.
const handlers = new Map();
const listeners = {};
class WC { constructor(){ this.id = 1; this.sent=[]; } send(c,p){ this.sent.push([c,p]); } on(){ return this; } setWindowOpenHandler(){} }
export class BrowserWindow { constructor(o){ this.options=o; this.webContents=new WC(); globalThis.__win=this; } loadURL(u){ this.url=u; return Promise.resolve(); } once(){} on(){} isDestroyed(){return false} focus(){} }
export const app = {
  enableSandbox(){}, isPackaged:false,
  on(ev, fn){ (listeners[ev] ??= []).push(fn); },
  whenReady(){ return Promise.resolve(); },
  getPath(n){ return process.env.SMOKE_DIR + '/' + n; },
  setPath(){},
  requestSingleInstanceLock(){ return true; },
  quit(){},
};
export const ipcMain = { handle(ch, fn){ handlers.set(ch, fn); }, removeHandler(ch){ handlers.delete(ch); } };
export const session = { defaultSession: { webRequest: { onHeadersReceived(){} }, setPermissionRequestHandler(){}, setPermissionCheckHandler(){}, on(){} } };
export const screen = { getAllDisplays(){ return []; }, getPrimaryDisplay(){ return {id:1}; }, getDisplayMatching(){ return {id:1}; } };
export const dialog = { showSaveDialog: async () => ({ canceled: true }) };
globalThis.__handlers = handlers;
export default { BrowserWindow, app, ipcMain, session, screen, dialog };
