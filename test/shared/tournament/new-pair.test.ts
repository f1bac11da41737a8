/**
 * Registering a pair as a person does it (`registerPair`, `checkNewPairTeam`,
 * shared/tournament/new-pair.ts): a name the league would take for a pair already registered
 * (`leagueTeamKey`: case, spaces, slash spacing, the partners' order) is refused with
 * `tournament/duplicate-pair` naming both names and the pair's id, in each language; the model's
 * own refusals come first and stay as they were; the model itself is not tightened (a night already
 * written with two such pairs still folds).
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, leagueStandings, type PairEntry, type Tournament } from '../../../shared/tournament/index.js';
import { checkNewPairTeam, registerPair } from '../../../shared/tournament/new-pair.js';
import { errorSentence, errorText } from '../../../shared/i18n/errors.js';
import { LANGS } from '../../../shared/i18n/index.js';
import { apply, BY, withPairs } from './helpers.js';

const entry = (id: string, team: string): PairEntry => ({ id, team, players: [`${id}-1`, `${id}-2`], club: null });
const night = (): Tournament => apply(withPairs(0), { type: 'add-pair', pair: entry('p01', 'A / B') }, { type: 'add-pair', pair: entry('p02', 'Lasa / Irigoien') });

describe('registering a pair: a name the league takes for a registered pair\'s', () => {
  it('refuses « b/a » after « A / B », naming both names and the pair id', () => {
    const t = night();
    expect(registerPair(t, entry('p03', 'b/a'), 'events[2]')).toEqual({
      ok: false,
      error: {
        code: 'tournament/duplicate-pair',
        path: 'events[2].pair.team',
        message: 'events[2].pair.team: the team "b/a" would be one team with "A / B" (pair p01) in the league (the names differ only in case, spaces or the partners\' order); rename it',
        params: { team: 'b/a', other: 'A / B', id: 'p01' },
      },
    });
    for (const team of ['a / b', 'B/A', ' b  /  A ', 'IRIGOIEN/lasa', 'irigoien / LASA']) {
      expect(registerPair(t, entry('p03', team)).ok, team).toBe(false);
    }
  });

  it('accepts a name the league tells apart, and gives the night with the pair added', () => {
    const t = night();
    for (const team of ['A / C', 'A B', 'AB', 'Lasa / Irigoien / Etxe']) {
      const r = registerPair(t, entry('p03', team));
      expect(r.ok && r.value.pairs.map((p) => p.id), team).toEqual(['p01', 'p02', 'p03']);
      expect(r).toEqual(applyEvent(t, { type: 'add-pair', pair: entry('p03', team) }));
    }
  });

  it('the model\'s refusals come first, as they were (an id taken, the same name, a bad field)', () => {
    const t = night();
    for (const p of [entry('p01', 'b/a'), entry('p03', ' A  /  B '), entry('p 3', 'b/a'), { ...entry('p03', 'b/a'), players: ['x'] as unknown as [string, string] }]) {
      expect(registerPair(t, p, 'events[2]')).toEqual(applyEvent(t, { type: 'add-pair', pair: p }, 'events[2]'));
      expect(registerPair(t, p).ok).toBe(false);
    }
  });

  it('a pair removed no longer holds its name; a pair withdrawn still does', () => {
    let t = apply(night(), { type: 'remove-pair', pair: 'p01', ...BY }, { type: 'withdraw', pair: 'p02', ...BY });
    expect(registerPair(t, entry('p03', 'b/a')).ok).toBe(true);
    expect(registerPair(t, entry('p03', 'irigoien/lasa'))).toMatchObject({ ok: false, error: { params: { id: 'p02' } } });
    t = apply(t, { type: 'add-pair', pair: entry('p03', 'b/a') });
    expect(checkNewPairTeam(t.pairs, entry('p04', 'A/B'))).toMatchObject({ ok: false, error: { path: 'pair.team', params: { team: 'A/B', other: 'b/a', id: 'p03' } } });
  });

  it('the model is not tightened: a night already written with « A / B » and « b/a » still folds (the league refuses it)', () => {
    const t = apply(night(), { type: 'add-pair', pair: entry('p03', 'b/a') });
    expect(t.pairs.map((p) => p.team)).toEqual(['A / B', 'Lasa / Irigoien', 'b/a']);
    expect(leagueStandings([t])).toMatchObject({ ok: false, error: { code: 'tournament/duplicate-pair' } });
  });

  it('its sentence names both names and the pair id in each language; without them, the code\'s sentence', () => {
    const r = registerPair(night(), entry('p03', 'b/a'));
    if (r.ok) throw new Error('accepted');
    expect(errorText(r.error, 'fr')).toBe('« b/a » serait pour la ligue la même équipe que « A / B » (paire p01), déjà inscrite : les noms ne diffèrent que par les majuscules, les espaces ou l’ordre des partenaires ; changez le nom');
    const seen = new Set<string>();
    for (const lang of LANGS) {
      const s = errorText(r.error, lang);
      for (const w of ['b/a', 'A / B', 'p01']) expect(s, lang).toContain(w);
      expect(s).not.toContain('{{');
      seen.add(s);
      expect(errorText({ code: 'tournament/duplicate-pair' }, lang)).toBe(errorSentence('tournament/duplicate-pair', lang));
    }
    expect(seen.size).toBe(LANGS.length);
  });
});
