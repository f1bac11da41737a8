/**
 * `mus …args` in process, as `bin/mus.mjs` runs it (`main` of src-main/cli/commands.ts): standard
 * input given as text or as bytes in the given pieces, standard output and error captured. For the
 * command line's tests that need no child process; {@link musRunning} for one that runs until stopped
 * (`mus serve`).
 */
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { main } from '../../src-main/cli/commands.js';

/** What a run of `mus` gave: its exit code and what it wrote on standard output and error. */
export interface MusRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `mus …args` in process; `input`: standard input, text (none when empty) or bytes in pieces. */
export async function musInProcess(args: string[], input: string | Uint8Array[] = ''): Promise<MusRun> {
  let out = '';
  let err = '';
  const code = await main(args, {
    stdin: Readable.from(typeof input === 'string' ? (input ? [input] : []) : input),
    stdout: { write: (s) => { out += s; return true; }, once: () => undefined },
    stderr: { write: (s) => { err += s; return true; } },
  });
  return { code, out, err };
}

/** A `mus …` running in process until told to stop ({@link musRunning}). */
export interface MusRunningProcess {
  /** What it wrote on standard output so far. */
  out(): string;
  /** Resolves once standard output satisfies `ok` (checked at each write: no clock). */
  until(ok: (out: string) => boolean): Promise<string>;
  /** Sends it SIGINT or SIGTERM (its own signals, not the test process's), then gives the run. */
  stop(signal?: 'SIGINT' | 'SIGTERM'): Promise<MusRun>;
  /** Settles when the command returns by itself (a table that could not start). */
  done: Promise<MusRun>;
}

/**
 * Runs a long-lived `mus …` (`serve`) in process: its own signals (an emitter: the test process
 * never receives one), standard input as in {@link musInProcess}, standard output watched line by line.
 */
export function musRunning(args: string[], input: string | Uint8Array[] = ''): MusRunningProcess {
  let out = '';
  let err = '';
  const waiting: { ok: (out: string) => boolean; resolve: (out: string) => void }[] = [];
  const check = () => {
    for (const w of [...waiting]) {
      if (!w.ok(out)) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(out);
    }
  };
  const signals = new EventEmitter();
  const done = main(args, {
    stdin: Readable.from(typeof input === 'string' ? (input ? [input] : []) : input),
    stdout: { write: (s) => { out += s; check(); return true; }, once: () => undefined },
    stderr: { write: (s) => { err += s; return true; } },
    signals,
  }).then((code) => ({ code, out, err }));
  return {
    out: () => out,
    until: (ok) => new Promise((resolve, reject) => {
      waiting.push({ ok, resolve });
      check();
      // a command that ended without writing what is waited for: say what it wrote instead
      void done.then((r) => { if (waiting.some((w) => w.ok === ok)) reject(new Error(`mus ${args.join(' ')} ended (${r.code}): ${r.err || r.out}`)); });
    }),
    stop: async (signal = 'SIGTERM') => {
      // the command hears its signals once started: a stop asked while it still starts waits for that
      if (signals.listenerCount(signal) === 0) {
        await Promise.race([done, new Promise<void>((heard) => {
          const listening = (name: string | symbol) => {
            if (name !== signal) return;
            signals.off('newListener', listening);
            setImmediate(heard); // once added (`newListener` comes just before)
          };
          signals.on('newListener', listening);
        })]);
      }
      signals.emit(signal);
      return done;
    },
    done,
  };
}
