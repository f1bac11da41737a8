/**
 * The repository stands alone: no text in it points at files outside it (the rule texts, the
 * shared specification or examples the project was started from, or a path of the machine it was
 * written on). `docs/formats.md` and `docs/rules.md` say everything in the project's own words. And the
 * README and the docs name only what is there: the repository's paths, the links between docs, the
 * npm scripts they run.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../', import.meta.url).pathname;
const SKIP = new Set(['node_modules', '.git', 'out', 'dist', 'dist-web', 'test-artifacts', 'reports', '.stryker-tmp', 'package-lock.json']);
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|md|css|html|c|h|ino|sh|ya?ml|txt)$|^(run|Makefile)$/;

/** Paths a file of the repository must never name: they exist only outside it. */
const OUTSIDE = [
  /(?:\.\.\/)+shared\/(?:rules\/(?:README|\d{3}_)|spec\/|examples\/|notes\/|hooks\/)/,
  /(?<![\w-])shared\/spec\/deal-record\.md/,
  /\/work\/(?:shared|main|\.library)\b/,
];

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) yield* files(p);
    else if (TEXT.test(name) && st.size < 4_000_000) yield p;
  }
}

describe('the repository stands alone', () => {
  it('no file refers to a file outside the repository', () => {
    const found: string[] = [];
    let read = 0;
    for (const f of files(ROOT)) {
      if (f === new URL(import.meta.url).pathname) continue; // this file names them to look for them
      read++;
      const text = readFileSync(f, 'utf8');
      for (const re of OUTSIDE) {
        const m = re.exec(text);
        if (m) found.push(`${relative(ROOT, f)}: ${m[0]}`);
      }
    }
    expect(read).toBeGreaterThan(200);
    expect(found).toEqual([]);
  });

  it('every path the README and the docs name in the repository is there, every link between docs resolves, every npm script they run exists', () => {
    const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const exists = (p: string) => {
      const ts = p.replace(/\.js$/, '.ts');
      if ([p, ts, ts.replace(/\.ts$/, '.tsx')].some((q) => existsSync(join(ROOT, q)))) return true;
      // a name's beginning (`test/shared/display/race` for its test files)
      const slash = p.lastIndexOf('/');
      const dir = join(ROOT, p.slice(0, slash));
      return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(p.slice(slash + 1)));
    };
    const missing: string[] = [];
    let checked = 0;
    for (const doc of docs) {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      for (const m of text.matchAll(/(?<![\w./~-])(?:shared|src-main|src-renderer|test|docs|scripts|bench|firmware|bin)\/[\w./-]*[\w-]/g)) {
        checked++;
        if (!exists(m[0])) missing.push(`${doc}: ${m[0]}`);
      }
      for (const m of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        const target = m[1] ?? '';
        if (!/^[a-z]+:/.test(target) && !existsSync(join(ROOT, dirname(doc), target))) missing.push(`${doc}: link ${target}`);
      }
      for (const m of text.matchAll(/npm run (?:-s )?(?!-)([\w-]+(?::[\w-]+)*)/g)) {
        if (!Object.hasOwn(scripts, m[1] ?? '')) missing.push(`${doc}: npm run ${m[1]}`);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it('the check itself finds such a reference', () => {
    expect(OUTSIDE.some((re) => re.test('see ../shared/spec/deal-record.md'))).toBe(true);
    expect(OUTSIDE.some((re) => re.test('in `/work/shared/rules/003_x.txt`'))).toBe(true);
    expect(OUTSIDE.some((re) => re.test("import { PRESETS } from '../shared/rules/presets.js';"))).toBe(false);
  });
});
