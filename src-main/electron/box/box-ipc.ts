/**
 * IPC handlers of the button box ({@link BOX_BRIDGE}), one per channel, registered by `serveBridge`: the
 * sender is checked first (listing ports, connecting and disconnecting: the control window only;
 * reading the state: any app window), then the payload (`box-validate.ts`), then the
 * {@link BoxService} runs. Refusals are data (`ipc/…`, `box/…`, `keymap/…`, `serial/…`); nothing throws
 * across the bridge. The state itself is pushed by main on `BOX_CHANNELS.state` (the service's `onState`).
 */
import { BOX_BRIDGE } from '../../../shared/bridge/box/box-contract.js';
import type { BoxService } from './box-service.js';
import { checkBoxConnect } from '../../../shared/bridge/box/box-validate.js';
import { handle, serveBridge, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
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
  return serveBridge(ipc, d.guard, BOX_BRIDGE, {
    listPorts: handle(checkNothing, () => d.box.listPorts()),
    connect: handle((x) => checkBoxConnect(x), (req) => d.box.connect(req)),
    disconnect: handle(checkNothing, () => d.box.disconnect()),
    getState: handle(checkNothing, () => ({ ok: true, value: d.box.state() })),
  });
}
