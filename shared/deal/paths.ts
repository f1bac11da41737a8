/**
 * Where a deal's fields sit in a record, for the JSON paths of errors (spec "Deal record",
 * "Match record"): `actions[7]` in a `mus-deal/1` record, `deals[3].actions[7]` in a `mus-match/1`.
 */

/**
 * A deal's place in its record: a JSON path prefix (`''` in a deal record), or the deal's index
 * `i` in a match record, standing for `deals[i].`. A match replay gives the index, so that the path
 * text is built only when an error needs it.
 */
export type DealBase = string | number;

/** The path prefix a {@link DealBase} stands for: `''`, or e.g. `deals[3].`. */
export function basePath(base: DealBase): string {
  return typeof base === 'number' ? `deals[${base}].` : base;
}
