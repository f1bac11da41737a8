/**
 * `hub/…`: the tournament hub (issue 13, docs/hub.md). The hub's own refusals as it answers them over
 * the network (`shared/hub/errors.ts`: the protocol's closed list), and what the app adds around
 * them when it runs a hub or joins one as a table.
 */
import type { HubErrorCode } from '../hub/errors.js';

export type HubCode =
  | HubErrorCode // the hub's refusals, as it answers them (`shared/hub/errors.ts`, each with its line there)
  | 'hub/unreachable' // the hub cannot be reached: a wrong address, the network, or the hub is stopped
  | 'hub/bad-answer' // what answered at that address is not a tournament hub (or not this version)
  | 'hub/already-held' // the hub holds this table's match already, and this machine does not have it
  | 'hub/port-in-use' // the hub's port is taken by another program
  | 'hub/listen-failed' // the hub could not listen on the network (another cause)
  | 'hub/unavailable'; // this app cannot run or join a hub (a browser page)
