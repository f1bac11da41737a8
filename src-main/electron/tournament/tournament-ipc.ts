/**
 * IPC handlers of the tournament night (issue 13, {@link TOURNAMENT_CHANNELS}). Every channel is
 * for the control window only: the sender check first, then the payload validated and rebuilt
 * (`tournament-validate.ts`), then the store (`tournament-store.ts`: the model checks the event,
 * the file is written atomically). Replies are data, never exceptions.
 */
import { typedRegistrar, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
import { TOURNAMENT_CHANNELS as C, type TournamentChannels } from '../../../shared/bridge/tournament/tournament-contract.js';
import { checkApply, checkHubStart, checkJoin, checkTableRef, checkTournamentSettings } from '../../../shared/bridge/tournament/tournament-validate.js';
import { checkNothing } from '../../../shared/bridge/table/table-validate.js';
import type { TournamentStore } from './tournament-store.js';
import { joinTable, type TournamentHub } from './tournament-hub.js';

/** What the tournament handlers act on. */
export interface TournamentIpcDeps {
  guard: SenderGuard;
  store: TournamentStore;
  /** The hub run from the app; absent: the hub channels answer `share/unavailable`. */
  hub?: TournamentHub;
}

/**
 * Registers the tournament handlers.
 * @returns the function that removes them.
 */
export function registerTournamentIpc(ipc: IpcMainLike, d: TournamentIpcDeps): () => void {
  const { on, dispose } = typedRegistrar<TournamentChannels>(ipc, d.guard);
  on(C.get, 'control', checkNothing, () => d.store.get());
  on(C.create, 'control', checkTournamentSettings, (s) => d.store.create(s));
  on(C.apply, 'control', checkApply, async ({ event }) => {
    const r = d.store.apply(event);
    // a round paired while the hub runs: its tables get their codes at once
    if (r.ok && event.type === 'pair-round') await d.hub?.update(r.value);
    return r;
  });
  on(C.close, 'control', checkNothing, async () => {
    await d.hub?.stop();
    return d.store.close();
  });
  const none = { ok: false as const, error: { code: 'share/unavailable' as const, message: 'this app cannot run the tournament hub' } };
  on(C.hubStart, 'control', checkHubStart, ({ port }) => (d.hub ? d.hub.start(port) : none));
  on(C.hubStop, 'control', checkNothing, async () => {
    await d.hub?.stop();
    return { ok: true, value: null };
  });
  on(C.hubState, 'control', checkNothing, () => (d.hub ? d.hub.state() : { ok: true, value: null }));
  on(C.join, 'control', checkJoin, ({ url, code }) => (d.hub ? joinTable(url, code) : none));
  on(C.hubResult, 'control', checkTableRef, ({ round, table }) => {
    if (!d.hub) return none;
    const r = d.hub.result(round, table);
    return r.ok ? d.store.apply({ type: 'result', result: r.value }) : r;
  });
  return dispose;
}
