/** `sim/…`: a record the box simulator cannot type on a box (`src-main/serial/sim/record-keys.ts`). */
export type SimCode =
  | 'sim/bad-format' // neither mus-deal/1 nor mus-match/1
  | 'sim/bad-amount' // an amount a box cannot type (0-99)
  | 'sim/bad-card' // not a card
  | 'sim/no-key' // an act with no box key (a misdeal)
  | 'sim/unknown-act'; // an act the simulator does not know
