/**
 * What may be said now: the seats that may speak and the acts open to them. The UI enables exactly
 * these; the button box gets an error blink for anything else. Decided from the same definitions the
 * reducer plays by — who speaks next at the mus rounds (`mus.ts`) and at the declarations
 * (`declare.ts`), the smallest bet, where biak is said, what a tira pays and the ladder's total
 * (`dialogue.ts`) — as xstate's `can()` asks the machine; a property test checks that every move
 * listed here is accepted and every other refused.
 */
import type { Act, Phase, Seat, Team } from '../types.js';
import { otherTeam, teamOf } from '../rules/presets.js';
import { currentDialogue, phaseOfStage, type DealState } from './state.js';
import { active } from './flow.js';
import { cutSeats, nextDiscarder, nextMusSpeaker } from './mus.js';
import { declaredPhase, nextDeclarer } from './declare.js';
import { biakMayBeSaid, ladderTotal, MIN_BET, tiraPays } from './dialogue.js';

/** Who speaks now and what they are asked. */
export interface Turn {
  /** `open`: pass or bet; `answer`: a bet stands; `answer-ordago`: a hordago stands. */
  prompt: 'mus' | 'discard' | 'declare' | 'open' | 'answer' | 'answer-ordago' | 'showdown' | 'over';
  /** Action phase (`mus`, `grande`, … `punto`), or null at the showdown. */
  phase: Phase | null;
  /** Seats that may speak (answers: either seat of the answering team that may bet). */
  seats: Seat[];
  /**
   * Seats that may say mintza (cut) now: at the `mus` prompt, the seat whose turn it is and its
   * partners (FFMus art. 7 « Le Esku et son partenaire décident »; Memo Mus ch. II: either partner
   * says it); left out at every other prompt. `seats` says who says mus (in turn, one seat).
   */
  cutSeats?: Seat[];
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

/** The seats in the deal (not out after a misdeal, FFMus art. 5), in speaking order (a copy: the caller may keep it). */
export function activeSeats(s: DealState): Seat[] {
  return active(s).slice();
}

/** Describes whose turn it is and what they may say (FFMus art. 9, *Le dialogue*). */
export function whoSpeaks(s: DealState): Turn {
  const base: Turn = {
    prompt: 'over', phase: null, seats: [], team: null, acts: [], total: 0, tiraPays: 0,
    minBet: MIN_BET, minRaise: s.rules.raiseMin, biak: false, biakOrdago: false,
  };
  switch (s.stage) {
    case 'over':
      return base;
    case 'showdown':
      return { ...base, prompt: 'showdown' };
    case 'mus':
      if (s.mus.discarding) return { ...base, prompt: 'discard', phase: 'mus', seats: [nextDiscarder(s)], acts: ['discard'] };
      return {
        ...base, prompt: 'mus', phase: 'mus', seats: [nextMusSpeaker(s)], cutSeats: cutSeats(s),
        // play may also start with the esku's first word at grande when nobody has said mus yet
        acts: s.mus.said.length === 0 ? ['mus', 'cut', 'pass', 'bet', 'ordago'] : ['mus', 'cut'],
        biak: s.mus.said.length === 0,
        biakOrdago: s.mus.said.length === 0,
      };
    case 'pares-declare':
    case 'juego-declare': {
      const phase = declaredPhase(s.stage);
      const next = nextDeclarer(s, s.declared[phase]);
      return { ...base, prompt: 'declare', phase, seats: next === -1 ? [] : [next], acts: ['declare'] };
    }
    default: {
      const d = currentDialogue(s)!;
      const phase = phaseOfStage(s.stage);
      if (d.bettor === null) {
        const speaker = d.speakers[d.turn];
        return {
          ...base, prompt: 'open', phase, seats: speaker === undefined ? [] : [speaker], acts: ['pass', 'bet', 'ordago'], biak: biakMayBeSaid(d.phase), biakOrdago: biakMayBeSaid(d.phase),
        };
      }
      const team: Team = otherTeam(teamOf(d.bettor));
      const seats = d.speakers.filter((x) => teamOf(x) === team);
      const total = ladderTotal(d.bets);
      if (d.ordagoBy !== null) {
        return { ...base, prompt: 'answer-ordago', phase, seats, team, acts: ['see', 'fold'], total, tiraPays: tiraPays(d) };
      }
      return { ...base, prompt: 'answer', phase, seats, team, acts: ['see', 'fold', 'raise', 'ordago'], total, tiraPays: tiraPays(d), biakOrdago: biakMayBeSaid(d.phase) };
    }
  }
}

/**
 * The seat that answers for a team when the table does not say which partner spoke: the first of
 * that team after the last bettor in speaking order (either partner may answer, Pagat "The Betting").
 */
export function defaultSpeaker(s: DealState, t: Turn = whoSpeaks(s)): Seat | null {
  if (t.seats.length === 0) return null;
  if (t.prompt !== 'answer' && t.prompt !== 'answer-ordago') return t.seats[0] ?? null;
  const d = currentDialogue(s)!;
  const n = s.rules.players;
  for (let i = 1; i <= n; i++) {
    const x = (d.bettor! + i) % n;
    if (t.seats.includes(x)) return x;
  }
  return t.seats[0] ?? null;
}
