/**
 * Reading JSON input in the CLI, through the file gate's first steps (`shared/format/gate.ts`,
 * `parseGated`): size (checked on the file's size before reading it), strict UTF-8 (the byte offset
 * of a bad byte), one leading BOM accepted, nesting depth, the parse (line and column of a syntax
 * error), then numbers too large to be read (`1e400`, named as written). The commands then check
 * the document with the rest of the gate (`gateValue`, through `shared/format/check.ts`).
 */
import { open } from 'node:fs/promises';
import { INPUT_LIMITS } from '../../shared/format/input-gate.js';
import { parseGated } from '../../shared/format/gate.js';
import type { Problem } from '../../shared/format/check.js';
import type { EngineError, Result } from '../../shared/types.js';

/** A gate problem as one line: the message without the `$: ` of the whole document, and the code. */
const lineOf = (p: Problem) => `${p.message.replace(/^\$: /, '')} (${p.code})`;

/**
 * Parses JSON text through the gate.
 * @returns the value, or why and where: the gate's code and path (the first problem's), and every
 *   problem in `message`, one `reason (code)` each, joined by `; `.
 */
export function parseJson(text: string): Result<unknown, EngineError & { path: string }> {
  const g = parseGated(text);
  return g.ok ? g : { ok: false, error: { code: g.error.code, message: g.error.problems.map(lineOf).join('; '), path: g.error.path } };
}

/**
 * Reads and gates a JSON file. A file over the size limit is refused by its size, without being read.
 * @returns the parsed value, or the refusal: the first problem's code (`format/unreadable` when the
 *   file cannot be read) and a message for people, one line `FILE: reason (code)` per problem.
 */
export async function readJsonFile(file: string): Promise<Result<unknown>> {
  let bytes: Uint8Array;
  try {
    const h = await open(file, 'r');
    try {
      const { size } = await h.stat();
      if (size > INPUT_LIMITS.bytes) {
        return { ok: false, error: { code: 'format/too-large', message: `${file}: the file has ${size} bytes (at most ${INPUT_LIMITS.bytes}); a match file is a few tens of kB (format/too-large)` } };
      }
      bytes = await h.readFile();
    } finally {
      await h.close();
    }
  } catch (e) {
    return { ok: false, error: { code: 'format/unreadable', message: `${file}: cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` } };
  }
  const g = parseGated(bytes);
  return g.ok ? g : { ok: false, error: { code: g.error.code, message: g.error.problems.map((p) => `${file}: ${lineOf(p)}`).join('\n') } };
}
