/**
 * Ports for tests on a shared machine, without the race of "find a free port, then listen on it":
 * between the two another process may take the port, and the start fails with EADDRINUSE.
 *
 * - A server the test starts itself listens on port 0 and reads its port back from the server
 *   (`server.address()`, or the `port` our servers answer); nothing here is needed for that.
 * - A server that must be told its port before it starts (the desktop app's hub, through its form)
 *   starts through {@link onFreshPort}: a port free a moment ago, another one while the start says
 *   the port is taken; it answers only a port the server holds.
 * - A server stopped and started again that its clients must find at the same address (a TV's page,
 *   a phone, a table's app reconnecting) is reached through a {@link portFront}: a port the test
 *   holds for the whole file, relayed to wherever the server listens now. The server itself starts
 *   on port 0 each time, so no port is ever released and bound again.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

/** The codes a start answers (or throws) when its port is taken: Node's, the LAN server's, the room display's, the hub's. */
const IN_USE = new Set(['EADDRINUSE', 'net/port-in-use', 'share/port-in-use', 'hub/port-in-use']);

/**
 * True when `x` says "this port is taken": an error whose `code` is a port-in-use code, or a failed
 * `Result` (`{ ok: false, error: { code } }`) with one.
 */
export function isPortInUse(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  const code = (x as { code?: unknown }).code;
  if (typeof code === 'string') return IN_USE.has(code);
  const r = x as { ok?: unknown; error?: unknown };
  return r.ok === false && isPortInUse(r.error);
}

/**
 * A port no one listened on at `host` a moment ago (the kernel's pick for port 0, released at once).
 * Only a candidate: anyone may take it before it is bound ({@link onFreshPort} starts again then).
 */
export function candidatePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, host, () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? ok(a.port) : fail(new Error(`no port bound on ${host}`))));
    });
  });
}

/** How {@link onFreshPort} chooses and how many times it tries. */
export interface FreshPortOptions {
  /** A port to try before any fresh one (the one a server had before it stopped). */
  first?: number;
  /** How many ports to try in all (default 20). */
  tries?: number;
  /** Where the candidates are free (default `127.0.0.1`). */
  host?: string;
  /** Picks a candidate (default {@link candidatePort}); a test of the race takes it from under the start. */
  pick?: (host: string) => Promise<number>;
}

/**
 * Starts a server that must be told its port: `start(port)` on a port free a moment ago and, while
 * it answers or throws "port taken" ({@link isPortInUse}), again on another one.
 * @returns start's answer and the port it holds (never a port the start did not bind).
 * @throws start's own error when it is not "port taken"; an error naming the ports tried when all
 *   `tries` were taken.
 */
export async function onFreshPort<T>(start: (port: number) => Promise<T>, o: FreshPortOptions = {}): Promise<{ port: number; value: T }> {
  const host = o.host ?? '127.0.0.1';
  const pick = o.pick ?? candidatePort;
  const tried: number[] = [];
  for (let i = 0; i < (o.tries ?? 20); i++) {
    const port = i === 0 && o.first !== undefined ? o.first : await pick(host);
    tried.push(port);
    let value: T;
    try {
      value = await start(port);
    } catch (e) {
      if (isPortInUse(e)) continue;
      throw e;
    }
    if (!isPortInUse(value)) return { port, value };
  }
  throw new Error(`every port tried was taken: ${tried.join(', ')}`);
}

/** A port held for a whole test, relayed to a server that may stop and start again elsewhere. */
export interface PortFront {
  /** The port held (on 127.0.0.1). */
  readonly port: number;
  /** `http://127.0.0.1:<port><path>`. */
  url(path?: string): string;
  /** The same URL as `url` (a server's own URL) on the front's port: what a browser opens. */
  via(url: string): string;
  /** Where connections go from now on: the server's port, or `null` while it is stopped (a connection is then closed at once, as a refused one). */
  to(port: number | null): void;
  /** Closes the front and every connection through it. */
  close(): Promise<void>;
}

/**
 * A TCP relay on a port of 127.0.0.1 it holds until {@link PortFront.close}: each connection goes to
 * the server's port of the moment ({@link PortFront.to}), both ways, and ends when either side ends.
 * A browser's page keeps its origin (the front) while the server behind it stops and starts again
 * on port 0; `Host` and `Origin` name the front on both sides, so the servers' same-origin checks hold.
 */
export async function portFront(): Promise<PortFront> {
  let target: number | null = null;
  const open = new Set<Socket>();
  const keep = (s: Socket) => {
    open.add(s);
    s.once('close', () => open.delete(s));
    s.on('error', () => s.destroy());
  };
  const server: Server = createServer((client) => {
    keep(client);
    if (target === null) {
      client.destroy();
      return;
    }
    const upstream = connect({ host: '127.0.0.1', port: target });
    keep(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const a = server.address();
  if (typeof a !== 'object' || !a) throw new Error('the port front has no port');
  const port = a.port;
  return {
    port,
    url: (path = '') => `http://127.0.0.1:${port}${path}`,
    via: (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.href;
    },
    to: (p) => {
      target = p;
    },
    close: () => new Promise<void>((ok) => {
      for (const s of open) s.destroy();
      server.close(() => ok());
    }),
  };
}
