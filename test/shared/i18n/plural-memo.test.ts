/**
 * The ledger's memoised texts fill plural templates themselves (`ledgerText`: `key_zero`, then the
 * plural category, then `key`, as i18next looks them up): every plural text of the four languages,
 * for counts 0, 1, 2, 5 and 21, is exactly what i18next makes.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, ledgerI18n, ledgerT, ledgerText } from '../../../shared/i18n/index.js';

/** The plural keys of a language's ledger texts (`tira.raises` for `tira.raises_one` …), with their placeholders. */
function pluralKeys(lang: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(path);
      if (m?.[1]) out.set(m[1], [...new Set([...(out.get(m[1]) ?? []), ...[...node.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((x) => x[1] ?? '')])]);
      return;
    }
    if (typeof node === 'object' && node !== null) for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(ledgerI18n().getResourceBundle(lang, 'ledger'), '');
  return out;
}

describe('ledger plurals without i18next', () => {
  it('give the same texts as i18next in every language', () => {
    let checked = 0;
    for (const lang of LANGS) {
      const keys = pluralKeys(lang);
      expect(keys.size).toBeGreaterThan(3);
      for (const [key, names] of keys) {
        for (const count of [0, 1, 2, 5, 21]) {
          const params: Record<string, string | number> = { count };
          for (const n of names) if (n !== 'count') params[n] = n === 'bets' ? '2+5' : count;
          expect(ledgerText(lang)(key, params), `${lang} ${key} ${count}`).toBe(ledgerT(lang)(key, params));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
