/**
 * A sentence whose counts never leave their word at a line's end: « 0 hamarreko, 0 tanto » may
 * wrap after the comma, never between « 0 » and « tanto » (the room display's team card and the
 * phones' score line wrapped there, leaving a bare number). The text read aloud or copied is the
 * same: only spans are added.
 */
import { keepCounts } from './keep-counts.js';

/** Renders `text` with each count and its word in a `nobreak` span ({@link keepCounts}). */
export function KeepCounts({ text }: { text: string }) {
  return <>{keepCounts(text).map((p, i) => (p.keep ? <span key={i} class="nobreak">{p.text}</span> : p.text))}</>;
}
