/** JSON parsing with a message that gives the line and column of a syntax error. */

/** Parses JSON text; on error says where (line, column) and what. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const msg = (e as Error).message;
    if (e instanceof RangeError) return { ok: false, message: `not readable JSON: ${msg} (nesting too deep)` };
    const m = /position (\d+)/.exec(msg);
    if (m) {
      const pos = Number(m[1]);
      const before = text.slice(0, pos);
      const line = before.split('\n').length;
      const col = pos - before.lastIndexOf('\n');
      return { ok: false, message: `not valid JSON at line ${line}, column ${col}: ${msg}` };
    }
    return { ok: false, message: `not valid JSON: ${msg}` };
  }
}
