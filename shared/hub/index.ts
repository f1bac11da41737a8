/** The tournament hub's contract and pure state (issue 13, docs/hub.md). */
export * from './errors.js';
export { HUB_ERROR_CODES, type HubErrorCode } from '../errors/hub.js';
export * from './types.js';
export * from './protocol.js';
export * from './records.js';
export * from './board.js';
export { HubState } from './hub-state.js';
export { hubTournamentOf } from './from-tournament.js';
export type { PreparedShip } from './hub-state.js';
