/**
 * The new-match form's names (src-renderer/setup/form.ts): an empty team name is refused with a
 * sentence naming the field, a long name is refused with a word (never cut) and the counter shows
 * the limit before it is reached.
 */
import { describe, expect, it } from 'vitest';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { resolveRules } from '../../../shared/rules/presets.js';
import { DEFAULT_FORM, NAME_MAX, eskuLine, nameCounter, nameProblemText, nameProblems, toMatchSetup, withTable } from '../../../src-renderer/setup/form.js';
import '../../../src-renderer/setup/texts.js';
import '../../../src-renderer/table/texts.js';

const form = (patch: Partial<typeof DEFAULT_FORM>) => ({ ...DEFAULT_FORM, names: ['Peio', 'Maite', 'Battitt', 'Xan', '', ''], ...patch });

describe('setup names', () => {
  it('a complete form has no problem', () => {
    expect(nameProblems(form({}))).toEqual([]);
  });

  it('refuses an empty team name, naming the field', () => {
    const p = nameProblems(form({ teams: { A: '  ', B: 'Lasa / Irigoien' } }));
    expect(p).toEqual([{ field: 'team-A', team: 'A', kind: 'empty' }]);
    expect(nameProblemText(p[0]!, uiT('fr'))).toBe('Le nom de l’équipe A est vide : donnez-en un, le tableau des scores la nomme ainsi');
    expect(nameProblemText(p[0]!, uiT('en'))).toContain('Team A');
  });

  it('refuses a name longer than the limit with a word, and never cuts it', () => {
    const long = 'x'.repeat(NAME_MAX + 3);
    const p = nameProblems(form({ teams: { A: 'A', B: long }, names: ['Peio', long, 'Battitt', 'Xan', '', ''] }));
    expect(p).toEqual([
      { field: 'team-B', team: 'B', kind: 'too-long', length: 63 },
      { field: 'player-1', seat: 1, kind: 'too-long', length: 63 },
    ]);
    expect(nameProblemText(p[0]!, uiT('fr'))).toBe('Nom de l’équipe B : 63 caractères, 60 au plus ; raccourcissez-le');
    expect(nameProblemText(p[1]!, uiT('fr'))).toBe('Nom du joueur (place 2) : 63 caractères, 60 au plus ; raccourcissez-le');
  });

  it('shows the counter from four fifths of the limit', () => {
    expect(nameCounter('x'.repeat(47))).toBeNull();
    expect(nameCounter('x'.repeat(48))).toEqual({ count: 48, max: 60 });
    expect(uiT('fr')('setup.counter', { count: 48, max: 60 })).toBe('48 / 60 caractères');
  });

  it('still says an empty or duplicate player name', () => {
    const p = nameProblems(form({ names: ['Peio', '', 'peïo', 'Xan', '', ''] }));
    expect(p).toEqual([{ field: 'player-1', seat: 1, kind: 'empty' }, { field: 'player-2', seat: 2, kind: 'duplicate', other: 0 }]);
    expect(nameProblemText(p[1]!, uiT('fr'))).toBe('Même nom qu’à la place 1 : donnez un nom différent');
  });
});

describe('the esku line under the seats', () => {
  it('names the esku and its seat; a seat without a name yet is said once (it said « place 1 (place 1) »)', () => {
    // the dealer is seat 4 (index 3): the esku is seat 1
    expect(eskuLine(form({ dealer: 3 }), uiT('fr'))).toBe('Esku (premier à parler) : Peio (place 1)');
    expect(eskuLine(form({ dealer: 3, names: ['', '', '', '', '', ''] }), uiT('fr'))).toBe('Esku (premier à parler) : place 1');
    expect(eskuLine(form({ dealer: 0, names: ['Peio', '  ', 'Battitt', 'Xan', '', ''] }), uiT('es'))).toBe('Mano (habla primero): sitio 2');
    expect(eskuLine(form({ dealer: 0, names: ['Peio', '', '', '', '', ''] }), uiT('eu'))).toBe('Esku (lehen hitza): 2. lekua');
    expect(eskuLine(form({ dealer: 0, names: ['Peio', '', '', '', '', ''] }), uiT('en'))).toBe('Esku (speaks first): seat 2');
  });
});

describe('setup rules: the manche follows the table', () => {
  const target = (f: typeof DEFAULT_FORM) => f.target;
  it('six players then four again is a manche of 40, not a four-player match to 50', () => {
    const six = withTable(DEFAULT_FORM, { players: 6 });
    expect(target(six)).toBe(50);
    expect(target(withTable(six, { players: 4 }))).toBe(40);
  });

  it('Pagat at six keeps 40, as the engine resolves it; FFMus at six is 50', () => {
    const pagat6 = withTable(withTable(DEFAULT_FORM, { preset: 'pagat' }), { players: 6 });
    expect(target(pagat6)).toBe(40);
    expect(target(withTable(pagat6, { preset: 'ffmus' }))).toBe(50);
    for (const preset of ['ffmus', 'pagat'] as const) {
      for (const players of [4, 6] as const) {
        const f = withTable(withTable(DEFAULT_FORM, { preset }), { players });
        const { target: _t, ...spec } = toMatchSetup(f).rules as { target: number };
        const r = resolveRules(spec as never);
        expect(r.ok && r.value.target, `${preset} ${players}`).toBe(f.target);
      }
    }
  });

  it('a length chosen by hand stays, and the dealer stays a seat of the table', () => {
    const f = withTable({ ...DEFAULT_FORM, players: 6, target: 30, dealer: 5 }, { players: 4 });
    expect(f).toMatchObject({ target: 30, players: 4, dealer: 3 });
    expect(withTable(DEFAULT_FORM, { preset: 'pagat' }).manchesToWin).toBe(2);
  });
});
