/**
 * What may be said now: the seats that may speak and the acts open to them. The UI enables exactly
 * these; the button box gets an error blink for anything else. Derived from the reducer's rules
 * (`deal/reducer.ts`); a property test checks that every move listed here is accepted.
 */
import type { Act, Seat, Team } from '../types.js';
import { teamOf } from '../rules/presets.js';
import { currentDialogue, phaseOfStage, tiraPays, type DealState } from './state.js';

/** Who speaks now and what they are asked. */
export interface Turn {
  /** `open`: pass or bet; `answer`: a bet stands; `answer-ordago`: a hordago stands. */
  prompt: 'mus' | 'discard' | 'declare' | 'open' | 'answer' | 'answer-ordago' | 'showdown' | 'over';
  /** Action phase (`mus`, `grande`, … `punto`), or null at the showdown. */
  phase: string | null;
  /** Seats that may speak (answers: either seat of the answering team that may bet). */
  seats: Seat[];
  /** The team that answers, when a bet stands. */
  team: Team | null;
  /** Acts open to those seats. */
  acts: Act[];
  /** Tantos on the table now (sum of the ladder). */
  total: number;
  /** What a tira (fold) would pay now, in tantos. */
  tiraPays: number;
  /** Smallest opening bet / raise allowed. */
  minBet: number;
  minRaise: number;
  /** True when a biak imido (a bet on grande and chica at once) may be said: an opening at grande. */
  biak: boolean;
  /**
   * True when a biak hordago may be said: an opening at grande, or an answer at grande while no
   * hordago stands (Memo Mus ch. VIII addenda).
   */
  biakOrdago: boolean;
}

function sum(xs: readonly number[]): number {
  let t = 0;
  for (const x of xs) t += x;
  return t;
}

/** The seats in the deal (not out after a misdeal), in speaking order. */
export function activeSeats(s: DealState): Seat[] {
  return s.order.filter((x) => !s.out.includes(x));
}

/** Describes whose turn it is and what they may say (FFMus art. 9, *Le dialogue*). */
export function whoSpeaks(s: DealState): Turn {
  const base: Turn = {
    prompt: 'over', phase: null, seats: [], team: null, acts: [], total: 0, tiraPays: 0,
    minBet: 2, minRaise: s.rules.raiseMin, biak: false, biakOrdago: false,
  };
  const act = activeSeats(s);
  switch (s.stage) {
    case 'over':
      return base;
    case 'showdown':
      return { ...base, prompt: 'showdown' };
    case 'mus':
      if (s.mus.discarding) return { ...base, prompt: 'discard', phase: 'mus', seats: [act[s.mus.discarded.length]], acts: ['discard'] };
      return {
        ...base, prompt: 'mus', phase: 'mus', seats: [act[s.mus.said.length]],
        // play may also start with the esku's first word at grande when nobody has said mus yet
        acts: s.mus.said.length === 0 ? ['mus', 'cut', 'pass', 'bet', 'ordago'] : ['mus', 'cut'],
        biak: s.mus.said.length === 0,
        biakOrdago: s.mus.said.length === 0,
      };
    case 'pares-declare':
    case 'juego-declare': {
      const phase = s.stage === 'pares-declare' ? 'pares' : 'juego';
      const next = act.find((x) => s.declared[phase][x] === null);
      return { ...base, prompt: 'declare', phase, seats: next === undefined ? [] : [next], acts: ['declare'] };
    }
    default: {
      const d = currentDialogue(s)!;
      const phase = phaseOfStage(s.stage);
      if (d.bettor === null) {
        return {
          ...base, prompt: 'open', phase, seats: [d.speakers[d.turn]], acts: ['pass', 'bet', 'ordago'], biak: d.phase === 'grande', biakOrdago: d.phase === 'grande',
        };
      }
      const bt = teamOf(d.bettor);
      const team: Team = bt === 'A' ? 'B' : 'A';
      const seats = d.speakers.filter((x) => teamOf(x) === team);
      const total = sum(d.bets);
      if (d.ordagoBy !== null) {
        return { ...base, prompt: 'answer-ordago', phase, seats, team, acts: ['see', 'fold'], total, tiraPays: tiraPays(d) };
      }
      return { ...base, prompt: 'answer', phase, seats, team, acts: ['see', 'fold', 'raise', 'ordago'], total, tiraPays: tiraPays(d), biakOrdago: d.phase === 'grande' };
    }
  }
}

/**
 * The seat that answers for a team when the table does not say which partner spoke: the first of
 * that team after the last bettor in speaking order.
 */
export function defaultSpeaker(s: DealState, t: Turn = whoSpeaks(s)): Seat | null {
  if (t.seats.length === 0) return null;
  if (t.prompt !== 'answer' && t.prompt !== 'answer-ordago') return t.seats[0];
  const d = currentDialogue(s)!;
  const n = s.rules.players;
  for (let i = 1; i <= n; i++) {
    const x = (d.bettor! + i) % n;
    if (t.seats.includes(x)) return x;
  }
  return t.seats[0];
}
