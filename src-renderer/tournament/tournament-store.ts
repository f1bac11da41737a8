/**
 * The Tournoi screen's store (signals): the night's file as the tournament bridge gives it back,
 * the status line, whether a call is in progress, and the running hub's view, pushed by main
 * (`bridge.tournament.onHub`) after each change instead of asked again every few seconds. Every
 * change goes through the bridge (`TournamentBridge`, `tournament-contract.ts`), where the model
 * checks each event; nothing is decided here but what a person registering a pair is refused
 * beyond the model (`registerPair`: a name the league would take for a registered pair's). A browser page has no hub: its view stays null.
 */
import { batch, signal } from '@preact/signals';
import type { EngineError, Result } from '../../shared/types.js';
import type { PairEntry, Tournament, TournamentEvent, TournamentFile, TournamentSettings } from '../../shared/tournament/types.js';
import { registerPair } from '../../shared/tournament/new-pair.js';
import type { HubView, JoinedTable, TournamentBridge } from '../../shared/bridge/tournament/tournament-contract.js';

/**
 * The status line: a done text; a refusal kept as the error itself and said when shown (so that it
 * is in the screen's language even when the language's error sentences arrive after it); or the
 * count of results the hub entered by itself, also said when shown. Null: nothing to say.
 */
export type TournamentStatus =
  | { kind: 'ok'; text: string }
  | { kind: 'error'; error: EngineError }
  | { kind: 'entered'; count: number }
  | null;

/** The night's file after a call: a file, or null once the night is put aside. */
type Night = TournamentFile | null;

/** The Tournoi store of one screen. */
export type TournamentStore = ReturnType<typeof createTournamentStore>;

/**
 * Creates the store over `bridge` (null: a window without the tournament, the screen says "create"
 * and nothing is asked) and listens to the hub's pushed view. Call `load()` once to fetch the night
 * (and the hub's view when this app can run one); `dispose()` stops listening.
 */
export function createTournamentStore(bridge: TournamentBridge | null) {
  /** The night in progress: undefined while loading, null when there is none. */
  const file = signal<Night | undefined>(undefined);
  const status = signal<TournamentStatus>(null);
  /** A call that changes the night is in progress (the forms' buttons are disabled). */
  const busy = signal(false);
  /** The running hub's view (null: not running, or a browser page). */
  const hub = signal<HubView | null>(null);
  /** A hub call (start, stop, unlock) is in progress. */
  const hubBusy = signal(false);
  const hubAvailable = bridge?.hubAvailable === true;
  /** Results the hub entered that the file shown already holds; a reload is owed while busy. */
  let seenEntered = 0;
  let reloadOwed = false;
  let disposed = false;

  /** Runs one call that answers the night; the file on success, the refusal in the status line. */
  async function exec(call: (b: TournamentBridge) => Promise<Result<Night>>, said: (f: Night) => TournamentStatus): Promise<boolean> {
    if (!bridge || busy.value) return false;
    busy.value = true;
    try {
      const r = await call(bridge);
      if (!r.ok) {
        status.value = { kind: 'error', error: r.error };
        return false;
      }
      batch(() => {
        file.value = r.value;
        status.value = said(r.value);
      });
      return true;
    } finally {
      busy.value = false;
      if (reloadOwed) {
        reloadOwed = false;
        void catchUp();
      }
    }
  }

  /**
   * A match won at a table is entered as its result by the hub (its view's `entered` grows): the
   * night is read again to show it, once the screen is not busy. A restarted hub counts from 0.
   */
  async function catchUp(): Promise<void> {
    const entered = hub.value?.entered ?? 0;
    if (entered < seenEntered) seenEntered = entered;
    if (entered <= seenEntered || disposed) return;
    if (busy.value) {
      reloadOwed = true;
      return;
    }
    const count = entered - seenEntered;
    // counted as seen when the night read again arrives (a view pushed meanwhile asks nothing more)
    await exec((b) => b.get(), () => {
      seenEntered = Math.max(seenEntered, entered);
      return { kind: 'entered', count };
    });
  }

  /** Shows the hub's view (pushed, or answered by a hub call) and reads the night again if it entered results. */
  function showHub(v: HubView | null): void {
    hub.value = v;
    void catchUp();
  }

  const unsubscribe = hubAvailable && bridge ? bridge.onHub((v) => {
    if (!disposed) showHub(v);
  }) : () => {};

  /** Runs one hub call; its answer (a view, or null when stopped) on success, the refusal in the status line. */
  async function hubCall<V extends HubView | null>(call: (b: TournamentBridge) => Promise<Result<V>>, ok: (v: V) => string): Promise<boolean> {
    if (!bridge) return false;
    hubBusy.value = true;
    try {
      const r = await call(bridge);
      if (!r.ok) {
        status.value = { kind: 'error', error: r.error };
        return false;
      }
      showHub(r.value);
      status.value = { kind: 'ok', text: ok(r.value) };
      return true;
    } finally {
      hubBusy.value = false;
    }
  }

  return {
    file,
    status,
    busy,
    hub,
    hubBusy,
    hubAvailable,
    /** Fetches the night (a refusal goes to the status line, the screen then says "create"), then the hub's view. */
    async load(): Promise<void> {
      if (!bridge) {
        file.value = null;
        return;
      }
      const r = await bridge.get();
      if (r.ok) file.value = r.value;
      else {
        batch(() => {
          file.value = null;
          status.value = { kind: 'error', error: r.error };
        });
      }
      if (hubAvailable && r.ok && r.value) {
        const h = await bridge.hubState();
        if (h.ok && !disposed) showHub(h.value);
      }
    },
    /**
     * Runs one call that answers the night (`ok` makes the done text from the new file).
     * @returns whether it was done (false: refused, or another call is in progress).
     */
    run: (call: (b: TournamentBridge) => Promise<Result<Night>>, ok: (f: Night) => string): Promise<boolean> =>
      exec(call, (f) => ({ kind: 'ok', text: ok(f) })),
    /** Creates the night (the done text is its name). */
    create: (settings: TournamentSettings): Promise<boolean> => exec((b) => b.create(settings), (f) => ({ kind: 'ok', text: f?.name ?? '' })),
    /** Appends one event to the night, checked by the model; `ok` is the done text. */
    apply: (event: TournamentEvent, ok: string): Promise<boolean> => exec((b) => b.apply(event), () => ({ kind: 'ok', text: ok })),
    /**
     * Registers a new pair from the form (`registerPair`): refused here, before anything is sent,
     * when the model would refuse it or when its name is one the league would take for a pair of
     * `tn` (« b/a » after « A / B »: `tournament/duplicate-pair`, naming both and the pair's id);
     * else sent as an `add-pair` event. `ok` is the done text.
     * @param tn the night as the screen shows it (folded from `file`).
     * @returns whether it was done.
     */
    addPair(tn: Tournament, pair: PairEntry, ok: string): Promise<boolean> {
      if (!bridge || busy.value) return Promise.resolve(false);
      const r = registerPair(tn, pair, `events[${tn.events.length}]`);
      if (!r.ok) {
        status.value = { kind: 'error', error: r.error };
        return Promise.resolve(false);
      }
      return exec((b) => b.apply({ type: 'add-pair', pair }), () => ({ kind: 'ok', text: ok }));
    },
    /** Puts the night aside (the hub stops with it): the screen says "create". */
    close: (): Promise<boolean> => exec((b) => b.close(), () => ({ kind: 'ok', text: '' })),
    /** Enters the hub's finished match of a table as its result; `ok` makes the done text from the new file. */
    hubResult: (round: number, table: number, ok: (f: Night) => string): Promise<boolean> =>
      exec((b) => b.hubResult(round, table), (f) => ({ kind: 'ok', text: ok(f) })),
    /** Starts the hub on `port`; `ok` makes the done text from its view. */
    hubStart: (port: number, ok: (v: HubView) => string): Promise<boolean> => hubCall((b) => b.hubStart(port), ok),
    /** Stops the hub (its folder is kept). */
    hubStop: (ok: string): Promise<boolean> => hubCall((b) => b.hubStop(), () => ok),
    /** Unlocks a table's join code. */
    hubUnlock: (round: number, table: number, ok: string): Promise<boolean> => hubCall((b) => b.hubUnlock(round, table), () => ok),
    /** A table joins a hub with its code: the pairing for the new match, or null (the refusal in the status line). */
    async join(url: string, code: string): Promise<JoinedTable | null> {
      if (!bridge) return null;
      const r = await bridge.join(url, code);
      if (!r.ok) {
        status.value = { kind: 'error', error: r.error };
        return null;
      }
      return r.value;
    },
    /** Says a done text in the status line. */
    say(text: string): void {
      status.value = { kind: 'ok', text };
    },
    /** Keeps a refusal (a pairing refused, a print that failed) as the status line's error. */
    fail(error: EngineError): void {
      status.value = { kind: 'error', error };
    },
    /** Stops listening to the hub's pushed view. */
    dispose(): void {
      disposed = true;
      unsubscribe();
    },
  };
}
