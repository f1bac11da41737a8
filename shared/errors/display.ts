/** `display/…`: opening the room display window or tab (`src-main/electron/windows.ts`, `src-renderer/bridge/web-bridge.ts`). */
export type DisplayCode =
  | 'display/unknown' // no monitor with that id
  | 'display/blocked'; // the browser blocked the display tab
