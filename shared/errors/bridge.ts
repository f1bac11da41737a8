/** `bridge/…`: a window's bridge refused a request (`src-renderer/bridge/display-bridge.ts`). */
export type BridgeCode =
  | 'bridge/read-only'; // the room display only shows the table
