/**
 * The mus stage: the rounds of mus or cut (mintza / no hay mus) before play, and the discards of a
 * round where everyone went mus.
 *
 * Sources: FFMus règlement arts. 7 (mus or cut, each in turn from the esku), 8 (the discards).
 */
import type { EngineError, Seat } from '../types.js';
import type { Said } from './validate-action.js';
import type { DealState } from './state.js';
import { active, enter, type Effect } from './flow.js';
import { err } from './refusal.js';
import { teamOf } from '../rules/presets.js';

/** The seat that says mus or cut next in the round in progress, -1 when none (FFMus art. 7). */
export function nextMusSpeaker(s: DealState): Seat {
  return active(s)[s.mus.said.length] ?? -1;
}

/**
 * The seats that may say mintza (cut) now, in speaking order: the seat whose turn it is to say mus or
 * cut and its partners (FFMus art. 7 « Le Esku et son partenaire décident s'ils sortent Mintza ou s'ils
 * vont Mus … A leur tour, leurs adversaires en feront autant »: the team decides; Memo Mus ch. II « un
 * des partenaires aurait alors dit qu'il sortait », « un des joueurs de la B … dit mintza »: either
 * partner says it). Empty when no mus round is open or the discards are pending (art. 8).
 */
export function cutSeats(s: DealState): Seat[] {
  if (s.stage !== 'mus' || s.mus.discarding) return [];
  const next = nextMusSpeaker(s);
  if (next === -1) return [];
  return active(s).filter((x) => teamOf(x) === teamOf(next));
}

/**
 * True when `seat` may say mintza (cut) now: `cutSeats(s).includes(seat)`, answered without building
 * the list (a replay asks it at every cut; the list and its filter were a few allocations a deal).
 */
export function mayCut(s: DealState, seat: Seat): boolean {
  if (s.stage !== 'mus' || s.mus.discarding) return false;
  const next = nextMusSpeaker(s);
  // a seat in the deal (as `active`: a seat of the table — the order holds seats 0 to n-1 — not
  // out after a misdeal) of the team whose turn it is
  return next !== -1 && teamOf(seat) === teamOf(next) && Number.isInteger(seat) && seat >= 0 && seat < s.order.length
    && !(s.out.length > 0 && s.out.includes(seat));
}

/** The seat that discards next, esku first, once everyone went mus; -1 when none (FFMus art. 8). */
export function nextDiscarder(s: DealState): Seat {
  return active(s)[s.mus.discarded.length] ?? -1;
}

/**
 * One word of the mus rounds: everyone must agree to go mus, then everyone discards, esku first;
 * one cut starts play at grande (FFMus arts. 7-8).
 * @returns null when the action is accepted (the state advanced), else the `action/…` error.
 */
export function musAct(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
  const seats = active(s);
  if (s.mus.discarding) {
    if (a.act !== 'discard') return err('action/discards-pending', path, `everyone went mus: seat ${nextDiscarder(s)} discards now`, 'FFMus art. 8', { seat: a.seat, turn: nextDiscarder(s) });
    const expected = nextDiscarder(s);
    if (a.seat !== expected) return err('action/not-your-turn', path, `seat ${a.seat} cannot discard: seat ${expected} discards first (esku first)`, 'FFMus art. 8', { seat: a.seat, turn: expected });
    s.mus.discarded.push(a.seat);
    if (s.mus.discarded.length === seats.length) {
      s.mus = { rounds: s.mus.rounds + 1, said: [], discarding: false, discarded: [] };
    }
    return null;
  }
  switch (a.act) {
    case 'mus': {
      const expected = nextMusSpeaker(s);
      if (a.seat !== expected) return err('action/not-your-turn', path, `seat ${a.seat} cannot speak: it is seat ${expected}'s turn to say mus or cut`, 'FFMus art. 7', { seat: a.seat, turn: expected });
      s.mus.said.push(a.seat);
      if (s.mus.said.length === seats.length) s.mus.discarding = true;
      return null;
    }
    case 'cut': {
      // the esku's team says mintza or mus, then the other team, in turn (art. 7 « A leur tour, leurs
      // adversaires en feront autant »): either partner of the team whose turn it is may cut
      // (`cutSeats`, what the table offers); a cut by the other team is refused
      const next = nextMusSpeaker(s);
      if (!mayCut(s, a.seat)) return err('action/not-your-turn', path, `seat ${a.seat} cannot cut: it is seat ${next}'s turn (team ${teamOf(next)}) to say mus or cut`, 'FFMus art. 7', { seat: a.seat, turn: next, team: true }, { form: 'team', team: teamOf(next) });
      enter(s, 'grande', effects);
      return null;
    }
    case 'discard':
      return err('action/not-discarding', path, 'discards come only after every player said mus', 'FFMus art. 8');
    default:
      return err('action/wrong-phase', `${path}.phase`, `"${a.act}" is not said in the mus rounds`, 'FFMus art. 7', undefined, { form: 'notMus', act: a.act, phase: 'mus' });
  }
}
