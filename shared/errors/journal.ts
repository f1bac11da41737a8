/**
 * `journal/…`: a match journal (`mus-journal/1`, docs/storage.md) that cannot be written, locked or
 * read back (`src-main/journal/`, `session/table-session.ts`).
 */
export type JournalCode =
  | 'journal/torn-tail' // the last line was cut by a crash (recovered: every acknowledged record kept)
  | 'journal/duplicate-line' // a line repeats the record line before it byte for byte (the same seq): skipped, the record applied once (a notice)
  | 'journal/bad-line' // a line is not `<checksum> <json>`
  | 'journal/bad-checksum' // a line's bytes do not match its checksum
  | 'journal/bad-json' // the checksum matches but the JSON does not parse
  | 'journal/bad-header' // the first line is not a journal header
  | 'journal/unknown-format' // written by a newer app
  | 'journal/bad-record' // a record is not shaped as the format says
  | 'journal/bad-seq' // a record's sequence number does not follow
  | 'journal/empty' // no record: the match was never started
  | 'journal/missing' // no journal file
  | 'journal/unreadable' // the file cannot be read
  | 'journal/unexpected' // the journal could not be opened (another cause)
  | 'journal/no-setup' // no setup record: the match cannot be rebuilt
  | 'journal/replay-failed' // an entry of the match log no longer applies
  | 'journal/recovered' // opened after a repair (a notice, not a refusal)
  | 'journal/taken-over' // the lock of a process that has stopped was taken over (a notice)
  | 'journal/id-mismatch' // the header and the setup record name different matches (a notice)
  | 'journal/exists' // a journal already exists at that path
  | 'journal/closed' // the journal is closed
  | 'journal/read-only' // the match is open read-only
  | 'journal/record-too-large' // one record over the line limit
  | 'journal/write-failed' // a write or flush failed (nothing acknowledged)
  | 'journal/locked' // another process holds the journal's lock
  | 'journal/lock-failed' // the lock file cannot be created
  | 'journal/lock-lost' // another process took the lock over: nothing more is written
  | 'journal/no-folder' // the matches folder does not exist and cannot be made
  | 'journal/read-only-folder'; // the matches folder cannot be written
