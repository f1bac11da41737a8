/**
 * The read-only display server for TVs on the local network (`display-server.ts`), for real on
 * 127.0.0.1 (port 0) over a temporary renderer folder: it serves the display page (with the feed
 * marker) and its assets with the security headers, and nothing else (404 for other files and for
 * `..` in every spelling, 405 for anything but GET/HEAD, 421 for a foreign host name); `/events`
 * sends the language and the state on connect and after each change, caps its clients, drops one
 * that does not read, and ends every stream on stop.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { request, type IncomingMessage } from 'node:http';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DisplayServer, displayUrl, injectFeedMeta, isLocalHostHeader, rendererDirOf } from '../../../src-main/net/display-server.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import type { DisplayFeedMessage } from '../../../shared/bridge/share/share-contract.js';
import { CSP } from '../../../src-main/electron/security.js';
import { isLoopbackHost } from '../../../src-main/net/host-guard.js';
import { checkShareStart, shareState } from '../../../src-main/electron/share/share-ipc.js';
import { shareUrls } from '../../../src-main/net/display-urls.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { HANG_MS } from '../../helpers/patience.js';

afterAll(removeTempDirs);

const PAGE = '<!doctype html>\n<html lang="fr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Mus — display</title>\n  </head>\n  <body><div id="app"></div><script type="module" src="./assets/display-abc.js"></script></body>\n</html>\n';

/** A renderer folder: display.html, index.html, assets/display-abc.js, a sub-folder, a symlink out, and a secret beside it. */
function rendererFolder(): string {
  const top = tempDir('mus-share-');
  const root = join(top, 'renderer');
  mkdirSync(join(root, 'assets/sub'), { recursive: true });
  writeFileSync(join(root, 'display.html'), PAGE);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>control</title>');
  writeFileSync(join(root, 'assets/display-abc.js'), 'console.log("display")\n');
  writeFileSync(join(root, 'assets/display-abc.css'), 'body{color:#000}\n');
  writeFileSync(join(top, 'secret.txt'), 'SECRET');
  symlinkSync(join(top, 'secret.txt'), join(root, 'assets/link.js'));
  return root;
}

const snap = (seq: number, extra: Partial<Snapshot> = {}): Snapshot =>
  ({ seq, matchId: 'm1', view: { deals: [{ i: 1 }, { i: 2 }, { i: 3 }] }, pad: {}, canUndo: false, canRedo: false, error: null, source: 'test', ...extra }) as unknown as Snapshot;

interface Got {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** One raw request (the path is sent as written: no normalisation). */
function get(port: number, path: string, opts: { method?: string; host?: string; body?: string } = {}): Promise<Got> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: { host: opts.host ?? `127.0.0.1:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end(opts.body);
  });
}

/** A display following `/events`: every message parsed, the comments counted, the end seen. */
function follow(port: number) {
  const messages: DisplayFeedMessage[] = [];
  let comments = 0;
  let buf = '';
  let ended = false;
  let status = 0;
  let response: IncomingMessage | null = null;
  const opened = new Promise<IncomingMessage>((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path: '/events', headers: { accept: 'text/event-stream' } }, (res) => {
      status = res.statusCode ?? 0;
      response = res;
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buf += c;
        let at: number;
        while ((at = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, at);
          buf = buf.slice(at + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)) as DisplayFeedMessage);
            else if (line.startsWith(':')) comments++;
          }
        }
      });
      res.on('close', () => (ended = true));
      res.on('end', () => (ended = true));
      ok(res);
    });
    req.on('error', fail);
    req.end();
  });
  return {
    opened,
    messages,
    get comments() { return comments; },
    get ended() { return ended; },
    get status() { return status; },
    get response() { return response; },
  };
}

/** {@link follow} from a given local address (127.0.0.0/8 is all loopback on Linux: each address is another device). */
function followFrom(port: number, localAddress: string, path = '/events') {
  const messages: DisplayFeedMessage[] = [];
  let buf = '';
  let status = 0;
  let ended = false;
  let response: IncomingMessage | null = null;
  const req = request({ host: '127.0.0.1', port, path, localAddress, agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
    status = res.statusCode ?? 0;
    response = res;
    res.setEncoding('utf8');
    res.on('data', (c: string) => {
      buf += c;
      let at: number;
      while ((at = buf.indexOf('\n\n')) >= 0) {
        for (const line of buf.slice(0, at).split('\n')) if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)) as DisplayFeedMessage);
        buf = buf.slice(at + 2);
      }
    });
    res.on('close', () => { ended = true; });
  });
  req.on('error', () => { ended = true; });
  req.end();
  return { messages, get status() { return status; }, get ended() { return ended; }, get response() { return response; } };
}

/** Waits until `ok()` holds (polling), or fails after `ms` naming `what` (a hang guard: {@link HANG_MS}). */
async function until(ok: () => boolean, what: string, ms = HANG_MS): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const servers: DisplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
});

async function started(opts: Partial<ConstructorParameters<typeof DisplayServer>[0]> = {}) {
  const server = new DisplayServer({ root: rendererFolder(), ...opts });
  servers.push(server);
  const r = await server.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return { server, port: r.value.port, info: r.value };
}

describe('the display server: files', () => {
  it('serves the display page with the feed marker and the headers, and its assets with their types', async () => {
    const { port, info } = await started();
    expect(info.url).toBe(`http://127.0.0.1:${port}/display.html`);
    const page = await get(port, '/display.html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<meta name="mus-feed" content="sse" />');
    expect(page.body).toContain('<script type="module" src="./assets/display-abc.js">');
    expect(page.headers['content-security-policy']).toBe(`${CSP}; frame-ancestors 'none'`);
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // COOP only on the loopback (a trustworthy origin): on the club's network Chromium ignores it and logs an error
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const lan = await get(port, '/display.html', { host: `192.168.1.20:${port}` });
    expect([lan.status, lan.headers['cross-origin-opener-policy'], lan.headers['x-frame-options']]).toEqual([200, undefined, 'DENY']);
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
    const js = await get(port, '/assets/display-abc.js?v=1');
    expect([js.status, js.headers['content-type'], js.body]).toEqual([200, 'text/javascript; charset=utf-8', 'console.log("display")\n']);
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    const css = await get(port, '/assets/display-abc.css');
    expect([css.status, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    const head = await get(port, '/display.html', { method: 'HEAD' });
    expect([head.status, head.body]).toEqual([200, '']);
    const root = await get(port, '/');
    expect([root.status, root.headers.location]).toEqual([302, '/display.html']);
  });

  it('answers 404 for every other file and for traversal in any spelling; 400 for a broken escape', async () => {
    const { port } = await started();
    const paths = [
      '/index.html', '/secret.txt', '/assets/', '/assets', '/assets/sub', '/assets/missing.js', '/favicon.ico',
      '/assets/link.js', // a symlink out of the folder
      '/../secret.txt', '/assets/../secret.txt', '/assets/../../secret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/%2e%2e/secret.txt', '/assets/..', '/assets/%2e%2e', '/assets/..%5c..%5csecret.txt', '/assets/sub%2f..%2fdisplay-abc.js',
      '/display.html%00', '/display.html/', '/DISPLAY.HTML', '/assets/.hidden', '//display.html', '/events/x',
    ];
    for (const p of paths) {
      const r = await get(port, p);
      expect([p, r.status]).toEqual([p, 404]);
      expect(r.body).not.toContain('SECRET');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await get(port, '/assets/%E0%A4%A')).status).toBe(400);
  });

  it('accepts no input: anything but GET and HEAD is 405, with Allow', async () => {
    const { server, port } = await started();
    server.publish(snap(1));
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const p of ['/events', '/display.html', '/']) {
        const r = await get(port, p, { method, body: method === 'OPTIONS' ? undefined : '{"cmd":"fold"}' });
        expect([method, p, r.status, r.headers.allow]).toEqual([method, p, 405, 'GET, HEAD']);
      }
    }
  });

  it('refuses a foreign host name (DNS rebinding) and takes addresses and local names', async () => {
    const { port } = await started();
    expect((await get(port, '/display.html', { host: 'evil.example.com' })).status).toBe(421);
    expect((await get(port, '/display.html', { host: `mus-pc.local:${port}` })).status).toBe(200);
    expect(isLocalHostHeader('192.168.1.20:8740')).toBe(true);
    expect(isLocalHostHeader('[::1]:8740')).toBe(true);
    expect(isLocalHostHeader('localhost')).toBe(true);
    expect(isLocalHostHeader('mus-pc')).toBe(true);
    expect(isLocalHostHeader('tv.home.arpa')).toBe(true);
    expect(isLocalHostHeader('attacker.com:8740')).toBe(false);
    expect(isLocalHostHeader('127.0.0.1.attacker.com')).toBe(false);
    expect(isLocalHostHeader(undefined)).toBe(false);
    expect(isLocalHostHeader('a b')).toBe(false);
    for (const h of ['localhost', 'localhost:8740', 'LOCALHOST.', 'tv.localhost:80', '127.0.0.1:8740', '127.4.5.6', '[::1]:8740', '[::1]']) expect([h, isLoopbackHost(h)]).toEqual([h, true]);
    for (const h of [undefined, '', '192.168.1.20:8740', 'mus-pc.local', 'mus-pc', '[fe80::1]:8740', '127.0.0.1.attacker.com', 'localhost.attacker.com', '128.0.0.1']) expect([h, isLoopbackHost(h)]).toEqual([h, false]);
  });

  it('refuses to start without a built page, or on a port in use, as data', async () => {
    const empty = new DisplayServer({ root: tempDir('mus-share-empty-') });
    servers.push(empty);
    expect(await empty.start({ host: '127.0.0.1', port: 0 })).toMatchObject({ ok: false, error: { code: 'share/no-display-page' } });
    const { port } = await started();
    const second = new DisplayServer({ root: rendererFolder() });
    servers.push(second);
    expect(await second.start({ host: '127.0.0.1', port })).toMatchObject({ ok: false, error: { code: 'share/port-in-use' } });
    expect(second.running).toBe(false);
  });
});

describe('the display server: /events', () => {
  it('sends the language and the display snapshot on connect and after every change', async () => {
    const { server, port } = await started();
    server.publish(snap(7));
    server.publishSettings({ lang: 'eu' });
    const a = follow(port);
    const res = await a.opened;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    await until(() => a.messages.length >= 2, 'the first messages');
    expect(a.messages[0]).toEqual({ type: 'settings', lang: 'eu' });
    // the display snapshot: the last deal only
    expect(a.messages[1]).toMatchObject({ type: 'state', snapshot: { seq: 7, matchId: 'm1', view: { deals: [{ i: 3 }] } } });
    server.publish(snap(8));
    server.publishSettings({ lang: 'es' });
    server.publishSettings({ lang: 'es' }); // no change, no message
    server.publish(null);
    await until(() => a.messages.length >= 5, 'the changes');
    expect(a.messages.slice(2)).toEqual([
      expect.objectContaining({ type: 'state', snapshot: expect.objectContaining({ seq: 8 }) }),
      { type: 'settings', lang: 'es' },
      { type: 'state', snapshot: null },
    ]);
    expect(server.clientCount()).toBe(1);
    // a display that comes later gets the current state at once
    const b = follow(port);
    await until(() => b.messages.length >= 2, 'the late display');
    expect(b.messages).toEqual([{ type: 'settings', lang: 'es' }, { type: 'state', snapshot: null }]);
  });

  it('sends heartbeats', async () => {
    const { port } = await started({ heartbeatMs: 40 });
    const a = follow(port);
    await until(() => a.comments >= 2, 'two heartbeats');
  });

  it('caps the clients: a new display takes the place of the oldest one, so it always gets in', async () => {
    const { server, port } = await started({ maxClients: 2 });
    const a = follow(port);
    const b = follow(port);
    await Promise.all([a.opened, b.opened]);
    await until(() => server.clientCount() === 2, 'two clients');
    const c = follow(port);
    await until(() => c.messages.length >= 2, 'the newest display served');
    expect(c.status).toBe(200);
    await until(() => a.ended, 'the oldest display let go');
    expect(server.clientCount()).toBe(2);
    expect(b.ended).toBe(false);
    // pages are still served
    expect((await get(port, '/display.html')).status).toBe(200);
  });

  it('drops a display that does not read instead of buffering for it', async () => {
    const { server, port } = await started({ maxBufferedBytes: 64 * 1024 });
    const slow = follow(port);
    const fast = follow(port);
    await until(() => slow.messages.length >= 2 && fast.messages.length >= 2, 'both connected');
    slow.response!.pause();
    // the reading display takes in each snapshot before the next is published (in lockstep, so that a
    // loaded machine never makes it fall behind too); the paused one piles them up until it is dropped
    const big = 'x'.repeat(256 * 1024);
    let read = fast.messages.length;
    for (let i = 0; i < 400 && server.clientCount() === 2; i++) {
      server.publish(snap(100 + i, { source: big }));
      read++;
      await until(() => fast.messages.length >= read || server.clientCount() < 2, 'the reading display to take in a snapshot');
    }
    expect(server.clientCount()).toBe(1);
    expect(fast.ended).toBe(false);
    slow.response!.resume();
    // it first reads what its socket had taken in (megabytes of JSON: seconds on a loaded machine)
    await until(() => slow.ended, 'the slow display cut off');
    server.publish(snap(500));
    await until(() => fast.messages.some((m) => m.type === 'state' && m.snapshot?.seq === 500), 'the reading display still served');
  });

  it('32 idle event streams from one address never lock out a TV; a TV that reconnects always gets in (hardening)', async () => {
    const { server, port } = await started();
    const { connect } = await import('node:net');
    // each idle stream never reads; it is settled once the server answered it (data waiting,
    // seen without reading it) or closed it
    const settled: Promise<void>[] = [];
    const idle = Array.from({ length: 40 }, () => {
      const s = connect({ host: '127.0.0.1', port });
      s.on('error', () => {});
      settled.push(new Promise<void>((ok) => {
        s.once('readable', () => ok());
        s.once('close', () => ok());
      }));
      s.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      return s;
    });
    await Promise.all(settled);
    expect(server.clientCount()).toBeLessThanOrEqual(4); // capped per address
    // a TV on another address, reconnecting 10 times without closing its old streams (half-open after a Wi-Fi drop)
    const tvs: ReturnType<typeof followFrom>[] = [];
    for (let i = 0; i < 10; i++) {
      const tv = followFrom(port, '127.0.0.2');
      tvs.push(tv);
      await until(() => tv.messages.length >= 2, `TV connection ${i} served`);
      expect(tv.status).toBe(200);
    }
    expect(server.clientCount()).toBeLessThanOrEqual(8);
    // 32 idle streams from 32 addresses fill the server: a new TV still gets in
    const many = Array.from({ length: 32 }, (_, i) => {
      const s = connect({ host: '127.0.0.1', port, localAddress: `127.0.1.${i + 1}` });
      s.on('error', () => {});
      s.write(`GET /events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      s.pause();
      return s;
    });
    await until(() => server.clientCount() === 32, 'the server full');
    const last = followFrom(port, '127.0.0.3');
    await until(() => last.messages.length >= 2, 'a TV served on a full server');
    expect(server.clientCount()).toBe(32);
    for (const s of [...idle, ...many]) s.destroy();
    for (const tv of [...tvs, last]) tv.response?.destroy();
  });

  it('anonymous streams from 40 addresses never evict the TV the director opened with the key; an anonymous TV is (issue 25)', async () => {
    const { server, port } = await started({ maxClients: 8, maxPerAddress: 2 });
    const key = server.displayKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const tv = followFrom(port, '127.0.5.1', `/events?key=${key}`);
    const anonymous = followFrom(port, '127.0.5.2');
    await until(() => tv.messages.length >= 2 && anonymous.messages.length >= 2, 'both TVs served');
    const flood: ReturnType<typeof followFrom>[] = [];
    for (let i = 0; i < 40; i++) {
      const f = followFrom(port, `127.0.6.${i + 1}`);
      flood.push(f);
      await until(() => f.messages.length >= 2 || f.ended, `flood stream ${i} answered`);
    }
    await until(() => anonymous.ended, 'the anonymous TV evicted');
    expect(tv.ended).toBe(false);
    expect(server.clientCount()).toBe(9); // 8 anonymous + the keyed TV
    server.publish(snap(42));
    await until(() => tv.messages.some((m) => m.type === 'state' && m.snapshot?.seq === 42), 'the keyed TV still follows');
    for (const f of [...flood, tv, anonymous]) f.response?.destroy();
    // the share panel shows the keyed address for the TV
    expect(shareState({ server, interfaces: () => ({}) })?.keyedUrl).toBe(`http://127.0.0.1:${port}/display.html?key=${key}`);
  });

  it('drops a display that stops reading for two heartbeats, however big the buffer limit (hardening)', async () => {
    const { server, port } = await started({ heartbeatMs: 60, maxBufferedBytes: 1024 * 1024 * 1024 });
    const slow = follow(port);
    const fast = follow(port);
    await until(() => slow.messages.length >= 2 && fast.messages.length >= 2, 'both connected');
    slow.response!.pause();
    const big = 'x'.repeat(1024 * 1024);
    for (let i = 0; i < 60 && server.clientCount() === 2; i++) {
      server.publish(snap(100 + i, { source: big }));
      await new Promise((r) => setTimeout(r, 30));
    }
    await until(() => server.clientCount() === 1, 'the stalled display dropped');
    expect(fast.ended).toBe(false);
  });

  it('closes a connection that sends no request within the headers timeout (checked often enough to keep to it)', async () => {
    const { port } = await started({ headersTimeoutMs: 300 });
    const { connect } = await import('node:net');
    const s = connect({ host: '127.0.0.1', port });
    s.on('error', () => {});
    let closed = false;
    s.on('close', () => { closed = true; });
    s.resume(); // read what comes (the 408), to see the end
    s.write('GET /display.html HTTP/1.1\r\n'); // headers never finished: a half-open request
    // Node checks these timeouts every 30 s unless told otherwise: 20 s is below that, and leaves a
    // loaded machine (load 20 on two cores) time to run a 300 ms timeout checked every 75 ms
    await until(() => closed, 'the idle connection closed', 20_000);
  });

  it('ends every stream on stop and frees the port', async () => {
    const { server, port } = await started();
    const a = follow(port);
    const b = follow(port);
    await until(() => a.messages.length >= 2 && b.messages.length >= 2, 'both connected');
    await server.stop();
    await until(() => a.ended && b.ended, 'the streams ended');
    expect(server.running).toBe(false);
    expect(server.info()).toBeNull();
    await expect(get(port, '/display.html')).rejects.toThrow();
    await server.stop(); // idempotent
    // and it starts again on the same port
    const again = await server.start({ host: '127.0.0.1', port });
    expect(again).toMatchObject({ ok: true, value: { port } });
  });
});

describe('the display server: helpers', () => {
  it('builds URLs, injects the marker, finds the renderer folder', () => {
    expect(displayUrl('0.0.0.0', 8740)).toBe('http://127.0.0.1:8740/display.html');
    expect(displayUrl('::1', 8740)).toBe('http://[::1]:8740/display.html');
    expect(injectFeedMeta('<html><head lang="x"><title>t</title></head></html>')).toBe('<html><head lang="x">\n    <meta name="mus-feed" content="sse" /><title>t</title></head></html>');
    expect(injectFeedMeta('<p>x</p>')).toBe('<meta name="mus-feed" content="sse" />\n<p>x</p>');
    expect(rendererDirOf('file:///app/out/renderer/')).toBe('/app/out/renderer/');
    expect(rendererDirOf('http://localhost:5173/')).toBeNull();
  });

  it('lists the LAN IPv4 addresses then the loopback; checks start requests', () => {
    const nets = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      wlan0: [{ address: '192.168.1.20', family: 'IPv4', internal: false }, { address: 'fe80::1', family: 'IPv6', internal: false }],
      eth0: [{ address: '10.0.0.5', family: 'IPv4', internal: false }, { address: '169.254.3.4', family: 'IPv4', internal: false }],
    } as unknown as Parameters<typeof shareUrls>[2];
    expect(shareUrls('0.0.0.0', 8740, nets)).toEqual([
      'http://192.168.1.20:8740/display.html', 'http://10.0.0.5:8740/display.html', 'http://127.0.0.1:8740/display.html',
    ]);
    expect(shareUrls('127.0.0.1', 9000, nets)).toEqual(['http://127.0.0.1:9000/display.html']);
    expect(checkShareStart(undefined)).toEqual({ ok: true, value: { host: '0.0.0.0', port: 8740 } });
    expect(checkShareStart({ port: 9000 })).toEqual({ ok: true, value: { host: '0.0.0.0', port: 9000 } });
    expect(checkShareStart({ port: 0, host: '127.0.0.1', extra: 1 })).toEqual({ ok: true, value: { host: '127.0.0.1', port: 0 } });
    expect(checkShareStart({ port: 80 })).toMatchObject({ ok: false, error: { code: 'ipc/bad-payload', path: 'share.port' } });
    expect(checkShareStart({ port: '8740' })).toMatchObject({ ok: false, error: { path: 'share.port' } });
    expect(checkShareStart({ host: 'tv.example.com' })).toMatchObject({ ok: false, error: { path: 'share.host' } });
    expect(checkShareStart([1])).toMatchObject({ ok: false, error: { path: 'share' } });
  });
});
