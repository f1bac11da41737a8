/** `session/…`: the table session refused a command (`session/session-host.ts`). */
export type SessionCode =
  | 'session/no-match' // no match in progress
  | 'session/failed'; // the command could not be recorded (nothing changed)
