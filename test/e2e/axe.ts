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
    const w = window as unknown as Record<string, unknown> & {
      axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      __pwClock?: { builtins?: Record<string, unknown> };
    };
    // axe defers its work with timers: under a test's stopped clock (playwright's `clock`, which
    // keeps the page's own timers as `__pwClock.builtins`) it runs on the real ones, and the page's
    // timers stay as the test set them
    const real = w.__pwClock?.builtins;
    const names = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'];
    const faked = names.map((n) => [n, w[n]] as const);
    if (real) for (const n of names) if (real[n]) w[n] = real[n];
    try {
      const r = await w.axe.run(document, { runOnly: { type: 'tag', values: tags } });
      return r.violations.map((v) => `${v.id} (${v.nodes.length}× ${v.nodes[0]?.target.join(' ') ?? ''})`);
    } finally {
      if (real) for (const [n, f] of faked) w[n] = f;
    }
  }, tags);
  return found;
}
