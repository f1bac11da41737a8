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
