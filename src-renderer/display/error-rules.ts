/**
 * The articles of a deal's announcement errors on the room display's last-deal line, short enough
 * to be read whole across a room: « FFMus art. 13 a · 16 a » — the source named once, then each case
 * (the line was cut to « FFMus art. 13 a · FFMus art. … » at 1280×720 and 1920×1080).
 */

/** `rules` (e.g. "FFMus art. 13 a", "FFMus art. 16 a") in one line: a rule's leading words shared with the first are left out. */
export function errorRules(rules: readonly string[]): string {
  const first = rules[0];
  if (first === undefined) return '';
  const m = /^(.*\bart\.\s)/.exec(first);
  const prefix = m?.[1];
  return rules.map((r, i) => (i > 0 && prefix && r.startsWith(prefix) ? r.slice(prefix.length) : r)).join(' · ');
}
