/**
 * The command line's own text tables (`src-main/cli/*-texts.ts`: `mus table`, `mus hub`, `mus serve`,
 * and any added later, found on disk) say the same things in the four languages, as the UI's
 * (`test/src-renderer/i18n/texts-complete.test.ts`): every key of the English table in French,
 * Basque and Spanish and no other (a plural counts once, whatever forms a language has), none empty,
 * each with the same `{{values}}` — a `{{url}}` missing in one language would print a line without
 * its address.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../../shared/i18n/index.js';

const CLI = fileURLToPath(new URL('../../../src-main/cli/', import.meta.url));
const TEXT_FILES = readdirSync(CLI).filter((f) => /-texts\.ts$/.test(f)).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every `*_WORDS` table the text files export: its name and its words by language. */
const tables: [string, Record<Lang, object>][] = [];

beforeAll(async () => {
  for (const f of TEXT_FILES) {
    const m = (await import(pathToFileURL(join(CLI, f)).href)) as Record<string, unknown>;
    for (const [name, v] of Object.entries(m)) if (name.endsWith('_WORDS')) tables.push([`${f}: ${name}`, v as Record<Lang, object>]);
  }
});

/** A language's words flattened: `status.idle` → its forms (plural forms merged under one key). */
function flat(words: object): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (o: object, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      const key = `${prefix}${k}`;
      if (v !== null && typeof v === 'object') walk(v as object, `${key}.`);
      else out.set(key.replace(PLURAL, ''), [...(out.get(key.replace(PLURAL, '')) ?? []), String(v)]);
    }
  };
  walk(words, '');
  return out;
}

/** The `{{values}}` a text uses (sorted, each once; `count` aside: a plural form may leave it out). */
function vars(forms: readonly string[]): string {
  return [...new Set(forms.flatMap((s) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '')))].filter((v) => v !== 'count').sort().join();
}

describe("the command line's texts in four languages", () => {
  it('finds the tables of mus table, mus hub and mus serve', () => {
    expect(tables.map(([name]) => name)).toEqual(expect.arrayContaining([
      'hub-texts.ts: HUB_CLI_WORDS', 'serve-texts.ts: SERVE_CLI_WORDS', 'table-texts.ts: TABLE_CLI_WORDS',
    ]));
  });

  it('every key in every language and no other, none empty, with the same values as the English', () => {
    for (const [name, words] of tables) {
      const en = flat(words.en);
      expect(Object.keys(words).sort()).toEqual([...LANGS].sort());
      for (const lang of LANGS) {
        const other = flat(words[lang]);
        const missing = [...en.keys()].filter((k) => !other.has(k));
        const extra = [...other.keys()].filter((k) => !en.has(k));
        const empty = [...other].filter(([, forms]) => forms.some((s) => s.trim() === '')).map(([k]) => k);
        const differ = [...en].filter(([k, forms]) => other.has(k) && vars(forms) !== vars(other.get(k) ?? [])).map(([k]) => k);
        expect({ name, lang, missing, extra, empty, differ }).toEqual({ name, lang, missing: [], extra: [], empty: [], differ: [] });
      }
    }
  });
});
