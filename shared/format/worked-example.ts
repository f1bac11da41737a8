/**
 * Worked examples (`{"record": …, "expect": …}`, as `test/fixtures/match-ffmus-full.json` and the
 * examples of the rule sources): a file with no `format` of its own whose record is the object
 * under `record`. Readers refuse them (`record/bad-format`: « format is missing »); this tells them
 * apart so that the refusal can say where the record is (the command line: `otherCommand` of
 * src-main/cli/labels.ts; the library screen's import).
 */

/** The formats a worked example's record may have. */
const FORMATS: readonly unknown[] = ['mus-deal/1', 'mus-match/1', 'mus-tournament/1'];

/** The `format` field of a JSON object, or undefined (not an object, or no such field). */
export function formatOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null ? (json as { format?: unknown }).format : undefined;
}

/**
 * When `json` is a worked example (an object without `format` whose `record` is an object of a
 * known format), that format (`mus-match/1`…); else null.
 */
export function workedExampleFormat(json: unknown): string | null {
  if (formatOf(json) !== undefined) return null;
  const inner = formatOf(typeof json === 'object' && json !== null ? (json as { record?: unknown }).record : undefined);
  return typeof inner === 'string' && FORMATS.includes(inner) ? inner : null;
}
