/**
 * The phones of one table (issue 26), over the {@link SessionHost} of `mus serve`: the seat tokens
 * of the match in progress (kept 0600 on disk, new ones for a new match), the phone holding each
 * seat (the last to join: the one before is told it lost the seat), tap ids (a resent tap is
 * answered again, never applied twice), the showdown confirmed seat by seat, and undo by agreement.
 * Every act enters the table through `SessionHost.command(…, phoneSource(seat))` (the front door, `shared/session/front-door.ts`), as a click or a box key.
 * Free of HTTP: the routes are in `phone-routes.ts`.
 */
import type { Result, Seat } from '../../shared/types.js';
import type { SessionHost } from '../../shared/session/session-host.js';
import type { TableSession } from '../../shared/session/table-session.js';
import { phoneSource } from '../../shared/session/command-source.js';
import {
  PHONE_ACTS, acceptUndo, askUndo, bookFor, commandsFor, completeHands, confirmHand, handOf, isPhoneAct, refused, refusedBy, seatOfToken, seatView, showdownOf, standing,
  TapLedger, type ActRefusal, type PhoneAnswer, type PhoneLobby, type PhoneShowdown, type SeatTokenBook, type SeatView, type UndoRequest,
} from '../../shared/phones/index.js';
import { readSecret, writeSecret } from './secret-file.js';
import { readShowdown, writeShowdown } from './showdown-file.js';

export type { PhoneAnswer, PhoneError } from '../../shared/phones/index.js';

/** What the table needs from its adapter. */
export interface PhoneTableOptions {
  /** Where the tokens of a match are kept (0600). */
  tokensFile(matchId: string): string;
  /** Where the hands confirmed at a showdown are kept until the deal is counted (0600; `showdown-file.ts`). */
  handsFile(matchId: string): string;
  /** A new random token (base64url, 128 bits at least). */
  newToken(): string;
  /**
   * Where the seats a phone has taken are kept (`{matchId, held}`, 0600): a restart starts with them
   * taken, so the room display is not covered by their QR codes while their phones come back. Left
   * out: not kept (every seat free after a restart).
   */
  seatsFile?(matchId: string): string;
  /**
   * The books of the matches this table had before it started, oldest first (`past-books.ts`: the
   * newest tokens files): read once, at the first link that is not a seat, so that after a restart
   * a phone holding an earlier match's link is told that match ended (`phones/match-ended`), not
   * that its link is no seat. Left out: only the matches ended since the start are known.
   */
  pastBooks?(): SeatTokenBook[];
}

/**
 * What a stream of a seat's phone is told: the seat's new view; `lost` (another phone took the seat,
 * or « Nouveau lien » cut this one off); `ended` (the match this phone played was closed, or another
 * match started: its link is no longer a seat). `lost` and `ended` end the stream.
 */
export type SeatMessage = { type: 'view'; view: SeatView } | { type: 'lost' } | { type: 'ended' };

type Listener = (seat: Seat, join: number, m: SeatMessage) => void;

/** How many closed matches' links are still known as such (answered « ended », not « not a seat »). */
export const ENDED_KEPT = 8;

const ACT_TEXT: Record<string, string> = {
  pass: 'paso', bet: 'imido', raise: 'gehiago', ordago: 'hordago', see: 'iduki', fold: 'tira', declare: 'ba/ez', mus: 'mus', cut: 'mintza', discard: 'the discard', misdeal: 'a misdeal',
};

/** A tapped act as a refusal names it: JSON, cut at 40 characters (a word of a table language, « paso », or anything). */
function actShown(x: unknown): string {
  const j = JSON.stringify(x) ?? String(x);
  return j.length > 40 ? `${j.slice(0, 40)}…` : j;
}

/** The seats taken as a seats file kept them for `matchId` (`held`, one flag a seat), or none taken (no file, another match's, another shape). */
function heldOf(stored: unknown, matchId: string, players: number): boolean[] {
  const o = typeof stored === 'object' && stored !== null ? (stored as { matchId?: unknown; held?: unknown }) : {};
  const h = o.held;
  return o.matchId === matchId && Array.isArray(h) && h.length === players && h.every((x) => typeof x === 'boolean') ? h.slice() : Array.from({ length: players }, () => false);
}

/** The phones of the table of a {@link SessionHost}. */
export class PhoneTable {
  private book: SeatTokenBook | null = null;
  /**
   * The books of the last {@link ENDED_KEPT} matches closed or replaced (oldest first): those of
   * before the start read from their files once (`pastBooks`), then those ended since. A phone
   * presenting one of their tokens is told its match ended.
   */
  private ended: SeatTokenBook[] = [];
  /** Whether the books of before the start were read (`pastBooks`, once). */
  private pastRead = false;
  /** The last join number given out, by seat (a new phone gets the next one: the numbers never repeat within a match). */
  private joins: number[] = [];
  /** Whether the phone with the last join number still holds the seat (false once its link is renewed). */
  private held: boolean[] = [];
  /** The page (its own id, sent with its join) that took each seat last: a page back from sleep takes back only a seat no other page took since. */
  private pages: (string | null)[] = [];
  private readonly taps = new TapLedger<PhoneAnswer>();
  private showdown: PhoneShowdown | null = null;
  private undo: UndoRequest | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly watchers = new Set<(l: PhoneLobby) => void>();
  private lastLobby = '';

  constructor(private readonly host: SessionHost, private readonly o: PhoneTableOptions) {}

  private get session(): TableSession | null {
    return this.host.current;
  }

  /**
   * The tokens of the match in progress (made and stored on first use). Never served, never logged.
   * A match taken up (first use, a restart) gets back the hands its phones had confirmed.
   */
  tokens(): SeatTokenBook | null {
    const s = this.session;
    if (!s) return null;
    if (this.book?.matchId === s.id) return this.book;
    if (this.book) this.endMatch(this.book);
    const n = s.match.view.rules.players;
    const file = this.o.tokensFile(s.id);
    const { book, renewed } = bookFor(s.id, n, readSecret(file), Array.from({ length: n }, () => this.o.newToken()));
    if (renewed) writeSecret(file, book);
    this.book = book;
    // a match taken up again: its links are seats again
    this.ended = this.endedBooks().filter((b) => b.matchId !== s.id);
    this.joins = Array.from({ length: n }, () => 0);
    // the seats taken before a restart stay taken: their phones come back by themselves (a phone
    // asleep when the table restarted comes back when woken), so the TV is not covered by their QR codes
    this.held = !renewed && this.o.seatsFile ? heldOf(readSecret(this.o.seatsFile(s.id)), s.id, n) : Array.from({ length: n }, () => false);
    this.pages = Array.from({ length: n }, () => null);
    this.taps.clear();
    this.showdown = readShowdown(this.o.handsFile(s.id), n);
    this.undo = null;
    return book;
  }

  /** The seat a token acts for in the match in progress, or null. */
  seatOf(token: unknown): Seat | null {
    const b = this.tokens();
    return b ? seatOfToken(b, token) : null;
  }

  /**
   * True when `token` is a seat's link of a match closed at the table, or replaced by another match,
   * since the table started (the last {@link ENDED_KEPT}), and not a seat of the match in progress:
   * its phone is told its match ended (as an open stream is), not that its link is no seat. A link
   * cut off by « Nouveau lien » before its match ended stays no seat (`phones/bad-token`).
   */
  endedLink(token: unknown): boolean {
    if (this.seatOf(token) !== null) return false;
    return this.endedBooks().some((b) => seatOfToken(b, token) !== null);
  }

  /**
   * The ended books, with those of before the start read in first (once; never the match in
   * progress, whose links are seats; a failure to read them only leaves them out).
   */
  private endedBooks(): SeatTokenBook[] {
    if (this.pastRead) return this.ended;
    this.pastRead = true;
    let past: SeatTokenBook[] = [];
    try {
      past = this.o.pastBooks?.() ?? [];
    } catch {
      past = [];
    }
    const now = new Set([...this.ended.map((b) => b.matchId), this.book?.matchId, this.session?.id]);
    this.ended = [...past.filter((b) => !now.has(b.matchId)), ...this.ended].slice(-ENDED_KEPT);
    return this.ended;
  }

  /** Which seats have a phone, by seat. */
  joined(): boolean[] {
    this.tokens();
    return this.held.slice();
  }

  /** Who holds each seat and who has shown: for the room display and the desktop's panel. */
  lobby(): PhoneLobby {
    const book = this.tokens();
    const v = book ? this.session?.match.view : undefined;
    if (!v) return { players: [], joined: [], shown: null };
    const shown = this.showdownStatus();
    const refusal = shown && this.showdown?.refused ? { refused: this.showdown.refused } : {};
    return { players: v.setup.players.slice(), joined: this.joined(), shown, ...(v.winner !== null ? { over: true } : {}), ...refusal };
  }

  /** Follows what each phone must be told. */
  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Follows the {@link lobby}: called after each change of it (a phone joins, a hand is confirmed, a new deal or match). */
  watch(fn: (l: PhoneLobby) => void): () => void {
    this.watchers.add(fn);
    return () => this.watchers.delete(fn);
  }

  /**
   * A phone takes its seat: the phone that held it is told it lost the seat.
   * @param page the page's own id (a tap id, made once per page load), kept to know who took the seat
   * @returns the join number the phone sends back.
   */
  join(seat: Seat, page: string | null = null): { join: number; view: SeatView } {
    this.tokens();
    const before = this.joins[seat] ?? 0;
    const wasHeld = this.held[seat] === true;
    const join = before + 1;
    this.joins[seat] = join;
    this.held[seat] = true;
    this.pages[seat] = page;
    if (!wasHeld) this.keepHeld();
    if (wasHeld && before > 0) this.tell(seat, before, { type: 'lost' });
    this.changed();
    return { join, view: this.viewOf(seat) };
  }

  /**
   * True when another page took `seat` after the join number `after` (its QR code scanned on
   * another phone): a page whose stream was cut (a phone that slept, the Wi-Fi lost) and that comes
   * back with its last join number must not take the seat back; it is told it lost it. The same
   * page coming back (its join answered but the answer lost) may. After a restart the numbers start
   * again: nothing was taken since.
   */
  takenSince(seat: Seat, after: number, page: string | null): boolean {
    this.tokens();
    const now = this.joins[seat] ?? 0;
    return now > after && this.held[seat] === true && (page === null || this.pages[seat] !== page);
  }

  /**
   * Writes which seats a phone has taken (`seatsFile`): a restart starts with them taken. A failure
   * to write loses only that (after a restart the TV would show those seats' codes until their
   * phones come back): the join goes on.
   */
  private keepHeld(): void {
    const book = this.book;
    if (!book || !this.o.seatsFile) return;
    try {
      writeSecret(this.o.seatsFile(book.matchId), { matchId: book.matchId, held: this.held.slice() });
    } catch {
      // said above: only the lobby after a restart is at stake
    }
  }

  /** True when `join` is the phone holding `seat`. */
  holds(seat: Seat, join: unknown): boolean {
    return typeof join === 'number' && join > 0 && this.held[seat] === true && this.joins[seat] === join;
  }

  /**
   * A new link for `seat` (the control window's « Nouveau lien »: the seat moves to another phone,
   * or a lost phone is cut off): a new token for that seat only, the book rewritten (0600, flushed)
   * before anything changes; then the old token is refused (`phones/bad-token`), the phone holding
   * the seat is told it lost it (its stream ends, its taps are refused) and the lobby's watchers
   * get the new lobby (the seat free again, its new QR code). The other seats' tokens and phones
   * are untouched.
   * @param seat 0 to players - 1 of the match in progress.
   * @returns `session/no-match` without a match, `phones/bad-request` for a seat not of the match,
   * `phones/link-not-recorded` when the book cannot be written (the old link then stays valid).
   */
  newLink(seat: Seat): Result<null> {
    const book = this.tokens();
    if (!book) return { ok: false, error: { code: 'session/no-match', message: 'no match in progress' } };
    if (!Number.isInteger(seat) || seat < 0 || seat >= book.tokens.length) {
      return { ok: false, error: { code: 'phones/bad-request', message: `seat: a seat of this match (0 to ${book.tokens.length - 1})` } };
    }
    const next: SeatTokenBook = { matchId: book.matchId, tokens: book.tokens.map((t, i) => (i === seat ? this.o.newToken() : t)) };
    try {
      writeSecret(this.o.tokensFile(book.matchId), next);
    } catch (e) {
      return { ok: false, error: { code: 'phones/link-not-recorded', message: `the new link was not recorded, so the old one stays: ${(e as Error).message}` } };
    }
    this.book = next;
    const join = this.joins[seat] ?? 0;
    if (this.held[seat] === true) {
      this.held[seat] = false;
      this.keepHeld();
      this.tell(seat, join, { type: 'lost' });
    }
    // the seat's QR code changed even when the lobby did not (a seat without a phone): push it
    this.lastLobby = '';
    this.changed();
    return { ok: true, value: null };
  }

  /** The whole state of a seat's page. @throws Error when no match is in progress (the routes ask only then). */
  viewOf(seat: Seat): SeatView {
    const s = this.session;
    if (!s) throw new Error('no match in progress');
    this.tokens();
    const v = s.match.view;
    this.showdown = this.current(s);
    this.undo = standing(this.undo, s.match.log.length);
    return seatView(v, s.match.log.length, seat, this.showdown, this.undo);
  }

  /**
   * Tells every phone its new view, and the lobby's watchers their lobby (after any change of the
   * match; with no match in progress, the empty lobby: the panel follows a closed match).
   */
  changed(): void {
    if (this.session) this.tokens();
    else if (this.book) {
      // the match was closed: its phones are told (their links hold no seat until it is taken up again)
      this.endMatch(this.book);
      this.book = null;
    }
    for (let seat = 0; this.session && seat < this.joins.length; seat++) {
      const j = this.joins[seat] ?? 0;
      if (j === 0 || this.held[seat] !== true) continue;
      this.tell(seat, j, { type: 'view', view: this.viewOf(seat) });
    }
    if (this.watchers.size === 0) return;
    const l = this.lobby();
    const line = JSON.stringify(l);
    if (line === this.lastLobby) return;
    this.lastLobby = line;
    for (const fn of this.watchers) fn(l);
  }

  /** Tells the phone `join` of `seat` (its stream) `m`. */
  private tell(seat: Seat, join: number, m: SeatMessage): void {
    for (const fn of this.listeners) fn(seat, join, m);
  }

  /** The match of `book` ends here (closed, or another one started): its links are kept as ended ones, its phones told. */
  private endMatch(book: SeatTokenBook): void {
    this.ended = [...this.endedBooks().filter((b) => b.matchId !== book.matchId), book].slice(-ENDED_KEPT);
    this.endPhones();
  }

  /** Tells every phone holding a seat of the match in progress that its match is over for it (`ended`). */
  private endPhones(): void {
    for (let seat = 0; seat < this.joins.length; seat++) {
      const j = this.joins[seat] ?? 0;
      if (j === 0 || this.held[seat] !== true) continue;
      this.held[seat] = false;
      this.tell(seat, j, { type: 'ended' });
    }
  }

  /** The seats' showdown status for the room display: confirmed by seat (null when not at the showdown). */
  showdownStatus(): boolean[] | null {
    const s = this.session;
    if (!s || s.match.view.current?.state.stage !== 'showdown') return null;
    this.tokens();
    this.showdown = this.current(s);
    return this.showdown.hands.map((h) => h !== null);
  }

  /** The showdown of the deal in progress; the hands kept on disk for another deal are dropped. */
  private current(s: TableSession): PhoneShowdown {
    const now = showdownOf(s.match.view, this.showdown);
    if (this.showdown && now !== this.showdown && this.showdown.hands.some((h) => h)) {
      try {
        writeShowdown(this.o.handsFile(s.id), now);
      } catch {
        // a stale file is dropped at the next read anyway (its deal is not the one in progress)
      }
    }
    return now;
  }

  /**
   * Runs a tap once: a tap id seen before gets the first answer again (a resent tap after a lost
   * connection), without doing anything.
   */
  tap(seat: Seat, join: unknown, tapId: string, run: () => PhoneAnswer): PhoneAnswer {
    const seen = this.taps.seen(seat, tapId);
    if (seen) return seen;
    if (typeof join !== 'number' || !Number.isInteger(join) || join < 1) return refused(400, 'phones/bad-request', 'join: the number /api/seat/join answered');
    if (!this.holds(seat, join)) return refused(409, 'phones/seat-moved', 'this seat was taken by another phone: scan its QR code again to take it back');
    const a = run();
    this.taps.record(seat, tapId, a);
    return a;
  }

  /**
   * Why a tap made for deal `deal` (the `SeatView.deal` the phone showed, 1-based) is not for the
   * deal in progress, or null (also when the page did not say: an older page). A tap sent again
   * after the Wi-Fi came back may arrive a deal later, where the same act is open again: it is never
   * applied there.
   */
  private otherDeal(s: TableSession, deal: unknown): PhoneAnswer | null {
    if (deal === undefined) return null;
    const now = s.match.view.current ? s.match.view.current.index + 1 : 0;
    if (typeof deal !== 'number' || !Number.isInteger(deal) || deal < 0) return refused(400, 'phones/bad-request', 'deal: the deal number the page showed');
    return deal === now ? null : refused(409, 'phones/deal-moved-on', `deal: this tap was for deal ${deal}; deal ${now} is being played`, { tapped: deal, now });
  }

  /** An act said on a phone (mus, paso, imido…): through the table's front door, source `phone`. */
  act(seat: Seat, body: { act?: unknown; amount?: unknown; count?: unknown; both?: unknown; seen?: unknown; deal?: unknown }): PhoneAnswer {
    const s = this.session;
    if (!s) return refused(409, 'session/no-match', 'no match in progress');
    const other = s.match.view.current ? this.otherDeal(s, body.deal) : null;
    if (other) return other;
    if (!isPhoneAct(body.act)) return refused(400, 'phones/bad-request', `act: ${actShown(body.act)} is not an act of the game: one of ${PHONE_ACTS.join(', ')} (the codes, in every language)`);
    const num = (x: unknown) => (typeof x === 'number' ? x : undefined);
    const a = { act: body.act, ...(num(body.amount) !== undefined ? { amount: num(body.amount) } : {}), ...(num(body.count) !== undefined ? { count: num(body.count) } : {}), ...(body.both === true ? { both: true } : {}) };
    const r = commandsFor(s.match.view, seat, a, num(body.seen));
    if (!r.ok) return this.refusal(r.error);
    // the control window or the box may have chosen another seat of the team (a partner to say
    // mintza, FFMus art. 7): the word tapped on this phone is this seat's, so it is chosen first
    const own = s.pad.speaker !== null && s.pad.speaker !== seat && r.value[0]?.cmd !== 'seat';
    for (const c of own ? [{ cmd: 'seat', seat } as const, ...r.value] : r.value) {
      const reply = this.host.command(c, phoneSource(seat));
      // the table's refusal, with the seats it names (« … c’est à Maite de parler »)
      if (!reply.ok) return refusedBy(409, reply.error);
    }
    return { ok: true, value: this.viewOf(seat) };
  }

  /**
   * This seat's four cards, confirmed on its phone: kept on disk (flushed) before the phone is
   * told, so a restart keeps them; the deal is counted once every hand that must be shown is in.
   * `deal`: the deal the phone showed (1-based), when it says: a hand of another deal is refused.
   */
  hand(seat: Seat, cards: unknown, deal?: unknown): PhoneAnswer {
    const s = this.session;
    if (!s) return refused(409, 'session/no-match', 'no match in progress');
    const other = s.match.view.current ? this.otherDeal(s, deal) : null;
    if (other) return other;
    const v = s.match.view;
    if (v.current?.state.stage !== 'showdown') return refused(409, 'phones/not-showdown', 'the hands are shown when the dialogue is over');
    if (v.current.state.out.includes(seat)) return refused(409, 'phones/not-in-deal', 'this seat is out of the deal');
    const h = handOf(cards);
    if (!h.ok) return refused(400, 'phones/bad-hand', h.error.message);
    this.tokens();
    const next = confirmHand(this.current(s), seat, h.value);
    const hands = completeHands(v, next);
    if (!hands) {
      try {
        writeShowdown(this.o.handsFile(s.id), next);
      } catch (e) {
        return refused(500, 'phones/not-recorded', `the hand was not recorded, so it is not confirmed: ${(e as Error).message}`);
      }
      this.showdown = next;
      this.changed();
      return { ok: true, value: this.viewOf(seat) };
    }
    this.showdown = next;
    const r = this.host.command({ cmd: 'entry', entry: { type: 'hands', hands } }, phoneSource(seat));
    if (!r.ok) {
      // the count refused the hands (a card seen twice, a sota's suit needed): the last hand stays to be corrected
      try {
        writeShowdown(this.o.handsFile(s.id), next);
      } catch {
        // kept in memory: the phones see it; a restart asks the last hand again
      }
      // every phone is told (each may correct its own hand), and the room display
      this.showdown = { ...next, refused: r.error.code };
      this.changed();
      return refusedBy(409, r.error);
    }
    this.showdown = null;
    try {
      writeShowdown(this.o.handsFile(s.id), { deal: next.deal, hands: next.hands.map(() => null) });
    } catch {
      // the deal is counted (journaled): a file left behind is for a deal no longer in progress, dropped at the next read
    }
    return { ok: true, value: this.viewOf(seat) };
  }

  /**
   * Asks to take back the last act (or, with `accept`, accepts the undo another team asked). The
   * undo is journaled with who asked and who accepted (`agreed` in its `undo` record, one flush)
   * before the phones are told.
   */
  undoTap(seat: Seat, accept: boolean): PhoneAnswer {
    const s = this.session;
    if (!s) return refused(409, 'session/no-match', 'no match in progress');
    const len = s.match.log.length;
    if (!accept) {
      const r = askUndo(seat, s.match.log);
      if (!r.ok) return refused(409, r.error.code, r.error.message);
      this.undo = r.value;
      this.changed();
      return { ok: true, value: this.viewOf(seat) };
    }
    const r = acceptUndo(standing(this.undo, len), seat, len);
    if (!r.ok) return refused(409, r.error.code, r.error.message);
    const reply = this.host.command({ cmd: 'undo', agreed: { asked: r.value.askedBy, accepted: r.value.acceptedBy } }, phoneSource(seat));
    if (!reply.ok) return refusedBy(reply.error.code.startsWith('journal/') ? 500 : 409, reply.error);
    this.undo = null;
    return { ok: true, value: this.viewOf(seat) };
  }

  private refusal(e: ActRefusal): PhoneAnswer {
    const names = this.session?.match.view.setup.players ?? [];
    const name = (x: Seat | undefined) => (x === undefined ? '' : names[x] ?? `seat ${x}`);
    switch (e.code) {
      case 'phones/already-said':
        // a see answering a hordago is said « kanta » (seesOrdago): params.kanta tells the phone's page
        return refused(409, e.code, `${name(e.by)} already said ${e.kanta ? 'kanta' : ACT_TEXT[e.act ?? ''] ?? e.act}`, { name: name(e.by), act: e.act ?? '', ...(e.kanta ? { kanta: 1 } : {}) });
      case 'phones/not-your-turn':
        return refused(409, e.code, `it is ${name(e.turn)}'s turn to speak`, { name: name(e.turn) });
      case 'phones/bad-amount':
        return refused(400, e.code, 'amount: not an amount this act may take');
      case 'phones/match-over':
        return refused(409, e.code, 'the match is over');
      default:
        return refused(409, e.code, 'this act is not open now');
    }
  }
}
