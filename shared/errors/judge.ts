/** `judge/…`: a correction or "what if" refused in the judge's view (`session/table-session.ts`, `src-renderer/judge/`). */
export type JudgeCode =
  | 'judge/bad-request' // the request is not an object {id, from, entries, who, why}
  | 'judge/bad-entries' // the entries are not match log entries the engine reads
  | 'judge/bad-from' // `from` is not an entry index of the match log
  | 'judge/who-missing' // a correction needs the judge's name
  | 'judge/why-missing' // a correction needs its reason
  | 'judge/bad-who' // a correction's `who` is not a person's name (a control or writing-direction character, over 100 characters): refused when made; a record already written is kept and flagged
  | 'judge/bad-when' // a correction's `when` is not an ISO 8601 date and time (as the app writes it): refused when made; a record already written is kept and flagged
  | 'judge/no-change' // the copy is the same as the recorded deal
  | 'judge/no-such-deal' // the deal is not in the match
  | 'judge/after-deal-end' // an entry after the deal is settled
  | 'judge/deal-unfinished'; // the corrected copy does not end the deal and entries follow it
