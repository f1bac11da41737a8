/**
 * Keys given twice in one object (`shared/format/duplicate-keys.ts`): the quick counts agree with the
 * parsed value for any JSON (compact or pretty, any key text: escapes, colons, quotes, spaces), so a
 * sound file is never refused, and a key given twice is found at its path, whatever its spelling.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import { duplicateKeys, keysInText, keysInValue } from '../../../shared/format/duplicate-keys.js';
import { gateFile } from '../../../shared/format/gate.js';

const key = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('a', ':', '":', 'b\\"', ' ', ',"x":', '\u2028', '{'));
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string({ maxLength: 6 }), fc.constantFrom(':', '":', '" :', '\\'), fc.boolean(), fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(key, tie('v'), { maxKeys: 4 })),
})).v;

describe('duplicate keys', () => {
  it('counts the same keys in the text and in the value for any JSON, compact or pretty: nothing refused (fast-check, fixed seed)', () => {
    fc.assert(fc.property(value, (v) => {
      for (const text of [JSON.stringify(v), JSON.stringify(v, null, 2), JSON.stringify(v, null, '\t').replace(/":/g, '" :')]) {
        expect(keysInText(text)).toBe(keysInValue(v));
        expect(duplicateKeys(text, JSON.parse(text), 10)).toEqual([]);
      }
    }), propertyRuns(41, 500));
  });

  it('finds a key written again at the start of any object, compact or pretty (fast-check, fixed seed)', () => {
    fc.assert(fc.property(fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 }), fc.boolean(), (d, pretty) => {
      const [k] = Object.keys(d);
      if (k === undefined) return;
      const text = `{${JSON.stringify(k)}${pretty ? ' : ' : ':'}0,${JSON.stringify(d, null, pretty ? 2 : undefined).slice(1)}`;
      expect(duplicateKeys(text, JSON.parse(text), 10)).toEqual([{ at: [], key: k }]);
    }), propertyRuns(42, 500));
  });

  it('finds a key given twice at its path, however it is written', () => {
    const cases: [string, { at: (string | number)[]; key: string }[]][] = [
      ['{"a":1,"a":2}', [{ at: [], key: 'a' }]],
      ['{"x":[{"seat":0,"act":"bet","amount":2,"amount":5}]}', [{ at: ['x', 0], key: 'amount' }]],
      ['{ "a" : 1 , "\\u0061" : 2 }', [{ at: [], key: 'a' }]],
      ['{"a":{"b":1},"c":{"b":1},"d":{"e":1,"e":1,"e":1}}', [{ at: ['d'], key: 'e' }, { at: ['d'], key: 'e' }]],
      ['{"k\\":":1,"k\\":":2}', [{ at: [], key: 'k":' }]],
    ];
    for (const [text, want] of cases) expect(duplicateKeys(text, JSON.parse(text), 10), text).toEqual(want);
  });

  it('the gate refuses it (format/duplicate-key) before the schema, and names the path', () => {
    const r = gateFile('{"format":"mus-deal/1","esku":7,"actions":[],"esku":0}');
    expect(r).toMatchObject({ ok: false, error: { code: 'format/duplicate-key', path: 'esku', message: 'esku: the key "esku" is given twice in this object: the second would silently replace the first' } });
  });
});
