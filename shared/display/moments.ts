/**
 * What the room display announces to the room, found by comparing two successive views of the
 * match: a hordago said, then seen (kanta) or refused (tira); points drawn at once during the
 * dialogue, with the reason; an announcement error found at the showdown, with the player and what
 * it cost; a manche won, with the final score; the match won. Pure and deterministic — the display
 * decides how long each one stays on screen (no clock here).
 */
import type { BetPhase, Credit, MatchView, Team } from '../index.js';
import { BET_PHASES } from '../types.js';
import { otherTeam, teamOf } from '../rules/presets.js';

/** One moment to announce. Seats are seats (the screen names them); points are tantos. */
export type Moment =
  | { kind: 'hordago'; phase: BetPhase; seat: number; team: Team; biak: boolean }
  | { kind: 'kanta'; phase: BetPhase; seat: number; team: Team }
  | { kind: 'tira'; phase: BetPhase | 'deal'; team: Team; points: number; rule: string; why: Credit['why']; ordago: boolean }
  | { kind: 'error'; seat: number; team: Team; phase: 'pares' | 'juego'; error: 'false-ba' | 'denied'; rule: string; cost: number; to: Team }
  | { kind: 'manche'; team: Team; score: { A: number; B: number }; manche: number }
  | { kind: 'match'; team: Team; manches: { A: number; B: number } };

/**
 * The moments between `prev` and `next` (in the order they happened); none for the first view, a
 * view of another match, or a step back (an undo).
 */
export function momentsBetween(prev: MatchView | null, next: MatchView): Moment[] {
  if (!prev) return [];
  const out: Moment[] = [];
  const lastIndex = (v: MatchView) => v.deals.at(-1)?.index ?? -1; // -1: no deal settled yet
  const prevLast = lastIndex(prev);
  const nextLast = lastIndex(next);
  const sameDeal = prev.current && next.current && prev.current.index === next.current.index;
  if (nextLast < prevLast || (sameDeal && next.current!.state.log.length < prev.current!.state.log.length)) return [];

  // the deal in progress (or the one that has just been settled): its dialogues and its draws
  const before = prev.current?.state ?? null;
  const settledNow = nextLast > prevLast ? next.deals.at(-1) ?? null : null;
  const after = sameDeal ? next.current!.state : null;
  if (before && (after || settledNow)) {
    for (const phase of BET_PHASES) {
      const d0 = before.dialogues[phase];
      const d1 = after ? after.dialogues[phase] : null;
      if (d1 && d1.ordagoBy !== null && (!d0 || d0.ordagoBy === null)) {
        out.push({ kind: 'hordago', phase, seat: d1.ordagoBy, team: teamOf(d1.ordagoBy), biak: d1.biak });
      }
    }
    if (after?.ordago && !before.ordago) {
      out.push({ kind: 'kanta', phase: after.ordago.phase, seat: after.ordago.seenBy, team: teamOf(after.ordago.seenBy) });
    }
    const drawn0 = before.credits.length;
    const credits = after ? after.credits : settledNow ? settledNow.ledger.filter((c) => c.when === 'dialogue') : [];
    for (const c of credits.slice(drawn0)) {
      if (c.kind !== 'tira' || !c.counted) continue;
      const phase = c.phase === 'mus' ? 'deal' : c.phase;
      const ordago = phase !== 'deal' && before.dialogues[phase]?.ordagoBy !== null && before.dialogues[phase]?.ordagoBy !== undefined;
      out.push({ kind: 'tira', phase, team: c.team, points: c.applied, rule: c.rule, why: c.why, ordago });
    }
  }
  if (settledNow) {
    for (const e of settledNow.errors) {
      // what the error cost the erring team: the penalty points the other team got by its article
      const cost = settledNow.ledger.filter((c) => c.kind === 'penalty' && c.counted && c.team === otherTeam(e.team) && c.rule === e.rule).reduce((n, c) => n + c.applied, 0);
      out.push({ kind: 'error', seat: e.seat, team: e.team, phase: e.phase, error: e.kind, rule: e.rule, cost, to: otherTeam(e.team) });
    }
    if (settledNow.winner) out.push({ kind: 'manche', team: settledNow.winner, score: settledNow.scoreAfter, manche: settledNow.manche });
    if (next.winner && !prev.winner) out.push({ kind: 'match', team: next.winner, manches: next.manchesWon });
  }
  return out;
}
