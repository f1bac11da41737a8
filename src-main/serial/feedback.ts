/**
 * What the box is told about the table: whose turn it is, the phase, the score, the digits typed.
 * Derived from the session (the authoritative match) after every change, whoever made it.
 */
import { nextCardSeat, suitQuestion, whoSpeaks } from '../../shared/index.js';
import type { TableSession } from '../../shared/session/table-session.js';
import type { Feedback } from './protocol.js';

/**
 * The feedback for the session's current state. At the showdown the lit seat is the one whose
 * cards are being typed — or, once all are typed, the one whose sota's suit the app asks for
 * (prompt `suit`: Juego Real with the sota of oros, answered with `OROS` … `BASTOS` on layer 2);
 * when a partner was chosen to answer (SEAT key), only that seat is lit.
 */
export function feedbackOf(s: TableSession): Feedback {
  const v = s.match.view;
  const score = { A: v.score.A, B: v.score.B, manchesA: v.manchesWon.A, manchesB: v.manchesWon.B };
  const cur = v.current;
  if (!cur) return { turn: [], phase: null, prompt: 'over', score, pad: '' };
  const t = whoSpeaks(cur.state);
  if (t.prompt === 'showdown') {
    const seat = nextCardSeat(v, s.pad);
    const asked = seat === null ? suitQuestion(v, s.pad) : null;
    if (asked) return { turn: [asked.seat], phase: null, prompt: 'suit', score, pad: '' };
    return { turn: seat === null ? [] : [seat], phase: null, prompt: 'showdown', score, pad: '' };
  }
  // the seat chosen with SEATn: a partner who answers, or one who says mintza (FFMus art. 7)
  const chosen = s.pad.speaker !== null && (t.seats.includes(s.pad.speaker) || (t.cutSeats ?? []).includes(s.pad.speaker)) ? [s.pad.speaker] : t.seats;
  return { turn: chosen, phase: t.phase, prompt: t.prompt, score, pad: s.pad.digits };
}
