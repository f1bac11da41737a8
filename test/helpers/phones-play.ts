/**
 * Helpers of the phones tests (issue 26): a table on a {@link SessionHost} without a journal, and a
 * quiet deal to its showdown (mintza, every paso, every ez) with four hands that fit it (no pares,
 * no juego).
 */
import { SessionHost } from '../../shared/session/session-host.js';
import { defaultServices } from '../../shared/session/services.js';
import { seatChoices, type PhoneActName } from '../../shared/phones/index.js';
import type { MatchView } from '../../shared/match/live.js';

/** The players of the tests: seats 0 and 2 are team A, 1 and 3 team B. */
export const PLAYERS = ['Ane', 'Peio', 'Maite', 'Xan'];

/** A new host with a match started. */
export function hostWithMatch(): SessionHost {
  const host = new SessionHost({ broadcast: () => {}, services: defaultServices });
  const r = host.newMatch({ rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return host;
}

/** The seat to speak now and the act a quiet deal says there, or null at the showdown. */
export function quietMove(v: MatchView): { seat: number; act: PhoneActName } | null {
  for (let seat = 0; seat < v.rules.players; seat++) {
    const c = seatChoices(v, seat);
    if (!c.acts.length) continue;
    const act: PhoneActName = c.acts.includes('cut') ? 'cut' : c.acts.includes('ez') ? 'ez' : c.acts.includes('pass') ? 'pass' : c.acts.includes('see') ? 'see' : c.acts[0]!;
    return { seat, act };
  }
  return null;
}

/** Four hands without pares or juego (8 kings: no 2 or 3), as the phones' pads send them. */
export const QUIET_HANDS = [[1, 4, 5, 6], [1, 4, 5, 7], [4, 5, 6, 7], [1, 6, 7, 10]].map((h) => h.map((n) => ({ n, suit: '' })));
