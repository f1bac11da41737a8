/**
 * Reading JSON input in the CLI, through the file gate's first steps (`shared/format/gate.ts`,
 * `parseGated`): size (checked on the file's size before reading it), strict UTF-8 (the byte offset
 * of a bad byte), one leading BOM accepted, nesting depth, the parse (line and column of a syntax
 * error), then numbers too large to be read (`1e400`, named as written). The commands then check
 * the document with the rest of the gate (`gateValue`, through `shared/format/check.ts`).
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { INPUT_LIMITS } from '../../shared/format/input-gate.js';
import { parseGated } from '../../shared/format/gate.js';
import type { Problem } from '../../shared/format/check.js';
import type { EngineError, Result } from '../../shared/types.js';
import type { Lang } from '../../shared/i18n/index.js';
import { problemText } from './problem-text.js';
import { readT } from './read-texts.js';
import { problemDetail } from '../../shared/i18n/errors.js';
import type { ProblemDetail } from '../../shared/format/problem-detail.js';

/** A gate problem as one line: the message without the `$: ` of the whole document, and the code (`problemText`: in `lang`). */
export const lineOf = (p: Pick<Problem, 'code' | 'message' | 'detail'>, lang: Lang): string =>
  problemText({ code: p.code, message: p.message.replace(/^\$: /, ''), ...(p.detail ? { detail: p.detail } : {}) }, lang);

/**
 * Parses JSON text through the gate.
 * @param lang the language of the message (default English: the message as the gate wrote it).
 * @returns the value, or why and where: the gate's code and path (the first problem's), and every
 *   problem in `message`, one `reason (code)` each, joined by `; `.
 */
export function parseJson(text: string, lang: Lang = 'en'): Result<unknown, EngineError & { path: string }> {
  const g = parseGated(text);
  return g.ok ? g : { ok: false, error: { code: g.error.code, message: g.error.problems.map((p) => lineOf(p, lang)).join('; '), path: g.error.path } };
}

/** The system's error codes of a file that cannot be opened or read that have their words (`read-texts.ts`, `errno.*`). */
const ERRNO_CODES: ReadonlySet<string> = new Set(['ENOENT', 'EISDIR', 'EACCES', 'EPERM', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG', 'EMFILE', 'EIO']);

/**
 * Why a file cannot be read, for people, in `lang` (default English): `cannot read: ENOENT (no such
 * file)`, « lecture impossible : ENOENT (ce fichier n’existe pas) » — the system's code as it names
 * it, and what it means (its own message, as the system gives it, when the code is not one of the usual ones).
 */
export function cannotRead(e: unknown, lang: Lang = 'en'): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  const t = readT(lang);
  if (code && ERRNO_CODES.has(code)) return t('cannotRead', { code, why: t(`errno.${code}`) });
  return t('cannotReadOther', { message: e instanceof Error ? e.message : String(e) });
}

/** The bytes of an open file that is not a regular one (a pipe, a device), or null past `max` bytes. */
async function readAtMost(h: FileHandle, max: number): Promise<Uint8Array | null> {
  const parts: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buf = Buffer.alloc(1 << 16);
    const { bytesRead } = await h.read(buf, 0, buf.length, null);
    if (bytesRead === 0) return Buffer.concat(parts, total);
    total += bytesRead;
    if (total > max) return null;
    parts.push(buf.subarray(0, bytesRead));
  }
}

/**
 * The bytes of a file or a file descriptor (`0`: standard input), read at once: a regular file whole
 * (the gate then judges its size), anything else (a pipe, a device) up to `max` bytes.
 * @returns the bytes, or null when a pipe or device goes on past `max`.
 * @throws the system's error when it cannot be opened or read (see {@link cannotRead}).
 */
export function readBytesSync(file: string | number, max: number = INPUT_LIMITS.bytes): Uint8Array | null {
  const fd = typeof file === 'number' ? file : openSync(file, 'r');
  try {
    if (fstatSync(fd).isFile()) return readFileSync(fd);
    const parts: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buf = Buffer.alloc(1 << 16);
      let n: number;
      try {
        n = readSync(fd, buf, 0, buf.length, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue; // a non-blocking pipe not ready yet
        if ((e as NodeJS.ErrnoException).code === 'EOF') return Buffer.concat(parts, total);
        throw e;
      }
      if (n === 0) return Buffer.concat(parts, total);
      total += n;
      if (total > max) return null;
      parts.push(buf.subarray(0, n));
    }
  } finally {
    if (typeof file !== 'number') closeSync(fd);
  }
}

/** A regular file over the limit, by its size: in English as the command always said it, else the gate's detail (`format/too-large#bytes`) said in `lang`. */
function tooLargeFile(size: number, limit: number, lang: Lang): string {
  if (lang === 'en') return problemText({ code: 'format/too-large', message: `the file has ${size} bytes (at most ${limit}); a match file is a few tens of kB` }, lang);
  const detail: ProblemDetail = { key: 'format/too-large#bytes', params: { size, limit } };
  return problemText({ code: 'format/too-large', message: problemDetail(detail, 'en'), detail }, lang);
}

/**
 * Reads and gates a JSON file. A file over the size limit is refused by its size, without being read;
 * a pipe or a device (`/dev/stdin`, `/dev/zero`) is read up to the limit and refused past it.
 * @param lang the language of the message (default English: the gate's own words; `problemText`).
 * @returns the parsed value, or the refusal: the first problem's code (`format/unreadable` when the
 *   file cannot be read) and a message for people, one line `FILE: reason (code)` per problem.
 */
export async function readJsonFile(file: string, lang: Lang = 'en'): Promise<Result<unknown>> {
  let bytes: Uint8Array;
  try {
    const h = await open(file, 'r');
    try {
      const st = await h.stat();
      // a regular file by its size; anything else (a pipe, /dev/zero…) read up to the limit, no further
      const read = st.isFile() ? (st.size > INPUT_LIMITS.bytes ? null : await h.readFile()) : await readAtMost(h, INPUT_LIMITS.bytes);
      if (read === null) {
        // a file by its size (the gate's detail, said in `lang`); a pipe or a device past the limit
        const limit = INPUT_LIMITS.bytes;
        const said = st.isFile()
          ? tooLargeFile(st.size, limit, lang)
          : problemText({ code: 'format/too-large', message: readT(lang)('inputPast', { limit }) }, lang);
        return { ok: false, error: { code: 'format/too-large', message: `${file}: ${said}` } };
      }
      bytes = read;
    } finally {
      await h.close();
    }
  } catch (e) {
    return { ok: false, error: { code: 'format/unreadable', message: `${file}: ${problemText({ code: 'format/unreadable', message: cannotRead(e, lang) }, lang)}` } };
  }
  const g = parseGated(bytes);
  return g.ok ? g : { ok: false, error: { code: g.error.code, message: g.error.problems.map((p) => `${file}: ${lineOf(p, lang)}`).join('\n') } };
}
