/**
 * The error codes of the tournament hub (issue 13), a closed list of its own (`hub/…`), apart from
 * the engine's codes. Every refusal of the hub, over HTTP or from the pure state machine, carries
 * one of these, a sentence, and — when the refusal is about the order of records — `have`, the
 * number of records the hub holds for that match (records `0 … have−1`).
 */

/** Every code the hub answers with. */
export const HUB_ERROR_CODES = [
  /** The request is not what the protocol says (a field missing or of the wrong kind). */
  'hub/bad-request',
  /** The request body is larger than {@link MAX_BODY_BYTES} (HTTP 413). */
  'hub/too-large',
  /** A POST whose body is not `application/json`, or sent from a foreign web page. */
  'hub/bad-origin',
  /** No table of an open round has this join code. */
  'hub/unknown-code',
  /** Too many wrong join codes from one address: wait a minute (HTTP 429). */
  'hub/too-many-attempts',
  /** No such round and table in the tournament. */
  'hub/unknown-table',
  /** The write token is not the one of that table for that round: a table writes only its own match. */
  'hub/bad-token',
  /** The record would leave a hole: the hub appends record n only after n−1 (`have` says where it stands). */
  'hub/gap',
  /** A record the hub already holds at that seq differs from the one sent again (a table rewrote its history). */
  'hub/conflict',
  /** The record is not a journal record of the kinds the app writes. */
  'hub/bad-record',
  /** The first record (the setup) does not carry the pairing's teams, players or the tournament's rules. */
  'hub/setup-mismatch',
  /** The engine refuses the record (an entry that does not apply, an undo with nothing to undo…). */
  'hub/refused-record',
  /** The match would hold more records or bytes than a real match can (`MAX_MATCH_RECORDS`, `MAX_MATCH_BYTES`): nothing was appended. */
  'hub/quota',
  /** The hub could not make the records durable (disk full, damaged journal): nothing was acknowledged. */
  'hub/write-failed',
  /** Nothing at that address (HTTP 404). */
  'hub/not-found',
] as const;

/** One code of {@link HUB_ERROR_CODES}. */
export type HubErrorCode = (typeof HUB_ERROR_CODES)[number];

/** A refusal of the hub. */
export interface HubError {
  code: HubErrorCode;
  message: string;
  /** Records the hub holds for the match concerned (on `hub/gap`, `hub/conflict`, `hub/refused-record`…). */
  have?: number;
}

/** A value or a hub refusal. */
export type HubResult<T> = { ok: true; value: T } | { ok: false; error: HubError };

/** True when `code` is one of the hub's codes. */
export function isHubErrorCode(code: unknown): code is HubErrorCode {
  return typeof code === 'string' && (HUB_ERROR_CODES as readonly string[]).includes(code);
}

/** A refusal as a result. */
export function hubFail<T>(code: HubErrorCode, message: string, have?: number): HubResult<T> {
  return { ok: false, error: have === undefined ? { code, message } : { code, message, have } };
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
