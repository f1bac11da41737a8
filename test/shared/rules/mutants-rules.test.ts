/**
 * Mutation testing (issue 16, docs/testing.md): the rule presets and their options
 * (shared/rules/presets.ts), as docs/rules-presets.md lists them.
 *
 * - `ffmus` (FFMus règlement, 2011): four players, eight kings (a 3 is a king, a 2 an ace), manche
 *   to 40, match to 3 manches (arts. 1-2), duples by higher then lower pair (art. 12), raises of 1.
 * - `pagat` (Pagat, the Spanish game): the same deck and target, best of three (2 manches), raises
 *   of at least 2, *dentro* at 35.
 * - Six players: a manche of 50 under `ffmus` (Memo Mus ch. I), 40 under `pagat`, unless `target`
 *   is given (docs/rules.md, "Where the sources disagree").
 * - Seats: team A the even seats, B the odd ones; the speaking order runs from the esku.
 *
 * The presets are tables built when the module loads: the tests load a fresh copy inside the test
 * (`vi.resetModules`), so that Stryker ties those tables to them.
 */
import { describe, expect, it, vi } from 'vitest';

async function fresh(): Promise<typeof import('../../../shared/rules/presets.js')> {
  vi.resetModules();
  return import('../../../shared/rules/presets.js');
}

const FFMUS = { preset: 'ffmus', players: 4, kings: 8, juegoReal: 'off', target: 40, duples: 'ffmus', manchesToWin: 3, dentro: null, raiseMin: 1 };
const PAGAT = { preset: 'pagat', players: 4, kings: 8, juegoReal: 'off', target: 40, duples: 'ffmus', manchesToWin: 2, dentro: 35, raiseMin: 2 };

describe('the presets (docs/rules-presets.md)', () => {
  it('ffmus and pagat, by name, by object, and ffmus when nothing is said', async () => {
    const { resolveRules, PRESETS } = await fresh();
    expect(PRESETS).toEqual({ ffmus: FFMUS, pagat: PAGAT });
    expect(resolveRules(undefined)).toEqual({ ok: true, value: FFMUS });
    expect(resolveRules('ffmus')).toEqual({ ok: true, value: FFMUS });
    expect(resolveRules('pagat')).toEqual({ ok: true, value: PAGAT });
    expect(resolveRules({})).toEqual({ ok: true, value: FFMUS });
    expect(resolveRules({ preset: 'pagat' })).toEqual({ ok: true, value: PAGAT });
  });

  it('an unknown preset, or rules that are neither a name nor an object, are refused naming the field', async () => {
    const { resolveRules } = await fresh();
    expect(resolveRules('bridge')).toEqual({
      ok: false, error: { code: 'rules/unknown-preset', path: 'rules', message: 'rules: unknown rule preset "bridge" (known: ffmus, pagat)', params: { value: '"bridge"' } },
    });
    // names inherited by every object are no presets
    for (const name of ['toString', 'constructor', '__proto__']) expect(resolveRules(name).ok, name).toBe(false);
    expect(resolveRules('bridge', 'deals[0].rules')).toEqual({
      ok: false, error: { code: 'rules/unknown-preset', path: 'deals[0].rules', message: 'deals[0].rules: unknown rule preset "bridge" (known: ffmus, pagat)', params: { value: '"bridge"' } },
    });
    for (const spec of [4, null, ['ffmus'], true]) {
      expect(resolveRules(spec as never)).toEqual({
        ok: false, error: { code: 'rules/bad-option', path: 'rules', message: 'rules: rules must be a preset name or an object' },
      });
    }
    for (const preset of ['bridge', 7, 'toString']) {
      expect(resolveRules({ preset } as never)).toEqual({
        ok: false, error: { code: 'rules/unknown-preset', path: 'rules.preset', message: `rules.preset: unknown rule preset ${JSON.stringify(preset)} (known: ffmus, pagat)`, params: { value: JSON.stringify(preset) } },
      });
    }
  });

  it('each option takes the values the table lists, over either preset; fields that are not options are ignored', async () => {
    const { resolveRules } = await fresh();
    const ok = (spec: object) => {
      const r = resolveRules(spec as never);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(ok({ players: 4 }).players).toBe(4);
    expect(ok({ kings: 4 }).kings).toBe(4);
    expect(ok({ kings: 8 }).kings).toBe(8);
    for (const v of ['off', 'any', 'oros']) expect(ok({ juegoReal: v }).juegoReal).toBe(v);
    for (const v of [30, 40, 50]) expect(ok({ target: v }).target).toBe(v);
    for (const v of ['ffmus', 'old']) expect(ok({ duples: v }).duples).toBe(v);
    expect(ok({ preset: 'pagat', duples: 'old', target: 30 })).toEqual({ ...PAGAT, duples: 'old', target: 30 });
    expect(ok({ manchesToWin: 1 }).manchesToWin).toBe(1);
    expect(ok({ manchesToWin: 9999 }).manchesToWin).toBe(9999);
    expect(ok({ raiseMin: 2 }).raiseMin).toBe(2);
    expect(ok({ raiseMin: 1 }).raiseMin).toBe(1);
    expect(ok({ raiseMin: 99 }).raiseMin).toBe(99);
    expect(ok({ dentro: 99 }).dentro).toBe(99);
    expect(ok({ dentro: null, preset: 'pagat' }).dentro).toBeNull();
    expect(ok({ dentro: 1 }).dentro).toBe(1);
    expect(ok({ dentro: 30 }).dentro).toBe(30);
    expect(ok({ comment: 'club night', colour: 'red' })).toEqual(FFMUS);
  });

  it('a value outside the table is refused, naming the field and the values it takes', async () => {
    const { resolveRules } = await fresh();
    const bad = (spec: object) => {
      const r = resolveRules(spec as never);
      if (r.ok) throw new Error('accepted');
      return r.error;
    };
    expect(bad({ players: 5 })).toEqual({ code: 'rules/bad-option', path: 'rules.players', message: 'rules.players: 5 is not one of 4, 6', params: { form: 'oneOf', value: '5', allowed: '4, 6' } });
    expect(bad({ kings: 6 }).message).toBe('rules.kings: 6 is not one of 8, 4');
    expect(bad({ juegoReal: 'copas' }).message).toBe('rules.juegoReal: "copas" is not one of "off", "any", "oros"');
    expect(bad({ target: 45 }).message).toBe('rules.target: 45 is not one of 30, 40, 50');
    expect(bad({ duples: 'new' }).message).toBe('rules.duples: "new" is not one of "ffmus", "old"');
    for (const v of [0, 10000, 2.5, '3', null]) {
      expect(bad({ manchesToWin: v })).toEqual({ code: 'rules/bad-option', path: 'rules.manchesToWin', message: 'rules.manchesToWin: must be a whole number from 1 to 9999', params: { form: 'range', min: 1, max: 9999 } });
    }
    // the record schema's bounds (docs/formats.md: raiseMin 1 to 99, dentro 1 to 99)
    for (const v of [0, 100, 9999, 2.5, '3', null]) {
      expect(bad({ raiseMin: v })).toEqual({ code: 'rules/bad-option', path: 'rules.raiseMin', message: 'rules.raiseMin: must be a whole number from 1 to 99', params: { form: 'range', min: 1, max: 99 } });
    }
    for (const v of [0, -5, 100, 2.5, '35']) {
      expect(bad({ dentro: v })).toEqual({ code: 'rules/bad-option', path: 'rules.dentro', message: 'rules.dentro: must be null or a whole number from 1 to 99', params: { form: 'dentro', min: 1, max: 99 } });
    }
  });

  it('six players: a manche of 50 under ffmus (Memo Mus ch. I), 40 under pagat, or the target given', async () => {
    const { resolveRules } = await fresh();
    const value = (spec: object) => {
      const r = resolveRules(spec as never);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(value({ players: 6 })).toEqual({ ...FFMUS, players: 6, target: 50 });
    expect(value({ preset: 'ffmus', players: 6, target: 40 }).target).toBe(40);
    expect(value({ preset: 'pagat', players: 6 })).toEqual({ ...PAGAT, players: 6 });
    expect(value({ players: 4 }).target).toBe(40);
    expect(value({ target: 30 }).target).toBe(30);
  });
});

describe('seats, teams and the speaking order (spec "Seats and teams")', () => {
  it('even seats are team A, odd seats team B', async () => {
    const { teamOf, otherTeam } = await fresh();
    expect([0, 1, 2, 3, 4, 5].map(teamOf)).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
    expect([otherTeam('A'), otherTeam('B')]).toEqual(['B', 'A']);
  });
  it('the speaking order starts at the esku and goes round the table', async () => {
    const { speakingOrder } = await fresh();
    expect(speakingOrder(0, 4)).toEqual([0, 1, 2, 3]);
    expect(speakingOrder(3, 4)).toEqual([3, 0, 1, 2]);
    expect(speakingOrder(4, 6)).toEqual([4, 5, 0, 1, 2, 3]);
  });
});
