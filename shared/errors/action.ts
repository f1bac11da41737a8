/**
 * `action/…`: an action refused at the table — by the reader of an action (`deal/validate-action.ts`)
 * or by the deal's state machine (`deal/reducer.ts` and the file of each stage it names). The state is
 * left unchanged. Rule sources: FFMus arts. 4-5, 7-9, 16-17, *Le dialogue*; Memo Mus ch. III, VIII, IX.
 */
export type ActionCode =
  | 'action/malformed' // not an object {phase, seat, act}
  | 'action/bad-act' // the act is not one of Mus's words
  | 'action/bad-phase' // the phase is not one of mus, grande … punto
  | 'action/bad-seat' // no such seat at this table
  | 'action/bad-amount' // the amount of a bet, raise or discard is not a valid number
  | 'action/bad-field' // a field of the action (both, has …) has the wrong type; a discard not of 1 to 4 cards (Memo Mus ch. II)
  | 'action/wrong-phase' // the word is not said at the stage the table is at (FFMus art. 9); at a pares/juego/punto closed without a dialogue, Memo Mus ch. III or V (`deal/no-dialogue.ts`)
  | 'action/not-your-turn' // another seat (or the other team) speaks now (FFMus arts. 7-9, *Le dialogue*)
  | 'action/deal-over' // the manche was won during the dialogue: nothing more is said (Memo Mus ch. IX)
  | 'action/dialogue-over' // the dialogue is over: the hands are shown now (FFMus art. 17; a phase closed without a dialogue: Memo Mus ch. III or V)
  | 'action/seat-out' // the seat is out of the deal after a misdeal (FFMus art. 5)
  | 'action/team-out' // a misdeal would leave a team with nobody in the deal (FFMus art. 5)
  | 'action/misdeal-before-play' // a misdeal before play means a new deal (FFMus art. 4)
  | 'action/mus-round-open' // play cannot start while a mus round is half said (FFMus art. 7)
  | 'action/discards-pending' // everyone went mus: the discards come first (FFMus art. 8)
  | 'action/not-discarding' // a discard outside the discards of a mus round (FFMus art. 8)
  | 'action/must-declare' // at pares/juego each seat says ba or ez before any bet (Memo Mus ch. III)
  | 'action/not-declaring' // a ba/ez after the round of declarations ended
  | 'action/not-a-holder' // a seat that said ez bets at pares/juego (FFMus art. 16)
  | 'action/bet-too-small' // an opening bet (imido) under 2 tantos (*Le dialogue*)
  | 'action/biak-not-grande' // biak imido / biak hordago said elsewhere than at grande (FFMus art. 9, Memo Mus ch. VIII)
  | 'action/no-bet-to-raise' // a raise (gehiago) with no bet standing (*Le dialogue*)
  | 'action/nothing-to-answer' // a see or fold with no bet standing (*Le dialogue*)
  | 'action/must-answer' // a pass while a bet stands (*Le dialogue*)
  | 'action/must-answer-ordago' // anything but kanta or tira while a hordago stands (*Le dialogue*)
  | 'action/bet-already-open' // an opening bet while a bet stands: raise instead (*Le dialogue*)
  | 'action/raise-too-small'; // a raise under the rules' smallest raise (*Le dialogue*)
