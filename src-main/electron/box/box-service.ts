/**
 * The serial button box of the desktop app (issue #4), free of Electron (unit-tested under Node).
 * It remembers what the user asked for (port or detection, baud rate, mode, key map) and runs one
 * serial bridge (`attachBoxBridge`) on the match being played. When the app makes another match
 * current (a new match, one recovered from its journal) the bridge moves to it with the same
 * settings; with no match, the request is kept and the state says a match is needed.
 *
 * Every operation that opens or closes a port runs in turn (one queue), so two bridges never hold
 * the port at once. Box keys reach the session as `session.command(cmd, 'box')`; the session host
 * broadcasts the result like any other change. Bridge states go to `onState` (throttled, plain
 * data: send them over IPC as they are). Errors are data (`box/…`, `keymap/…`, `serial/…`).
 */
import type { EngineError, Result } from '../../../shared/index.js';
import { attachBoxBridge, type AttachedBridge } from '../../serial/attach.js';
import type { BridgeOptions } from '../../serial/bridge.js';
import { noWarnings, type BridgeState } from '../../../shared/bridge/box/box-state.js';
import { parseKeyMap, type KeyMap } from '../../serial/keymap-file.js';
import { defaultBinding, listPorts, type BindingInterface, type PortListing } from '../../serial/ports.js';
import type { TableSession } from '../../../shared/session/table-session.js';
import type { BoxConnectRequest } from '../../../shared/bridge/box/box-contract.js';
import { checkBoxConnect } from '../../../shared/bridge/box/box-validate.js';
import { parseGated } from '../../../shared/format/gate.js';

/** Options of a {@link BoxService}. */
export interface BoxServiceOptions {
  /** Serial binding (default the platform's, `@serialport/bindings-cpp`; tests pass `@serialport/binding-mock`). */
  binding?: BindingInterface;
  /** Called with every bridge state (throttled), or null when no connection is requested. */
  onState(state: BridgeState | null): void;
  /** Minimum gap between two bridge states, ms (default 50; 0 = every change). */
  throttleMs?: number;
  /** Extra paths tried when detecting a box by its hello (listed ports are tried anyway; ptys are never listed). */
  extraPaths?: readonly string[];
  /**
   * Turns key map text into a key map (default: `JSON.parse`, then `parseKeyMap`).
   * @returns the map, or an error whose `path` names the faulty field inside the map.
   */
  keymapFromText?(text: string): Result<KeyMap>;
  /** Bridge timings (tests shorten them): retries, detection wait, presence watch. */
  tuning?: Pick<BridgeOptions, 'retryMs' | 'maxRetryMs' | 'helloTimeoutMs' | 'watchMs'>;
}

/** A connection the user asked for, kept across matches until `disconnect`. */
interface Wanted {
  req: BoxConnectRequest;
  keymap: KeyMap | undefined;
}

/** The code and message of the state with a connection requested and no match to send keys to. */
export const NO_MATCH: EngineError = { code: 'box/no-match', message: 'start a match: box keys need a match' };

/** Default key map parser: JSON text through the input gate → {@link parseKeyMap}; `keymap/not-json` when the text is not JSON, `format/…` when too large or deep. */
export function keymapFromJsonText(text: string): Result<KeyMap> {
  // the gate's first steps: size, one BOM accepted, depth before parsing, numbers too large, keys given twice
  const g = parseGated(text);
  if (!g.ok) {
    return { ok: false, error: { code: g.error.code === 'format/bad-json' ? 'keymap/not-json' : g.error.code, path: g.error.path, message: g.error.problems.map((p) => p.message.replace(/^\$: /, '')).join('; ') } };
  }
  return parseKeyMap(g.value);
}

/** The app's button box: one bridge, on the current match, with the settings the user asked for. */
export class BoxService {
  private readonly binding: BindingInterface;
  private wanted: Wanted | null = null;
  private session: TableSession | null = null;
  private attached: AttachedBridge | null = null;
  /** The session the running bridge is on, and the request it was started for. */
  private attachedTo: TableSession | null = null;
  private attachedFor: Wanted | null = null;
  /** Bumped whenever a bridge is stopped: states of older bridges are not forwarded. */
  private gen = 0;
  private current: BridgeState | null = null;
  /** Path where detection last found the box (tried first when the bridge moves to another match). */
  private foundPath: string | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly o: BoxServiceOptions) {
    this.binding = o.binding ?? defaultBinding();
  }

  /** The latest bridge state, or null when no connection is requested. */
  state(): BridgeState | null {
    return this.current;
  }

  /**
   * Makes `session` the match box keys go to (the app calls it for each match made current). When a
   * connection was requested, the bridge (re)starts on it with the same settings.
   * @returns the detach function: stops the bridge and keeps the request, so the next match reconnects.
   */
  attach(session: TableSession): () => void {
    this.session = session;
    this.schedule();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (this.session === session) this.session = null;
      this.schedule();
    };
  }

  /**
   * Asks for a connection: a port path (or null: detect the box by its hello among the listed
   * ports and `extraPaths`), baud rate, mode, key map text. Replaces any connection in place. Resolves
   * once the first attempt is over (the bridge keeps retrying by itself; the state tells how it went).
   * With no match the request is kept and the state says `box/no-match`.
   * @returns `box/bad-request` (a field out of range), `keymap/…` (a bad key map, `path` starting
   *   with `keymap`), never throws.
   */
  async connect(req: BoxConnectRequest): Promise<Result<null>> {
    const c = checkBoxConnect(req);
    if (!c.ok) return c;
    const r = c.value;
    if (r.path === null && r.mode === 'keypad') {
      return { ok: false, error: { code: 'box/bad-request', path: 'req.path', message: 'req.path: a plain keypad sends no hello and cannot be detected: give its port path' } };
    }
    let keymap: KeyMap | undefined;
    if (r.keymap !== null) {
      let k: Result<KeyMap>;
      try {
        k = (this.o.keymapFromText ?? keymapFromJsonText)(r.keymap);
      } catch (e) {
        k = { ok: false, error: { code: 'keymap/invalid', path: '$', message: (e as Error).message } };
      }
      if (!k.ok) {
        const inner = k.error.path && k.error.path !== '$' ? `.${k.error.path}` : '';
        const field = `keymap${inner}`;
        const msg = k.error.message.startsWith(`${k.error.path}: `) ? k.error.message.slice(k.error.path!.length + 2) : k.error.message;
        return { ok: false, error: { code: k.error.code, path: field, message: `${field}: ${msg}` } };
      }
      keymap = k.value;
    }
    this.wanted = { req: r, keymap };
    this.foundPath = null;
    await this.schedule();
    return { ok: true, value: null };
  }

  /** Stops the bridge and forgets the request (the state stays, `stopped`, with its counts). */
  async disconnect(): Promise<Result<null>> {
    this.wanted = null;
    await this.schedule();
    return { ok: true, value: null };
  }

  /**
   * Lists the serial ports the system knows (`listPorts`): USB adapters, on-board UARTs. Ptys are
   * never listed (the UI has a manual path field).
   * @returns `serial/list-failed` as data (e.g. `udevadm` missing).
   */
  listPorts(): Promise<Result<PortListing[]>> {
    return listPorts(this.binding);
  }

  /** Stops everything for good (app quit): the bridge, the request, the session. */
  async stop(): Promise<void> {
    this.wanted = null;
    this.session = null;
    await this.schedule();
  }

  /** Resolves when every open/close asked for so far is done (tests, app quit). */
  settled(): Promise<void> {
    return this.queue;
  }

  // ---- internals ---------------------------------------------------------------------------

  private publish(s: BridgeState | null): void {
    this.current = s;
    this.o.onState(s);
  }

  /**
   * Queues a reconciliation: makes the running bridge match what is wanted now (the request and
   * the session); a new request (new settings) always gets a new bridge.
   */
  private schedule(): Promise<void> {
    const run = this.queue.then(() => this.reconcile());
    this.queue = run.catch(() => {});
    return this.queue;
  }

  private async reconcile(): Promise<void> {
    const w = this.wanted;
    const s = this.session;
    const keep = w !== null && s !== null && this.attached !== null && this.attachedTo === s && this.attachedFor === w;
    if (keep) return;
    let last: BridgeState | null = this.current;
    let stopped: BridgeState | null = null;
    if (this.attached) {
      const a = this.attached;
      this.attached = null;
      this.attachedTo = null;
      this.attachedFor = null;
      this.gen++; // the stopping bridge's last states are not forwarded
      if (a.bridge.state.path && w?.req.path === null) this.foundPath = a.bridge.state.path;
      await a.detach();
      stopped = a.bridge.state;
      last = stopped;
    }
    if (!w) {
      // disconnected: the bridge's final state (with its counts); nothing ran (waiting for a match): null
      if (stopped) this.publish(stopped);
      else if (this.current && this.current.status !== 'stopped') this.publish(null);
      return;
    }
    if (!s) {
      this.publish(noMatchState(w.req, last));
      return;
    }
    if (this.wanted !== w || this.session !== s) return; // changed while stopping: a later reconcile is queued
    const gen = ++this.gen;
    const opts: Parameters<typeof attachBoxBridge>[1] = {
      ...(this.o.tuning ?? {}),
      binding: this.binding,
      baudRate: w.req.baudRate,
      mode: w.req.mode,
      throttleMs: this.o.throttleMs ?? 50,
      onState: (st) => {
        if (gen === this.gen) this.publish(st);
      },
    };
    if (w.keymap) opts.keymap = w.keymap;
    if (w.req.path !== null) {
      opts.path = w.req.path;
      opts.auto = false;
    } else {
      opts.auto = true;
      opts.candidates = [...(this.o.extraPaths ?? [])];
      if (this.foundPath) opts.path = this.foundPath;
    }
    let a: AttachedBridge;
    try {
      a = await attachBoxBridge(s, opts);
    } catch (e) {
      this.publish({ ...noMatchState(w.req, last), status: 'stopped', lastError: { code: 'box/failed', message: `the bridge did not start: ${(e as Error).message}` } });
      return;
    }
    this.attached = a;
    this.attachedTo = s;
    this.attachedFor = w;
    if (gen === this.gen) this.publish(a.bridge.state);
  }
}

/** The state shown while a connection is requested and no match is being played. */
function noMatchState(req: BoxConnectRequest, last: BridgeState | null): BridgeState {
  const base: BridgeState = last ?? {
    status: 'idle', mode: req.mode, activeMode: req.mode, path: req.path, baudRate: req.baudRate, box: null,
    lastKey: null, lastError: null, warnings: noWarnings(), warningTotal: 0,
    keys: { received: 0, applied: 0, refused: 0, duplicates: 0 }, disconnects: 0, reconnects: 0,
  };
  return { ...base, status: 'idle', mode: req.mode, activeMode: req.mode, path: req.path ?? base.path, baudRate: req.baudRate, box: null, lastError: NO_MATCH };
}
