/**
 * IPC handlers of the button box ({@link BOX_CHANNELS}). Each goes through `guardedRegistrar`: the
 * sender is checked first (listing ports, connecting and disconnecting: the control window only;
 * reading the state: any app window), then the payload (`box-validate.ts`), then the
 * {@link BoxService} runs. Refusals are data (`ipc/…`, `box/…`, `keymap/…`, `serial/…`); nothing throws
 * across the bridge. The state itself is pushed by main on `BOX_CHANNELS.state` (the service's `onState`).
 */
import { BOX_CHANNELS, type BoxChannels } from '../../../shared/bridge/box/box-contract.js';
import type { BoxService } from './box-service.js';
import { checkBoxConnect } from '../../../shared/bridge/box/box-validate.js';
import { typedRegistrar, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
import { checkNothing } from '../../../shared/bridge/table/table-validate.js';

/** What the box handlers need: the sender check and the service. */
export interface BoxIpcDeps {
  guard: SenderGuard;
  box: BoxService;
}

/**
 * Registers the box handlers on `ipc`.
 * @returns the function that removes them.
 */
export function registerBoxIpc(ipc: IpcMainLike, d: BoxIpcDeps): () => void {
  const { on, dispose } = typedRegistrar<BoxChannels>(ipc, d.guard);
  on(BOX_CHANNELS.listPorts, 'control', checkNothing, () => d.box.listPorts());
  on(BOX_CHANNELS.connect, 'control', (x) => checkBoxConnect(x), (req) => d.box.connect(req));
  on(BOX_CHANNELS.disconnect, 'control', checkNothing, () => d.box.disconnect());
  on(BOX_CHANNELS.getState, 'any', checkNothing, () => ({ ok: true, value: d.box.state() }));
  return dispose;
}
