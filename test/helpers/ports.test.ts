/**
 * The port helpers of the tests (test/helpers/ports.ts) against the race they remove: another
 * process takes the port between its choice and the bind. `onFreshPort` starts on another port and
 * only answers a port the server holds; the old way (choose a free port, then listen on it) fails
 * with EADDRINUSE in the same run. A `portFront` keeps its port while the server behind it stops and
 * starts again on port 0.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer as createHttp, get, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { candidatePort, isPortInUse, onFreshPort, portFront } from './ports.js';

const opened: { close(cb?: () => void): unknown }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => new Promise<void>((ok) => s.close(() => ok()))));
});

/** A TCP server listening on `port` of 127.0.0.1 (closed after the test), or the listen's error. */
function listenOn(port: number): Promise<Server> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(port, '127.0.0.1', () => {
      opened.push(s);
      ok(s);
    });
  });
}

/** An http server on port 0 answering `body` to everything. */
async function answering(body: string): Promise<{ server: HttpServer; port: number }> {
  const server = createHttp((_req, res) => res.end(body));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const a = server.address();
  return { server, port: typeof a === 'object' && a ? a.port : 0 };
}

/** A GET on its own connection: the body, or the connection's error code. */
function fetchOnce(url: string): Promise<string> {
  return new Promise((ok) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => ok(body));
    }).on('error', (e: NodeJS.ErrnoException) => ok(`error ${e.code ?? e.message}`));
  });
}

describe('onFreshPort: the port is taken between its choice and the bind', () => {
  it('the old way (a free port, then listen on it) fails; onFreshPort starts on another port, and holds the port it answers', async () => {
    let stolen = 0;
    const pick = async (host: string) => {
      const p = await candidatePort(host);
      if (!stolen) {
        stolen = p;
        await listenOn(p); // another process takes it, right after it was found free
      }
      return p;
    };
    const asked: number[] = [];
    const r = await onFreshPort((port) => {
      asked.push(port);
      return listenOn(port);
    }, { pick });
    // the old way, on the port that was found free: the bind fails
    await expect(listenOn(stolen)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(asked[0]).toBe(stolen);
    expect(asked).toHaveLength(2);
    expect(r.port).not.toBe(stolen);
    const a = r.value.address();
    expect(typeof a === 'object' && a ? a.port : 0).toBe(r.port);
    await expect(listenOn(r.port)).rejects.toMatchObject({ code: 'EADDRINUSE' }); // held, not handed out free
  });

  it('tries the port given first, reads a failed Result\'s port-in-use code as "taken", and rethrows any other error', async () => {
    const held = await listenOn(0);
    const a = held.address();
    const taken = typeof a === 'object' && a ? a.port : 0;
    const asked: number[] = [];
    const r = await onFreshPort(async (port) => {
      asked.push(port);
      return port === taken ? { ok: false as const, error: { code: 'hub/port-in-use', message: `cannot listen on 127.0.0.1:${port}` } } : { ok: true as const, value: port };
    }, { first: taken });
    expect(asked[0]).toBe(taken);
    expect(r).toEqual({ port: asked[1], value: { ok: true, value: asked[1] } });
    await expect(onFreshPort(async () => {
      throw Object.assign(new Error('denied'), { code: 'EACCES' });
    })).rejects.toThrow('denied');
    await expect(onFreshPort(async () => ({ ok: false, error: { code: 'share/port-in-use' } }), { tries: 3 })).rejects.toThrow(/^every port tried was taken: \d+, \d+, \d+$/);
  });

  it('isPortInUse: Node\'s EADDRINUSE and the servers\' port-in-use codes, nothing else', () => {
    for (const x of [{ code: 'EADDRINUSE' }, { code: 'net/port-in-use' }, { ok: false, error: { code: 'share/port-in-use' } }, { ok: false, error: { code: 'hub/port-in-use' } }]) expect([x, isPortInUse(x)]).toEqual([x, true]);
    for (const x of [null, 'EADDRINUSE', { code: 'EACCES' }, { ok: true, value: 1 }, { ok: false, error: { code: 'hub/listen-failed' } }]) expect([x, isPortInUse(x)]).toEqual([x, false]);
  });
});

describe('portFront: one port held while the server behind it stops and starts again', () => {
  it('relays to the server of the moment, closes connections while it is stopped, and never lets its port go', async () => {
    const front = await portFront();
    opened.push({ close: (cb?: () => void) => void front.close().then(cb) });
    const first = await answering('first');
    front.to(first.port);
    expect(await fetchOnce(front.url('/x'))).toBe('first');
    expect(front.via(`http://127.0.0.1:${first.port}/seat.html#t=abc`)).toBe(front.url('/seat.html#t=abc'));
    await new Promise<void>((ok) => first.server.close(() => ok()));
    front.to(null);
    expect(await fetchOnce(front.url('/x'))).toMatch(/^error /);
    await expect(listenOn(front.port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    const second = await answering('second');
    opened.push(second.server);
    front.to(second.port);
    expect(await fetchOnce(front.url('/x'))).toBe('second');
  });
});
