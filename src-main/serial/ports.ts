/**
 * Serial ports: listing them, opening one, and finding a button box by its hello.
 * `SerialPort.list()` on Linux shells out to `udevadm` and never lists pseudo-terminals, so the UI
 * also offers a manual path, and detection accepts extra candidate paths.
 */
import { stat, statSync } from 'node:fs';
import { SerialPortStream } from '@serialport/stream';
import { autoDetect } from '@serialport/bindings-cpp';
import type { Result } from '../../shared/index.js';
import type { PortListing } from '../../shared/bridge/box/box-contract.js';
export type { PortListing };
import { LineReader } from './line-reader.js';
import { appLine, MAX_LINE, parseBoxLine, type BoxLine } from './protocol.js';

/** A port as a binding lists it (the fields of `@serialport/bindings-interface`'s `PortInfo` that the UI shows). */

/**
 * A serialport binding, reduced to what this module calls itself (`SerialPortStream` uses the
 * rest). `@serialport/bindings-interface` ships types its package `exports` hide from TypeScript,
 * hence this local shape; `@serialport/bindings-cpp` and `@serialport/binding-mock` both fit it.
 */
export interface BindingInterface {
  list(): Promise<PortListing[]>;
  open(options: never): Promise<unknown>;
}

/** The platform's serial binding (`@serialport/bindings-cpp`, an N-API prebuild). */
export function defaultBinding(): BindingInterface {
  return autoDetect() as unknown as BindingInterface;
}

/**
 * Lists the serial ports the system knows (USB adapters, on-board UARTs).
 * @returns `serial/list-failed` as data when listing fails (e.g. `udevadm` missing: install `udev`).
 */
export async function listPorts(binding: BindingInterface = defaultBinding()): Promise<Result<PortListing[]>> {
  try {
    const ports = await binding.list();
    return {
      ok: true,
      value: ports.map((p) => ({ path: p.path, manufacturer: p.manufacturer, serialNumber: p.serialNumber, vendorId: p.vendorId, productId: p.productId })),
    };
  } catch (e) {
    const msg = (e as Error).message;
    const hint = /udevadm/.test(msg) ? ' (the list needs udevadm: install the udev package; a path can still be typed by hand)' : '';
    return { ok: false, error: { code: 'serial/list-failed', message: `listing serial ports failed: ${msg}${hint}` } };
  }
}

/**
 * Opens a port at `baudRate`, 8N1. An `error` listener is attached at once so a late port error
 * never becomes an uncaught exception.
 * @throws the binding's error when the port cannot be opened (missing, busy, no permission).
 */
export function openPort(binding: BindingInterface, path: string, baudRate: number): Promise<SerialPortStream> {
  return new Promise((resolve, reject) => {
    let port: SerialPortStream;
    try {
      port = new SerialPortStream({ binding: binding as never, path, baudRate, dataBits: 8, stopBits: 1, parity: 'none', autoOpen: false });
    } catch (e) {
      reject(e as Error);
      return;
    }
    port.on('error', () => {});
    port.open((err) => (err ? reject(err) : resolve(port)));
  });
}

/** Closes a port, ignoring errors (it may already be gone). */
export function closeQuietly(port: SerialPortStream): Promise<void> {
  return new Promise((resolve) => {
    if (!port.isOpen) return resolve();
    port.close(() => resolve());
  });
}

/** A box found by {@link detectBox}: its port, left open and with no `data` listener, and its hello. */
export interface DetectedBox {
  path: string;
  port: SerialPortStream;
  hello: Extract<BoxLine, { kind: 'hello' }>;
}

/** Options of {@link detectBox}. */
export interface DetectOptions {
  binding: BindingInterface;
  baudRate: number;
  /** Paths to try (listed ports plus manual ones). */
  paths: readonly string[];
  /** How long to wait for a hello, in ms (an Arduino resets when opened and needs about 2 s). */
  timeoutMs: number;
  /** Only accept this box id. */
  id?: string;
}

/**
 * Opens every candidate port, asks `WHO` and keeps the first that answers with a hello.
 * Every other port is closed again. Ports that fail to open are skipped.
 * @returns the box, or null when none answered in time.
 */
export async function detectBox(o: DetectOptions): Promise<DetectedBox | null> {
  const opened: { path: string; port: SerialPortStream }[] = [];
  let winner: DetectedBox | null = null;
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  const timer = setTimeout(() => done(), o.timeoutMs);
  await Promise.all(o.paths.map(async (path) => {
    let port: SerialPortStream;
    try {
      port = await openPort(o.binding, path, o.baudRate);
    } catch {
      return;
    }
    if (winner) {
      await closeQuietly(port);
      return;
    }
    opened.push({ path, port });
    const reader = new LineReader(MAX_LINE, {
      overlong: () => {},
      line: (text) => {
        const l = parseBoxLine(text);
        if (winner || l.kind !== 'hello' || (o.id && l.id !== o.id)) return;
        port.removeAllListeners('data');
        winner = { path, port, hello: l };
        done();
      },
    });
    port.on('data', (d: Buffer) => reader.push(d));
    port.write(`${appLine.who()}\n`);
  }));
  if (opened.length === 0) done();
  await finished;
  clearTimeout(timer);
  const w = winner as DetectedBox | null;
  await Promise.all(opened.filter((x) => x.port !== w?.port).map((x) => {
    x.port.removeAllListeners('data');
    return closeQuietly(x.port);
  }));
  return w;
}

/**
 * Watches that a port's device is still there: every `everyMs` the path is looked up again, and
 * `onGone` is called (once) when it vanished or now names another device (a USB adapter unplugged,
 * a pty pair made again). Needed because a pty whose other side closes may read as end-of-file
 * forever instead of failing, and the binding then never reports the loss. Paths that are not
 * files (Windows COM ports, mock ports) are not watched.
 * @returns the function that stops watching.
 */
export function watchPresence(path: string, everyMs: number, onGone: (why: string) => void): () => void {
  let dev: number;
  try {
    dev = statSync(path).rdev;
  } catch {
    return () => {};
  }
  let done = false;
  const timer = setInterval(() => {
    stat(path, (err, st) => {
      if (done) return;
      const why = err ? `${path} is gone (${err.code ?? err.message})` : st.rdev !== dev ? `${path} now names another device` : null;
      if (!why) return;
      done = true;
      clearInterval(timer);
      onGone(why);
    });
  }, everyMs);
  timer.unref();
  return () => {
    done = true;
    clearInterval(timer);
  };
}
