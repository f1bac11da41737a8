/**
 * `mus …args` in process, as `bin/mus.mjs` runs it (`main` of src-main/cli/commands.ts): standard
 * input given as text or as bytes in the given pieces, standard output and error captured. For the
 * command line's tests that need no child process.
 */
import { Readable } from 'node:stream';
import { main } from '../../src-main/cli/commands.js';

/** What a run of `mus` gave: its exit code and what it wrote on standard output and error. */
export interface MusRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `mus …args` in process; `input`: standard input, text (none when empty) or bytes in pieces. */
export async function musInProcess(args: string[], input: string | Uint8Array[] = ''): Promise<MusRun> {
  let out = '';
  let err = '';
  const code = await main(args, {
    stdin: Readable.from(typeof input === 'string' ? (input ? [input] : []) : input),
    stdout: { write: (s) => { out += s; return true; }, once: () => undefined },
    stderr: { write: (s) => { err += s; return true; } },
  });
  return { code, out, err };
}
