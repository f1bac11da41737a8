/**
 * IPC handlers of the tournament night (issue 13, {@link TOURNAMENT_BRIDGE}), registered by
 * `serveBridge`. Every channel is for the control window only: the sender check first, then the
 * payload validated and rebuilt (`tournament-validate.ts`), then the store (`tournament-store.ts`: the model checks the event,
 * the file is written atomically). Replies are data, never exceptions.
 */
import { handle, serveBridge, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
import { TOURNAMENT_BRIDGE } from '../../../shared/bridge/tournament/tournament-contract.js';
import { checkApply, checkHubStart, checkJoin, checkTableRef, checkTournamentSettings } from '../../../shared/bridge/tournament/tournament-validate.js';
import { checkNothing } from '../../../shared/bridge/table/table-validate.js';
import type { TournamentStore } from './tournament-store.js';
import { joinTable, type TournamentHub } from './tournament-hub.js';
import type { HubLinkFile, TableLinks } from '../../hub/table-link.js';
import type { Result } from '../../../shared/types.js';

/** What the tournament handlers act on. */
export interface TournamentIpcDeps {
  guard: SenderGuard;
  store: TournamentStore;
  /** The hub run from the app; absent: the hub channels answer `hub/unavailable`. */
  hub?: TournamentHub;
  /** This app as a table of a tournament: its links to a hub (join, shipping). */
  table?: {
    links: TableLinks;
    /** The id of the match being played, if any. */
    current(): string | null;
    /**
     * Opens again a match of this machine that the hub already holds (a table that joins again):
     * its link file is written if missing, the match made current. `library/no-such-match` when this
     * machine does not hold it.
     */
    rejoin(id: string, link: Omit<HubLinkFile, 'format'>): Result<null>;
  };
}

/**
 * Registers the tournament handlers.
 * @returns the function that removes them.
 */
export function registerTournamentIpc(ipc: IpcMainLike, d: TournamentIpcDeps): () => void {
  const none = { ok: false as const, error: { code: 'hub/unavailable' as const, message: 'this app cannot run the tournament hub' } };
  return serveBridge(ipc, d.guard, TOURNAMENT_BRIDGE, {
    get: handle(checkNothing, () => d.store.get()),
    create: handle(checkTournamentSettings, (s) => d.store.create(s)),
    apply: handle(checkApply, async ({ event }) => {
      const r = d.store.apply(event);
      // a round paired while the hub runs: its tables get their codes at once
      if (r.ok && event.type === 'pair-round') await d.hub?.update(r.value);
      return r;
    }),
    close: handle(checkNothing, async () => {
      await d.hub?.stop();
      return d.store.close();
    }),
    hubStart: handle(checkHubStart, ({ port }) => (d.hub ? d.hub.start(port) : none)),
    hubStop: handle(checkNothing, async () => {
      await d.hub?.stop();
      return { ok: true, value: null };
    }),
    hubState: handle(checkNothing, () => (d.hub ? d.hub.state() : { ok: true, value: null })),
    hubUnlock: handle(checkTableRef, ({ round, table }) => (d.hub ? d.hub.unlock(round, table) : none)),
    join: handle(checkJoin, async ({ url, code }) => {
      const t = d.table;
      if (!t) return { ok: false, error: { code: 'hub/unavailable', message: 'this app cannot join a tournament hub' } };
      const r = await joinTable(url, code);
      if (!r.ok) return r;
      const a = r.value;
      const link = { url: a.url, round: a.joined.round, table: a.joined.table, token: a.token, tournament: a.joined.tournament };
      if (a.have > 0) {
        // the hub already holds this table's match: go on with it, never start a second one
        const again = a.matchId ? t.rejoin(a.matchId, link) : null;
        if (again?.ok) return { ok: true, value: { ...a.joined, resumed: true } };
        if (again && again.error.code !== 'library/no-such-match') return again;
        return {
          ok: false,
          error: {
            code: 'hub/already-held',
            message: `the hub already holds ${a.have} records of this table's match (${a.matchId ?? 'unnamed'}), which this machine does not have: go on at the machine that holds it, or ask the organizer`,
          },
        };
      }
      t.links.offer(link, a.joined.setup);
      return { ok: true, value: { ...a.joined, resumed: false } };
    }),
    hubJudge: handle(checkTableRef, ({ round, table }) => (d.hub ? d.hub.judge(round, table) : none)),
    link: handle(checkNothing, () => {
      const id = d.table?.current();
      return { ok: true, value: id ? d.table!.links.state(id) : null };
    }),
    hubResult: handle(checkTableRef, ({ round, table }) => {
      if (!d.hub) return none;
      const r = d.hub.result(round, table);
      return r.ok ? d.store.apply({ type: 'result', result: r.value }) : r;
    }),
  });
}
