/**
 * The input gate (`shared/format/input-gate.ts`): size, strict UTF-8 with the byte offset, one BOM
 * rule, depth before parsing, syntax errors with line and column. Never throws.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import { decodeUtf8, firstInvalidUtf8, gateBytes, gateText, INPUT_LIMITS } from '../../../shared/format/input-gate.js';

const enc = (s: string) => new TextEncoder().encode(s);
const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const isValid = (b: Uint8Array) => { try { fatal.decode(b); return true; } catch { return false; } };

describe('input gate', () => {
  it('finds the first invalid UTF-8 byte exactly where a strict decoder fails (fast-check, fixed seed)', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (b) => {
      const at = firstInvalidUtf8(b);
      expect(at === null).toBe(isValid(b));
      if (at !== null) {
        expect(isValid(b.subarray(0, at))).toBe(true);
      }
    }), propertyRuns(12, 5000));
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (s) => {
      expect(firstInvalidUtf8(enc(s))).toBeNull();
    }), propertyRuns(13, 2000));
  });

  it('refuses invalid UTF-8 and names the byte offset (never U+FFFD)', () => {
    const b = enc('{"format":"mus-match/1","teams":{"A":"Pena","B":"x"},"deals":[]}');
    const at = 38; // inside "Pena"
    b[at] = 0xf1; // a flipped bit: 0x65 'e' is not 0xf1 (a lead byte with nothing after it)
    const r = gateBytes(b);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ path: '$', code: 'format/bad-utf8', offset: at });
      expect(r.error.message).toContain(`byte offset ${at}`);
    }
    for (const bad of [[0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0xff], [0x80]]) {
      const d = decodeUtf8(Uint8Array.from([0x22, ...bad, 0x22]));
      expect(d.ok, bad.join(' ')).toBe(false);
      if (!d.ok) expect(d.error.offset).toBe(1);
    }
  });

  it('accepts one leading BOM, from bytes and from text alike', () => {
    const body = '{"format":"mus-deal/1","actions":[]}';
    for (const r of [gateBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...enc(body)])), gateText(`\ufeff${body}`)]) {
      expect(r).toMatchObject({ ok: true, value: { json: { format: 'mus-deal/1' }, text: body } });
    }
  });

  it('refuses deep nesting before parsing, whatever the depth, and never throws', () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    for (const n of [33, 50_000, 1_000_000]) {
      const r = gateText(deep(n));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('format/too-deep');
    }
    expect(gateText(deep(32)).ok).toBe(true);
    expect(gateText(`["${'['.repeat(100)}"]`).ok).toBe(true); // brackets in strings do not count
  });

  it('refuses files over the size limit by their size alone', () => {
    const r = gateBytes(new Uint8Array(INPUT_LIMITS.bytes + 1).fill(0x5b));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('format/too-large');
    expect(gateText(' '.repeat(INPUT_LIMITS.bytes + 1)).ok).toBe(false);
  });

  it('says where a syntax error is', () => {
    const r = gateText('{\n  "format": "mus-deal/1",\n  actions: []\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'format/bad-json', message: expect.stringContaining('line 3, column 3') });
    expect(gateText('').ok).toBe(false);
    expect(gateText(7 as unknown as string).ok).toBe(false);
  });
});

describe('input gate: syntax errors in words', () => {
  it('says what was expected, never the parser\'s own names, and names an empty file and a UTF-16 one', () => {
    const broken = ['{"a":}', '{"a" 1}', '{"a":1 "b":2}', '[1,2', '{"a":1', '{"a":"x', '{"a":1}}', '{"a":01}', '{"a":"\\q"}', '{"a":"\\u12"}', '/* c */{}', '{,}', '{"a":"\t"}', '-', '[1,]'];
    for (const text of broken) {
      const r = gateText(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.message, text).toMatch(/^\$: not valid JSON at line 1, column \d+: [a-z]/);
        expect(r.error.message, text).not.toMatch(/[a-z][A-Z]/); // no ValueExpected, InvalidSymbol…
      }
    }
    // the character at fault, named: printed when it prints, else by its code point
    const at = (text: string) => { const r = gateText(text); return r.ok ? '' : r.error.message; };
    expect(at('\ufeff\ufeff{}')).toBe('$: not valid JSON at line 1, column 1: a character that JSON does not allow here (U+FEFF, a byte-order mark: one only, at the very start)');
    expect(at('{"a":\u00a01}')).toBe('$: not valid JSON at line 1, column 6: a character that JSON does not allow here (U+00A0)');
    expect(at("{'a':1}")).toBe('$: not valid JSON at line 1, column 2: a character that JSON does not allow here ("\'")');
    for (const empty of ['', ' \r\n\t']) expect(gateText(empty)).toMatchObject({ ok: false, error: { code: 'format/bad-json', message: '$: not valid JSON: the file is empty' } });
    const utf16 = gateBytes(Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]));
    expect(utf16).toMatchObject({ ok: false, error: { code: 'format/bad-utf8', offset: 0, message: expect.stringContaining('the mark of a UTF-16 file') } });
  });
});
