/** The new-match form: defaults, and the {@link MatchSetup} it gives. */
import type { MatchSetup } from '../../shared/index.js';
import type { SetupForm } from '../../shared/bridge/table/table-contract.js';
import type { T } from '../i18n/index.js';

/** The form before anything was remembered: FFMus, four players, seat 3 deals (seat 0 is esku). */
export const DEFAULT_FORM: SetupForm = {
  preset: 'ffmus', players: 4, kings: 8, juegoReal: 'off', target: 40, duples: 'ffmus', manchesToWin: 3,
  teams: { A: 'A', B: 'B' }, names: ['', '', '', '', '', ''], dealer: 3,
};

/** Manches to win by default for a preset (FFMus 3, Pagat 2). */
export function defaultManches(preset: SetupForm['preset']): number {
  return preset === 'pagat' ? 2 : 3;
}

/**
 * The manche's length a preset gives a table of that size when none is chosen, as the engine
 * resolves it (`resolveRules`): FFMus 40, 50 at six players (Memo Mus ch. I); Pagat 40 at four and
 * six (six-handed Mus is scored « exactly as for the four handed game »).
 */
export function defaultTarget(f: Pick<SetupForm, 'preset' | 'players'>): SetupForm['target'] {
  return f.preset === 'ffmus' && f.players === 6 ? 50 : 40;
}

/**
 * The form after a new preset or player count: the manche's length follows the new default while it
 * was the old one's (6 players then 4 again gives 40 back, not a four-player match to 50; Pagat at
 * six keeps 40); a length chosen by hand stays. A new preset also takes its manches to win.
 */
export function withTable(f: SetupForm, patch: { preset?: SetupForm['preset']; players?: SetupForm['players'] }): SetupForm {
  const n = { ...f, ...patch };
  if (f.target === defaultTarget(f)) n.target = defaultTarget(n);
  if (patch.preset) n.manchesToWin = defaultManches(n.preset);
  n.dealer = Math.min(n.dealer, n.players - 1);
  return n;
}

/** The esku of the first deal: the seat after the dealer. */
export function eskuOf(f: SetupForm): number {
  return (f.dealer + 1) % f.players;
}

/**
 * The line under the seats saying who is esku: « Esku (premier à parler) : Peio (place 2) », or
 * « … : place 2 » while that seat has no name yet (it said « place 2 (place 2) »).
 */
export function eskuLine(f: SetupForm, t: T): string {
  const i = eskuOf(f);
  const name = f.names[i]?.trim();
  return name ? t('setup.eskuIs', { name, n: i + 1 }) : t('setup.eskuIsSeat', { n: i + 1 });
}

/** The match setup of a form. Empty names become "1", "2"… */
export function toMatchSetup(f: SetupForm): MatchSetup {
  const players = Array.from({ length: f.players }, (_, i) => (f.names[i] ?? '').trim() || String(i + 1));
  return {
    rules: {
      preset: f.preset, players: f.players, kings: f.kings, juegoReal: f.juegoReal, target: f.target, duples: f.duples,
      manchesToWin: f.manchesToWin,
    },
    teams: { A: f.teams.A.trim() || 'A', B: f.teams.B.trim() || 'B' },
    players,
    esku: eskuOf(f),
  };
}

/** Longest team or player name, in characters (as a match file takes it: `import/bad-name`). */
export const NAME_MAX = 60;

/**
 * A name the table cannot use, by field: a team or player name left empty, a player name the same
 * as another seat's (names tell seats apart), or a name longer than {@link NAME_MAX} (refused with
 * a word, never cut).
 */
export type NameProblem =
  | { field: `team-${'A' | 'B'}`; team: 'A' | 'B'; kind: 'empty' }
  | { field: `team-${'A' | 'B'}`; team: 'A' | 'B'; kind: 'too-long'; length: number }
  | { field: `player-${number}`; seat: number; kind: 'empty' }
  | { field: `player-${number}`; seat: number; kind: 'too-long'; length: number }
  | { field: `player-${number}`; seat: number; kind: 'duplicate'; other: number };

/**
 * The problems of the form's names, in the form's order (team A, team B, then the seats): names
 * compared trimmed, case and accents ignored.
 */
export function nameProblems(f: SetupForm): NameProblem[] {
  const out: NameProblem[] = [];
  for (const team of ['A', 'B'] as const) {
    const name = f.teams[team].trim();
    if (!name) out.push({ field: `team-${team}`, team, kind: 'empty' });
    else if (name.length > NAME_MAX) out.push({ field: `team-${team}`, team, kind: 'too-long', length: name.length });
  }
  const seen = new Map<string, number>();
  for (let i = 0; i < f.players; i++) {
    const name = (f.names[i] ?? '').trim();
    if (!name) {
      out.push({ field: `player-${i}`, seat: i, kind: 'empty' });
      continue;
    }
    if (name.length > NAME_MAX) out.push({ field: `player-${i}`, seat: i, kind: 'too-long', length: name.length });
    const key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) out.push({ field: `player-${i}`, seat: i, kind: 'duplicate', other: first });
    else seen.set(key, i);
  }
  return out;
}

/**
 * The counter shown under a name field once it nears the limit (from 4/5 of {@link NAME_MAX}
 * characters), so that the limit is said before it is reached: `{count, max}`, or null.
 */
export function nameCounter(value: string): { count: number; max: number } | null {
  return value.length >= Math.ceil(NAME_MAX * 0.8) ? { count: value.length, max: NAME_MAX } : null;
}

/** A name problem as the form says it under its field, in the screen's language (`setup.*` texts). */
export function nameProblemText(p: NameProblem, t: T): string {
  const field = 'team' in p ? t('setup.teamName', { team: p.team }) : `${t('setup.playerName')} (${t('table.seatN', { n: p.seat + 1 })})`;
  switch (p.kind) {
    case 'empty':
      return 'team' in p ? t('setup.teamEmpty', { team: p.team }) : t('setup.nameEmpty');
    case 'too-long':
      return t('setup.tooLong', { field, count: p.length, max: NAME_MAX });
    case 'duplicate':
      return t('setup.nameDuplicate', { n: p.other + 1 });
  }
}
