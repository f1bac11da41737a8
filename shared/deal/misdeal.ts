/**
 * A misdeal found after play began (any stage but the mus rounds): the seat with more or fewer than
 * four cards is out of the deal, its team's points drawn in the deal are cancelled, and it leaves
 * the dialogue or the round of declarations in progress.
 *
 * Source: FFMus règlement art. 5 (art. 4 before play: a new deal).
 */
import type { EngineError, Seat } from '../types.js';
import { teamOf } from '../rules/presets.js';
import type { Said } from './validate-action.js';
import { currentDialogue, type DealState } from './state.js';
import { active, draw, endDialogue, type Effect } from './flow.js';
import { afterDeclarations, declaredPhase, nextDeclarer } from './declare.js';
import { err } from './refusal.js';

/** True when the seats include players of both teams (a dialogue goes on only then, FFMus art. 5). */
export function bothTeams(seats: readonly Seat[]): boolean {
  let a = false;
  let b = false;
  for (const x of seats) if (x % 2 === 0) a = true; else b = true;
  return a && b;
}

/**
 * A seat found with more or fewer than four cards after play began (FFMus art. 5): it is out of the
 * deal and the points its team drew in this deal so far are cancelled.
 * @returns null when the action is accepted (the state advanced), else the `action/…` error.
 */
export function misdeal(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
  if (s.stage === 'mus') {
    return err('action/misdeal-before-play', path, 'a misdeal found before play began means a new deal (FFMus art. 4); art. 5 applies once play has started', 'FFMus art. 4');
  }
  if (s.out.includes(a.seat)) return err('action/seat-out', path, `seat ${a.seat} is already out of this deal`, 'FFMus art. 5', { seat: a.seat });
  const team = teamOf(a.seat);
  const teamLeft = active(s).filter((x) => x !== a.seat && teamOf(x) === team);
  if (teamLeft.length === 0) return err('action/team-out', path, `seat ${a.seat} is the last of team ${team} in the deal`, 'FFMus art. 5', { seat: a.seat }, { form: 'team', team });
  s.out.push(a.seat);
  effects?.push({ type: 'out', seat: a.seat });
  let drawn = 0;
  for (const c of s.credits) if (c.team === team && c.counted) drawn += c.applied;
  if (drawn > 0) {
    draw(s, team, -drawn, 'deal', 'cancel', a.seat, 'FFMus art. 5', { key: 'cancel.misdeal', params: { seat: a.seat, points: drawn } }, effects);
  }
  // the seat leaves the dialogue in progress
  const d = currentDialogue(s);
  if (d && d.result === null) {
    const i = d.speakers.indexOf(a.seat);
    if (i >= 0) {
      // a new list: the old one may be the deal's speaking order (see `openDialogue`)
      d.speakers = d.speakers.filter((x) => x !== a.seat);
      if (i < d.turn) d.turn--;
      if (!bothTeams(d.speakers)) {
        d.result = 'none';
        d.bets = [];
        d.bettor = null;
        d.ordagoBy = null;
        endDialogue(s, d, effects);
      } else if (d.bettor === null && d.turn >= d.speakers.length) {
        d.result = 'passed';
        endDialogue(s, d, effects);
      }
    }
  } else if (s.stage === 'pares-declare' || s.stage === 'juego-declare') {
    const phase = declaredPhase(s.stage);
    s.declared[phase][a.seat] = null;
    if (nextDeclarer(s, s.declared[phase]) === -1) afterDeclarations(s, phase, effects);
  }
  return null;
}
