/**
 * What the hub needs to know of a tournament: its id and name, the rules locked for the whole
 * tournament, and the pairings — for each round, which two teams (and which players, and which
 * esku) sit at which table. A match on the hub is named by (tournament id, round, table).
 *
 * This is the hub's own minimal view. The tournament model (`shared/tournament/`, written in
 * parallel) is richer; an adapter maps its pairings to {@link HubPairing} once it lands.
 */
import type { RulesSpec, Seat } from '../types.js';

/** One table of one round: who plays there. */
export interface HubPairing {
  /** Round number, from 1. */
  round: number;
  /** Table number, from 1 (as printed on the table's card). */
  table: number;
  /** Team names, as the tournament spells them (team A sits at seats 0 and 2). */
  teams: { A: string; B: string };
  /** Player names by seat. */
  players: string[];
  /** Esku of the first deal. */
  esku: Seat;
}

/** The tournament as the hub serves it. */
export interface HubTournament {
  /** Tournament id: `[A-Za-z0-9._-]`, 1–64 characters. */
  id: string;
  /** Shown on the board. */
  name: string;
  /** The rules every match of the tournament plays by (locked by the organizer). */
  rules: RulesSpec;
  /** Every pairing of every round published so far. */
  pairings: HubPairing[];
}

/** A match on the hub. */
export interface HubMatchKey {
  tournamentId: string;
  round: number;
  table: number;
}

/** The per-table secrets of one round: the short join code and the write token it gives. */
export interface HubCredential {
  round: number;
  table: number;
  /** Join code ({@link JOIN_CODE_LENGTH} characters of {@link JOIN_CODE_ALPHABET}). */
  code: string;
  /** Write token (32 lowercase hex digits: 128 random bits). */
  token: string;
}

/** `r<round>-t<table>`: the name of a match on the hub (and of its journal file). */
export function matchName(round: number, table: number): string {
  return `r${round}-t${table}`;
}
