/** `keymap/…`: a box key map file refused (`src-main/serial/keymap-file.ts`, docs/button-box.md). */
export type KeymapCode =
  | 'keymap/unreadable' // the file cannot be read
  | 'keymap/not-json' // the file is not JSON
  | 'keymap/invalid'; // the key map is not valid (unknown key, command or duplicate)
