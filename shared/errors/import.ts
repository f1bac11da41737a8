/**
 * `import/…`: a match file the library does not take in (`library/import-check.ts`, the library's
 * import in `src-main/library/library.ts` and the browser's `src-renderer/bridge/web-library.ts`).
 */
export type ImportCode =
  | 'import/unreadable' // the file cannot be read (`mus library import`)
  | 'import/bad-format' // `format` is not mus-match/1
  | 'import/bad-teams' // `teams` is not {"A": name, "B": name}
  | 'import/bad-players' // `players` is not a list of 4 or 6 names
  | 'import/bad-name' // a name is not a text of 1 to 60 characters
  | 'import/bad-esku' // the esku is not a seat number
  | 'import/bad-rules' // `rules` is neither a preset name nor an object
  | 'import/bad-created' // `created` is not an ISO-8601 date and time
  | 'import/bad-number' // a number too large to be stored
  | 'import/string-too-long' // a text longer than the library stores
  | 'import/reserved-key' // a key that is not allowed in a match file (`__proto__` …)
  | 'import/too-many-deals' // more deals than the library takes
  | 'import/too-many-actions' // more actions in all than the library takes
  | 'import/check-failed' // the file checker itself failed
  | 'import/engine-failed' // the engine could not read the match
  | 'import/duplicate' // the match is already in the library
  | 'import/write-failed' // the match could not be stored
  | 'import/storage-full' // the browser refused to store the match
  | 'import/roundtrip' // the stored match did not read back the same (nothing imported)
  | 'import/lost'; // the imported match does not appear in the library
