/**
 * Reading JSON input in the CLI, through the input gate (`shared/format/input-gate.ts`): size
 * (checked on the file's size before reading it), strict UTF-8 (the byte offset of a bad byte),
 * one leading BOM accepted, nesting depth, then the parse (line and column of a syntax error).
 */
import { open } from 'node:fs/promises';
import { gateBytes, gateText, INPUT_LIMITS, type GateProblem } from '../../shared/format/input-gate.js';

/** Parses JSON text through the gate; on error says why and where, with the gate's code. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string; code: GateProblem['code'] } {
  const g = gateText(text);
  return g.ok ? { ok: true, value: g.value } : { ok: false, message: `${g.problem.message.replace(/^\$: /, '')} (${g.problem.code})`, code: g.problem.code };
}

/**
 * Reads and gates a JSON file. A file over the size limit is refused by its size, without being read.
 * @returns the parsed value, or a message (`FILE: reason (code)`) for people.
 */
export async function readJsonFile(file: string): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  let bytes: Uint8Array;
  try {
    const h = await open(file, 'r');
    try {
      const { size } = await h.stat();
      if (size > INPUT_LIMITS.bytes) {
        return { ok: false, message: `${file}: the file has ${size} bytes (at most ${INPUT_LIMITS.bytes}); a match file is a few tens of kB (format/too-large)` };
      }
      bytes = await h.readFile();
    } finally {
      await h.close();
    }
  } catch (e) {
    return { ok: false, message: `${file}: cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` };
  }
  const g = gateBytes(bytes);
  return g.ok ? { ok: true, value: g.value } : { ok: false, message: `${file}: ${g.problem.message.replace(/^\$: /, '')} (${g.problem.code})` };
}
