/**
 * The refusals of the tournament hub (issue 13). Every refusal of the hub, over HTTP or from the
 * pure state machine, carries one of the codes of `shared/errors/hub.ts` ({@link HUB_ERROR_CODES}),
 * a sentence, and — when the refusal is about the order of records — `have`, the number of records
 * the hub holds for that match (records `0 … have−1`).
 */
import { HUB_ERROR_CODES, type HubErrorCode } from '../errors/hub.js';
import type { EngineError, Result } from '../types.js';

/** A refusal of the hub: an {@link EngineError} with one of the hub's codes. */
export interface HubError extends EngineError {
  code: HubErrorCode;
  /** Records the hub holds for the match concerned (on `hub/gap`, `hub/conflict`, `hub/refused-record`…). */
  have?: number;
}

/** True when `code` is one of the hub's codes. */
export function isHubErrorCode(code: unknown): code is HubErrorCode {
  return typeof code === 'string' && (HUB_ERROR_CODES as readonly string[]).includes(code);
}

/** A refusal as a result (`Result<T, HubError>`). */
export function hubFail<T>(code: HubErrorCode, message: string, have?: number, params?: Readonly<Record<string, string | number>>): Result<T, HubError> {
  const error: HubError = have === undefined ? { code, message } : { code, message, have };
  if (params !== undefined) error.params = params;
  return { ok: false, error };
}

/** The HTTP status of each refusal. */
export const HUB_HTTP_STATUS: Readonly<Record<HubErrorCode, number>> = Object.freeze({
  'hub/bad-request': 400,
  'hub/too-large': 413,
  'hub/bad-origin': 403,
  'hub/unknown-code': 404,
  'hub/too-many-attempts': 429,
  'hub/unknown-table': 404,
  'hub/bad-token': 403,
  'hub/gap': 409,
  'hub/conflict': 409,
  'hub/bad-record': 422,
  'hub/setup-mismatch': 422,
  'hub/refused-record': 422,
  'hub/quota': 413,
  'hub/write-failed': 503,
  'hub/not-found': 404,
});
