/**
 * One line of the match library: who played, when, the result, and whether the match is in
 * progress, finished or damaged. Pure (no Node imports): the Electron IPC layer and the browser
 * mode pass these objects as they are (plain JSON).
 */
import type { LiveMatch, Score, Standings, Team } from '../index.js';

/**
 * `in-progress`: can be resumed. `finished`: a team won the match. `damaged`: the journal is
 * damaged beyond a torn tail (read-only, shown as of its last good record). `empty`: a journal
 * with no record (a match cut while being created; nothing was acknowledged).
 */
export type MatchStatus = 'in-progress' | 'finished' | 'damaged' | 'empty';

/** A match in the library. Plain JSON. */
export interface MatchSummary {
  id: string;
  /** ISO-8601 time the match was started (or imported, when the file had no `created`). */
  created: string;
  teams: { A: string; B: string };
  players: string[];
  /** Rule preset (`ffmus`, `pagat`). */
  rules: string;
  status: MatchStatus;
  /** The match winner, once won. */
  winner: Team | null;
  manchesWon: { A: number; B: number };
  /** Score of the manche in progress (tantos). */
  score: Score;
  /** Deals settled. */
  deals: number;
  /** The deal in progress: its index, manche and stage (`mus`, `grande` … `showdown`), or null once won. */
  current: { deal: number; manche: number; stage: string } | null;
  /** FFMus art. 2 standings of a finished match. */
  standings: Standings | null;
  /** Entries of the match log. */
  entries: number;
  /** Journal records. */
  records: number;
  /** First problem of a damaged or empty journal. */
  problem: string | null;
  /** A warning to show (a torn last record was dropped). */
  warning: string | null;
  /** Short hash of the match content (rules, names, deals): equal for the same match imported twice. */
  fingerprint: string | null;
  /** Journal size (bytes) and modification time (ms since 1970): the cache key. */
  bytes: number;
  mtimeMs: number;
}

/** What a summary is made from (an opened journal, reduced to plain data). */
export interface SummarySource {
  id: string;
  created: string | null;
  match: LiveMatch | null;
  records: number;
  damaged: boolean;
  problem: string | null;
  warning: string | null;
  fingerprint: string | null;
  bytes: number;
  mtimeMs: number;
}

/** Builds the summary of a match. */
export function summarize(src: SummarySource): MatchSummary {
  const m = src.match;
  const v = m?.view ?? null;
  const status: MatchStatus = src.damaged ? 'damaged' : !m ? 'empty' : v!.winner ? 'finished' : 'in-progress';
  return {
    id: src.id,
    created: src.created ?? '',
    teams: m ? { A: m.setup.teams.A, B: m.setup.teams.B } : { A: '', B: '' },
    players: m ? [...m.setup.players] : [],
    rules: v?.rules.preset ?? '',
    status,
    winner: v?.winner ?? null,
    manchesWon: v ? { ...v.manchesWon } : { A: 0, B: 0 },
    score: v ? { ...v.score } : { A: 0, B: 0 },
    deals: v?.deals.length ?? 0,
    current: v?.current ? { deal: v.current.index, manche: v.current.manche, stage: v.current.state.stage } : null,
    standings: v?.standings ?? null,
    entries: m?.log.length ?? 0,
    records: src.records,
    problem: src.problem,
    warning: src.warning,
    fingerprint: src.fingerprint,
    bytes: src.bytes,
    mtimeMs: src.mtimeMs,
  };
}

/** A one-line result, e.g. `3-1 A` or `in progress, manche 2, 12-30`. */
export function resultText(s: MatchSummary): string {
  if (s.status === 'empty') return 'empty';
  const won = `${s.manchesWon.A}-${s.manchesWon.B}`;
  if (s.winner) return `${won}, ${s.winner === 'A' ? s.teams.A : s.teams.B} won`;
  const prefix = s.status === 'damaged' ? 'damaged' : 'in progress';
  return s.current ? `${prefix}: manches ${won}, deal ${s.current.deal + 1} at ${s.current.stage}, ${s.score.A}-${s.score.B}` : `${prefix}: manches ${won}`;
}
