/**
 * What one seat's phone is shown (issue 26): the whole state it needs after a join or a reload —
 * the seat's player, team and partner, the score in tantos and hamarrekos, the phase, who speaks,
 * this seat's buttons, the showdown (who has confirmed, this seat's confirmed hand) and the undo
 * asked. Never a token. Pure.
 */
import type { Action, Hand, Seat, Team } from '../types.js';
import type { ErrorCode } from '../errors/index.js';
import type { MatchView } from '../match/live.js';
import { whoSpeaks } from '../deal/legal.js';
import { teamOf } from '../rules/presets.js';
import { toTokens, type Tokens } from '../score/tokens.js';
import { seatChoices, type SeatChoices } from './seat-acts.js';
import { seatsToShow, type PhoneShowdown } from './showdown.js';
import { saidAct, type SaidAct, type UndoRequest, type UndoTarget } from './undo-agreement.js';

/** The state of a seat's page. */
export interface SeatView {
  seat: Seat;
  players: string[];
  teams: { A: string; B: string };
  team: Team;
  /** The partners' seats. */
  partners: Seat[];
  score: { A: Tokens & { total: number }; B: Tokens & { total: number } };
  manchesWon: { A: number; B: number };
  /** Deal number (from 1), 0 once the match is over. */
  deal: number;
  esku: Seat | null;
  /** `mus grande chica pares juego punto`, or null at the showdown and after the match. */
  phase: string | null;
  prompt: string;
  /** Seats that may speak now. */
  speaking: Seat[];
  /** Length of the deal's action log (the phone sends it back with a tap). */
  seen: number;
  choices: SeatChoices;
  /**
   * At the showdown: the seats that must show, those that have confirmed, this seat's confirmed hand;
   * `refused`, the code of the count's refusal of the hands confirmed (every phone is told, and may
   * correct its own hand).
   */
  showdown: { need: Seat[]; confirmed: Seat[]; mine: Hand | null; refused?: ErrorCode } | null;
  /** When a bet is to be answered: the imido, gehiago or hordago that stands (who said it, the amount said). */
  facing: SaidAct | null;
  /** An undo asked and standing: who asked, what it would take back, and whether this seat may accept it. */
  undo: { askedBy: Seat; mayAccept: boolean; last: UndoTarget } | null;
  /** May this seat ask to take back the last act. */
  mayAskUndo: boolean;
  winner: Team | null;
}

/** The view of `seat`. */
export function seatView(view: MatchView, logLength: number, seat: Seat, showdown: PhoneShowdown, undo: UndoRequest | null): SeatView {
  const n = view.rules.players;
  const team = teamOf(seat);
  const cur = view.current;
  const t = cur ? whoSpeaks(cur.state) : null;
  const tok = (x: number) => ({ total: x, ...toTokens(x) });
  const atShowdown = t?.prompt === 'showdown';
  return {
    seat,
    players: view.setup.players.slice(),
    teams: { A: view.setup.teams.A, B: view.setup.teams.B },
    team,
    partners: Array.from({ length: n }, (_, i) => i).filter((i) => i !== seat && teamOf(i) === team),
    score: { A: tok(view.score.A), B: tok(view.score.B) },
    manchesWon: { ...view.manchesWon },
    deal: cur ? cur.index + 1 : 0,
    esku: cur ? cur.state.esku : null,
    phase: t?.phase ?? null,
    prompt: t?.prompt ?? 'over',
    speaking: t?.seats.slice() ?? [],
    seen: cur?.state.log.length ?? 0,
    choices: seatChoices(view, seat),
    showdown: atShowdown
      ? { need: seatsToShow(view), confirmed: showdown.hands.flatMap((h, i) => (h ? [i] : [])), mine: showdown.hands[seat] ?? null, ...(showdown.refused ? { refused: showdown.refused } : {}) }
      : null,
    facing: t && (t.prompt === 'answer' || t.prompt === 'answer-ordago') && cur ? standingBet(cur.state.log, t.phase) : null,
    undo: undo ? { askedBy: undo.askedBy, mayAccept: teamOf(undo.askedBy) !== team, last: { ...undo.last } } : null,
    mayAskUndo: logLength > 0 && !undo,
    winner: view.winner,
  };
}

/** The last imido, gehiago or hordago said in `phase` (the one a seat answers), or null. */
function standingBet(log: readonly Action[], phase: string | null): SaidAct | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const a = log[i];
    if (!a || a.phase !== phase) continue;
    if (a.act !== 'bet' && a.act !== 'raise' && a.act !== 'ordago') continue;
    return saidAct(a);
  }
  return null;
}
