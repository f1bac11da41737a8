/**
 * The four languages say the same things (src-renderer/i18n/: the game's words and every feature's
 * `texts.ts`): every French text has its Basque, Spanish and English one (a plural counts once,
 * whatever forms a language has), none is empty, and each uses the same interpolation values as
 * the French — a `{{name}}` missing in one language would leave a player unnamed on that screen
 * (docs/app.md, "UI texts").
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { uiT, uiTexts } from '../../../src-renderer/i18n/index.js';
import { LANGS, type Lang } from '../../../shared/i18n/index.js';

const RENDERER = fileURLToPath(new URL('../../../src-renderer/', import.meta.url));
/** Every feature's texts module (`texts.ts`, `texts-*.ts`), found on disk so that a new one is checked too. */
const TEXT_FILES = readdirSync(RENDERER, { recursive: true, encoding: 'utf8' })
  .map((f) => f.replaceAll('\\', '/'))
  .filter((f) => /(^|\/)texts(-[a-z-]+)?\.ts$/.test(f))
  .sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The texts of a language, flattened: `history.errors` → its forms' strings (plural forms merged under one key). */
function flat(lang: Lang): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (o: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v !== null && typeof v === 'object') walk(v as Record<string, unknown>, key);
      else {
        const base = key.replace(PLURAL, '');
        out.set(base, [...(out.get(base) ?? []), String(v)]);
      }
    }
  };
  walk(uiTexts(lang), '');
  return out;
}

/** The interpolation values a text uses, `{{name}}`, `{{count}}` (sorted, each once). */
function vars(forms: readonly string[]): string[] {
  return [...new Set(forms.flatMap((s) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '')))].sort();
}

beforeAll(async () => {
  for (const f of TEXT_FILES) await import(pathToFileURL(join(RENDERER, f)).href);
});

describe('UI texts in four languages', () => {
  it('finds the texts of every feature folder', () => {
    for (const f of ['app/texts.ts', 'box/texts.ts', 'history/texts.ts', 'library/texts.ts', 'share/texts.ts', 'showdown/texts.ts', 'table/texts.ts']) expect(TEXT_FILES).toContain(f);
    expect(flat('fr').size).toBeGreaterThan(300);
  });

  it('every French text exists in Basque, Spanish and English, and no language has a text French lacks', () => {
    const fr = [...flat('fr').keys()].sort();
    for (const lang of LANGS) {
      const keys = [...flat(lang).keys()].sort();
      expect({ lang, missing: fr.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !fr.includes(k)) }).toEqual({ lang, missing: [], extra: [] });
    }
  });

  it('no text is empty', () => {
    for (const lang of LANGS) {
      const empty = [...flat(lang)].filter(([, forms]) => forms.some((s) => s.trim() === '')).map(([k]) => k);
      expect({ lang, empty }).toEqual({ lang, empty: [] });
    }
  });

  it('each text uses the same interpolation values as the French', () => {
    const fr = flat('fr');
    for (const lang of LANGS) {
      const other = flat(lang);
      const differ = [...fr].filter(([k, forms]) => other.has(k) && vars(forms).join() !== vars(other.get(k) ?? []).join())
        .map(([k, forms]) => `${k}: fr {${vars(forms).join(',')}} ${lang} {${vars(other.get(k) ?? []).join(',')}}`);
      expect({ lang, differ }).toEqual({ lang, differ: [] });
    }
  });

  it('a plural says its count in each language (1 and 2 give different texts)', () => {
    for (const lang of LANGS) {
      const t = uiT(lang);
      expect(t('history.errors', { count: 1 })).toContain('1');
      expect(t('history.errors', { count: 2 })).toContain('2');
      expect(t('history.errors', { count: 1 })).not.toBe(t('history.errors', { count: 2 }));
    }
  });
});
