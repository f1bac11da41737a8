/** `match/…`: the live match refused a step (`match/live.ts`). */
export type MatchCode =
  | 'match/over' // the match is over: no deal follows
  | 'match/not-at-showdown'; // hands given before the dialogue is over
