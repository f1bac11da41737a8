/**
 * Every POST route of the hub (Fastify inject, no socket): a body over `MAX_BODY_BYTES` is refused
 * (413 `hub/too-large`, the connection closed), malformed JSON and wrong shapes are a 400
 * `hub/bad-request` whose message names the field at fault (`body` when it is not JSON at all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { MAX_BODY_BYTES } from '../../../shared/hub/protocol.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { seededBytes, tournament } from './fixtures.js';

let hub: HubServer;
let app: FastifyInstance;
beforeAll(async () => {
  hub = new HubServer({ dir: tempDir('mus-hub-bodies-'), tournament: tournament(2), random: seededBytes(3) });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  app = hub['lan']!.app;
});
afterAll(async () => {
  await hub?.stop();
  removeTempDirs();
});

const post = (url: string, payload: string) => app.inject({ method: 'POST', url, headers: { host: '127.0.0.1', 'content-type': 'application/json' }, payload });
const ROUTES = ['/api/join', '/api/records'];

describe('hub POST routes: bodies', () => {
  it.each(ROUTES)('%s refuses a body over its limit: 413 hub/too-large, connection closed', async (url) => {
    const res = await post(url, JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('hub/too-large');
    expect(res.headers.connection).toBe('close');
  });

  it.each(ROUTES)('%s answers malformed JSON with 400 hub/bad-request naming the body', async (url) => {
    for (const bad of ['{not json', '{"code":', '', '\u0000']) {
      const res = await post(url, bad);
      expect(res.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
      expect(res.json().error.code).toBe('hub/bad-request');
      expect(res.json().error.message).toMatch(/^body: /);
    }
  });

  it('/api/join names the field at fault', async () => {
    for (const [bad, field] of [['{}', 'code'], ['{"code":5}', 'code'], ['[]', 'body'], ['null', 'body'], ['"ABC"', 'body']] as const) {
      const res = await post('/api/join', bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('hub/bad-request');
      expect(res.json().error.message, bad).toMatch(new RegExp(`^${field}\\b|\\b${field}:`));
    }
  });

  it('/api/records names the field at fault', async () => {
    const ok = { round: 1, table: 1, seq: 0, token: 'x', records: [{}] };
    for (const [bad, field] of [
      [{ ...ok, round: 'one' }, 'round'], [{ ...ok, table: 0 }, 'table'], [{ ...ok, seq: -1 }, 'seq'], [{ ...ok, records: [] }, 'records'],
      [{ ...ok, extra: 1 }, 'extra'], [{ table: 1, seq: 0 }, 'round'], [[1], 'body'], [null, 'body'],
    ] as const) {
      const res = await post('/api/records', JSON.stringify(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('hub/bad-request');
      expect(res.json().error.message, JSON.stringify(bad)).toMatch(new RegExp(`^${field}\\b|\\b${field}:`));
    }
  });
});
