/**
 * The input gate: the one door every reader of a JSON file goes through before anything parses it
 * (`mus check`, `mus settle`, `mus replay`, `mus library import`, the library's import in the app
 * and in the browser). Pure and total: it never throws and never recurses, so hostile input (a
 * 50 MB file, arrays nested 50,000 deep, invalid UTF-8) gets a clean refusal with its reason
 * instead of a stack overflow or gigabytes of memory.
 *
 * In order: size (bytes, or characters for a text already decoded), encoding (strict UTF-8: an
 * invalid sequence is refused with its byte offset — never silently turned into U+FFFD), one
 * leading byte-order mark (U+FEFF) accepted and dropped — the one rule for every reader —, nesting
 * depth (scanned on the text, outside strings, before parsing), then `JSON.parse` (a syntax error
 * says line and column).
 *
 * Codes: `format/too-large`, `format/bad-utf8`, `format/too-deep`, `format/bad-json`, `format/not-text`.
 */
import { printParseErrorCode, visit } from 'jsonc-parser';
import type { FormatCode } from '../errors/index.js';
import type { EngineError, Result } from '../types.js';
import type { ProblemDetail } from './problem-detail.js';
import { detailEn } from './detail-en.js';

/**
 * The limits of every input file. A full FFMus match (24 deals, about 400 actions) is about 26 kB
 * and 6 levels deep; the limits leave room for a thousand deals and hand-written files.
 */
export const INPUT_LIMITS = {
  /** Bytes of a file (and characters of a text already decoded). */
  bytes: 16 * 1024 * 1024,
  /** Nesting of arrays and objects. */
  depth: 32,
  /** Characters of any string inside the JSON. */
  string: 10_000,
} as const;

/** The keys never allowed in a file: `__proto__` and every property of `Object.prototype` (`constructor`, `toString`…). */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', ...Object.getOwnPropertyNames(Object.prototype)]);

/** Limits a reader may tighten (tests, the journal's lines). */
export type InputLimits = { bytes: number; depth: number };

/** Why an input was refused. `offset` is a byte offset (encoding) or a character offset (depth, syntax). */
export interface GateProblem extends EngineError {
  path: '$';
  code: Exclude<FormatCode, 'format/unknown-field'>;
  offset?: number;
  /** The detail as data, for a person's language (a syntax error's line and column…: `problem-detail.ts`). */
  detail?: ProblemDetail;
}

/** An input the gate let through: the parsed JSON and its text (BOM dropped). */
export interface GatedText {
  json: unknown;
  text: string;
}

const problem = (code: GateProblem['code'], message: string, offset?: number, detail?: ProblemDetail): { ok: false; error: GateProblem } => {
  const error: GateProblem = { path: '$', code, message: `$: ${message}` };
  if (offset !== undefined) error.offset = offset;
  if (detail !== undefined) error.detail = detail;
  return { ok: false, error };
};

/** A problem of the gate said by its detail: the English words of the message ({@link detailEn}) and the detail as data. */
const detailed = (code: GateProblem['code'], detail: ProblemDetail, offset?: number) => problem(code, detailEn(detail), offset, detail);

/**
 * The byte offset of the first byte that is not part of well-formed UTF-8 (RFC 3629: no overlong
 * forms, no surrogates D800–DFFF, nothing above U+10FFFF, no truncated sequence), or null.
 */
export function firstInvalidUtf8(b: Uint8Array): number | null {
  const n = b.length;
  let i = 0;
  while (i < n) {
    const c = b[i] ?? 0; // i < n: always a byte
    if (c < 0x80) { i++; continue; }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0; // overlong
      if (c === 0xed) hi = 0x9f; // surrogates
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90; // overlong
      if (c === 0xf4) hi = 0x8f; // above U+10FFFF
    } else return i;
    if (i + need >= n) return i; // truncated at the end
    const b1 = b[i + 1] ?? 0; // i + need < n: every byte read here exists
    if (b1 < lo || b1 > hi) return i;
    for (let k = 2; k <= need; k++) if (((b[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return null;
}

/** Decodes strict UTF-8 bytes (size first, then encoding); the text keeps a BOM, {@link gateText} drops it. */
export function decodeUtf8(bytes: Uint8Array, limits: InputLimits = INPUT_LIMITS): Result<string, GateProblem> {
  if (!(bytes instanceof Uint8Array)) return detailed('format/not-text', { key: 'format/not-text#bytes' });
  if (bytes.length > limits.bytes) return detailed('format/too-large', { key: 'format/too-large#bytes', params: { size: bytes.length, limit: limits.bytes } });
  const bad = firstInvalidUtf8(bytes);
  if (bad !== null) {
    const hex = Array.from(bytes.subarray(bad, Math.min(bad + 4, bytes.length)), (x) => x.toString(16).padStart(2, '0')).join(' ');
    const utf16 = bad === 0 && bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
    return detailed('format/bad-utf8', { key: utf16 ? 'format/bad-utf8#utf16' : 'format/bad-utf8', params: { offset: bad, bytes: hex } }, bad);
  }
  return { ok: true, value: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

/** Where nesting first goes beyond `max` (a character index), scanning outside strings; null when it never does. */
export function nestingBeyond(text: string, max: number): number | null {
  // the depth never exceeds the number of openers: most files have too few to need the scan
  // (counted with indexOf, several times faster than the scan below)
  let opens = 0;
  for (let i = text.indexOf('['); i !== -1 && opens <= max; i = text.indexOf('[', i + 1)) opens++;
  for (let i = text.indexOf('{'); i !== -1 && opens <= max; i = text.indexOf('{', i + 1)) opens++;
  if (opens <= max) return null;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

/** Line and column (both from 1) of a character offset. */
function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 0x0a) { line++; start = i + 1; }
  return { line, col: offset - start + 1 };
}

/**
 * The character at `offset`, named for people: `"x"` when it prints, else its code point (`U+00A0`
 * for a no-break space…), `bom` for a byte-order mark (U+FEFF: one only, at the very start); null
 * past the end.
 */
function charAt(text: string, offset: number): string | null {
  const c = text.codePointAt(offset);
  if (c === undefined) return null;
  if (c === 0xfeff) return 'bom';
  const printable = c > 0x20 && c !== 0x7f && !(c >= 0x80 && c <= 0xa0) && c !== 0xad && !(c >= 0x2000 && c <= 0x206f);
  return printable ? JSON.stringify(String.fromCodePoint(c)) : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A syntax error: where (a character offset), and what (jsonc-parser's name of it, the character there). */
interface SyntaxFound { offset: number; syntax: string; char: string | null }

/** The first syntax error of a JSON text, found without recursion by jsonc-parser's scanner. */
function syntaxError(text: string): SyntaxFound | null {
  let found: SyntaxFound | null = null;
  visit(text, {
    onError: (error, offset) => {
      if (found) return;
      const syntax = printParseErrorCode(error);
      found = { offset, syntax, char: syntax === 'InvalidSymbol' ? charAt(text, offset) : null };
    },
  }, { allowTrailingComma: false, disallowComments: true });
  return found;
}


/**
 * Gates a text already decoded (a string from a browser File, an IPC message, a test): size in
 * characters, one leading BOM dropped, depth, parse. Depth is checked before parsing, so
 * `JSON.parse` never sees deep nesting.
 */
export function gateText(text: string, limits: InputLimits = INPUT_LIMITS): Result<GatedText, GateProblem> {
  if (typeof text !== 'string') return detailed('format/not-text', { key: 'format/not-text#text' });
  if (text.length > limits.bytes) return detailed('format/too-large', { key: 'format/too-large#chars', params: { size: text.length, limit: limits.bytes } });
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = nestingBeyond(t, limits.depth);
  if (deep !== null) {
    const { line, col } = lineCol(t, deep);
    return detailed('format/too-deep', { key: 'format/too-deep', params: { depth: limits.depth, line, col } }, deep);
  }
  try {
    return { ok: true, value: { json: JSON.parse(t), text: t } };
  } catch (e) {
    if (!t.trim()) return detailed('format/bad-json', { key: 'format/bad-json#empty' });
    const s = syntaxError(t);
    if (!s) return detailed('format/bad-json', { key: 'format/bad-json#other', params: { what: (e as Error).message } });
    const { line, col } = lineCol(t, s.offset);
    const params: Record<string, string | number> = { line, col, syntax: s.syntax };
    if (s.char !== null) params.char = s.char;
    return detailed('format/bad-json', { key: 'format/bad-json#at', params }, s.offset);
  }
}

/** Gates the bytes of a file: size, strict UTF-8, then {@link gateText}. */
export function gateBytes(bytes: Uint8Array, limits: InputLimits = INPUT_LIMITS): Result<GatedText, GateProblem> {
  const d = decodeUtf8(bytes, limits);
  return d.ok ? gateText(d.value, limits) : d;
}
