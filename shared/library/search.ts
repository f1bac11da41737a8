/**
 * Searching the library (pure): text over team and player names (and the id), case- and
 * accent-insensitive ("pena" finds "Peña"); a status filter; a date range. Every word must match;
 * `"two words"` in quotes match as a phrase.
 */
import type { MatchStatus, MatchSummary } from './summary.js';

/** A library query. Every field is optional. */
export interface LibraryQuery {
  /** Words to find in team names, player names or the id. */
  text?: string;
  /** `all` (default: every match but empty journals), or one status. */
  status?: 'all' | MatchStatus;
  /** Only matches created on or after this ISO date/time. */
  from?: string;
  /** Only matches created before this ISO date/time (a bare date `YYYY-MM-DD` includes that whole day, UTC). */
  to?: string;
  /** Sort by creation time: `newest` first (default) or `oldest` first. */
  sort?: 'newest' | 'oldest';
}

/** Statuses a query may name. */
export const STATUSES: readonly ('all' | MatchStatus)[] = ['all', 'in-progress', 'finished', 'damaged', 'empty'];

/** Lower case without diacritics and with single spaces. */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words and quoted phrases of a query, folded. */
export function queryTerms(text: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|(\S+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const t = foldText(m[1] ?? m[2] ?? '');
    if (t) out.push(t);
  }
  return out;
}

function haystack(s: MatchSummary): string {
  return foldText([s.id, s.teams.A, s.teams.B, ...s.players].join(' \u0000 '));
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date or time as the ISO text `created` holds (UTC, milliseconds), for comparing; a bare date stays as it is. */
function normTime(t: string): string {
  if (DATE_ONLY.test(t)) return t;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? t : new Date(ms).toISOString();
}

/** Whether a summary matches a query. */
export function matches(s: MatchSummary, q: LibraryQuery): boolean {
  const status = q.status ?? 'all';
  if (status === 'all' ? s.status === 'empty' : s.status !== status) return false;
  if (q.from && s.created < normTime(q.from)) return false;
  if (q.to) {
    const to = DATE_ONLY.test(q.to) ? `${q.to}\uffff` : normTime(q.to);
    if (s.created >= to) return false;
  }
  const terms = queryTerms(q.text ?? '');
  if (terms.length === 0) return true;
  const h = haystack(s);
  return terms.every((t) => h.includes(t));
}

/** The summaries matching a query, sorted (newest first unless asked otherwise; ties by id). */
export function searchMatches(all: readonly MatchSummary[], q: LibraryQuery = {}): MatchSummary[] {
  const dir = q.sort === 'oldest' ? 1 : -1;
  return all.filter((s) => matches(s, q)).sort((a, b) => (a.created < b.created ? -dir : a.created > b.created ? dir : a.id < b.id ? -dir : a.id > b.id ? dir : 0));
}
