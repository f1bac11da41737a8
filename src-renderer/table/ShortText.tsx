/**
 * A name as the room reads it (`shortNames`: its first whole words) with the full name kept for a
 * screen reader: the short form is hidden from assistive tech, the full one is visually hidden. The
 * element around it carries the full name in its title. A name its short form does not change is
 * given as it is.
 */
export function ShortText({ full, short }: { full: string; short: string | undefined }) {
  return short === undefined || short === full ? <>{full}</> : <><span aria-hidden="true">{short}</span><span class="sr-only">{full}</span></>;
}
