/** `setup/…`: a new match's setup refused (`match/live.ts`, `session/session-host.ts`). */
export type SetupCode =
  | 'setup/bad-esku' // the first esku is not a seat of the table
  | 'setup/bad-players' // not one name per seat
  | 'setup/refused'; // the session could not start the match (nothing changed)
