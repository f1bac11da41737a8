/**
 * `hub/…`: the tournament hub (issue 13, docs/hub.md). The hub's own refusals as it answers them over
 * the network ({@link HUB_ERROR_CODES}: the protocol's closed list, each with its line), and what the app adds around
 * them when it runs a hub or joins one as a table.
 */

/** Every code the hub answers with. */
export const HUB_ERROR_CODES = [
  /** The request is not what the protocol says (a field missing or of the wrong kind). */
  'hub/bad-request',
  /** The request body is larger than `MAX_BODY_BYTES` (`shared/hub/protocol.ts`) (HTTP 413). */
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

/** One code of {@link HUB_ERROR_CODES}: a refusal the hub answers over the network. */
export type HubErrorCode = (typeof HUB_ERROR_CODES)[number];

/** Every `hub/…` code: the hub's refusals and what the app says around a hub it runs or joins. */
export type HubCode =
  | HubErrorCode // the hub's refusals, as it answers them ({@link HUB_ERROR_CODES})
  | 'hub/unreachable' // the hub cannot be reached: a wrong address, the network, or the hub is stopped
  | 'hub/bad-answer' // what answered at that address is not a tournament hub (or not this version)
  | 'hub/already-held' // the hub holds this table's match already, and this machine does not have it
  | 'hub/port-in-use' // the hub's port is taken by another program
  | 'hub/listen-failed' // the hub could not listen on the network (another cause)
  | 'hub/unavailable' // this app cannot run or join a hub (a browser page)
  | 'hub/file-damaged'; // the hub's own file (hub.json: codes and tokens) cannot be read: the field at fault in params.field; the hub is not opened, the file left as it is
