/**
 * An illegal act names the players it is about, in the table's language, for every way the engine
 * refuses one: each error the sources build with `seats` (collected from `shared/`: the code and
 * which seats it carries — the seat alone, whose turn it was, a team's turn, the bettor) has its own
 * sentence naming them in French, Basque, Spanish and English (`code#variant`), never the code's
 * general sentence and never the English one.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorSeats } from '../../../shared/types.js';
import { errorSeatSentence, errorSentence } from '../../../shared/i18n/errors.js';
import { LANGS } from '../../../shared/i18n/index.js';

const root = new URL('../../../', import.meta.url).pathname;
function files(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(join(root, dir))) {
    const p = join(dir, n);
    if (statSync(join(root, p)).isDirectory()) files(p, out);
    else if (n.endsWith('.ts') && !n.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

type Variant = 'seat' | 'turn' | 'team' | 'bettor';
/**
 * Every (code, variant) the sources build: a `{ seat: … }` argument of a call that refuses with a code
 * on its line, or a `seats: { seat: … }` field under its code (on its line or the four before).
 */
const BUILT = new Map<string, { code: string; variant: Variant }>();
for (const f of files('shared').filter((p) => !p.startsWith('shared/i18n/'))) {
  const lines = readFileSync(join(root, f), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const codesOf = (t: string) => [...t.matchAll(/'((?:action|hands|input|record|match)\/[a-z-]+)'/g)].map((m) => m[1]!);
    // a refusal built by a call on this line (`err('action/…', …, { seat })`), or an object's `seats: { seat }` under its code
    const called = /\b(err|error|fail)\(/.test(line) && codesOf(line).length > 0;
    const literals = [...line.matchAll(called ? /\{ seat: [^{}]*\}/g : /seats: \{ seat: [^{}]*\}/g)].map((m) => m[0]);
    if (!literals.length) return;
    const codes = codesOf(line).length ? codesOf(line) : codesOf(lines.slice(Math.max(0, i - 4), i).join('\n'));
    for (const literal of literals) {
      const keys = new Set([...literal.matchAll(/(\w+):/g)].map((m) => m[1]));
      const variant: Variant = keys.has('bettor') ? 'bettor' : keys.has('team') && keys.has('turn') ? 'team' : keys.has('turn') ? 'turn' : 'seat';
      for (const code of codes) BUILT.set(`${code}#${variant}`, { code, variant });
    }
  });
}

const NAMES = ['Peio', 'Maite', 'Battitt', 'Xan'];
const SEATS: Record<Variant, ErrorSeats> = { seat: { seat: 1 }, turn: { seat: 1, turn: 2 }, team: { seat: 1, turn: 2, team: true }, bettor: { seat: 1, bettor: 3 } };

describe('an illegal act names its players in every language', () => {
  it('the sources build refusals about seats (the collection finds them)', () => {
    expect(BUILT.size).toBeGreaterThan(10);
    expect(BUILT.has('action/not-your-turn#turn')).toBe(true);
    expect(BUILT.has('hands/fifth-card#seat')).toBe(true);
    expect(BUILT.has('hands/suit-needed#seat')).toBe(true);
  });

  it.each([...BUILT.values()])('$code with its $variant: its own sentence, the players by name, no English in fr/eu/es', ({ code, variant }) => {
    const e = { code, seats: SEATS[variant] };
    const en = errorSeatSentence(e, 'en', NAMES);
    for (const lang of LANGS) {
      const s = errorSeatSentence(e, lang, NAMES);
      expect(s, `${lang}: the code's general sentence`).not.toBe(errorSentence(code, lang));
      expect(s, lang).toContain('Maite');
      if (variant === 'turn' || variant === 'team') expect(s, lang).toContain('Battitt');
      if (variant === 'bettor') expect(s, lang).toContain('Xan');
      expect(s, lang).not.toMatch(/\{\{|\bseat \d/);
      if (lang === 'en') continue;
      expect(s, lang).not.toBe(en);
      expect(s, lang).not.toMatch(/\b(seat|cannot|turn|speak|team|hand|shows)\b/);
    }
  });
});
