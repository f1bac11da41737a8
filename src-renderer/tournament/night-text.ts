/**
 * Small helpers of the Tournoi screen's parts: the create form's default date, the next pair id,
 * a file name's slug, a pair by id and a table's result as one line of text.
 */
import type { Pair, TableResult, Tournament } from '../../shared/tournament/types.js';
import { pairById } from '../../shared/tournament/reducer.js';
import type { T } from '../i18n/index.js';

/** Today as `YYYY-MM-DD` (the create form's default; the model never reads a clock). */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The next free pair id: `p01`, `p02`… */
export function nextPairId(t: Tournament): string {
  const ids = new Set(t.pairs.map((p) => p.id));
  for (let i = t.pairs.length + 1; ; i++) {
    const id = `p${String(i).padStart(2, '0')}`;
    if (!ids.has(id)) return id;
  }
}

/** The round after the last one paired (pairs registered now play from it). */
export function nextRoundNo(tn: Tournament): number {
  return tn.rounds.length + 1;
}

/** A night's name as a file name's start: ASCII letters and digits, `-` between, at most 60 (`tournament` when nothing is left). */
export function slug(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'tournament';
}

/** The pair `id` of the night, or null. */
export function team(tn: Tournament, id: string): Pair | null {
  return pairById(tn, id) ?? null;
}

/** A table's result as the round's table shows it: the manches and the winner, or the forfeit. */
export function resultText(tn: Tournament, r: TableResult, t: T): string {
  const winner = team(tn, r.winner)?.team ?? r.winner;
  if (r.source.kind === 'forfeit') return t('tournament.byForfeit', { team: winner });
  return `${r.manches.map((m) => `${m.A}-${m.B}`).join(', ')} · ${t('tournament.won', { team: winner })}`;
}
