/** `share/…`: sharing the room display on the network (`src-main/electron/share/`, `src-renderer/share/`). */
export type ShareCode =
  | 'share/port-in-use' // the port is taken by another program
  | 'share/port-denied' // the system refuses that port
  | 'share/bad-host' // the address to listen on does not exist here
  | 'share/listen-failed' // the server could not listen (another cause)
  | 'share/no-display-page' // no built display page to serve
  | 'share/failed' // the share request failed
  | 'share/unavailable'; // a browser page cannot share on the network
