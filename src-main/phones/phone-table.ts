/**
 * The phones of one table (issue 26), over the {@link SessionHost} of `mus serve`: the seat tokens
 * of the match in progress (kept 0600 on disk, new ones for a new match), the phone holding each
 * seat (the last to join: the one before is told it lost the seat), tap ids (a resent tap is
 * answered again, never applied twice), the showdown confirmed seat by seat, and undo by agreement.
 * Every act enters the table through `SessionHost.command(…, phoneSource(seat))` (the front door, `shared/session/front-door.ts`), as a click or a box key.
 * Free of HTTP: the routes are in `phone-routes.ts`.
 */
import type { Seat } from '../../shared/types.js';
import type { SessionHost } from '../../shared/session/session-host.js';
import type { TableSession } from '../../shared/session/table-session.js';
import { phoneSource } from '../../shared/session/command-source.js';
import {
  acceptUndo, askUndo, bookFor, commandsFor, completeHands, confirmHand, handOf, isPhoneAct, seatOfToken, seatView, showdownOf, standing,
  TapLedger, type ActRefusal, type PhoneShowdown, type SeatTokenBook, type SeatView, type UndoRequest,
} from '../../shared/phones/index.js';
import { readSecret, writeSecret } from './secret-file.js';
import { appendAgreement } from './agreement-log.js';

/** A refusal said to a phone: a code, the names the sentence needs, and an English message (never a token). */
export interface PhoneError {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

/** The answer to a tap: the seat's new view, or why nothing was done (`status`: the HTTP status). */
export type PhoneAnswer = { ok: true; view: SeatView } | { ok: false; status: number; error: PhoneError };

/** What the table needs from its adapter. */
export interface PhoneTableOptions {
  /** Where the tokens of a match are kept (0600). */
  tokensFile(matchId: string): string;
  /** Where the undo agreements of a match are recorded. */
  agreementsFile(matchId: string): string;
  /** A new random token (base64url, 128 bits at least). */
  newToken(): string;
  now?: () => Date;
}

/** What a stream of a seat's phone is told. */
export type SeatMessage = { type: 'view'; view: SeatView } | { type: 'lost' };

type Listener = (seat: Seat, join: number, m: SeatMessage) => void;

const ACT_TEXT: Record<string, string> = {
  pass: 'paso', bet: 'imido', raise: 'gehiago', ordago: 'hordago', see: 'iduki', fold: 'tira', declare: 'ba/ez', mus: 'mus', cut: 'mintza', discard: 'the discard', misdeal: 'a misdeal',
};

/** The phones of the table of a {@link SessionHost}. */
export class PhoneTable {
  private book: SeatTokenBook | null = null;
  private joins: number[] = [];
  private readonly taps = new TapLedger<PhoneAnswer>();
  private showdown: PhoneShowdown | null = null;
  private undo: UndoRequest | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly host: SessionHost, private readonly o: PhoneTableOptions) {}

  private get session(): TableSession | null {
    return this.host.current;
  }

  /** The tokens of the match in progress (made and stored on first use). Never served, never logged. */
  tokens(): SeatTokenBook | null {
    const s = this.session;
    if (!s) return null;
    if (this.book?.matchId === s.id) return this.book;
    const n = s.match.view.rules.players;
    const file = this.o.tokensFile(s.id);
    const { book, renewed } = bookFor(s.id, n, readSecret(file), Array.from({ length: n }, () => this.o.newToken()));
    if (renewed) writeSecret(file, book);
    this.book = book;
    this.joins = Array.from({ length: n }, () => 0);
    this.taps.clear();
    this.showdown = null;
    this.undo = null;
    return book;
  }

  /** The seat a token acts for in the match in progress, or null. */
  seatOf(token: unknown): Seat | null {
    const b = this.tokens();
    return b ? seatOfToken(b, token) : null;
  }

  /** Which seats have a phone, by seat. */
  joined(): boolean[] {
    this.tokens();
    return this.joins.map((j) => j > 0);
  }

  /** Follows what each phone must be told. */
  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A phone takes its seat: the phone that held it is told it lost the seat. @returns the join number the phone sends back. */
  join(seat: Seat): { join: number; view: SeatView } {
    this.tokens();
    const before = this.joins[seat] ?? 0;
    const join = before + 1;
    this.joins[seat] = join;
    if (before > 0) for (const fn of this.listeners) fn(seat, before, { type: 'lost' });
    this.changed();
    return { join, view: this.viewOf(seat) };
  }

  /** True when `join` is the phone holding `seat`. */
  holds(seat: Seat, join: unknown): boolean {
    return typeof join === 'number' && join > 0 && this.joins[seat] === join;
  }

  /** The whole state of a seat's page. */
  viewOf(seat: Seat): SeatView {
    const s = this.session!;
    const v = s.match.view;
    this.showdown = showdownOf(v, this.showdown);
    this.undo = standing(this.undo, s.match.log.length);
    return seatView(v, s.match.log.length, seat, this.showdown, this.undo);
  }

  /** Tells every phone its new view (after any change of the match). */
  changed(): void {
    if (!this.session) return;
    for (let seat = 0; seat < this.joins.length; seat++) {
      const j = this.joins[seat] ?? 0;
      if (j === 0) continue;
      const m: SeatMessage = { type: 'view', view: this.viewOf(seat) };
      for (const fn of this.listeners) fn(seat, j, m);
    }
  }

  /** The seats' showdown status for the room display: confirmed by seat (null when not at the showdown). */
  showdownStatus(): boolean[] | null {
    const s = this.session;
    if (!s || s.match.view.current?.state.stage !== 'showdown') return null;
    this.showdown = showdownOf(s.match.view, this.showdown);
    return this.showdown.hands.map((h) => h !== null);
  }

  /**
   * Runs a tap once: a tap id seen before gets the first answer again (a resent tap after a lost
   * connection), without doing anything.
   */
  tap(seat: Seat, join: unknown, tapId: string, run: () => PhoneAnswer): PhoneAnswer {
    const seen = this.taps.seen(seat, tapId);
    if (seen) return seen;
    if (!this.holds(seat, join)) return fail(409, 'phones/seat-moved', 'this seat was taken by another phone: scan its QR code again to take it back');
    const a = run();
    this.taps.record(seat, tapId, a);
    return a;
  }

  /** An act said on a phone (mus, paso, imido…): through the table's front door, source `phone`. */
  act(seat: Seat, body: { act?: unknown; amount?: unknown; count?: unknown; both?: unknown; seen?: unknown }): PhoneAnswer {
    const s = this.session;
    if (!s) return fail(409, 'session/no-match', 'no match in progress');
    if (!isPhoneAct(body.act)) return fail(400, 'phones/bad-request', 'act: not an act of the game');
    const num = (x: unknown) => (typeof x === 'number' ? x : undefined);
    const a = { act: body.act, ...(num(body.amount) !== undefined ? { amount: num(body.amount) } : {}), ...(num(body.count) !== undefined ? { count: num(body.count) } : {}), ...(body.both === true ? { both: true } : {}) };
    const r = commandsFor(s.match.view, seat, a, num(body.seen));
    if (!r.ok) return this.refusal(r.error);
    for (const c of r.value) {
      const reply = this.host.command(c, phoneSource(seat));
      if (!reply.ok) return fail(409, reply.error.code, reply.error.message);
    }
    return { ok: true, view: this.viewOf(seat) };
  }

  /** This seat's four cards, confirmed on its phone; the deal is counted once every hand that must be shown is in. */
  hand(seat: Seat, cards: unknown): PhoneAnswer {
    const s = this.session;
    if (!s) return fail(409, 'session/no-match', 'no match in progress');
    const v = s.match.view;
    if (v.current?.state.stage !== 'showdown') return fail(409, 'phones/not-showdown', 'the hands are shown when the dialogue is over');
    if (v.current.state.out.includes(seat)) return fail(409, 'phones/not-in-deal', 'this seat is out of the deal');
    const h = handOf(cards);
    if (!h.ok) return fail(400, 'phones/bad-hand', h.message);
    this.showdown = confirmHand(showdownOf(v, this.showdown), seat, h.value);
    const hands = completeHands(v, this.showdown);
    if (hands) {
      const r = this.host.command({ cmd: 'entry', entry: { type: 'hands', hands } }, phoneSource(seat));
      if (!r.ok) {
        // the count refused the hands (a card seen twice, a sota's suit needed): the last hand stays to be corrected
        this.changed();
        return fail(409, r.error.code, r.error.message);
      }
      this.showdown = null;
    } else this.changed();
    return { ok: true, view: this.viewOf(seat) };
  }

  /** Asks to take back the last act (or, with `accept`, accepts the undo another team asked). */
  undoTap(seat: Seat, accept: boolean): PhoneAnswer {
    const s = this.session;
    if (!s) return fail(409, 'session/no-match', 'no match in progress');
    const len = s.match.log.length;
    if (!accept) {
      const r = askUndo(seat, len);
      if (!r.ok) return fail(409, r.code, 'nothing to take back: this is the start of the match');
      this.undo = r.value;
      this.changed();
      return { ok: true, view: this.viewOf(seat) };
    }
    const r = acceptUndo(standing(this.undo, len), seat, len);
    if (!r.ok) return fail(409, r.code, r.code === 'phones/same-team' ? 'a player of the other team accepts the undo' : 'no undo is asked now');
    try {
      appendAgreement(this.o.agreementsFile(s.id), { t: 'undo-agreed', match: s.id, logLength: len, askedBy: r.value.askedBy, acceptedBy: r.value.acceptedBy, when: (this.o.now ?? (() => new Date()))().toISOString() });
    } catch (e) {
      return fail(500, 'journal/write-failed', `the undo was not recorded, so it is not applied: ${(e as Error).message}`);
    }
    this.undo = null;
    const reply = this.host.command({ cmd: 'undo' }, phoneSource(seat));
    if (!reply.ok) return fail(409, reply.error.code, reply.error.message);
    return { ok: true, view: this.viewOf(seat) };
  }

  private refusal(e: ActRefusal): PhoneAnswer {
    const names = this.session?.match.view.setup.players ?? [];
    const name = (x: Seat | undefined) => (x === undefined ? '' : names[x] ?? `seat ${x}`);
    switch (e.code) {
      case 'phones/already-said':
        return fail(409, e.code, `${name(e.by)} already said ${ACT_TEXT[e.act ?? ''] ?? e.act}`, { name: name(e.by), act: e.act ?? '' });
      case 'phones/not-your-turn':
        return fail(409, e.code, `it is ${name(e.turn)}'s turn to speak`, { name: name(e.turn) });
      case 'phones/bad-amount':
        return fail(400, e.code, 'amount: not an amount this act may take');
      case 'phones/match-over':
        return fail(409, e.code, 'the match is over');
      default:
        return fail(409, e.code, 'this act is not open now');
    }
  }
}

function fail(status: number, code: string, message: string, params?: Record<string, string | number>): PhoneAnswer {
  return { ok: false, status, error: params ? { code, message, params } : { code, message } };
}
