/**
 * `createLanServer(…).listen` answers a `Result`: the port bound, or why not as a `net/…` code with
 * `cannot listen on HOST:PORT: <Node's message>` (the room display and the hub say it again in their
 * own namespaces: `display-server.test.ts`, `tournament-ipc.test.ts`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLanServer, type LanServer } from '../../../src-main/net/lan-server.js';

const LIMITS = { maxConnections: 8, maxConnectionsPerAddress: 4, headersTimeoutMs: 2_000 };
const open: LanServer[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
const server = () => {
  const s = createLanServer(LIMITS);
  open.push(s);
  return s;
};

describe('lan server: listen', () => {
  it('gives the port bound, then net/port-in-use for a second server on it', async () => {
    const first = await server().listen({ host: '127.0.0.1', port: 0 });
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value).toBeGreaterThan(0);
    const second = await server().listen({ host: '127.0.0.1', port: first.value });
    expect(second).toEqual({ ok: false, error: { code: 'net/port-in-use', message: expect.stringMatching(new RegExp(`^cannot listen on 127\\.0\\.0\\.1:${first.value}: .*EADDRINUSE`)) } });
  });

  it('gives net/bad-host for an address that is not one of this machine', async () => {
    const r = await server().listen({ host: '192.0.2.1', port: 0 }); // TEST-NET-1: never a local address
    expect(r).toEqual({ ok: false, error: { code: 'net/bad-host', message: expect.stringMatching(/^cannot listen on 192\.0\.2\.1:0: .*EADDRNOTAVAIL/) } });
  });
});
