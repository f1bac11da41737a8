/**
 * A pair of linked pseudo-terminals standing in for a USB serial cable: what is written on one end
 * is read on the other, byte for byte. Stopping and restarting the pair with the same link paths is
 * how the tests, the bench and `npm run box-sim` unplug and replug a box.
 *
 * Made without any system tool: two pseudo-terminals from `@lydell/node-pty` (prebuilt inside the
 * npm package), each set raw (`stty raw -echo` on its own slave, so nothing is echoed or translated
 * even before a port opens it), whose master sides this process relays to each other. The slave
 * device of each (`/dev/pts/N`) is what a serial port opens; `a` and `b` are symbolic links to them,
 * moved to the new devices on a restart.
 */
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pty from '@lydell/node-pty';

/** A running (or stopped) pty pair. */
export interface PtyPair {
  /** Link path of the app's end. */
  a: string;
  /** Link path of the box's end. */
  b: string;
  readonly running: boolean;
  /** Closes both ends (like an unplugged cable: the ports see a hang-up) and waits until they are gone. */
  stop(): Promise<void>;
  /** Makes a new pair with the same link paths. */
  restart(): Promise<void>;
}

/** Two fresh link paths in a new directory under the system temp dir. */
export function tempPtyPaths(prefix = 'mus-pty-'): { a: string; b: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { a: join(dir, 'app'), b: join(dir, 'box'), dir };
}

/** One pseudo-terminal: its master side (in this process) and the path of its slave device. */
interface End {
  term: pty.IPty;
  path: string;
}

const READY = 'mus-pty-ready';

/** Opens one pseudo-terminal whose slave is raw, and resolves once `stty` has made it so. */
function openEnd(): Promise<End> {
  return new Promise((resolve, reject) => {
    let term: pty.IPty;
    try {
      term = pty.spawn('/bin/sh', ['-c', `stty raw -echo && printf ${READY} && exec sleep 2147483647`], {
        name: 'dumb', cols: 80, rows: 24, encoding: null,
      } as pty.IPtyForkOptions);
    } catch (e) {
      reject(new Error(`cannot open a pseudo-terminal: ${(e as Error).message}`));
      return;
    }
    let seen = '';
    const timer = setTimeout(() => {
      sub.dispose();
      term.kill();
      reject(new Error('the pseudo-terminal did not become raw within 5 s'));
    }, 5000);
    const sub = term.onData((d: string | Buffer) => {
      seen += d.toString();
      if (!seen.includes(READY)) return;
      clearTimeout(timer);
      sub.dispose();
      const path = (term as unknown as { ptsName?: string }).ptsName;
      if (!path) {
        term.kill();
        reject(new Error('this platform gives no pseudo-terminal device path'));
        return;
      }
      resolve({ term, path });
    });
  });
}

/** Kills a pseudo-terminal's process and waits for it to exit (its master closes with it). */
function closeEnd(e: End): Promise<void> {
  return new Promise((resolve) => {
    const done = setTimeout(resolve, 2000);
    e.term.onExit(() => {
      clearTimeout(done);
      resolve();
    });
    try {
      e.term.kill('SIGKILL');
    } catch {
      clearTimeout(done);
      resolve();
    }
  });
}

/** Opens two raw pseudo-terminals, relays their masters to each other, and links `a` and `b` to their devices. */
async function launch(a: string, b: string): Promise<[End, End]> {
  const ea = await openEnd();
  let eb: End;
  try {
    eb = await openEnd();
  } catch (e) {
    await closeEnd(ea);
    throw e;
  }
  ea.term.onData((d) => eb.term.write(d as unknown as string));
  eb.term.onData((d) => ea.term.write(d as unknown as string));
  for (const [link, end] of [[a, ea], [b, eb]] as const) {
    // made under a temporary name and renamed over the link: a port never sees a half-made one
    const tmp = `${link}.${process.pid}.tmp`;
    rmSync(tmp, { force: true });
    symlinkSync(end.path, tmp);
    renameSync(tmp, link);
  }
  return [ea, eb];
}

/**
 * Starts a pty pair linked at `a` (the app's end) and `b` (the box's end), and resolves once both
 * links exist and both ends are raw.
 * @throws when no pseudo-terminal can be opened (a platform without ptys).
 */
export async function startPtyPair(a: string, b: string): Promise<PtyPair> {
  let ends: [End, End] | null = await launch(a, b);
  const pair: PtyPair = {
    a, b,
    get running() {
      return ends !== null;
    },
    async stop() {
      const e = ends;
      ends = null;
      if (!e) return;
      // The links go first: once a device is closed the kernel may give its number to any new
      // pseudo-terminal (the other end of the next pair, or another program's), and a port that
      // reopened a stale link would land on it — both ends of the line on one device.
      for (const link of [a, b]) rmSync(link, { force: true });
      await Promise.all(e.map(closeEnd));
    },
    async restart() {
      await pair.stop();
      ends = await launch(a, b);
    },
  };
  return pair;
}
