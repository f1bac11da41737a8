/**
 * A pair of linked pseudo-terminals made by `socat`, standing in for a USB serial cable: what is
 * written on one end is read on the other. Stopping and restarting the pair with the same link
 * paths is how the tests and the bench unplug and replug a box.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running (or stopped) pty pair. */
export interface PtyPair {
  /** Link path of the app's end. */
  a: string;
  /** Link path of the box's end. */
  b: string;
  readonly running: boolean;
  /** Kills socat (both ends vanish, like an unplugged cable) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts socat again with the same link paths. */
  restart(): Promise<void>;
}

/** Two fresh link paths in a new directory under the system temp dir. */
export function tempPtyPaths(prefix = 'mus-pty-'): { a: string; b: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { a: join(dir, 'app'), b: join(dir, 'box'), dir };
}

function launch(a: string, b: string, socat: string): Promise<ChildProcess> {
  rmSync(a, { force: true });
  rmSync(b, { force: true });
  return new Promise((resolve, reject) => {
    const p = spawn(socat, ['-d', '-d', `pty,raw,echo=0,link=${a}`, `pty,raw,echo=0,link=${b}`], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    const onData = (d: Buffer) => {
      err += d.toString();
      if (err.includes('starting data transfer loop')) {
        p.stderr!.off('data', onData);
        p.stderr!.resume();
        resolve(p);
      }
    };
    p.stderr!.on('data', onData);
    p.once('error', (e) => reject(new Error(`cannot run ${socat}: ${e.message} (install it: apt-get install socat)`)));
    p.once('exit', (code) => reject(new Error(`socat exited (${code}) before the ptys were ready: ${err.trim()}`)));
  });
}

/**
 * Starts `socat -d -d pty,raw,echo=0,link=A pty,raw,echo=0,link=B` and resolves once both links exist.
 * @throws when socat is missing or fails.
 */
export async function startPtyPair(a: string, b: string, opts: { socat?: string } = {}): Promise<PtyPair> {
  const socat = opts.socat ?? 'socat';
  let proc: ChildProcess | null = await launch(a, b, socat);
  const pair: PtyPair = {
    a, b,
    get running() { return proc !== null; },
    async stop() {
      const p = proc;
      proc = null;
      if (!p || p.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        p.once('exit', () => resolve());
        p.kill('SIGTERM');
      });
    },
    async restart() {
      await pair.stop();
      proc = await launch(a, b, socat);
    },
  };
  return pair;
}
