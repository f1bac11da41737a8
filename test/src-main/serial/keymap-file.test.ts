import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityKeyMap, loadKeyMap, lookupKey, parseKeyMap } from '../../../src-main/serial/keymap-file.js';

describe('keypad key map', () => {
  it('maps device keys to box keys, case-insensitively by default', () => {
    const r = parseKeyMap({ format: 'mus-keymap/1', keys: { a: 'pass', '1': 'D1', '*': 'BACK', 'btn 7': 'REY' } });
    if (!r.ok) throw new Error(r.error.message);
    expect(lookupKey(r.value, 'A')).toBe('PASS');
    expect(lookupKey(r.value, 'a')).toBe('PASS');
    expect(lookupKey(r.value, '1')).toBe('D1');
    expect(lookupKey(r.value, '*')).toBe('BACK');
    expect(lookupKey(r.value, 'btn 7')).toBe('REY');
    expect(lookupKey(r.value, 'SEE')).toBe('SEE'); // box names stand for themselves
    expect(lookupKey(r.value, 'nope')).toBeNull();
  });

  it('can be case-sensitive', () => {
    const r = parseKeyMap({ caseSensitive: true, keys: { a: 'PASS', A: 'BET' } });
    if (!r.ok) throw new Error(r.error.message);
    expect(lookupKey(r.value, 'a')).toBe('PASS');
    expect(lookupKey(r.value, 'A')).toBe('BET');
  });

  it('names the faulty field', () => {
    const cases: [unknown, string][] = [
      [[], '$'],
      [{ format: 'x', keys: {} }, 'format'],
      [{ keys: [] }, 'keys'],
      [{ keys: { A: 'JUMP' } }, 'keys["A"]'],
      [{ keys: { A: 3 } }, 'keys["A"]'],
      [{ keys: { ' A': 'PASS' } }, 'keys[" A"]'],
      [{ keys: { a: 'PASS', A: 'BET' } }, 'keys["A"]'],
      [{ caseSensitive: 'yes', keys: {} }, 'caseSensitive'],
    ];
    for (const [json, path] of cases) {
      const r = parseKeyMap(json);
      expect(r.ok, JSON.stringify(json)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('keymap/invalid');
        expect(r.error.path).toBe(path);
      }
    }
  });

  it('loads a file and reports unreadable or non-JSON files as data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mus-keymap-'));
    writeFileSync(join(dir, 'ok.json'), JSON.stringify({ keys: { x: 'NEXT' } }));
    writeFileSync(join(dir, 'bad.json'), '{ keys: ');
    const ok = loadKeyMap(join(dir, 'ok.json'));
    expect(ok.ok && lookupKey(ok.value, 'x')).toBe('NEXT');
    const bad = loadKeyMap(join(dir, 'bad.json'));
    expect(!bad.ok && bad.error.code).toBe('keymap/not-json');
    const missing = loadKeyMap(join(dir, 'missing.json'));
    expect(!missing.ok && missing.error.code).toBe('keymap/unreadable');
    rmSync(dir, { recursive: true, force: true });
  });

  it('goes through the input gate: invalid UTF-8 named by its byte offset, a BOM accepted, deep nesting refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mus-keymap-'));
    const latin1 = Buffer.from('{"keys":{"\u00f1":"NEXT"}}', 'latin1'); // ñ as one byte: not UTF-8
    writeFileSync(join(dir, 'latin1.json'), latin1);
    const bad = loadKeyMap(join(dir, 'latin1.json'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('format/bad-utf8');
      expect(bad.error.message).toContain(`byte offset ${latin1.indexOf(0xf1)}`);
    }
    writeFileSync(join(dir, 'bom.json'), `\ufeff${JSON.stringify({ keys: { x: 'NEXT' } })}`);
    const bom = loadKeyMap(join(dir, 'bom.json'));
    expect(bom.ok && lookupKey(bom.value, 'x')).toBe('NEXT');
    writeFileSync(join(dir, 'deep.json'), `{"keys":{"x":"NEXT"},"x-y":${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
    const deep = loadKeyMap(join(dir, 'deep.json'));
    expect(!deep.ok && deep.error.code).toBe('format/too-deep');
    rmSync(dir, { recursive: true, force: true });
  });

  it('a device key given twice (the parse would keep the second) is refused at its path, by the file and by the app', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mus-keymap-'));
    const text = '{"format":"mus-keymap/1","keys":{"A":"PASS","B":"BET","A":"FOLD"}}';
    writeFileSync(join(dir, 'twice.json'), text);
    const r = loadKeyMap(join(dir, 'twice.json'));
    expect(r).toMatchObject({ ok: false, error: { code: 'format/duplicate-key', message: expect.stringContaining('keys.A: the key "A" is given twice') } });
    const { keymapFromJsonText } = await import('../../../src-main/electron/box/box-service.js');
    expect(keymapFromJsonText(text)).toMatchObject({ ok: false, error: { code: 'format/duplicate-key', path: 'keys.A' } });
    rmSync(dir, { recursive: true, force: true });
  });

  it('the identity map knows every box key', () => {
    expect(lookupKey(identityKeyMap(), 'biak_ordago')).toBe('BIAK_ORDAGO');
  });
});
