/**
 * A button box in software, speaking protocol 1 (`docs/button-box.md`) on one end of a serial
 * line: hello with a session token, keys numbered 1..65535, resend of every key not acknowledged
 * (go-back-N with a window; the reference firmware uses a window of 1), reconnection when the port
 * vanishes. In keypad mode it behaves like a cheap serial keypad: one key name per line, nothing else.
 * Used by `npm run box-sim`, the tests and the bench.
 */
import { randomBytes } from 'node:crypto';
import type { SerialPortStream } from '@serialport/stream';
import { LineReader } from '../line-reader.js';
import { closeQuietly, defaultBinding, openPort, watchPresence, type BindingInterface } from '../ports.js';
import { DEFAULT_BAUD, nextSeq, parseAppLine, PROTOCOL_VERSION, SEQ_MAX, seqDistance, type AppLine } from '../protocol.js';

/** Options of a {@link BoxSimulator}. */
export interface BoxSimOptions {
  /** The box's end of the line. */
  path: string;
  baudRate?: number;
  binding?: BindingInterface;
  /** Box id (default `sim`) and session token (default: random, as a box picks one at power-on). */
  id?: string;
  session?: string;
  /** Plain keypad: key names only, no handshake, no sequence numbers. */
  keypad?: boolean;
  /** Keys sent ahead of acknowledgements (default 1). */
  window?: number;
  /** Resend what is not acknowledged after this many ms (default 300). */
  resendMs?: number;
  /** Reopen the port when it vanishes (default true), trying every `retryMs` (default 50). */
  reconnect?: boolean;
  retryMs?: number;
  /** Every line the app sends, parsed. */
  onLine?: (line: AppLine, raw: string) => void;
  /** Connection events, for a console. */
  onEvent?: (what: 'open' | 'welcome' | 'lost' | 'open-failed', detail?: string) => void;
}

/** What the box shows, from the app's feedback lines. */
export interface BoxDisplay {
  turn: number[];
  phase: string | null;
  prompt: string;
  score: { A: number; B: number; manchesA: number; manchesB: number } | null;
  pad: string;
  /** Error blinks received, with the key's seq and the code. */
  errors: { seq: number | null; code: string; key?: string }[];
}

interface Pending {
  seq: number;
  key: string;
}

/** A simulated button box. */
export class BoxSimulator {
  readonly id: string;
  readonly session: string;
  readonly display: BoxDisplay = { turn: [], phase: null, prompt: '', score: null, pad: '', errors: [] };
  private readonly o: Required<Omit<BoxSimOptions, 'onLine' | 'onEvent' | 'id' | 'session' | 'binding'>> & Pick<BoxSimOptions, 'onLine' | 'onEvent'>;
  private readonly binding: BindingInterface;
  private port: SerialPortStream | null = null;
  private welcomed = false;
  private running = false;
  private seq = 0;
  private acked = 0;
  private pending: Pending[] = [];
  private sentAhead = 0;
  private resendTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private idleWaiters: (() => void)[] = [];
  private keypadQueue: string[] = [];
  private ackDrops = 0;
  private unwatch: () => void = () => {};
  /** Key lines written (resends included), acknowledgements received. */
  readonly stats = { keyLinesSent: 0, resends: 0, acks: 0, opens: 0 };

  constructor(opts: BoxSimOptions) {
    this.id = opts.id ?? 'sim';
    this.session = opts.session ?? randomBytes(4).toString('hex');
    this.binding = opts.binding ?? defaultBinding();
    this.o = {
      path: opts.path, baudRate: opts.baudRate ?? DEFAULT_BAUD, keypad: opts.keypad ?? false, window: Math.max(1, opts.window ?? 1),
      resendMs: opts.resendMs ?? 300, reconnect: opts.reconnect ?? true, retryMs: opts.retryMs ?? 50, onLine: opts.onLine, onEvent: opts.onEvent,
    };
  }

  /** True while the port is open (and, in protocol mode, the app has welcomed the box). */
  get ready(): boolean {
    return this.port !== null && (this.o.keypad || this.welcomed);
  }

  /** Keys pressed and not yet acknowledged (or not yet written, in keypad mode). */
  get unacked(): number {
    return this.o.keypad ? this.keypadQueue.length : this.pending.length;
  }

  /** Opens the port; when it is not there yet, keeps trying (with `reconnect`). Resolves after the first attempt. */
  async open(): Promise<void> {
    this.running = true;
    await this.tryOpen();
  }

  /** Closes the port for good. */
  async close(): Promise<void> {
    this.running = false;
    for (const t of [this.resendTimer, this.retryTimer]) if (t) clearTimeout(t);
    this.resendTimer = this.retryTimer = null;
    const p = this.port;
    this.port = null;
    this.unwatch();
    if (p) {
      p.removeAllListeners('close');
      await closeQuietly(p);
    }
  }

  /** Presses a key (a box key name). It is sent now or as soon as the line allows, and resent until acknowledged. */
  press(key: string): void {
    if (this.o.keypad) {
      this.keypadQueue.push(key);
      this.flushKeypad();
      return;
    }
    this.seq = nextSeq(this.seq);
    this.pending.push({ seq: this.seq, key });
    this.pump();
  }

  /** Presses several keys in order. */
  pressAll(keys: readonly string[]): void {
    for (const k of keys) this.press(k);
  }

  /** Resolves when every key pressed so far has been acknowledged (keypad: written). */
  idle(): Promise<void> {
    if (this.unacked === 0) return Promise.resolve();
    return new Promise((r) => this.idleWaiters.push(r));
  }

  /** Ignores the next `n` acknowledgements, as if they were lost on the line: the box resends. */
  loseAcks(n: number): void {
    this.ackDrops += n;
  }

  /** Writes raw bytes on the line (garbage, floods, wrong-baud noise). */
  writeRaw(data: Buffer | string): Promise<void> {
    const p = this.port;
    if (!p) return Promise.reject(new Error('the box port is not open'));
    return new Promise((resolve, reject) => {
      p.write(data, (e) => (e ? reject(e) : p.drain((e2) => (e2 ? reject(e2) : resolve()))));
    });
  }

  /** The hello line this box sends. */
  helloLine(): string {
    return `HELLO MUSBOX ${PROTOCOL_VERSION} ${this.id} ${this.session} ${this.acked}`;
  }

  // ---- connection ------------------------------------------------------------------------

  private async tryOpen(): Promise<void> {
    this.retryTimer = null;
    if (!this.running || this.port) return;
    let port: SerialPortStream;
    try {
      port = await openPort(this.binding, this.o.path, this.o.baudRate);
    } catch (e) {
      this.o.onEvent?.('open-failed', (e as Error).message);
      if (this.running && this.o.reconnect) this.retryTimer = setTimeout(() => void this.tryOpen(), this.o.retryMs);
      return;
    }
    if (!this.running) {
      await closeQuietly(port);
      return;
    }
    this.port = port;
    this.stats.opens++;
    this.welcomed = false;
    const reader = new LineReader(200, { line: (l) => this.onLine(l), overlong: () => {} });
    port.on('data', (d: Buffer) => reader.push(d));
    port.on('close', () => this.lost(port));
    this.unwatch = watchPresence(this.o.path, 100, () => {
      if (this.port === port) port.close();
    });
    this.o.onEvent?.('open', this.o.path);
    if (this.o.keypad) this.flushKeypad();
    else this.write(`${this.helloLine()}\n`);
  }

  private lost(port: SerialPortStream): void {
    if (this.port !== port) return;
    this.port = null;
    this.welcomed = false;
    this.unwatch();
    if (this.resendTimer) clearTimeout(this.resendTimer);
    this.resendTimer = null;
    this.o.onEvent?.('lost');
    if (this.running && this.o.reconnect) this.retryTimer = setTimeout(() => void this.tryOpen(), this.o.retryMs);
  }

  private write(text: string): void {
    this.port?.write(text, 'latin1');
  }

  // ---- lines from the app ----------------------------------------------------------------

  private onLine(raw: string): void {
    const l = parseAppLine(raw);
    this.o.onLine?.(l, raw);
    switch (l.kind) {
      case 'who':
        if (!this.o.keypad) this.write(`${this.helloLine()}\n`);
        break;
      case 'welcome':
        if (this.o.keypad) break;
        if (!this.welcomed) {
          // first welcome on this connection: go back and send whatever is still unacknowledged
          this.welcomed = true;
          this.sentAhead = 0;
          this.o.onEvent?.('welcome', `protocol ${l.version}, ${l.players} seats`);
        }
        this.pump();
        break;
      case 'ack':
        if (this.ackDrops > 0) {
          this.ackDrops--;
          break;
        }
        this.onAck(l.seq);
        break;
      case 'err': {
        const key = this.pending.find((p) => p.seq === l.seq)?.key;
        this.display.errors.push(key ? { seq: l.seq, code: l.code, key } : { seq: l.seq, code: l.code });
        break;
      }
      case 'turn': this.display.turn = l.seats; break;
      case 'phase': this.display.phase = l.phase; this.display.prompt = l.prompt; break;
      case 'score': this.display.score = { A: l.A, B: l.B, manchesA: l.manchesA, manchesB: l.manchesB }; break;
      case 'pad': this.display.pad = l.digits; break;
      default: break;
    }
  }

  private onAck(n: number): void {
    this.stats.acks++;
    if (n === 0) return; // nothing acknowledged yet
    let dropped = 0;
    // ACK n is cumulative: every pending key at or before n (on the wrapping circle) is done
    for (let first = this.pending[0]; first && seqDistance(first.seq, n) < SEQ_MAX / 2; first = this.pending[0]) {
      this.pending.shift();
      dropped++;
    }
    if (!dropped) return;
    this.acked = n;
    this.sentAhead = Math.max(0, this.sentAhead - dropped);
    this.armResend(true);
    this.pump();
    this.checkIdle();
  }

  private checkIdle(): void {
    if (this.unacked !== 0) return;
    const w = this.idleWaiters;
    this.idleWaiters = [];
    for (const r of w) r();
  }

  /** Sends what the window allows. */
  private pump(): void {
    if (!this.port || !this.welcomed) return;
    const lines: string[] = [];
    while (this.sentAhead < Math.min(this.o.window, this.pending.length)) {
      const p = this.pending[this.sentAhead];
      if (!p) break;
      lines.push(`K ${p.seq} ${p.key}`);
      this.sentAhead++;
    }
    if (lines.length) {
      this.stats.keyLinesSent += lines.length;
      this.write(`${lines.join('\n')}\n`);
      this.armResend(false);
    }
  }

  private armResend(restart: boolean): void {
    if (restart && this.resendTimer) {
      clearTimeout(this.resendTimer);
      this.resendTimer = null;
    }
    if (this.resendTimer || this.pending.length === 0) return;
    this.resendTimer = setTimeout(() => {
      this.resendTimer = null;
      if (!this.port || this.pending.length === 0) return;
      if (!this.welcomed) {
        this.write(`${this.helloLine()}\n`);
      } else {
        this.stats.resends += Math.min(this.sentAhead, this.pending.length);
        this.sentAhead = 0;
        this.pump();
      }
      this.armResend(false);
    }, this.o.resendMs);
  }

  private flushKeypad(): void {
    const p = this.port;
    if (!p || this.keypadQueue.length === 0) return;
    const keys = this.keypadQueue;
    this.keypadQueue = [];
    p.write(`${keys.join('\n')}\n`, 'latin1', () => this.checkIdle());
  }
}
