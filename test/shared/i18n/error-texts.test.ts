/**
 * Errors speak the table's language: every error code of the closed list (`shared/errors/`, the
 * tournament's list) and every code the code base can produce has a sentence of its own in French,
 * Basque, Spanish and English, not its namespace's; no sentence is the engine's English text, none
 * carries a JSON path; the player and card row come from the screen's names.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../../../shared/i18n/index.js';
import { SCHEMA_KEYWORDS } from '../../../shared/errors/index.js';
import { TOURNAMENT_ERROR_CODES } from '../../../shared/errors/tournament.js';
import { HUB_ERROR_CODES } from '../../../shared/errors/hub.js';
import { codesWithSentences, errorSentence, errorText, placeOf } from '../../../shared/i18n/errors.js';
import { applyEntry, settleRecord, startMatch } from '../../../shared/index.js';
import { acts } from '../../helpers/dsl.js';

const root = new URL('../../../', import.meta.url).pathname;
function files(dir: string, out: string[] = []): string[] {
  for (const n of readdirSync(join(root, dir))) {
    const p = join(dir, n);
    if (statSync(join(root, p)).isDirectory()) files(p, out);
    else if (/\.(ts|tsx)$/.test(n)) out.push(p);
  }
  return out;
}
/** Every `namespace/code` literal in the sources that is an error code. */
const NAMESPACES = ['action', 'hands', 'input', 'match', 'record', 'rules', 'session', 'setup'];
const codes = new Set<string>();
for (const f of [...files('shared'), ...files('src-main')]) {
  for (const m of readFileSync(join(root, f), 'utf8').matchAll(/['`](action|hands|input|match|record|rules|session|setup)\/([a-z0-9-]+)['`]/g)) codes.add(`${m[1]}/${m[2]}`);
}

/** Every code of the closed list: each `| 'namespace/code'` line of `shared/errors/`, the schema keywords, the tournament's and the hub's codes. */
const closed = new Set<string>([...SCHEMA_KEYWORDS.map((k) => `schema/${k}`), ...TOURNAMENT_ERROR_CODES, ...HUB_ERROR_CODES]);
for (const f of files('shared/errors')) {
  for (const m of readFileSync(join(root, f), 'utf8').matchAll(/^\s*\| '([a-z]+\/[a-z0-9-]+)'/gm)) closed.add(m[1]!);
}

describe('error texts in four languages', () => {
  it('every code of the closed list has its own sentence in each language, not its namespace’s', () => {
    expect(closed.size).toBeGreaterThan(200);
    for (const ns of ['journal', 'box', 'serial', 'share', 'display', 'bridge', 'ipc', 'print', 'sim', 'keymap', 'library', 'import', 'judge', 'tournament', 'schema', 'format', 'usage']) {
      expect([...closed].some((c) => c.startsWith(`${ns}/`)), ns).toBe(true);
    }
    for (const lang of LANGS) {
      const own = new Set(codesWithSentences(lang));
      const missing = [...closed].filter((c) => !own.has(c));
      expect(missing, `${lang}: no sentence for ${missing.join(', ')}`).toEqual([]);
    }
  });

  it('the engine and input codes found in the sources all have their own sentence, in each language', () => {
    expect(codes.size).toBeGreaterThan(60);
    for (const lang of LANGS) {
      const own = new Set(codesWithSentences(lang));
      const missing = [...codes].filter((c) => !own.has(c));
      expect(missing, `${lang}: no sentence for ${missing.join(', ')}`).toEqual([]);
      for (const ns of NAMESPACES) expect(errorSentence(`${ns}/never-seen`, lang)).not.toBe(errorSentence('_/x', lang));
    }
  });

  it('French, Basque and Spanish never show the English sentence; no sentence has a JSON path', () => {
    for (const code of new Set([...codes, ...closed])) {
      const en = errorSentence(code, 'en');
      expect(en).not.toMatch(/\b(log|actions|deals|hands|events|rounds)\[\d/);
      for (const lang of ['fr', 'eu', 'es'] as const) {
        const s = errorSentence(code, lang);
        expect(s, `${lang} ${code}`).not.toBe(en);
        expect(s).not.toMatch(/\b(log|actions|deals|hands|events|rounds)\[\d/);
      }
    }
  });

  it('a real refusal: a fifth 12 names the player and the card row, not the JSON path', () => {
    const r = settleRecord({
      format: 'mus-deal/1', rules: 'ffmus', esku: 0,
      actions: acts('m: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0y 1y 2y 3n | p: 0p 1p 2p | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p'),
      hands: [['12', '12', '4', '4'], ['12', '12', '5', '5'], ['12', '6', '6', '1'], ['7', '5', '4', '1']],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('hands/too-many-of-a-kind');
    const at = placeOf(r.error.path);
    expect(at).toEqual({ seat: 2, row: 1 });
    const names = ['Peio', 'Maite', 'Battitt', 'Xan'];
    const fr = errorText(r.error, 'fr', { player: `${names[at.seat!]} (place ${at.seat! + 1})`, row: at.row });
    expect(fr).toBe('Le jeu n’a que quatre cartes de ce chiffre — main de Battitt (place 3), carte 1');
    expect(fr).not.toContain(r.error.message);
    expect(errorText(r.error, 'eu', { player: 'Battitt', row: 1 })).toBe('Karta-sortak zenbaki horretako lau karta baino ez ditu — Battitt(r)en eskua, 1. karta');
  });

  it('an illegal word at the table says what is allowed instead, in the table’s words', () => {
    const m = startMatch({ rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 });
    if (!m.ok) throw new Error(m.error.message);
    let match = m.value;
    for (const action of acts('m: 0c | g: 0b2')) {
      const r = applyEntry(match, { type: 'action', action });
      if (!r.ok) throw new Error(r.error.message);
      match = r.value.match;
    }
    const bad = applyEntry(match, { type: 'action', action: { phase: 'grande', seat: 1, act: 'pass' } });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    const text = errorText(bad.error, 'fr', { who: 'Maite (place 2)', allowed: 'iduki, tira, gehiago, hordago' });
    expect(text).toContain('Une mise de 2 attend sa réponse');
    expect(text).toContain('Maintenant, Maite (place 2) peut dire : iduki, tira, gehiago, hordago');
    expect(text).not.toMatch(/log\[|seat \d|cannot/);
  });
});
