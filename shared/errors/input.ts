/**
 * `input/…`: a key (keyboard, click, button box) that does nothing now (`input/commands.ts`, undo and
 * redo in `session/table-session.ts`). Nothing is said to the engine.
 */
export type InputCode =
  | 'input/unknown' // not a key of the table
  | 'input/match-over' // the match is over
  | 'input/nobody-speaks' // nobody is to speak now
  | 'input/not-your-turn' // the seat chosen cannot speak now
  | 'input/no-amount' // Enter without an amount typed
  | 'input/amount-too-long' // an amount has at most two digits
  | 'input/no-count' // a discard without the number of cards
  | 'input/biak-imido-not-answer' // biak imido is an opening, not an answer (Memo Mus ch. VIII)
  | 'input/showdown' // the dialogue is over: the cards shown are typed now
  | 'input/not-showdown' // a card key before the showdown
  | 'input/not-a-card' // not a card: 1-7, then S C R
  | 'input/nothing-to-erase' // Backspace with no card typed
  | 'input/nothing-to-undo' // undo at the start of the match
  | 'input/nothing-to-redo'; // redo with nothing undone
