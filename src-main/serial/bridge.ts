/**
 * The serial bridge: connects a button box (or a plain serial keypad) to the table session.
 * Every key goes `boxKeyToCommand` → the table's front door (`enterTable(session, cmd, 'box')`,
 * shared/session/front-door.ts, the same function a click or a phone goes through) → engine; a key
 * that is not legal now changes nothing, and the box gets an error blink. Protocol: `docs/button-box.md` (version 1).
 *
 * The bridge reconnects by itself when the port vanishes (box unplugged, USB reset), remembers per
 * box session the last key sequence number applied (so a key resent after a replug is not applied
 * twice), and counts every kind of bad input as a warning without crashing.
 */
import type { SerialPortStream } from '@serialport/stream';
import { boxKeyToCommand, type EngineError, type ErrorCode } from '../../shared/index.js';
import type { TableSession } from '../../shared/session/table-session.js';
import { enterTable } from '../../shared/session/front-door.js';
import type { BridgeMode, BridgeState, BridgeStatus, LastKey, WarningCounts } from '../../shared/bridge/box/box-state.js';
import { noWarnings } from '../../shared/bridge/box/box-state.js';
import { feedbackOf } from './feedback.js';
import { FloodGuard } from './flood-guard.js';
import { identityKeyMap, lookupKey, type KeyMap } from './keymap-file.js';
import { LineReader } from './line-reader.js';
import { closeQuietly, defaultBinding, detectBox, listPorts, openPort, watchPresence, type BindingInterface } from './ports.js';
import {
  appLine, DEFAULT_BAUD, feedbackLines, isPrintable, MAX_LINE, nextSeq, parseBoxLine, PROTOCOL_VERSION, SEQ_MAX, seqDistance,
  type BoxLine,
} from './protocol.js';

/** Options of a {@link SerialBridge}. Every field has a default. */
export interface BridgeOptions {
  /** Port to open (a manual path works for ptys, which are never listed). */
  path?: string;
  /** Find the box by its hello among the listed ports and `candidates` (when no `path`, or as a fallback while reconnecting). */
  auto?: boolean;
  /** Extra paths to try when detecting. */
  candidates?: string[];
  /** Baud rate (default 115200, 8N1). */
  baudRate?: number;
  /** `box` (protocol), `keypad` (plain key names), or `auto` (default: decided by the first meaningful line). */
  mode?: BridgeMode;
  /** Key map of plain keypad mode (default: box key names stand for themselves). */
  keymap?: KeyMap;
  /** Longest line accepted, in bytes (default 80). */
  maxLine?: number;
  /**
   * Same-key bounce window in ms, judged by arrival time. Default 50 in keypad mode, 0 (off) in box
   * mode: there the firmware debounces (it knows when keys were really pressed), and keys queued in
   * the box during a replug or resent after a lost ack arrive in a burst, so arrival times say
   * nothing about bounces; sequence numbers already tell presses from resends.
   */
  debounceMs?: number;
  /**
   * Sustained keys per second and burst size: default 30/s, burst 10 in keypad mode; off (0) in box
   * mode, which is flow-controlled by acknowledgements. A box-mode key over the limit is not
   * acknowledged, so the box sends it again later (nothing is lost).
   */
  maxRate?: number;
  burst?: number;
  /** Send feedback lines in keypad mode (default false: cheap keypads do not read). Box mode always does. */
  keypadFeedback?: boolean;
  /** Reconnect by itself (default true); first retry after `retryMs` (100), then doubling up to `maxRetryMs` (400). */
  reconnect?: boolean;
  retryMs?: number;
  maxRetryMs?: number;
  /** How long detection waits for a hello (ms, default 2500: an Arduino resets when the port opens). */
  helloTimeoutMs?: number;
  /** How often to check that the port's device is still there (ms, default 200; 0 = never). See `watchPresence`. */
  watchMs?: number;
  /** Serial binding (default `@serialport/bindings-cpp`; tests pass `@serialport/binding-mock`). */
  binding?: BindingInterface;
  /** Clock in ms for debounce and rate limits (default `performance.now`). */
  now?: () => number;
}

type Resolved = Required<Omit<BridgeOptions, 'path' | 'debounceMs' | 'maxRate' | 'burst'>> & {
  path: string | null;
  debounceMs: number | undefined;
  maxRate: number | undefined;
  burst: number | undefined;
};

/** What the bridge remembers of one box session (survives reconnects). */
interface BoxMemory {
  session: string;
  /** Last sequence number handled (applied or refused); 0 = none. */
  last: number;
}

interface Connection {
  port: SerialPortStream;
  reader: LineReader;
  mode: BridgeMode;
  /** Box id once its hello was accepted. */
  boxId: string | null;
  /** Feedback lines last sent, by name. */
  sent: Record<string, string>;
  /** Stops watching the device. */
  unwatch: () => void;
}

/**
 * Box sessions remembered at most (a box id each). A device sending hellos under ever new ids (a
 * broken firmware, line noise) would otherwise grow the memory without end; the box least recently
 * heard from is forgotten first, never the one on the line (a forgotten box that comes back starts
 * again from the `last-acked` of its hello, as after a restart of the app).
 */
export const MAX_BOX_MEMORIES = 16;

/** A state listener. */
export type BridgeListener = (state: BridgeState) => void;

/** Bridge between one serial device and one table session. */
export class SerialBridge {
  private readonly o: Resolved;
  private readonly binding: BindingInterface;
  private conn: Connection | null = null;
  private st: BridgeState;
  private readonly listeners = new Set<BridgeListener>();
  private readonly boxes = new Map<string, BoxMemory>();
  private readonly guards: Record<'box' | 'keypad', FloodGuard>;
  private unsubscribeSession: (() => void) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay: number;
  private running = false;
  private attempts = 0;
  private out: string[] = [];
  private flushQueued = false;

  constructor(private readonly session: TableSession, opts: BridgeOptions = {}) {
    this.o = {
      path: opts.path ?? null,
      auto: opts.auto ?? !opts.path,
      candidates: opts.candidates ?? [],
      baudRate: opts.baudRate ?? DEFAULT_BAUD,
      mode: opts.mode ?? 'auto',
      keymap: opts.keymap ?? identityKeyMap(),
      maxLine: opts.maxLine ?? MAX_LINE,
      debounceMs: opts.debounceMs,
      maxRate: opts.maxRate,
      burst: opts.burst,
      keypadFeedback: opts.keypadFeedback ?? false,
      reconnect: opts.reconnect ?? true,
      retryMs: opts.retryMs ?? 100,
      maxRetryMs: opts.maxRetryMs ?? 400,
      helloTimeoutMs: opts.helloTimeoutMs ?? 2500,
      watchMs: opts.watchMs ?? 200,
      binding: opts.binding ?? defaultBinding(),
      now: opts.now ?? (() => performance.now()),
    };
    this.binding = this.o.binding;
    this.retryDelay = this.o.retryMs;
    this.guards = {
      box: new FloodGuard({ debounceMs: this.o.debounceMs ?? 0, maxRate: this.o.maxRate ?? 0, burst: this.o.burst ?? 100 }),
      keypad: new FloodGuard({ debounceMs: this.o.debounceMs ?? 50, maxRate: this.o.maxRate ?? 30, burst: this.o.burst ?? 10 }),
    };
    this.st = {
      status: 'idle', mode: this.o.mode, activeMode: this.o.mode, path: this.o.path, baudRate: this.o.baudRate, box: null,
      lastKey: null, lastError: null, warnings: noWarnings(), warningTotal: 0,
      keys: { received: 0, applied: 0, refused: 0, duplicates: 0 }, disconnects: 0, reconnects: 0,
    };
  }

  /** How many box sessions the bridge remembers (at most {@link MAX_BOX_MEMORIES}). */
  get boxMemories(): number {
    return this.boxes.size;
  }

  /** The current state (a fresh snapshot object after every change). */
  get state(): BridgeState {
    return this.st;
  }

  /** Subscribes to state changes; returns the unsubscribe function. The listener is not called at once. */
  subscribe(fn: BridgeListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Starts: opens the port (or detects the box). Resolves once the first attempt is over; when it
   * failed the bridge is `reconnecting` and keeps trying by itself.
   */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.unsubscribeSession = this.session.subscribe(() => this.sendFeedback());
    await this.attempt(true);
  }

  /** Stops: closes the port, stops reconnecting, forgets the session listener. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.unsubscribeSession?.();
    this.unsubscribeSession = null;
    const c = this.conn;
    this.conn = null;
    if (c) {
      c.unwatch();
      c.port.removeAllListeners('close');
      await closeQuietly(c.port);
    }
    this.update({ status: 'stopped' });
  }

  // ---- connection management -------------------------------------------------------------

  private update(patch: Partial<BridgeState>): void {
    const next = { ...this.st, ...patch };
    if (patch.warnings) next.warningTotal = Object.values(next.warnings).reduce((a, b) => a + b, 0);
    this.st = next;
    for (const fn of this.listeners) fn(next);
  }

  private warn(kind: keyof WarningCounts, error?: EngineError): void {
    const warnings = { ...this.st.warnings, [kind]: this.st.warnings[kind] + 1 };
    this.update(error ? { warnings, lastError: error } : { warnings });
  }

  private async attempt(first: boolean): Promise<void> {
    this.retryTimer = null;
    if (!this.running || this.conn) return;
    let opened: { port: SerialPortStream; path: string; hello: Extract<BoxLine, { kind: 'hello' }> | null } | null = null;
    let error: EngineError | null = null;
    // the port given, or the one the box was last found on
    const path = this.o.path ?? this.st.path;
    if (path) {
      try {
        opened = { port: await openPort(this.binding, path, this.o.baudRate), path, hello: null };
      } catch (e) {
        error = { code: 'serial/open-failed', message: `cannot open ${path}: ${(e as Error).message}`, path };
      }
    }
    // with a known path, look elsewhere only now and then (a USB adapter may come back under another name)
    const detect = this.o.auto && this.o.mode !== 'keypad' && (!path || first || ++this.attempts % 4 === 0);
    if (!opened && detect) {
      if (!path) this.update({ status: 'detecting' });
      const found = await this.detect(path);
      if (found) opened = found;
      else if (!error) error = { code: 'serial/no-box', message: 'no button box answered on any serial port' };
    }
    if (!opened && !error) error = { code: 'serial/no-port', message: 'no port to open: give a path, or let the box be detected by its hello' };
    if (!this.running) {
      if (opened) await closeQuietly(opened.port);
      return;
    }
    if (!opened) {
      this.update({ status: this.o.reconnect ? (path ? 'reconnecting' : 'detecting') : 'stopped', lastError: error });
      if (this.o.reconnect) this.scheduleRetry();
      return;
    }
    this.retryDelay = this.o.retryMs;
    this.attempts = 0;
    this.adopt(opened.port, opened.path, opened.hello, first);
  }

  private async detect(tried: string | null): Promise<{ port: SerialPortStream; path: string; hello: Extract<BoxLine, { kind: 'hello' }> } | null> {
    const listed = await listPorts(this.binding);
    const paths = new Set([...(listed.ok ? listed.value.map((p) => p.path) : []), ...this.o.candidates]);
    if (tried) paths.delete(tried);
    if (paths.size === 0) return null;
    const id = this.st.box?.id;
    const found = await detectBox({ binding: this.binding, baudRate: this.o.baudRate, paths: [...paths], timeoutMs: this.o.helloTimeoutMs, ...(id ? { id } : {}) });
    return found;
  }

  private scheduleRetry(): void {
    if (!this.running || this.retryTimer) return;
    const d = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, this.o.maxRetryMs);
    this.retryTimer = setTimeout(() => void this.attempt(false), d);
  }

  private adopt(port: SerialPortStream, path: string, hello: Extract<BoxLine, { kind: 'hello' }> | null, first: boolean): void {
    const mode: BridgeMode = hello ? 'box' : this.o.mode;
    const conn: Connection = {
      port, mode, boxId: null, sent: {}, unwatch: () => {},
      reader: new LineReader(this.o.maxLine, {
        line: (l) => this.onLine(conn, l),
        overlong: () => this.warn('overlong', { code: 'serial/overlong', message: `a line longer than ${this.o.maxLine} bytes was dropped (a wrong baud rate, or a line without its newline)` }),
      }),
    };
    this.conn = conn;
    this.guards.box.reset();
    this.guards.keypad.reset();
    port.on('data', (d: Buffer) => {
      if (this.conn === conn) conn.reader.push(d);
    });
    port.on('error', (e: Error) => {
      if (this.conn === conn) this.warn('portErrors', { code: 'serial/port-error', message: e.message });
    });
    port.on('close', () => this.lost(conn));
    if (this.o.watchMs > 0) {
      conn.unwatch = watchPresence(path, this.o.watchMs, () => {
        if (this.conn === conn) port.close(); // 'close' → lost(): reconnect
      });
    }
    this.update({
      status: mode === 'keypad' ? 'connected' : 'handshake', path, activeMode: mode,
      reconnects: first ? this.st.reconnects : this.st.reconnects + 1,
    });
    if (mode === 'keypad') {
      if (this.o.keypadFeedback) this.sendFeedback(true);
    } else if (hello) {
      this.onHello(conn, hello);
    } else {
      this.send(appLine.who());
    }
  }

  private lost(conn: Connection): void {
    if (this.conn !== conn) return;
    this.conn = null;
    conn.unwatch();
    const patch: Partial<BridgeState> = {
      disconnects: this.st.disconnects + 1,
      status: this.running && this.o.reconnect ? 'reconnecting' : 'stopped',
      lastError: { code: 'serial/disconnected', message: `${this.st.path ?? 'the port'} vanished` },
    };
    if (conn.reader.midLine) patch.warnings = { ...this.st.warnings, partialLine: this.st.warnings.partialLine + 1 };
    this.update(patch);
    if (this.running && this.o.reconnect) {
      this.retryDelay = this.o.retryMs;
      this.scheduleRetry();
    }
  }

  // ---- lines -----------------------------------------------------------------------------

  private onLine(conn: Connection, text: string): void {
    if (conn.mode === 'keypad') return this.onKeypadLine(text);
    const l = parseBoxLine(text);
    if (conn.mode === 'auto') {
      if (l.kind === 'bad' && l.code === 'serial/unknown-line' && lookupKey(this.o.keymap, text.trim()) !== null) {
        conn.mode = 'keypad';
        this.update({ status: 'connected', activeMode: 'keypad' });
        return this.onKeypadLine(text);
      }
      if (l.kind === 'hello' || l.kind === 'key') {
        conn.mode = 'box';
        this.update({ activeMode: 'box' });
      }
    }
    switch (l.kind) {
      case 'ignore':
        return;
      case 'ping':
        return this.send(appLine.pong());
      case 'hello':
        return this.onHello(conn, l);
      case 'key':
        if (!conn.boxId) return this.send(appLine.who()); // not introduced yet: the box will resend after its hello
        return this.onSeqKey(conn.boxId, l.seq, l.key);
      case 'bad': {
        const kind = l.code === 'serial/garbage' ? 'garbage' : l.code === 'serial/bad-hello' ? 'badHello' : 'badLine';
        return this.warn(kind, { code: l.code, message: l.message });
      }
    }
  }

  private onHello(conn: Connection, h: Extract<BoxLine, { kind: 'hello' }>): void {
    if (h.version !== PROTOCOL_VERSION) {
      this.send(appLine.nope('serial/version'));
      return this.warn('badHello', { code: 'serial/version', message: `the box speaks protocol ${h.version}; this app speaks ${PROTOCOL_VERSION}` });
    }
    let mem = this.boxes.get(h.id);
    if (!mem || mem.session !== h.session) {
      // a new box, or a box that restarted: its numbering starts from what it says it saw acknowledged
      mem = { session: h.session, last: h.lastAcked };
    } else {
      mem.last = laterSeq(mem.last, h.lastAcked);
    }
    // the box heard from last goes to the end (a Map keeps its order); the oldest beyond the cap are forgotten
    this.boxes.delete(h.id);
    this.boxes.set(h.id, mem);
    for (const id of this.boxes.keys()) {
      if (this.boxes.size <= MAX_BOX_MEMORIES) break;
      this.boxes.delete(id);
    }
    conn.boxId = h.id;
    conn.mode = 'box';
    conn.sent = {};
    this.update({ status: 'connected', activeMode: 'box', box: { id: h.id, session: h.session, version: h.version } });
    this.send(appLine.welcome(this.session.match.view.rules.players));
    this.sendFeedback(true);
    this.send(appLine.ack(mem.last));
  }

  private record(lastKey: LastKey, keys: Partial<BridgeState['keys']>, extra: Partial<BridgeState> = {}): void {
    this.update({ lastKey, keys: { ...this.st.keys, ...keys }, ...extra });
  }

  private onSeqKey(boxId: string, seq: number, key: string): void {
    const mem = this.boxes.get(boxId);
    if (!mem) return this.send(appLine.who()); // forgotten: not taken, the box says hello and sends it again
    const at = Date.now();
    const d = seqDistance(mem.last, seq);
    if (d === 0 || d > SEQ_MAX / 2) {
      this.record({ key, seq, result: 'duplicate', at }, { duplicates: this.st.keys.duplicates + 1 });
      return this.send(appLine.ack(mem.last));
    }
    if (d > 1) {
      this.warn('outOfOrder', { code: 'serial/out-of-order', message: `key number ${seq} skipped ahead of ${nextSeq(mem.last)}, the next one expected: not taken (the box sends again from ${nextSeq(mem.last)})` });
      return this.send(appLine.ack(mem.last));
    }
    const verdict = this.guards.box.check(key, this.o.now());
    if (verdict === 'rate-limited') {
      // not acknowledged: a well-behaved box sends it again later
      return this.dropped(key, null, seq, 'rateLimited', { code: 'serial/rate-limited', message: `too many keys per second; ${key} was not taken` });
    }
    mem.last = seq;
    if (verdict === 'debounced') {
      this.dropped(key, null, seq, 'debounced', { code: 'serial/debounced', message: `${key} repeated within ${this.o.debounceMs} ms: taken for a bounce` });
      return this.send(appLine.ack(seq));
    }
    this.applyKey(key, null, seq);
    this.send(appLine.ack(seq));
  }

  private onKeypadLine(text: string): void {
    const t = text.trim();
    if (t === '') return;
    if (!isPrintable(t)) return this.warn('garbage', { code: 'serial/garbage', message: 'the keypad sent bytes that are not printable ASCII (line noise, or a wrong baud rate)' });
    const key = lookupKey(this.o.keymap, t);
    if (key === null) {
      const error: EngineError = { code: 'serial/unknown-key', message: `the keypad sent ${JSON.stringify(t.slice(0, 24))}, which the key map does not know` };
      this.dropped(t, null, null, 'unknownKey', error);
      if (this.o.keypadFeedback) this.send(appLine.err(null, error.code));
      return;
    }
    const verdict = this.guards.keypad.check(key, this.o.now());
    if (verdict !== 'ok') {
      const kind = verdict === 'debounced' ? 'debounced' : 'rateLimited';
      return this.dropped(key, t, null, kind, { code: `serial/${verdict}`, message: `${key} dropped: ${verdict === 'debounced' ? 'a bounce' : 'too many keys per second'}` });
    }
    this.applyKey(key, t, null);
  }

  private dropped(key: string, deviceKey: string | null, seq: number | null, kind: keyof WarningCounts, error: EngineError): void {
    const lastKey: LastKey = { key, seq, result: 'dropped', error, at: Date.now() };
    if (deviceKey !== null && deviceKey !== key) lastKey.deviceKey = deviceKey;
    const warnings = { ...this.st.warnings, [kind]: this.st.warnings[kind] + 1 };
    this.record(lastKey, { received: this.st.keys.received + 1 }, { warnings, lastError: error });
  }

  /** The one place a key reaches the session. */
  private applyKey(key: string, deviceKey: string | null, seq: number | null): void {
    const at = Date.now();
    const cmd = boxKeyToCommand(key);
    if (!cmd) {
      const error: EngineError = { code: 'serial/unknown-key', message: `${key} is not a box key` };
      this.dropped(key, deviceKey, seq, 'unknownKey', error);
      this.sendErr(seq, error.code);
      return;
    }
    const r = enterTable(this.session, cmd, 'box');
    const lastKey: LastKey = r.ok ? { key, seq, result: 'applied', at } : { key, seq, result: 'refused', error: r.error, at };
    if (deviceKey !== null && deviceKey !== key) lastKey.deviceKey = deviceKey;
    const received = this.st.keys.received + 1;
    if (r.ok) {
      this.record(lastKey, { received, applied: this.st.keys.applied + 1 });
    } else {
      this.record(lastKey, { received, refused: this.st.keys.refused + 1 }, { lastError: r.error });
      this.sendErr(seq, r.error.code);
    }
  }

  // ---- output ----------------------------------------------------------------------------

  private sendErr(seq: number | null, code: ErrorCode): void {
    if (this.conn?.mode !== 'keypad' || this.o.keypadFeedback) this.send(appLine.err(seq, code));
  }

  /** Sends the feedback lines that changed since last sent (all of them with `all`). */
  private sendFeedback(all = false): void {
    const c = this.conn;
    if (!c) return;
    if (c.mode === 'keypad' ? !this.o.keypadFeedback : !c.boxId) return;
    const lines = feedbackLines(feedbackOf(this.session));
    for (const [k, line] of Object.entries(lines)) {
      if (all || c.sent[k] !== line) {
        c.sent[k] = line;
        this.send(line);
      }
    }
  }

  /** Queues a line; all lines queued while handling one chunk of input go out in one write. */
  private send(line: string): void {
    if (!this.conn) return;
    this.out.push(line);
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      const c = this.conn;
      const text = this.out.length ? `${this.out.join('\n')}\n` : '';
      this.out = [];
      if (c && text && c.port.isOpen) c.port.write(text, 'latin1');
    });
  }
}

/**
 * The later of two sequence numbers of one box session: the app's own count of the last key handled
 * (`ours`) and the box's `last-acked` from a repeated `HELLO` (`theirs`). Our count is the truth —
 * a key already handled is never handled again, whatever the gap (acks lost in a replug, a replayed
 * or stale hello): only a box claiming an acknowledgement *ahead* of ours (on the wrapping circle,
 * less than half of it ahead) moves the count forward, since keys up to there were acknowledged and
 * must not be taken again either. Never moves backwards. Both are 0..{@link SEQ_MAX}.
 */
export function laterSeq(ours: number, theirs: number): number {
  if (theirs === 0 || theirs === ours) return ours;
  if (ours === 0) return theirs;
  const ahead = seqDistance(ours, theirs);
  return ahead > 0 && ahead <= SEQ_MAX / 2 ? theirs : ours;
}

export type { BridgeState, BridgeStatus, BridgeMode };
