/**
 * What a page of the web build weighs at start: its entry script and the chunks its HTML preloads,
 * raw and gzipped (level 9). Shared by the page-weight test (`page-weight.test.ts`: the budgets) and
 * the bench (`bench/ui.bench.ts`: the figures).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets of issue 27, in gzipped bytes: the room display's first load and the control page's. */
export const PAGE_BUDGETS = { display: 75_000, control: 90_000 } as const;

/** Raw and gzipped size (bytes) of some files of the build (paths relative to `dir`). */
export function jsSize(dir: string, files: Iterable<string>): { raw: number; gz: number } {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const b = readFileSync(join(dir, f));
    raw += b.length;
    gz += gzipSync(b, { level: 9 }).length;
  }
  return { raw, gz };
}

/** The JS a page loads at start (`html`: `index.html`, `display.html`): sizes and its files. */
export function pageJs(dir: string, html: string): { raw: number; gz: number; files: Set<string> } {
  const text = readFileSync(join(dir, html), 'utf8');
  const files = new Set<string>();
  for (const m of text.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)) if (m[1] !== undefined) files.add(m[1]);
  return { ...jsSize(dir, files), files };
}
