/**
 * What a phone may say and how it enters the table (issue 26). The acts open to a seat are read from
 * the engine's own {@link whoSpeaks} (the same helper the control window and the button box use);
 * an act becomes the {@link TableCommand}s a click or a box key would send, with the speaking seat
 * chosen first when either partner may answer. A tap that is no longer legal (another phone spoke
 * first) gets the reason: who already said what. Pure.
 */
import type { Action, EngineError, Result, Seat } from '../types.js';
import type { MatchView } from '../match/live.js';
import type { TableCommand } from '../input/commands.js';
import { whoSpeaks } from '../deal/legal.js';
import { seesOrdago } from '../i18n/act-text.js';

/** The acts a phone sends (Basque table words on its buttons: mus, mintza, paso, imido, gehiago, iduki, tira, hordago, ba, ez). */
export type PhoneActName = 'mus' | 'cut' | 'discard' | 'pass' | 'bet' | 'raise' | 'ordago' | 'see' | 'fold' | 'ba' | 'ez';

/** One act from a phone: `amount` in tantos for imido/gehiago, `count` cards for a discard, `both` for biak. */
export interface PhoneAct {
  act: PhoneActName;
  amount?: number;
  count?: number;
  both?: boolean;
}

/** The buttons a seat's phone shows now (empty when it is not this seat's turn). */
export interface SeatChoices {
  /** `mus` … `answer-ordago` as {@link whoSpeaks} says; `wait` when another seat speaks. */
  prompt: string;
  acts: PhoneActName[];
  /** Smallest imido and gehiago, tantos. */
  minBet: number;
  minRaise: number;
  /** Whether biak imido / biak hordago may be said. */
  biak: boolean;
  biakOrdago: boolean;
}

/** Every act a phone may send, by its code (the same in every language: the page words it). */
export const PHONE_ACTS: readonly PhoneActName[] = ['mus', 'cut', 'discard', 'pass', 'bet', 'raise', 'ordago', 'see', 'fold', 'ba', 'ez'];
const ALL = PHONE_ACTS;

/** True when `x` names a phone act. */
export function isPhoneAct(x: unknown): x is PhoneActName {
  return typeof x === 'string' && (ALL as readonly string[]).includes(x);
}

/** The acts open to `seat` now (FFMus art. 9, *Le dialogue*), as the phone's buttons. */
export function seatChoices(view: MatchView, seat: Seat): SeatChoices {
  const cur = view.current;
  const none: SeatChoices = { prompt: 'wait', acts: [], minBet: 2, minRaise: 1, biak: false, biakOrdago: false };
  if (!cur) return { ...none, prompt: 'over' };
  const t = whoSpeaks(cur.state);
  if (t.prompt === 'showdown') return { ...none, prompt: 'showdown' };
  // a partner of the seat whose turn it is may say mintza, and only that (FFMus art. 7; Memo Mus ch. II)
  if (!t.seats.includes(seat)) return (t.cutSeats ?? []).includes(seat) ? { ...none, prompt: 'mus', acts: ['cut'] } : none;
  const acts: PhoneActName[] = [];
  for (const a of t.acts) {
    if (a === 'declare') acts.push('ba', 'ez');
    else if (isPhoneAct(a)) acts.push(a);
  }
  return { prompt: t.prompt, acts, minBet: t.minBet, minRaise: t.minRaise, biak: t.biak, biakOrdago: t.biakOrdago };
}

/** Why a phone's act is refused before it reaches the table (an English `message`), with what the sentence names. */
export interface ActRefusal extends EngineError {
  code: 'phones/not-your-turn' | 'phones/already-said' | 'phones/not-open' | 'phones/bad-amount' | 'phones/match-over';
  /** The seat that spoke instead, its act, the seat whose turn it is. */
  by?: Seat;
  act?: Action['act'];
  /** True when that act is a see answering a standing hordago: « kanta », not « iduki » ({@link seesOrdago}). */
  kanta?: true;
  turn?: Seat;
}

/**
 * The commands that say `a` for `seat`, or why it cannot be said now.
 * @param seen the length of the deal's action log the phone was looking at when tapped: when the
 *   deal moved on since, the refusal names who spoke in between (`phones/already-said`).
 */
export function commandsFor(view: MatchView, seat: Seat, a: PhoneAct, seen?: number): Result<TableCommand[], ActRefusal> {
  const cur = view.current;
  if (!cur) return { ok: false, error: { code: 'phones/match-over', message: 'the match is over' } };
  const choices = seatChoices(view, seat);
  if (!choices.acts.includes(a.act)) {
    const log = cur.state.log;
    const later = seen !== undefined && seen < log.length ? log[log.length - 1] : undefined;
    if (later && later.seat !== seat) {
      const kanta = seesOrdago(log, log.length - 1) ? { kanta: true as const } : {};
      return { ok: false, error: { code: 'phones/already-said', message: `seat ${later.seat} already said ${later.act}`, by: later.seat, act: later.act, ...kanta } };
    }
    const t = whoSpeaks(cur.state);
    const turn = t.seats[0];
    if (choices.prompt === 'wait' && turn !== undefined) return { ok: false, error: { code: 'phones/not-your-turn', message: `it is seat ${turn}'s turn to speak`, turn } };
    return { ok: false, error: { code: 'phones/not-open', message: 'this act is not open now' } };
  }
  const amountOk = (n: number | undefined, min: number) => n === undefined || (Number.isInteger(n) && n >= min && n <= 99);
  if ((a.act === 'bet' && !amountOk(a.amount, choices.minBet)) || (a.act === 'raise' && !amountOk(a.amount, choices.minRaise))) {
    return { ok: false, error: { code: 'phones/bad-amount', message: 'amount: not an amount this act may take' } };
  }
  if (a.act === 'discard' && !(Number.isInteger(a.count) && (a.count ?? 0) >= 1 && (a.count ?? 0) <= 4)) return { ok: false, error: { code: 'phones/bad-amount', message: 'amount: not an amount this act may take' } };
  const cmd = toCommand(a);
  // either partner may answer a bet, or say mintza (FFMus art. 7): the phone's seat is the one that speaks
  const partnerCut = a.act === 'cut' && !whoSpeaks(cur.state).seats.includes(seat);
  const pick: TableCommand[] = choices.prompt === 'answer' || choices.prompt === 'answer-ordago' || partnerCut ? [{ cmd: 'seat', seat }] : [];
  return { ok: true, value: [...pick, cmd] };
}

function toCommand(a: PhoneAct): TableCommand {
  switch (a.act) {
    case 'bet': return { cmd: 'bet', ...(a.amount !== undefined ? { amount: a.amount } : {}), ...(a.both ? { both: true } : {}) };
    case 'raise': return { cmd: 'raise', ...(a.amount !== undefined ? { amount: a.amount } : {}) };
    case 'ordago': return { cmd: 'ordago', ...(a.both ? { both: true } : {}) };
    case 'discard': return { cmd: 'discard', count: a.count ?? 0 };
    default: return { cmd: a.act };
  }
}
