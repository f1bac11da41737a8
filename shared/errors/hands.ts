/**
 * `hands/…`: the cards shown at the showdown are not possible (`cards/cards.ts`). A hand of more or
 * fewer than four cards found at the showdown: FFMus art. 5 (the error is found once play has started;
 * art. 4, a redeal, is for the first deal: docs/rules.md).
 */
export type HandsCode =
  | 'hands/not-a-list' // a hand is not a list of cards
  | 'hands/wrong-count' // not one hand per seat
  | 'hands/bad-card' // not a card of the Spanish deck (1-7, 10-12, optional suit o c e b)
  | 'hands/fifth-card' // a hand with more than four cards (FFMus art. 5)
  | 'hands/missing-card' // a hand with fewer than four cards (FFMus art. 5)
  | 'hands/duplicate-card' // the same suited card in two places
  | 'hands/too-many-of-a-kind' // more than four cards of one number (the deck has four)
  | 'hands/malformed' // the hands of a match file are not lists of texts (library import)
  | 'hands/suit-needed'; // a sota's suit, not written, decides the deal (Juego Real with the sota of oros: `settle/juego-real.ts`)
