/**
 * `net/…`: a server of the app could not listen on the club's network (`src-main/net/lan-server.ts`,
 * by Node's error). The room display says it again as `share/…`, the tournament hub as `hub/…`.
 */
export type NetCode =
  | 'net/port-in-use' // the port is taken by another program (EADDRINUSE)
  | 'net/port-denied' // the system refuses that port: a privileged one (EACCES)
  | 'net/bad-host' // the address to listen on is not one of this machine (EADDRNOTAVAIL, ENOTFOUND)
  | 'net/listen-failed'; // the server could not listen (another cause)
