/**
 * The error codes are a closed list (`shared/errors/`): a code that is not in it fails `tsc` (the
 * `@ts-expect-error` lines below are checked by `npm run typecheck`), the schema codes cover every
 * keyword the generated validators can report, and a thrown error's code is read back in one way.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SCHEMA_KEYWORDS, inNamespace, thrownCode, type ErrorCode } from '../../../shared/errors/index.js';
import type { EngineError } from '../../../shared/types.js';

describe('closed error codes', () => {
  it('a typo in a code does not type-check', () => {
    // @ts-expect-error a misspelt code is not an ErrorCode
    const typo: ErrorCode = 'action/not-your-trun';
    // @ts-expect-error an unknown namespace is not an ErrorCode
    const e: EngineError = { code: 'actions/not-your-turn', message: '' };
    // @ts-expect-error an unknown namespace is refused by inNamespace
    inNamespace('action/not-your-turn', 'actions');
    expect([typo, e.code]).toHaveLength(2);
  });

  it('every keyword the generated validators report is a schema code', () => {
    const text = readFileSync(new URL('../../../shared/format/validators.generated.js', import.meta.url), 'utf8');
    const reported = new Set([...text.matchAll(/keyword: ?"([A-Za-z]+)"/g)].map((m) => m[1]));
    expect([...reported].filter((k) => !(SCHEMA_KEYWORDS as readonly string[]).includes(k!))).toEqual([]);
  });

  it('a thrown error keeps its code when it has one, else the fallback', () => {
    expect(thrownCode({ code: 'journal/locked' }, 'library/start-failed')).toBe('journal/locked');
    expect(thrownCode({ code: 'ENOENT' }, 'library/start-failed')).toBe('library/start-failed');
    expect(thrownCode({ code: 'library/in-use' }, 'journal/write-failed', 'journal/')).toBe('journal/write-failed');
    expect(thrownCode(new Error('x'), 'setup/refused')).toBe('setup/refused');
    expect(inNamespace('session/failed', 'session')).toBe(true);
    expect(inNamespace('setup/refused', 'session')).toBe(false);
  });
});
