/**
 * Item `i` of a list a test or bench reads by position (a fixture's deal, a step, a line of output),
 * checked: a list shorter than the code expects fails here, naming the index and the length, instead
 * of as a TypeError further on (`noUncheckedIndexedAccess`, issue 24).
 * @throws Error `no item i: the list holds n` when `xs[i]` is undefined.
 */
export function itemAt<T>(xs: ArrayLike<T>, i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`no item ${i}: the list holds ${xs.length}`);
  return x;
}
