/** Messages on the BroadcastChannel between the control tab and display tabs (web mode). */
import type { Snapshot } from '../../shared/bridge/table/table-contract.js';

/** The localStorage key of the settings. */
export const SETTINGS_KEY = 'mus.settings';

/** The channel name. */
export const CHANNEL_NAME = 'mus-table';

/**
 * `hello`: a display asks for the state (on opening, and when a control tab says `ready`);
 * `state`: the control tab's snapshot (for a display: the last deal only); `ready`: a control tab
 * has (re)started.
 */
export type ChannelMessage = { type: 'hello' } | { type: 'ready' } | { type: 'state'; snapshot: Snapshot | null };
