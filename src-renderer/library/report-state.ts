/**
 * What the library's report shows for match `id`: the state loaded for that match only. When the
 * report moves to another match, the render before its loading effect runs still holds the previous
 * match's state; shown under the new id, it put another match's statistics on the screen.
 */

/** The loaded state when it is match `id`'s, else null (still loading). */
export function reportFor<S extends { id: string }>(state: S | null, id: string): S | null {
  return state !== null && state.id === id ? state : null;
}
