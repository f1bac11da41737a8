/**
 * Core vocabulary of the Mus engine, shared by every part of the app.
 * Formats: docs/formats.md (`mus-deal/1`, `mus-match/1`).
 */
import type { ErrorCode } from './errors/index.js';

export type { ErrorCode, ErrorNamespace, CodeOf } from './errors/index.js';

/** A team: `A` holds the even seats, `B` the odd seats (spec "Seats and teams"). */
export type Team = 'A' | 'B';

/** Seat number 0..N-1 around the table in speaking order (N = 4, or 6). */
export type Seat = number;

/** Tantos per team. */
export type Score = { A: number; B: number };

/** The five betting phases, in playing and counting order (FFMus art. 9, art. 17). */
export type BetPhase = 'grande' | 'chica' | 'pares' | 'juego' | 'punto';

/** Every phase an action may name: the mus rounds, then the five betting phases. */
export type Phase = 'mus' | BetPhase;

/** The five betting phases, in the order they are played and counted (FFMus arts. 9, 17). */
export const BET_PHASES: readonly BetPhase[] = Object.freeze(['grande', 'chica', 'pares', 'juego', 'punto']);

/** Every phase an action may name, in order: the mus rounds, then {@link BET_PHASES} (spec "Deal record"). */
export const PHASES: readonly Phase[] = Object.freeze(['mus', ...BET_PHASES]);

/** An opening bet (imido) without an amount is a bet of 2 tantos (FFMus *Le dialogue*). */
export const DEFAULT_BET = 2;

/**
 * A raise (gehiago) said without an amount is a raise of 2 tantos — accepted under the `pagat` preset
 * only (Pagat « The Betting »: « If no number is stated, 2 is assumed »); `ffmus` requires the amount.
 */
export const DEFAULT_RAISE = 2;

/** A card as printed on a Spanish card: `1..7, 10, 11, 12`, with an optional suit letter `o c e b`. */
export type Card = string;

/** A hand: four cards (six-player Mus too). */
export type Hand = Card[];

/**
 * One thing said at the table (spec table of acts). A discriminated union on `act`.
 * `misdeal` is an extension of `mus-deal/1`: a seat found with more or fewer than four cards
 * after play began (FFMus art. 5).
 */
export type Action =
  | { phase: Phase; seat: Seat; act: 'pass' }
  | { phase: Phase; seat: Seat; act: 'bet'; amount?: number; both?: boolean }
  /** `amount` may be left out only under `pagat`: 2 (Pagat « If no number is stated, 2 is assumed »; see {@link DEFAULT_RAISE}). */
  | { phase: Phase; seat: Seat; act: 'raise'; amount?: number }
  | { phase: Phase; seat: Seat; act: 'ordago'; both?: boolean }
  | { phase: Phase; seat: Seat; act: 'see' }
  | { phase: Phase; seat: Seat; act: 'fold' }
  | { phase: Phase; seat: Seat; act: 'declare'; has: boolean }
  | { phase: 'mus'; seat: Seat; act: 'mus' }
  | { phase: 'mus'; seat: Seat; act: 'cut' }
  | { phase: 'mus'; seat: Seat; act: 'discard'; count: number }
  | { phase: Phase; seat: Seat; act: 'misdeal' };

/** The act names of {@link Action}. */
export type Act = Action['act'];

/** Rules as written in a record: a preset name or a preset with overrides. */
export type RulesSpec = string | ({ preset?: string } & Partial<RuleOptions>);

/**
 * The resolved rule set the engine plays by. Documented in `docs/rules-presets.md`.
 */
export interface RuleOptions {
  /** Preset this set came from: `ffmus` (default) or `pagat`. */
  preset: 'ffmus' | 'pagat';
  /** Players at the table: 4, or 6 (teams of three). */
  players: 4 | 6;
  /** 8: a 3 is a king and a 2 an ace (default). 4: threes and twos count as themselves. */
  kings: 8 | 4;
  /** Juego Real (7-7-7 + a 10-point card beats any 31): off, any such hand, or the sota of oros only. */
  juegoReal: 'off' | 'any' | 'oros';
  /** Tantos that win a manche (30, 40 or 50). */
  target: number;
  /** Duples compare: `ffmus` higher pair then lower pair (FFMus art. 12); `old`: higher pair only. */
  duples: 'ffmus' | 'old';
  /** Manches a team must win to take the match (FFMus 3, Pagat 2). */
  manchesToWin: number;
  /** Score at which a team is *dentro* (Pagat: 35), or null when the preset does not use it. */
  dentro: number | null;
  /** Smallest raise, in tantos (FFMus 1, Pagat 2). */
  raiseMin: number;
}

/** A deal record, `mus-deal/1`. */
export interface DealRecord {
  format: 'mus-deal/1';
  rules?: RulesSpec;
  esku?: Seat;
  score?: Partial<Score>;
  actions: Action[];
  hands?: (Hand | null)[];
}

/** One deal inside a match record. */
export interface MatchDeal {
  esku?: Seat;
  score?: Partial<Score>;
  actions: Action[];
  hands?: (Hand | null)[];
}

/** A match record, `mus-match/1`. */
export interface MatchRecord {
  format: 'mus-match/1';
  rules?: RulesSpec;
  teams?: { A: string; B: string };
  players?: string[];
  esku?: Seat;
  deals: MatchDeal[];
}

/** How a credit arose. */
export type CreditKind =
  | 'tira' // points drawn at once on a refusal (FFMus art. 17)
  | 'paso' // the point of a phase nobody bet on (grande, chica, punto)
  | 'iduki' // the stake of a seen bet
  | 'base' // base value of pares / juego / punto (Memo Mus ch. V)
  | 'ordago' // an accepted hordago: the manche
  | 'penalty' // points given by an announcement error (FFMus arts. 13-16)
  | 'cancel'; // points taken back (a voided bet, a misdeal: FFMus arts. 5, 13-16)

/** A reason, language-neutral: a message key and its parameters, rendered by `shared/i18n`. */
export interface Reason {
  key: string;
  params?: Record<string, string | number>;
}

/** One line of the settlement ledger. Its fields are the credit's of docs/formats.md ("settle --json"). */
export interface Credit {
  team: Team;
  /** Points of the credit in tantos (negative for a `cancel`). */
  points: number;
  /** Points actually added to the score (less than `points` on the credit that reaches the target; 0 when not counted). */
  applied: number;
  phase: Phase | 'deal';
  when: 'dialogue' | 'showdown';
  kind: CreditKind;
  /** Rule article, e.g. "FFMus art. 17"; under the `pagat` preset the Pagat section, e.g. "Pagat « Scoring the Pares »" (shared/rules/citations.ts). */
  rule: string;
  /** Human reason naming the rule, in the language asked for. */
  reason: string;
  /** Language-neutral reason. */
  why: Reason;
  /** Seat whose hand or action earned it, when there is one. */
  seat?: Seat;
  /** False when the manche was already won when this credit came. */
  counted: boolean;
  /** Score after this credit. */
  scoreAfter: Score;
  /** True on the credit that took the target point (the 40th). */
  decisive?: boolean;
}

/** An announcement error found at the showdown (FFMus arts. 13-16, Memo Mus ch. VI). */
export interface AnnouncementError {
  phase: 'pares' | 'juego';
  seat: Seat;
  team: Team;
  /** `false-ba`: declared without holding; `denied`: held but declared ez. */
  kind: 'false-ba' | 'denied';
  /** Case of the article, e.g. "FFMus art. 15 c". */
  rule: string;
  /** What the engine did. */
  effect: Reason;
}

/** Settlement of one deal (spec "Settlement output"), with extensions. */
export interface Settlement {
  scoreBefore: Score;
  scoreAfter: Score;
  winner: Team | null;
  ledger: Credit[];
  esku: Seat;
  /** How the deal ended. */
  end: 'showdown' | 'ordago' | 'dialogue';
  /** Announcement errors found. */
  errors: readonly AnnouncementError[];
  /** Seats out of the deal after a misdeal (FFMus art. 5). */
  out: readonly Seat[];
}

/**
 * An error, returned as data — by the engine, the input, the files' checks, the journal, the library,
 * the box and every bridge. `code` is one of the closed list in `shared/errors/` (`action/…`,
 * `record/…`, `hands/…`, `rules/…`, `journal/…` …); `message` is English, for logs and the command
 * line; a screen says the code's sentence (`shared/i18n/errors.ts`).
 */
export interface EngineError {
  code: ErrorCode;
  message: string;
  /** JSON path of the faulty field, e.g. `actions[7]`. */
  path?: string;
  /** Rule that forbids it, when one does. */
  rule?: string;
  /**
   * The seats an action refused is about, as data (0-based, like every seat in data; the words count
   * from 1: `seatText`), so that a screen or the command line names them as it names seats, in its
   * language (`shared/i18n/errors/frame.ts`, `seatSentenceIn`). The engine's `action/…` errors
   * about who speaks carry it, and the `hands/…` errors about one seat's hand; `message` keeps naming them by their numbers in the file.
   */
  seats?: ErrorSeats;
  /**
   * The names a refusal is about, as data (e.g. `tournament/duplicate-pair` at registration: `team`,
   * `other`, `id`; a phone's refusal: `phones/…`), so that its sentence names them in the user's
   * language (a `code#names` sentence, `shared/i18n/errors/*.ts`, its `{{…}}` filled from these;
   * the phones' own sentences fill theirs on the seat page); `message` names them too.
   */
  params?: Readonly<Record<string, string | number>>;
}

/**
 * Who an action error is about: the seat that spoke, and the seat whose turn it was or whose bet it
 * answered. Which fields are there chooses the sentence (`shared/i18n/errors/*.ts`, keys `code#…`):
 * `bettor` → `#bettor`, `team` → `#team`, `turn` → `#turn`, else `#seat`.
 */
export interface ErrorSeats {
  /** The seat that said the word refused (the action's `seat`; the seat chosen at the table, `input/not-your-turn`; the hand typed short, `hands/missing-card`; the hand at fault, `hands/fifth-card`, `hands/suit-needed`). */
  seat: Seat;
  /** The seat whose turn it was (`action/not-your-turn`: FFMus arts. 7-9, Memo Mus ch. III; the discard or the mus word the rounds wait for: `action/discards-pending`, `action/mus-round-open`, arts. 7-8). */
  turn?: Seat;
  /** True when any seat of `turn`'s team may say it (a cut in the mus rounds: FFMus art. 7); the sentence names `turn` and "a partner". */
  team?: boolean;
  /** The seat of the standing bet, of `seat`'s own team: the other team answers it (*Le dialogue*). */
  bettor?: Seat;
}

/**
 * A value or the error, as data: `{ok: true, value}` or `{ok: false, error}`. The one result type of
 * the app for every operation that can fail: the engine's results, the tournament's events, the
 * hub's refusals, the IPC validators' checks and every bridge's replies. `E` narrows the error to
 * one namespace's (e.g. `Result<Tournament, TournamentError>`); whatever it carries besides
 * `{code, message}` (a hub's `have`, an import's `problems`) is the error's own.
 */
export type Result<T, E extends EngineError = EngineError> = { ok: true; value: T } | { ok: false; error: E };

/** A successful {@link Result}. */
export function ok<T, E extends EngineError = EngineError>(value: T): Result<T, E> {
  return { ok: true, value };
}
