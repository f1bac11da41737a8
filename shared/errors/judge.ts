/** `judge/…`: a correction or "what if" refused in the judge's view (`session/table-session.ts`, `src-renderer/judge/`). */
export type JudgeCode =
  | 'judge/bad-request' // the request is not an object {id, from, entries, who, why}
  | 'judge/bad-entries' // the entries are not match log entries the engine reads
  | 'judge/bad-from' // `from` is not an entry index of the match log
  | 'judge/who-missing' // a correction needs the judge's name
  | 'judge/why-missing' // a correction needs its reason
  | 'judge/no-change' // the copy is the same as the recorded deal
  | 'judge/no-such-deal' // the deal is not in the match
  | 'judge/after-deal-end' // an entry after the deal is settled
  | 'judge/deal-unfinished'; // the corrected copy does not end the deal and entries follow it
