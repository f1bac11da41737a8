/**
 * axe-core (the accessibility engine, a dev dependency) run in a page of the e2e tests: every rule of
 * WCAG 2.x A and AA, plus best practices and the experimental rules (e.g. `label-content-name-mismatch`:
 * a control's accessible name holds its visible text). `violations(page)` gives the rules broken on the page as it
 * stands (id and the first node's selector), so a test asserts `[]` at every screen and state it reaches.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe rules broken on the page now: `id (n× first-selector)`.
 * @param o.experimental the rules axe leaves out unless asked (tag `experimental`, axe-core
 *   4.14: css-orientation-lock, focus-order-semantics, hidden-content, p-as-heading,
 *   table-fake-caption, td-has-header, label-content-name-mismatch): on unless `false`
 */
export async function violations(page: Page, o: { experimental?: boolean } = {}): Promise<string[]> {
  const has = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // evaluated through the DevTools protocol: the page's strict CSP (no inline script) stays on
  if (!has) await page.evaluate(AXE);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', ...(o.experimental === false ? [] : ['experimental'])];
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return r.violations.map((v) => `${v.id} (${v.nodes.length}× ${v.nodes[0]?.target.join(' ') ?? ''})`);
  }, tags);
  return found;
}
