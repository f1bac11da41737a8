/** JSON parsing with a message that gives the line and column of a syntax error. */
import { parse as parseLoose, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** Parses JSON text; on error says where (line, column) and what (located with jsonc-parser). */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, message: `not readable JSON: ${e.message} (nesting too deep)` };
    const errors: ParseError[] = [];
    parseLoose(text, errors, { allowTrailingComma: false, disallowComments: true });
    const first = errors[0];
    if (!first) return { ok: false, message: `not valid JSON: ${(e as Error).message}` };
    const before = text.slice(0, first.offset);
    const line = before.split('\n').length;
    const col = first.offset - before.lastIndexOf('\n');
    return { ok: false, message: `not valid JSON at line ${line}, column ${col}: ${printParseErrorCode(first.error)}` };
  }
}
