/**
 * The serial button box (issue #4): protocol, bridge to the table session, port listing and
 * detection, key map files, and the box simulator used by `npm run box-sim` and the tests.
 * Protocol reference: `docs/button-box.md`.
 */
export { SerialBridge } from './bridge.js';
export type { BridgeOptions, BridgeListener } from './bridge.js';
export type { BridgeState, BridgeStatus, BridgeMode, WarningCounts, LastKey } from '../../shared/bridge/box/box-state.js';
export { attachBoxBridge } from './attach.js';
export type { AttachOptions, AttachedBridge } from './attach.js';
export { listPorts, detectBox, openPort, defaultBinding } from './ports.js';
export type { PortListing, BindingInterface, DetectedBox } from './ports.js';
export { loadKeyMap, parseKeyMap, identityKeyMap, lookupKey, KEYMAP_FORMAT } from './keymap-file.js';
export type { KeyMap } from './keymap-file.js';
export { PROTOCOL_VERSION, DEFAULT_BAUD, MAX_LINE, parseBoxLine, parseAppLine, feedbackLines, appLine } from './protocol.js';
export type { BoxLine, AppLine, Feedback } from './protocol.js';
export { feedbackOf } from './feedback.js';
