/**
 * The seats « Fausse donne… » offers: every seat still in the deal, in speaking order, with the
 * name and team the table shows. A seat already out is not offered (FFMus art. 5: it is out of
 * the deal); nor is anything when no deal is in progress.
 */
import { teamOf, type MatchView, type Seat, type Team } from '../../../shared/index.js';
import { seatName } from '../../store/derive.js';

/** One seat of the menu. */
export interface MisdealSeat {
  seat: Seat;
  /** The player's name as the table shows it. */
  name: string;
  team: Team;
}

/** The seats a misdeal may be said of now (see the file's comment). */
export function misdealSeats(view: MatchView | null): MisdealSeat[] {
  const s = view?.current?.state;
  if (!view || !s || s.stage === 'over') return [];
  return s.order.filter((x) => !s.out.includes(x)).map((seat) => ({ seat, name: seatName(view, seat), team: teamOf(seat) }));
}
