/** HTTP helpers of the hub tests (loopback only). */
import { request, type IncomingMessage } from 'node:http';
import type { BoardEvent } from '../../../shared/hub/board.js';
import { HANG_MS } from '../../helpers/patience.js';

export interface Got {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  json: any;
}

/** One request to 127.0.0.1:port (the path sent as written), from `localAddress` (a 127.x.y.z) when given. */
export function http(port: number, path: string, opts: { method?: string; host?: string; body?: unknown; raw?: string | Buffer; type?: string; headers?: Record<string, string>; localAddress?: string } = {}): Promise<Got> {
  return new Promise((ok, fail) => {
    const data = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    const headers: Record<string, string> = { host: opts.host ?? `127.0.0.1:${port}`, ...opts.headers };
    if (data !== undefined) {
      headers['content-type'] = opts.type ?? 'application/json';
      headers['content-length'] = String(Buffer.byteLength(data));
    }
    const req = request({ host: '127.0.0.1', port, path, method: opts.method ?? (data === undefined ? 'GET' : 'POST'), headers, agent: false, localAddress: opts.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = JSON.parse(body);
        } catch {
          json = null;
        }
        ok({ status: res.statusCode ?? 0, headers: res.headers, body, json });
      });
    });
    req.on('error', fail);
    req.end(data);
  });
}

/** A board following `/api/events` (or `path`, e.g. with the board key), from `localAddress` when given: every message parsed, with the time it arrived. */
export function followBoard(port: number, o: { path?: string; localAddress?: string } = {}) {
  const events: { at: number; e: BoardEvent }[] = [];
  let comments = 0;
  let buf = '';
  let ended = false;
  let res: IncomingMessage | null = null;
  const listeners = new Set<(e: BoardEvent, at: number) => void>();
  const req = request({ host: '127.0.0.1', port, path: o.path ?? '/api/events', headers: { accept: 'text/event-stream' }, agent: false, localAddress: o.localAddress });
  const opened = new Promise<IncomingMessage>((ok, fail) => {
    req.on('response', (r) => {
      res = r;
      r.setEncoding('utf8');
      r.on('data', (c: string) => {
        const at = performance.now();
        buf += c;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) {
              const e = JSON.parse(line.slice(6)) as BoardEvent;
              events.push({ at, e });
              for (const l of listeners) l(e, at);
            } else if (line.startsWith(':')) comments++;
          }
        }
      });
      r.on('end', () => { ended = true; });
      r.on('close', () => { ended = true; });
      ok(r);
    });
    req.on('error', (e) => { ended = true; fail(e); });
  });
  req.end();
  return {
    opened,
    events,
    get comments() { return comments; },
    get ended() { return ended; },
    get response() { return res; },
    on(fn: (e: BoardEvent, at: number) => void) { listeners.add(fn); return () => listeners.delete(fn); },
    close() { req.destroy(); },
  };
}

/** Waits until `cond()` holds (polling), or fails after `ms` naming `what` (a hang guard: {@link HANG_MS}). */
export async function until(cond: () => boolean, what: string, ms = HANG_MS): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
