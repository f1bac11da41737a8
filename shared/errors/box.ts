/** `box/…`: the serial button box's service refused or failed (`src-main/electron/box/`, `src-renderer/box/`, docs/button-box.md). */
export type BoxCode =
  | 'box/bad-request' // a box request not shaped as the contract says
  | 'box/no-port' // no port chosen
  | 'box/no-match' // no match started: a connection asked for, or a box key, with no match to send the keys to
  | 'box/failed' // the box's bridge did not start
  | 'box/keymap-unreadable' // the key map file chosen cannot be read
  | 'box/unavailable'; // no serial port in a browser page
