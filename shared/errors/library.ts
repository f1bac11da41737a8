/** `library/…`: the match library refused or failed (`src-main/library/`, the library's IPC and the browser's library). */
export type LibraryCode =
  | 'library/bad-id' // not a match id (letters, digits, . _ -)
  | 'library/no-such-match' // no match with that id
  | 'library/damaged' // the stored match cannot be read or does not replay
  | 'library/nothing-to-export' // nothing could be recovered from the match's journal
  | 'library/confirm-needed' // a delete needs the confirmation token
  | 'library/confirm-mismatch' // the confirmation token does not match the match as it is now
  | 'library/in-use' // the match is being played (or locked): it cannot be deleted now
  | 'library/delete-failed' // the file could not be deleted
  | 'library/finished' // a finished match is opened in the judge's view, not resumed
  | 'library/resume-unavailable' // this app (a browser page) cannot resume another match
  | 'library/start-failed' // the match could not be started
  | 'library/no-data-folder' // the data folder cannot be created
  | 'library/read-only-folder' // the data folder cannot be written
  | 'library/storage-failed' // the match could not be stored (another cause)
  | 'library/storage-full' // the browser refused to store the match
  | 'library/no-print' // printing needs a browser page
  | 'library/unavailable'; // the library bridge did not answer
