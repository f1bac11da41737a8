/**
 * IPC handlers of the tournament night (issue 13, {@link TOURNAMENT_CHANNELS}). Every channel is
 * for the control window only: the sender check first, then the payload validated and rebuilt
 * (`tournament-validate.ts`), then the store (`tournament-store.ts`: the model checks the event,
 * the file is written atomically). Replies are data, never exceptions.
 */
import { typedRegistrar, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
import { TOURNAMENT_CHANNELS as C, type TournamentChannels } from '../../../shared/bridge/tournament/tournament-contract.js';
import { checkApply, checkTournamentSettings } from '../../../shared/bridge/tournament/tournament-validate.js';
import { checkNothing } from '../../../shared/bridge/table/table-validate.js';
import type { TournamentStore } from './tournament-store.js';

/** What the tournament handlers act on. */
export interface TournamentIpcDeps {
  guard: SenderGuard;
  store: TournamentStore;
}

/**
 * Registers the tournament handlers.
 * @returns the function that removes them.
 */
export function registerTournamentIpc(ipc: IpcMainLike, d: TournamentIpcDeps): () => void {
  const { on, dispose } = typedRegistrar<TournamentChannels>(ipc, d.guard);
  on(C.get, 'control', checkNothing, () => d.store.get());
  on(C.create, 'control', checkTournamentSettings, (s) => d.store.create(s));
  on(C.apply, 'control', checkApply, ({ event }) => d.store.apply(event));
  on(C.close, 'control', checkNothing, () => d.store.close());
  return dispose;
}
