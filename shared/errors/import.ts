/**
 * `import/…`: a match file the library does not take in (`library/import-check.ts`, the library's
 * import in `src-main/library/library.ts` and the browser's `src-renderer/bridge/web-library.ts`).
 */
export type ImportCode =
  | 'import/unreadable' // the file cannot be read (`mus library import`)
  | 'import/check-failed' // the file checker itself failed
  | 'import/engine-failed' // the engine could not read the match
  | 'import/duplicate' // the match is already in the library
  | 'import/write-failed' // the match could not be stored
  | 'import/storage-full' // the browser refused to store the match
  | 'import/roundtrip' // the stored match did not read back the same (nothing imported)
  | 'import/lost'; // the imported match does not appear in the library
