/**
 * The rules every route of a table played from phones follows (the seats' routes, `phone-routes.ts`,
 * and the host page's, `host-routes.ts`): refusals thrown as {@link Refusal} and answered as
 * `{"error": {code, message, params?}}` with their HTTP status; a POST must be `application/json`
 * from the server's own origin, or without `Origin` ({@link jsonOnly}, 403); rate limits per device
 * (`@fastify/rate-limit`, 429); bodies over the server's limit (413), not JSON (400); answers never
 * cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { phoneError, wireError } from '../../shared/phones/index.js';
import { addressKey } from '../net/address-key.js';
import { sameOrigin } from '../net/host-guard.js';
import type { PhoneError } from './phone-table.js';

/** A refusal thrown out of a route to its error handler. */
export class Refusal extends Error {
  readonly e: PhoneError;
  constructor(status: number, code: PhoneError['code'], message: string) {
    super(message);
    this.e = phoneError(status, code, message);
  }
}

/** The `onRequest` hook of a POST: JSON from this server's own page (or no `Origin`), else 403 `phones/bad-origin`. */
export async function jsonOnly(req: FastifyRequest): Promise<void> {
  const type = String(req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  const origin = req.headers.origin;
  if (type !== 'application/json' || (origin !== undefined && !sameOrigin(origin, req.headers.host))) {
    req.raw.resume();
    throw new Refusal(403, 'phones/bad-origin', 'a tap must be application/json from this table\'s own page');
  }
}

/** Answers `body` as JSON with `status`, never cached. */
export function json(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Sets up an encapsulated scope for the phones' routes: the rate limiter (per device: an IPv4
 * address, an IPv6 /64; each route says its own `config.rateLimit`) and the error handler that
 * answers every refusal as data.
 */
export async function guardScope(scope: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    keyGenerator: (req) => addressKey(req.raw.socket.remoteAddress),
    errorResponseBuilder: () => new Refusal(429, 'phones/too-many', 'too many requests from this device: wait a minute'),
  });
  scope.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    if (err instanceof Refusal) return json(reply, err.e.status, { error: wireError(err.e) });
    if (err.statusCode === 413) return json(reply.header('Connection', 'close'), 413, { error: { code: 'phones/too-large', message: 'the body is too large' } });
    if (err.statusCode === 429) return json(reply, 429, { error: { code: 'phones/too-many', message: 'too many requests from this device: wait a minute' } });
    if (err.statusCode === 400 || err.statusCode === 415) return json(reply, 400, { error: { code: 'phones/bad-request', message: 'body: not JSON' } });
    return json(reply, 500, { error: { code: 'phones/failed', message: 'the table could not answer' } });
  });
}
