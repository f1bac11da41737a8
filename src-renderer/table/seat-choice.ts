/**
 * Which seat the table's buttons speak for, when more than one may: the partner who answers a bet
 * for the team (either may, Pagat "The Betting"), or the partner who says mintza in the mus rounds
 * (either partner of the team whose turn it is, FFMus art. 7; Memo Mus ch. II: `Turn.cutSeats`).
 * The seats are named as the table shows them; the one chosen is the pad's `speaker` when it may
 * speak, else the seat the table would take (the next seat: one click on « Mintza » still cuts for it).
 */
import { defaultSpeaker, teamOf, type Act, type DealState, type MatchView, type Seat, type TableCommand, type Team, type Turn } from '../../shared/index.js';
import { seatName } from '../store/derive.js';

/** One seat offered: the command its button sends (`seat`, then the act says who spoke). */
export interface SeatOption {
  seat: Seat;
  /** The player's name as the table shows it. */
  name: string;
  team: Team;
  /** True for the seat the next word is said for. */
  chosen: boolean;
  cmd: TableCommand;
}

/** The seat choice on screen, or nothing when only one seat may speak. */
export interface SeatChoice {
  /** `answer`: who answers the bet standing; `cut`: who says mintza. */
  kind: 'answer' | 'cut';
  seats: SeatOption[];
  chosen: Seat;
  /**
   * True when the chosen seat may only cut (a partner of the seat whose turn it is): its partner
   * says mus, imido or paso, so those buttons are off until the next seat is chosen again.
   */
  cutOnly: boolean;
}

/**
 * The seat choice for `turn` (see the file's comment).
 * @param state the deal in progress (`view.current.state`), for the default answering seat
 * @param speaker the seat the pad holds (`InputPad.speaker`), or null
 * @returns null when no choice is to be made (one seat speaks, the showdown, no deal)
 */
export function seatChoice(view: MatchView, state: DealState, turn: Turn, speaker: Seat | null): SeatChoice | null {
  const answering = turn.prompt === 'answer' || turn.prompt === 'answer-ordago';
  const offered = answering ? turn.seats : turn.prompt === 'mus' ? turn.cutSeats ?? [] : [];
  if (offered.length < 2) return null;
  const fallback = answering ? defaultSpeaker(state, turn) : turn.seats[0];
  const chosen = speaker !== null && offered.includes(speaker) ? speaker : fallback ?? offered[0] ?? 0;
  return {
    kind: answering ? 'answer' : 'cut',
    seats: offered.map((seat) => ({ seat, name: seatName(view, seat), team: teamOf(seat), chosen: seat === chosen, cmd: { cmd: 'seat', seat } })),
    chosen,
    cutOnly: !turn.seats.includes(chosen),
  };
}

/** What the turn line above the buttons says: who is about to speak, the question, the words open. */
export interface TurnLine {
  /** The seat named: the chosen seat when a choice is on screen (`seatChoice`), else the pad's or the table's. */
  speaker: Seat | null;
  /** The `prompt.*` text key: `cutOnly` when a partner chosen to cut may only say mintza (FFMus art. 7). */
  promptKey: Turn['prompt'] | 'cutOnly';
  /** The acts the named seat may say (only `cut` for a partner chosen to cut). */
  acts: Act[];
  /** Whether a biak imido / biak hordago may be said by the named seat (never by a partner chosen to cut). */
  biak: boolean;
  biakOrdago: boolean;
}

/**
 * The turn line for `turn`: it names the seat the buttons speak for, so a partner chosen to say
 * mintza is the one named (not the next seat, whose word mus is), with only mintza open to him.
 * @param speaker the seat the pad holds (`InputPad.speaker`), or null
 */
export function turnLine(view: MatchView, state: DealState, turn: Turn, speaker: Seat | null): TurnLine {
  const asTurn = { acts: turn.acts, biak: turn.biak, biakOrdago: turn.biakOrdago };
  if (turn.prompt === 'showdown') return { speaker: null, promptKey: 'showdown', ...asTurn };
  const choice = seatChoice(view, state, turn, speaker);
  if (choice?.cutOnly) return { speaker: choice.chosen, promptKey: 'cutOnly', acts: ['cut'], biak: false, biakOrdago: false };
  if (choice) return { speaker: choice.chosen, promptKey: turn.prompt, ...asTurn };
  const named = speaker !== null && turn.seats.includes(speaker) ? speaker : defaultSpeaker(state, turn);
  return { speaker: named, promptKey: turn.prompt, ...asTurn };
}
