#!/usr/bin/env node
/**
 * The `mus` command line: `settle`, `replay`, `check` (and `table`, `library`).
 * Run as `npm run -s mus -- <command> …`. Errors print the JSON path and the reason, never a stack
 * trace; exit codes: 0 ok, 1 a bad file or an illegal action, 2 a usage error, 70 an internal
 * error (a bug: the message, never a stack trace).
 */
import { parseArgs } from 'node:util';
import { setTextMemo } from '../../shared/i18n/index.js';
import { main } from './commands.js';

// `MUS_TEXT_MEMO=0` renders every text through i18next again (the same bytes, slower): the
// baseline of `npm run bench -- cli`
if (process.env.MUS_TEXT_MEMO === '0') setTextMemo(false);

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (e: unknown) => {
    process.stderr.write(`mus: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 70;
  },
);
export { parseArgs };
