/**
 * A refusal said to a phone (issue 26): an {@link EngineError} (`phones/…` codes of
 * `shared/errors/phones.ts`, or the table's own: `session/…`, `journal/…`, the engine's) with the
 * HTTP status it is answered with and the names its sentence needs (`params`: "Ane a déjà dit
 * paso"). Its `message` is English for logs and tests; the seat page says the code's sentence in
 * its language. Never holds a token.
 */
import type { ErrorCode } from '../errors/index.js';
import type { EngineError, Result } from '../types.js';
import type { SeatView } from './seat-view.js';

/** A refusal to a phone: the code, the English message, the HTTP status (400, 401, 403, 409, 413, 429, 500), the sentence's names. */
export interface PhoneError extends EngineError {
  status: number;
  params?: Record<string, string | number>;
}

/** The answer to a tap: the seat's new view, or why nothing was done. */
export type PhoneAnswer = Result<SeatView, PhoneError>;

/**
 * A {@link PhoneError}. A `phones/bad-request` names the field of the tap at fault first in its
 * message (`act: …`, `tap: …`, `body: …`): that field is its `params.field`, so that the seat page
 * says which one in its language (« La table n’a pas pu lire ce coup : son champ « act » ne convient pas »).
 */
export function phoneError(status: number, code: ErrorCode, message: string, params?: Record<string, string | number>): PhoneError {
  const field = code === 'phones/bad-request' && !params ? /^(\w+):/.exec(message)?.[1] : undefined;
  const p = params ?? (field ? { field } : undefined);
  return p ? { code, message, status, params: p } : { code, message, status };
}

/** A refused {@link PhoneAnswer}. */
export function refused(status: number, code: ErrorCode, message: string, params?: Record<string, string | number>): PhoneAnswer {
  return { ok: false, error: phoneError(status, code, message, params) };
}

/**
 * A refused {@link PhoneAnswer} passing on the table's own refusal (the engine's `action/…`, the
 * session's, the journal's): its code and English message, and the seats it is about when it names
 * them (`EngineError.seats`: the seat page says « Peio ne peut pas couper : c’est à Maite… » with
 * the table's names, FFMus art. 7-9).
 */
export function refusedBy(status: number, e: Pick<EngineError, 'code' | 'message' | 'seats' | 'params'>): PhoneAnswer {
  // the facts the refusal names (`params`: the phase, the bet standing…), said by the page in its language
  const error = phoneError(status, e.code, e.message, e.params ? { ...e.params } : undefined);
  return { ok: false, error: e.seats ? { ...error, seats: { ...e.seats } } : error };
}

/** What a phone is sent of a refusal (`{code, message, params?, seats?}`: the status is the HTTP one). */
export function wireError(e: PhoneError): { code: ErrorCode; message: string; params?: Record<string, string | number>; seats?: EngineError['seats'] } {
  return { code: e.code, message: e.message, ...(e.params ? { params: e.params } : {}), ...(e.seats ? { seats: e.seats } : {}) };
}
