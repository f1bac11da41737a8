/**
 * The join page a table's QR code opens (`src-main/hub/board/join.js`), run in a small stand-in of
 * the browser: the code after `#` is shown as `ABC-DEF`, and a fragment that is no valid escape
 * (`#%E0%A4%A`, typed or sent by a prankster) shows "no code" instead of throwing a `URIError`.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

const SCRIPT = readFileSync(new URL('../../../src-main/hub/board/join.js', import.meta.url), 'utf8');

/** Runs the page's script with `hash` and the browser languages; returns the texts set by test id. */
function page(hash: string, languages = ['fr-FR']): Record<string, string> {
  const shown: Record<string, string> = {};
  const document = {
    documentElement: { lang: '' },
    title: '',
    querySelector: (sel: string) => {
      const id = /data-testid="([^"]+)"/.exec(sel)?.[1] ?? sel;
      return { set textContent(v: string) { shown[id] = v; } };
    },
  };
  runInNewContext(SCRIPT, { document, navigator: { languages, language: languages[0] }, location: { hash, origin: 'http://192.168.1.20:8741' } });
  return shown;
}

describe('the join page', () => {
  it('shows the hub address and the code after #', () => {
    const s = page('#abc-def');
    expect(s['join-code']).toBe('ABC-DEF');
    expect(s['join-url']).toBe('http://192.168.1.20:8741');
    expect(page('#ABC%2DDEF')['join-code']).toBe('ABC-DEF');
  });

  it('a broken escape or no code: "no code", never an error', () => {
    expect(() => page('#%E0%A4%A')).not.toThrow();
    expect(page('#%E0%A4%A')['join-code']).toBe('aucun code : scannez la carte de la table');
    expect(page('#%', ['en-GB'])['join-code']).toBe('no code: scan the table’s card');
    expect(page('')['join-code']).toBe('aucun code : scannez la carte de la table');
  });
});
