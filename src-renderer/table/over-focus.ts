/**
 * The focus at the end of the match (in the end panel's own chunk, not the table's first load):
 * the last count closed by Enter gives the focus back to the table's home (focus-keeper.ts), but
 * the end panel is still loading then, so it was left on the table's <main>.
 */

/**
 * True when the focus is at the table's home and nowhere more precise: nothing focused (`active`
 * null or the body) or the table's own <main> (`root`), where {@link focusHome} puts it when the
 * heading it wants is not painted yet. A part painted later (the end of the match, loaded in its own
 * chunk after the last count is closed) then takes it onto its heading; a focus on a control stays.
 */
export function focusAtHome(active: unknown, body: unknown, root: unknown): boolean {
  return active === null || active === body || active === root;
}
