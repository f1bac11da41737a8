/**
 * Every error code of the app, closed: one union per namespace, one file per namespace, each code
 * with a line saying when it is given. An error is data, `{code, message, path?, rule?}`
 * ({@link EngineError} in `shared/types.ts`); a code that is not listed here fails `tsc`, and so does
 * a consumer that switches over the codes and misses one (the error sentences of
 * `shared/i18n/errors.ts` are a table keyed by code).
 *
 * To add a code: add it to its namespace's file with its line, then give it a sentence for the
 * person at the table in each language of `shared/i18n/errors.ts` (`tsc` fails until it has one).
 * The codes reach files and the command line as they are: docs/formats.md ("Errors").
 */
import type { ActionCode } from './action.js';
import type { BoxCode } from './box.js';
import type { BridgeCode } from './bridge.js';
import type { DisplayCode } from './display.js';
import type { FormatCode, SchemaCode } from './format.js';
import type { HandsCode } from './hands.js';
import type { HubCode } from './hub.js';
import type { ImportCode } from './import.js';
import type { InputCode } from './input.js';
import type { IpcCode } from './ipc.js';
import type { JournalCode } from './journal.js';
import type { JudgeCode } from './judge.js';
import type { KeymapCode } from './keymap.js';
import type { LibraryCode } from './library.js';
import type { MatchCode } from './match.js';
import type { NetCode } from './net.js';
import type { PhonesCode } from './phones.js';
import type { PrintCode } from './print.js';
import type { RecordCode } from './record.js';
import type { RulesCode } from './rules.js';
import type { SerialCode } from './serial.js';
import type { SessionCode } from './session.js';
import type { SetupCode } from './setup.js';
import type { ShareCode } from './share.js';
import type { SimCode } from './sim.js';
import type { TournamentCode } from './tournament.js';
import type { UsageCode } from './usage.js';

export type {
  ActionCode, BoxCode, BridgeCode, DisplayCode, FormatCode, SchemaCode, HandsCode, HubCode, ImportCode, InputCode, IpcCode, JournalCode,
  JudgeCode, KeymapCode, LibraryCode, MatchCode, NetCode, PhonesCode, PrintCode, RecordCode, RulesCode, SerialCode, SessionCode, SetupCode, ShareCode, SimCode,
  TournamentCode, UsageCode,
};
export { HUB_ERROR_CODES, type HubErrorCode } from './hub.js';
export { TOURNAMENT_ERROR_CODES } from './tournament.js';
export type { SerialLineCode } from './serial.js';
export { SCHEMA_KEYWORDS, type SchemaKeyword } from './format.js';

/** The codes the rules engine gives: actions, records, hands, rules, the live match. */
export type EngineCode = ActionCode | RecordCode | HandsCode | RulesCode | MatchCode;

/** Every error code, `namespace/name`. */
export type ErrorCode =
  | EngineCode
  | FormatCode | SchemaCode
  | InputCode | SetupCode | SessionCode
  | ImportCode | LibraryCode | JournalCode | JudgeCode
  | BoxCode | KeymapCode | SerialCode | SimCode
  | ShareCode | DisplayCode | BridgeCode | IpcCode | PrintCode
  | PhonesCode // `phones/…`: a table played from the players' phones
  | NetCode // `net/…`: a server that could not listen (each server says it again in its own namespace)
  | TournamentCode // `tournament/…`: the tournament model's refusals
  | HubCode // `hub/…`: the tournament hub's refusals and the app's around them
  | UsageCode; // `usage/…`: a `mus` command line that does not read (exit 2)

/** The namespace of a code: `action` for `action/not-your-turn`. */
export type ErrorNamespace = ErrorCode extends `${infer N}/${string}` ? N : never;

/** The codes of one namespace, e.g. `CodeOf<'journal'>`. */
export type CodeOf<N extends ErrorNamespace> = Extract<ErrorCode, `${N}/${string}`>;

/**
 * The code a thrown error carries (a `JournalError`, `shared/…` errors thrown through a service),
 * when it is a string in `namespace` (e.g. `journal/`) — or any `namespace/name` code when
 * `namespace` is empty — else `fallback`. A thrown value is `unknown`: this is the one place a code
 * is read back from one.
 */
export function thrownCode(e: unknown, fallback: ErrorCode, namespace = ''): ErrorCode {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return fallback;
  return (namespace ? code.startsWith(namespace) : code.includes('/')) ? (code as ErrorCode) : fallback;
}

/** True when `code` is in namespace `ns` (`inNamespace(e.code, 'session')`): a typo in `ns` fails `tsc`, unlike `startsWith('sesion/')`. */
export function inNamespace<N extends ErrorNamespace>(code: ErrorCode, ns: N): code is CodeOf<N> {
  return code.startsWith(`${ns}/`);
}
