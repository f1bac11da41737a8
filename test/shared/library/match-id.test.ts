/**
 * Match ids: one way to make them (`newMatchId`: UTC time to the second and six hex digits drawn
 * by the shell), and the ids made earlier in other shapes still read as match ids.
 */
import { describe, expect, it } from 'vitest';
import { isMatchId, newMatchId } from '../../../shared/library/match-id.js';

describe('match ids', () => {
  it('are YYYYMMDD-HHMMSS-xxxxxx from the UTC time and the suffix, and valid match ids', () => {
    const id = newMatchId(new Date('2026-11-23T10:20:30.999+01:00'), '0a1b2c');
    expect(id).toBe('20261123-092030-0a1b2c');
    expect(isMatchId(id)).toBe(true);
  });

  it('refuse a suffix that is not six lowercase hex digits', () => {
    for (const s of ['', '0a1b2', '0a1b2c3', '0A1B2C', '../../', 'zzzzzz']) expect(() => newMatchId(new Date(0), s), s).toThrow(/six hex digits/);
  });

  it('made earlier in other shapes still read as match ids', () => {
    for (const id of ['match-2026-11-22T10-00-00-000Z', 'web-20250301100001000-1', '20261122-100000-abcdef']) expect(isMatchId(id), id).toBe(true);
  });
});
