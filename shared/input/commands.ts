/**
 * The one path from a key to an engine action. Keyboard shortcuts, on-screen buttons and the serial
 * button box all produce {@link TableCommand}s; {@link interpret} turns a command into a match-log
 * entry (or an undo, or an error) given the match in progress and a small input pad (typed digits,
 * chosen speaker, cards being typed at the showdown).
 */
import { BET_PHASES, type Action, type EngineError, type ErrorSeats, type Hand, type Phase, type Seat } from '../types.js';
import type { HandsCode, InputCode } from '../errors/index.js';
import type { MatchEntry, MatchView } from '../match/live.js';
import { defaultSpeaker, whoSpeaks } from '../deal/legal.js';
import { suitNeeded } from '../settle/settle.js';
import { dialogueOf, phaseOfStage, type DealState } from '../deal/state.js';
import type { UndecidedSuit } from '../settle/juego-real.js';

/** What a key means at the table, whatever device sent it. */
export type TableCommand =
  | { cmd: 'pass' }
  | { cmd: 'bet'; amount?: number; both?: boolean }
  | { cmd: 'raise'; amount?: number }
  | { cmd: 'ordago'; both?: boolean }
  | { cmd: 'see' }
  | { cmd: 'fold' }
  | { cmd: 'ba' }
  | { cmd: 'ez' }
  | { cmd: 'mus' }
  | { cmd: 'cut' }
  | { cmd: 'discard'; count?: number }
  /** A digit: part of an amount in the dialogue, a card rank (1-7) at the showdown. */
  | { cmd: 'digit'; digit: number }
  /** A card by its printed number (1-7, 10, 11, 12), at the showdown. */
  | { cmd: 'card'; number: number }
  /** Backspace: drops the last digit or card typed. */
  | { cmd: 'back' }
  /** Enter: bets or raises the typed amount; at the showdown, submits the hands once complete. */
  | { cmd: 'enter' }
  /** Chooses which seat speaks next (an answer by the other partner). */
  | { cmd: 'seat'; seat: Seat }
  /**
   * Takes back the last entry. `agreed`: an undo agreed between the two teams on their phones
   * (issue 26) — who asked and who accepted (seats 0..5) — recorded in the journal's `undo` record.
   */
  | { cmd: 'undo'; agreed?: UndoAgreed }
  | { cmd: 'redo' }
  /** Next: at the showdown, submits the hands; otherwise nothing. */
  | { cmd: 'next' }
  /** At the showdown: puts the cursor on a typed card (a click or a tap on it); the next card typed replaces it. */
  | { cmd: 'slot'; seat: Seat; index: number }
  /** At the showdown: moves the cursor between the typed cards (arrow keys). */
  | { cmd: 'move'; dir: 'left' | 'right' | 'up' | 'down' }
  /**
   * At the showdown: the suit of the card under the cursor, else of the last card typed (oros,
   * copas, espadas, bastos) — or, once every hand is typed and a sota's suit is asked for
   * ({@link suitQuestion}), of that sota, unless the last card typed is itself a sota without suit.
   */
  | { cmd: 'suit'; suit: 'o' | 'c' | 'e' | 'b' }
  /**
   * A misdeal: `seat` was found with more or fewer than four cards (FFMus art. 5 once play has
   * begun: the seat is out of the deal, its team's points of the deal are cancelled; in the mus
   * rounds, art. 4: a new deal, so the engine refuses it with `action/misdeal-before-play`).
   */
  | { cmd: 'misdeal'; seat: Seat };

/** An undo agreed on the players' phones (issue 26): the seat that asked, the seat of the other team that accepted (0..5). */
export interface UndoAgreed {
  asked: Seat;
  accepted: Seat;
}

/** The input state that sits between keys and actions. Plain data. */
export interface InputPad {
  /** Digits typed for an amount. */
  digits: string;
  /** Seat chosen to speak next, if any. */
  speaker: Seat | null;
  /** Cards typed at the showdown, by seat (printed numbers). */
  cards: number[][];
  /** Their suits, by seat and card (`o c e b`, or '' when not given): needed only where a rule names one. */
  suits: string[][];
  /** A typed card being corrected (clicked, tapped, or reached with the arrows): the next card replaces it. */
  cursor: { seat: Seat; index: number } | null;
}

/** What a command asks the app to do. */
export type Outcome =
  | { kind: 'entry'; entry: MatchEntry }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'pad' } // only the pad changed
  | { kind: 'error'; error: EngineError };

/** An empty pad for a table of `players` seats. */
export function emptyPad(players: number): InputPad {
  return { digits: '', speaker: null, cards: Array.from({ length: players }, () => []), suits: Array.from({ length: players }, () => []), cursor: null };
}

/**
 * The pad of a showdown whose hands are `hands` (e.g. a settled deal undone: the sixteen cards typed
 * are kept, to be corrected rather than typed again).
 */
export function padOfHands(players: number, hands: readonly (Hand | null)[]): InputPad {
  const pad = emptyPad(players);
  hands.forEach((h, seat) => {
    const cards = pad.cards[seat];
    const suits = pad.suits[seat];
    if (!h || !cards || !suits) return;
    for (const c of h) {
      const m = /^(\d+)([oceb]?)$/.exec(c);
      if (!m) continue;
      cards.push(Number(m[1]));
      suits.push(m[2] ?? '');
    }
  });
  return pad;
}

/** A seat's typed cards: none for a seat the pad does not hold. */
function typedCards(pad: InputPad, seat: number): readonly number[] {
  return pad.cards[seat] ?? NO_CARDS;
}
const NO_CARDS: readonly number[] = [];

/**
 * A refusal of the input layer: the code, the message (seats by their 0-based numbers), the rule, and
 * the seats it is about, as data (`EngineError.seats`: the screens and the command line name them).
 */
function error(code: InputCode | HandsCode | 'action/wrong-phase', message: string, rule?: string, seats?: ErrorSeats, params?: EngineError['params']): Outcome {
  const e: EngineError = { code, message };
  if (rule) e.rule = rule;
  if (seats) e.seats = seats;
  if (params) e.params = params;
  return { kind: 'error', error: e };
}

/** The seat typed cards go to next: the first seat, in speaking order, with fewer than four. */
export function nextCardSeat(view: MatchView, pad: InputPad): Seat | null {
  const cur = view.current;
  if (!cur) return null;
  for (const x of cur.state.order) {
    if (cur.state.out.includes(x)) continue;
    if (typedCards(pad, x).length < 4) return x;
  }
  return null;
}

/**
 * The sota whose suit the showdown asks for before counting: every hand is typed, and a sota typed
 * without its suit decides the deal (Juego Real with the sota of oros, `settle/juego-real.ts`).
 * @returns the seat, the card's place in the hand (0-3) and the `hands/suit-needed` error; or null.
 */
export function suitQuestion(view: MatchView, pad: InputPad): UndecidedSuit | null {
  const cur = view.current;
  if (!cur || cur.state.stage !== 'showdown' || view.rules.juegoReal !== 'oros' || nextCardSeat(view, pad) !== null) return null;
  return suitNeeded(cur.state, padHands(view, pad));
}

/** Converts the cards typed into hands (`"12"`, `"3"`, …); seats out of the deal get null. */
export function padHands(view: MatchView, pad: InputPad): (Hand | null)[] {
  const out = view.current?.state.out ?? [];
  return pad.cards.map((cs, seat) => (out.includes(seat) ? null : cs.map((n, i) => `${n}${pad.suits[seat]?.[i] ?? ''}`)));
}

const DIGIT_CARD: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 0: 10 };

/**
 * Interprets one command. Pure: returns the new pad and what to do.
 * @returns `input/…` errors when the command means nothing now (the box blinks, the UI says why).
 */
export function interpret(view: MatchView, pad: InputPad, c: TableCommand): { pad: InputPad; outcome: Outcome } {
  const keep = (outcome: Outcome) => ({ pad, outcome });
  if (c.cmd === 'undo') return { pad: emptyPad(pad.cards.length), outcome: { kind: 'undo' } };
  if (c.cmd === 'redo') return { pad: emptyPad(pad.cards.length), outcome: { kind: 'redo' } };
  const cur = view.current;
  if (!cur) return keep(error('input/match-over', `the match is over: team ${view.winner} won it`, undefined, undefined, view.winner ? { team: view.winner } : undefined));
  const s = cur.state;
  if (c.cmd === 'misdeal') {
    return { pad: { ...pad, digits: '', speaker: null, cursor: null }, outcome: { kind: 'entry', entry: { type: 'action', action: { phase: misdealPhase(s), seat: c.seat, act: 'misdeal' } } } };
  }
  const turn = whoSpeaks(s);
  if (turn.prompt === 'showdown') return showdownKey(view, pad, c);
  const speaker = (): Seat | null => {
    if (pad.speaker !== null && turn.seats.includes(pad.speaker)) return pad.speaker;
    // a partner of the seat whose turn it is, chosen to say mintza (FFMus art. 7), says the cut only
    if (pad.speaker !== null && (turn.cutSeats ?? []).includes(pad.speaker) && c.cmd === 'cut') return pad.speaker;
    return defaultSpeaker(s, turn);
  };
  const act = (a: Action): { pad: InputPad; outcome: Outcome } => ({
    pad: { ...pad, digits: '', speaker: null },
    outcome: { kind: 'entry', entry: { type: 'action', action: a } },
  });
  const amount = (given: number | undefined): number | undefined => given ?? (pad.digits ? Number(pad.digits) : undefined);
  // In the mus rounds before anyone said mus, the esku may open grande directly.
  // ("5 Enter" at the mus question is "5 i": an imido of 5 that opens grande)
  const phase = (turn.prompt === 'mus' && ['pass', 'bet', 'ordago', 'enter'].includes(c.cmd)) ? 'grande' : turn.phase;
  const seat = speaker();
  if (seat === null || phase === null) return keep(error('input/nobody-speaks', 'nobody is to speak now'));
  if (pad.speaker !== null && !turn.seats.includes(pad.speaker) && (turn.cutSeats ?? []).includes(pad.speaker) && !['cut', 'seat'].includes(c.cmd)) {
    const first = turn.seats.length === 1 ? turn.seats[0] : undefined;
    return keep(error('input/not-your-turn', `seat ${pad.speaker} may only cut (mintza) now: seat ${turn.seats.join(',')} says mus or speaks first`, 'FFMus art. 7', first === undefined ? { seat: pad.speaker } : { seat: pad.speaker, turn: first }));
  }
  switch (c.cmd) {
    case 'digit':
      if (pad.digits.length >= 2) return keep(error('input/amount-too-long', 'an amount has at most two digits'));
      return { pad: { ...pad, digits: pad.digits + String(c.digit) }, outcome: { kind: 'pad' } };
    case 'back':
      return { pad: { ...pad, digits: pad.digits.slice(0, -1) }, outcome: { kind: 'pad' } };
    case 'seat':
      if (!turn.seats.includes(c.seat) && !(turn.cutSeats ?? []).includes(c.seat)) return keep(error('input/not-your-turn', `seat ${c.seat} cannot speak now`, undefined, { seat: c.seat }));
      return { pad: { ...pad, speaker: c.seat }, outcome: { kind: 'pad' } };
    case 'enter':
      if (!pad.digits) return keep(error('input/no-amount', 'type an amount first'));
      if (turn.prompt === 'discard') return act({ phase: 'mus', seat, act: 'discard', count: Number(pad.digits) });
      if (turn.prompt === 'answer') return act({ phase, seat, act: 'raise', amount: Number(pad.digits) });
      return act({ phase, seat, act: 'bet', amount: Number(pad.digits) });
    case 'pass':
      return act({ phase, seat, act: 'pass' });
    case 'bet': {
      const a = amount(c.amount);
      // a biak imido is an opening (FFMus *Le dialogue*): in answer it is refused, never turned into a raise
      if (turn.prompt === 'answer' && c.both) return keep(error('input/biak-imido-not-answer', 'a biak imido opens grande and chica; it is not an answer: raise (gehiago), or say biak hordago'));
      if (turn.prompt === 'answer') return act({ phase, seat, act: 'raise', amount: a ?? 2 });
      const b: Extract<Action, { act: 'bet' }> = { phase, seat, act: 'bet', amount: a ?? 2 };
      if (c.both) b.both = true;
      return act(b);
    }
    case 'raise':
      return act({ phase, seat, act: 'raise', amount: amount(c.amount) ?? 2 });
    case 'ordago': {
      const o: Extract<Action, { act: 'ordago' }> = { phase, seat, act: 'ordago' };
      if (c.both) o.both = true;
      return act(o);
    }
    case 'see':
      return act({ phase, seat, act: 'see' });
    case 'fold':
      return act({ phase, seat, act: 'fold' });
    case 'ba':
    case 'ez':
      return act({ phase, seat, act: 'declare', has: c.cmd === 'ba' });
    case 'mus':
      return act({ phase: 'mus', seat, act: 'mus' });
    case 'cut':
      return act({ phase: 'mus', seat, act: 'cut' });
    case 'discard': {
      const n = c.count ?? (pad.digits ? Number(pad.digits) : NaN);
      // « d » alone out of the discards is not a discard to finish: the word is not said now (as « 2 d » is)
      if (!Number.isInteger(n) && turn.prompt !== 'discard') return keep(error('action/wrong-phase', 'no discard ("discard") now', 'FFMus art. 8', undefined, { form: 'now', act: 'discard' }));
      if (!Number.isInteger(n)) return keep(error('input/no-count', 'type how many cards (1-4), then discard'));
      return act({ phase: 'mus', seat, act: 'discard', count: n });
    }
    case 'card':
      return keep(error('input/not-showdown', 'cards are typed at the showdown, once the dialogue is over'));
    case 'next':
      return keep(error('input/not-showdown', 'the deal is not at its showdown yet'));
    case 'slot':
    case 'move':
    case 'suit':
      return keep(error('input/not-showdown', 'cards are typed at the showdown, once the dialogue is over'));
    default: {
      const never: never = c;
      return keep(error('input/unknown', `unknown command ${JSON.stringify(never)}`));
    }
  }
}

/**
 * The phase a misdeal said at the table is recorded at: the phase of the stage the table is at (the
 * mus rounds: `mus`, so that the engine answers FFMus art. 4, a new deal); at the showdown, the last
 * phase played (art. 5: the hands are being shown).
 */
export function misdealPhase(s: DealState): Phase {
  switch (s.stage) {
    case 'showdown': case 'over': {
      let last: Phase = 'grande';
      for (const p of BET_PHASES) {
        const d = dialogueOf(s.dialogues, p);
        // a phase not played (nobody declared; the punto after a juego declared) leaves a `skipped` dialogue
        if (d && d.result !== 'skipped') last = p;
      }
      return last;
    }
    default:
      return phaseOfStage(s.stage);
  }
}

/** Keys at the showdown: cards for each seat in speaking order, backspace, next (FFMus art. 17: hands laid down). */
function showdownKey(view: MatchView, pad: InputPad, c: TableCommand): { pad: InputPad; outcome: Outcome } {
  const keep = (outcome: Outcome) => ({ pad, outcome });
  const order = view.current!.state.order.filter((x) => !view.current!.state.out.includes(x));
  const suitsOf = (seat: number) => pad.suits[seat] ?? [];
  const addCard = (n: number) => {
    const at = pad.cursor;
    if (at) {
      // correcting a typed card: replace it (its suit goes with it), then on to the next typed card of that hand
      const cards = pad.cards.map((x, i) => (i === at.seat ? x.map((c, k) => (k === at.index ? n : c)) : x));
      const suits = pad.suits.map((x, i) => (i === at.seat ? x.map((c, k) => (k === at.index ? '' : c)) : x));
      const next = at.index + 1 < (cards[at.seat]?.length ?? 0) ? { seat: at.seat, index: at.index + 1 } : null;
      return { pad: { ...pad, cards, suits, cursor: next }, outcome: { kind: 'pad' } as Outcome };
    }
    const seat = nextCardSeat(view, pad);
    if (seat === null) return keep(error('hands/fifth-card', 'every hand already has four cards: press next, or backspace to correct', 'FFMus art. 5'));
    const cards = pad.cards.map((x, i) => (i === seat ? [...x, n] : x));
    const suits = pad.suits.map((x, i) => (i === seat ? [...x, ''] : x));
    return { pad: { ...pad, cards, suits }, outcome: { kind: 'pad' } as Outcome };
  };
  switch (c.cmd) {
    case 'digit': {
      const n = DIGIT_CARD[c.digit];
      if (n === undefined) return keep(error('input/not-a-card', `${c.digit} is not a card: 1-7, then s c r (or 0 - =) for sota, caballo, rey`, undefined, undefined, { value: c.digit }));
      return addCard(n);
    }
    case 'card':
      if (![1, 2, 3, 4, 5, 6, 7, 10, 11, 12].includes(c.number)) return keep(error('input/not-a-card', `${c.number} is not a card of the Spanish deck`, undefined, undefined, { value: c.number }));
      return addCard(c.number);
    case 'back': {
      let last = -1;
      for (const x of order) if (typedCards(pad, x).length) last = x;
      // the last seat typed into is the last in speaking order with cards
      if (last < 0) return keep(error('input/nothing-to-erase', 'no card typed yet'));
      const cards = pad.cards.map((x, i) => (i === last ? x.slice(0, -1) : x));
      const suits = pad.suits.map((x, i) => (i === last ? x.slice(0, -1) : x));
      return { pad: { ...pad, cards, suits, cursor: null }, outcome: { kind: 'pad' } };
    }
    case 'slot': {
      const n = pad.cards[c.seat]?.length ?? 0;
      if (!order.includes(c.seat) || c.index < 0 || c.index >= n) {
        // a tap on an empty slot: back to typing where the cards go next
        return { pad: { ...pad, cursor: null }, outcome: { kind: 'pad' } };
      }
      return { pad: { ...pad, cursor: { seat: c.seat, index: c.index } }, outcome: { kind: 'pad' } };
    }
    case 'move': {
      // the typed cards in reading order (seat by seat in speaking order, card by card)
      const cells: { seat: number; index: number }[] = [];
      for (const x of order) for (let k = 0; k < typedCards(pad, x).length; k++) cells.push({ seat: x, index: k });
      if (!cells.length) return keep(error('input/nothing-to-erase', 'no card typed yet'));
      const at = pad.cursor ? cells.findIndex((q) => q.seat === pad.cursor!.seat && q.index === pad.cursor!.index) : cells.length;
      let to: { seat: number; index: number } | null;
      if (c.dir === 'left') to = cells[Math.max(0, at - 1)] ?? null;
      else if (c.dir === 'right') to = cells[at + 1] ?? null;
      else {
        const row = pad.cursor ? order.indexOf(pad.cursor.seat) : order.length;
        const r = c.dir === 'up' ? row - 1 : row + 1;
        const seat = order[Math.max(0, Math.min(order.length - 1, r))];
        const len = seat === undefined ? 0 : typedCards(pad, seat).length;
        to = seat === undefined || r >= order.length || len === 0 ? null : { seat, index: Math.min(pad.cursor?.index ?? 0, len - 1) };
      }
      return { pad: { ...pad, cursor: to }, outcome: { kind: 'pad' } };
    }
    case 'suit': {
      let at = pad.cursor;
      if (!at) {
        for (const x of order) if (typedCards(pad, x).length) at = { seat: x, index: typedCards(pad, x).length - 1 };
        // every hand typed and a sota's suit asked for: the suit is that sota's (unless the last card
        // typed is a sota without suit: the suit follows its card, as the box's `SOTA OROS`)
        const asked = at && !(typedCards(pad, at.seat)[at.index] === 10 && !suitsOf(at.seat)[at.index]) ? suitQuestion(view, pad) : null;
        if (asked) at = { seat: asked.seat, index: asked.index };
      }
      if (!at) return keep(error('input/nothing-to-erase', 'no card typed yet: type the card, then its suit'));
      const target = at;
      const suits = pad.suits.map((x, i) => (i === target.seat ? suitsOf(i).map((s, k) => (k === target.index ? c.suit : s)) : x));
      return { pad: { ...pad, suits }, outcome: { kind: 'pad' } };
    }
    case 'next':
    case 'enter': {
      const missing = nextCardSeat(view, pad);
      if (missing !== null) return keep(error('hands/missing-card', `seat ${missing} has ${typedCards(pad, missing).length} cards; a hand has four`, 'FFMus art. 5', { seat: missing }, { form: 'count', count: typedCards(pad, missing).length }));
      // a sota's suit decides the deal and was not typed: ask for it, the cursor on that card
      const asked = suitQuestion(view, pad);
      if (asked) return { pad: { ...pad, cursor: { seat: asked.seat, index: asked.index } }, outcome: { kind: 'error', error: asked.error } };
      return { pad: emptyPad(pad.cards.length), outcome: { kind: 'entry', entry: { type: 'hands', hands: padHands(view, pad) } } };
    }
    default:
      return keep(error('input/showdown', 'the dialogue is over: type the hands shown (1-7, s c r), then next'));
  }
}
