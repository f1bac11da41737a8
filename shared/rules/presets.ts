/**
 * Rule presets and variants. Documented in `docs/rules-presets.md`.
 * - `ffmus`: Fédération Française de Mus, règlement officiel (2011): eight kings, manche to 40,
 *   match to 3 manches (FFMus arts. 1-2), duples by higher then lower pair (art. 12).
 * - `pagat`: Mus as played in Spain (Pagat): game to 40, best of three (2 games won), *dentro* at 35,
 *   raises of at least 2.
 */
import type { EngineError, Result, RuleOptions, RulesSpec } from '../types.js';
import type { RulesCode } from '../errors/index.js';

/** The built-in presets. */
export const PRESETS: Record<RuleOptions['preset'], RuleOptions> = {
  ffmus: {
    preset: 'ffmus', players: 4, kings: 8, juegoReal: 'off', target: 40, duples: 'ffmus',
    manchesToWin: 3, dentro: null, raiseMin: 1,
  },
  pagat: {
    preset: 'pagat', players: 4, kings: 8, juegoReal: 'off', target: 40, duples: 'ffmus',
    manchesToWin: 2, dentro: 35, raiseMin: 2,
  },
};

/** `{ok: true, value: preset}` for each preset, shared and frozen (records name a preset: settling one builds no result). */
const PRESET_RESULTS: Record<RuleOptions['preset'], Result<RuleOptions>> = {
  ffmus: Object.freeze({ ok: true as const, value: PRESETS.ffmus }),
  pagat: Object.freeze({ ok: true as const, value: PRESETS.pagat }),
};

const ALLOWED: { [K in keyof RuleOptions]?: readonly unknown[] } = {
  players: [4, 6],
  kings: [8, 4],
  juegoReal: ['off', 'any', 'oros'],
  target: [30, 40, 50],
  duples: ['ffmus', 'old'],
};

/**
 * Resolves a record's `rules` field to a full rule set.
 * Six players default to a manche of 50 under `ffmus` (Memo Mus ch. I, Wikipedia « Les manches se
 * jouent en 50 points ») unless `target` is given; under `pagat` they keep 40 (Pagat: six-player Mus
 * is played with « the rules of the game and the scoring exactly as for the four handed game »; 50 is
 * a variation it reports). See docs/rules.md, "Where the sources disagree".
 * @returns `rules/unknown-preset` or `rules/bad-option` errors naming the field.
 */
export function resolveRules(spec: RulesSpec | undefined, path = 'rules'): Result<RuleOptions> {
  if (spec === undefined) return PRESET_RESULTS.ffmus;
  if (typeof spec === 'string') {
    const p = Object.hasOwn(PRESET_RESULTS, spec) ? PRESET_RESULTS[spec as RuleOptions['preset']] : undefined;
    if (!p) return fail('rules/unknown-preset', `${path}: unknown rule preset ${JSON.stringify(spec)} (known: ffmus, pagat)`, path, { value: String(JSON.stringify(spec)) });
    return p;
  }
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
    return fail('rules/bad-option', `${path}: rules must be a preset name or an object`, path);
  }
  const presetName = (Object.hasOwn(spec, 'preset') ? spec.preset : undefined) ?? 'ffmus';
  const base = typeof presetName === 'string' && Object.hasOwn(PRESETS, presetName) ? PRESETS[presetName as RuleOptions['preset']] : undefined;
  if (!base) return fail('rules/unknown-preset', `${path}.preset: unknown rule preset ${JSON.stringify(presetName)} (known: ffmus, pagat)`, `${path}.preset`, { value: String(JSON.stringify(presetName)) });
  // the whole preset written out (`{...PRESETS.pagat}`, the form the app exports): the preset's own
  // frozen result, as for its name; nothing to check field by field
  if (samePreset(spec, base)) return PRESET_RESULTS[base.preset];
  const out: RuleOptions = { ...base };
  const own = (k: string) => (Object.hasOwn(spec, k) ? (spec as Record<string, unknown>)[k] : undefined);
  const sixDefault = own('players') === 6 && own('target') === undefined;
  for (const [k, v] of Object.entries(spec)) {
    if (k === 'preset') continue;
    const key = k as keyof RuleOptions;
    if (!Object.hasOwn(base, key)) continue; // unknown fields are ignored here (a file's are refused first by the gate, docs/formats.md)
    const allowed = Object.hasOwn(ALLOWED, key) ? ALLOWED[key] : undefined;
    if (allowed && !allowed.includes(v)) {
      return fail('rules/bad-option', `${path}.${k}: ${JSON.stringify(v)} is not one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`, `${path}.${k}`, { form: 'oneOf', value: String(JSON.stringify(v)), allowed: allowed.map((a) => JSON.stringify(a)).join(', ') });
    }
    // the bounds of the record schema (docs/formats.md, "Rule options")
    const max = key === 'manchesToWin' ? 9999 : key === 'raiseMin' ? 99 : 0;
    if (max > 0 && (!Number.isInteger(v) || (v as number) < 1 || (v as number) > max)) {
      return fail('rules/bad-option', `${path}.${k}: must be a whole number from 1 to ${max}`, `${path}.${k}`, { form: 'range', min: 1, max });
    }
    if (key === 'dentro' && v !== null && (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 99)) {
      return fail('rules/bad-option', `${path}.dentro: must be null or a whole number from 1 to 99`, `${path}.dentro`, { form: 'dentro', min: 1, max: 99 });
    }
    (out as unknown as Record<string, unknown>)[key] = v;
  }
  if (sixDefault && out.preset === 'ffmus') out.target = 50;
  return { ok: true, value: out };
}

/**
 * True when every field of `spec` is either unknown (ignored) or equal to the
 * preset's own value: `spec` then resolves to the preset itself (`resolveRules`).
 */
function samePreset(spec: object, base: RuleOptions): boolean {
  const fields = base as unknown as Record<string, unknown>;
  const given = spec as Record<string, unknown>;
  for (const k of Object.keys(spec)) {
    if (Object.hasOwn(base, k) && given[k] !== fields[k]) return false;
  }
  return true;
}

function fail(code: RulesCode, message: string, path: string, params?: EngineError['params']): { ok: false; error: EngineError } {
  return { ok: false, error: params ? { code, message, path, params } : { code, message, path } };
}

/** Team of a seat: even seats are team A, odd seats team B (spec "Seats and teams"). */
export function teamOf(seat: number): 'A' | 'B' {
  return seat % 2 === 0 ? 'A' : 'B';
}

/** The other team. */
export function otherTeam(t: 'A' | 'B'): 'A' | 'B' {
  return t === 'A' ? 'B' : 'A';
}

/** Seats in speaking order from the esku: esku, esku+1, … (mod players). */
export function speakingOrder(esku: number, players: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < players; i++) out.push((esku + i) % players);
  return out;
}
