/**
 * `record/…`: a deal or match record (`mus-deal/1`, `mus-match/1`, docs/formats.md) that is not
 * shaped or chained as the format says (`settle/record.ts`, `match/replay.ts`, `match/live.ts`).
 */
export type RecordCode =
  | 'record/not-an-object' // the file is not a JSON object
  | 'record/bad-format' // `format` is missing, or not a format the reader takes (mus-deal/1, mus-match/1, mus-tournament/1: each reader names its own)
  | 'record/bad-json' // a line of JSON Lines input does not parse (`mus settle -`)
  | 'record/bad-actions' // a deal's `actions` is not a list
  | 'record/bad-deal' // a match's deal is not an object {actions, hands}
  | 'record/bad-deals' // a match's `deals` is not a list
  | 'record/bad-esku' // the esku is not a seat of the table
  | 'record/bad-score' // the score is not a number of tantos of the manche
  | 'record/deal-unfinished' // a deal stops before its end (and, in a match, another follows)
  | 'record/esku-mismatch' // a deal's esku does not follow the one before (it moves one seat each deal; FFMus art. 3 names the first esku only — art. 6 is a card turned over after a mus)
  | 'record/score-mismatch' // a deal's score does not follow the deals before
  | 'record/match-over' // a deal follows the deal that won the match
  | 'record/missing-hands'; // a deal reached the showdown without the hands shown
