/** The new-match form: defaults, and the {@link MatchSetup} it gives. */
import type { MatchSetup } from '../../shared/index.js';
import type { SetupForm } from '../../shared/bridge/table/table-contract.js';

/** The form before anything was remembered: FFMus, four players, seat 3 deals (seat 0 is esku). */
export const DEFAULT_FORM: SetupForm = {
  preset: 'ffmus', players: 4, kings: 8, juegoReal: 'off', target: 40, duples: 'ffmus', manchesToWin: 3,
  teams: { A: 'A', B: 'B' }, names: ['', '', '', '', '', ''], dealer: 3,
};

/** Manches to win by default for a preset (FFMus 3, Pagat 2). */
export function defaultManches(preset: SetupForm['preset']): number {
  return preset === 'pagat' ? 2 : 3;
}

/** The esku of the first deal: the seat after the dealer. */
export function eskuOf(f: SetupForm): number {
  return (f.dealer + 1) % f.players;
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

/** A player name the table cannot use: left empty, or the same as another seat's (names tell seats apart). */
export interface NameProblem {
  seat: number;
  kind: 'empty' | 'duplicate';
  /** For a duplicate: the other seat with that name. */
  other?: number;
}

/** The problems of the form's player names, by seat (names compared trimmed, case and accents ignored). */
export function nameProblems(f: SetupForm): NameProblem[] {
  const out: NameProblem[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < f.players; i++) {
    const name = (f.names[i] ?? '').trim();
    if (!name) {
      out.push({ seat: i, kind: 'empty' });
      continue;
    }
    const key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) out.push({ seat: i, kind: 'duplicate', other: first });
    else seen.set(key, i);
  }
  return out;
}
