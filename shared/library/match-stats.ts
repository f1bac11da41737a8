/**
 * Match statistics for clubs, per team and per player, from a match's settled deals (what was said
 * and the ledger of each deal). Pure and deterministic; the library, the end-of-match screen and the
 * CSV export all use it.
 *
 * What is counted (only credits that counted: after the target point nothing more is won —
 * Memo Mus ch. IX):
 * - **phases won, and by what**: in each deal, a phase is won by the team credited with its stake —
 *   `tira` (the other team refused, FFMus art. 17), `iduki` (a bet seen and won at the count),
 *   `paso` (nobody bet: the point to the best hand), `ordago` (a hordago seen: kanta) — or, when no
 *   stake was credited (pares or juego held by one team only), by the team that took its `base`
 *   value (Memo Mus ch. V), or else by the team an announcement error gave the phase to (`penalty`,
 *   FFMus arts. 13-16);
 * - **bets**: each imido (opening bet, biak counted once), gehiago (raise) and hordago said, by
 *   seat; and each phase's ladder by the team that made its last bet: seen or refused, and won or
 *   lost;
 * - **hordagos**: said, seen (kanta) or refused (tira), and won;
 * - **announcement errors** (FFMus arts. 13-16), by seat;
 * - **points by phase**: the tantos actually counted.
 *
 * **Credits without a player.** A credit counts for a player when it names a seat of the team it goes
 * to. Some name none, or a seat of the other team, and are the team's own (`shared`): the punto's base
 * point (FFMus art. 17, Memo Mus ch. IV: the ledger names the team, `base.puntoTeam`, or the best punto
 * only in its reason), the take-back of a voided bet (`cancel`, FFMus arts. 13-16) and a cancelled
 * deal (FFMus art. 5), and what the other team's announcement error gives (`penalty`: its seat is the
 * player at fault). The ledger is a format contract (docs/formats.md) read by judges, so the
 * statistics do not guess a seat for them; the players' lines plus the team's `shared` line equal the
 * team's line, for every measure.
 */
import { BET_PHASES, type Action, type BetPhase, type Credit, type CreditKind, type Seat, type Settlement, type Team } from '../types.js';
import { teamOf } from '../rules/presets.js';
import { toCsv } from './club-standings.js';

const STAKE_KINDS: readonly CreditKind[] = ['tira', 'iduki', 'paso', 'ordago'];

/** How a phase was won. */
export type WonBy = 'tira' | 'iduki' | 'paso' | 'ordago' | 'base' | 'penalty';

/** The statistics of one side: a team, or one player (credits earned by their hand or word). */
export interface SideStats {
  /** Phases won, by phase and in all. */
  phasesWon: Record<BetPhase, number> & { total: number };
  /** Phases won, by how. */
  wonBy: Record<WonBy, number>;
  /** Tantos counted, by phase and in all (dialogue tiras included; misdeal cancellations under `deal`). */
  points: Record<BetPhase | 'deal', number> & { total: number };
  /** Words said: imido (opening bets; a biak imido counts once), gehiago (raises), hordago. */
  said: { imido: number; gehiago: number; hordago: number };
  /** Ladders whose last bet was this side's: seen (and won or lost at the count), refused by the other team, not settled. */
  ladders: { seen: number; seenWon: number; seenLost: number; refused: number; unsettled: number };
  /** Hordagos said by this side: seen (kanta), refused (tira), won (the manche, or the tira). */
  hordagos: { said: number; seen: number; refused: number; won: number };
  /** Announcement errors made (false ba, denied hand). */
  errors: number;
}

/** A match's statistics. */
export interface MatchStats {
  deals: number;
  teams: Record<Team, SideStats>;
  /** By seat. */
  players: SideStats[];
  /**
   * By team, what no player of the team earned: credits naming no seat, or a seat of the other team
   * (see the module's note). `players` of a team plus its `shared` equal its `teams` line.
   */
  shared: Record<Team, SideStats>;
}

/** What a deal must give: what was said, and its settlement. */
export type StatsDeal = Pick<Settlement, 'ledger' | 'errors'> & { actions: readonly Action[] };

function empty(): SideStats {
  return {
    phasesWon: { grande: 0, chica: 0, pares: 0, juego: 0, punto: 0, total: 0 },
    wonBy: { tira: 0, iduki: 0, paso: 0, ordago: 0, base: 0, penalty: 0 },
    points: { grande: 0, chica: 0, pares: 0, juego: 0, punto: 0, deal: 0, total: 0 },
    said: { imido: 0, gehiago: 0, hordago: 0 },
    ladders: { seen: 0, seenWon: 0, seenLost: 0, refused: 0, unsettled: 0 },
    hordagos: { said: 0, seen: 0, refused: 0, won: 0 },
    errors: 0,
  };
}

/** The last word of a phase's ladder: who made the last bet, and whether it was a hordago. */
function lastBet(actions: readonly Action[], phase: BetPhase): { seat: Seat; ordago: boolean } | null {
  let last: { seat: Seat; ordago: boolean } | null = null;
  for (const a of actions) {
    const opensChica = phase === 'chica' && a.phase === 'grande' && (a.act === 'bet' || a.act === 'ordago') && a.both === true;
    if (a.phase !== phase && !opensChica) continue;
    if (a.act === 'bet' || a.act === 'raise') last = { seat: a.seat, ordago: false };
    else if (a.act === 'ordago') last = { seat: a.seat, ordago: true };
  }
  return last;
}

/**
 * The statistics of a match.
 * @param deals the settled deals in order (a `MatchView`'s `deals`: actions, ledger, errors)
 * @param players the number of seats (4 or 6)
 */
export function matchStats(deals: readonly StatsDeal[], players: number): MatchStats {
  const teams: Record<Team, SideStats> = { A: empty(), B: empty() };
  const seats = Array.from({ length: players }, empty);
  const shared: Record<Team, SideStats> = { A: empty(), B: empty() };
  /**
   * Counts for the team, and for the seat when it is one of the team's (a penalty names the seat at
   * fault), else for the team's shared line.
   */
  const both = (team: Team, seat: Seat | undefined, f: (s: SideStats) => void) => {
    f(teams[team]);
    const side = seat !== undefined && teamOf(seat) === team ? seats[seat] : undefined;
    f(side ?? shared[team]);
  };
  for (const d of deals) {
    for (const a of d.actions) {
      const side = seats[a.seat];
      if (!side) continue;
      const t = teams[teamOf(a.seat)];
      if (a.act === 'bet') (side.said.imido++, t.said.imido++);
      else if (a.act === 'raise') (side.said.gehiago++, t.said.gehiago++);
      else if (a.act === 'ordago') (side.said.hordago++, t.said.hordago++);
    }
    const counted = d.ledger.filter((c) => c.counted);
    for (const c of counted) {
      if (c.applied === 0 || c.phase === 'mus') continue;
      both(c.team, c.seat, (s) => {
        s.points[c.phase as BetPhase | 'deal'] += c.applied;
        s.points.total += c.applied;
      });
    }
    for (const phase of BET_PHASES) {
      const stake: Credit | undefined = counted.find((c) => c.phase === phase && STAKE_KINDS.includes(c.kind));
      const won = stake
        ?? counted.find((c) => c.phase === phase && c.kind === 'base')
        ?? counted.find((c) => c.phase === phase && c.kind === 'penalty' && c.points > 0);
      if (won) {
        const how = won.kind as WonBy;
        both(won.team, won.seat, (s) => {
          s.phasesWon[phase]++;
          s.phasesWon.total++;
          s.wonBy[how]++;
        });
      }
      const bettor = lastBet(d.actions, phase);
      if (!bettor) continue;
      const team = teamOf(bettor.seat);
      const any = d.ledger.find((c) => c.phase === phase && STAKE_KINDS.includes(c.kind));
      both(team, bettor.seat, (s) => {
        if (bettor.ordago) s.hordagos.said++;
        if (!any) {
          s.ladders.unsettled++;
          return;
        }
        if (any.kind === 'tira') {
          s.ladders.refused++;
          if (bettor.ordago) (s.hordagos.refused++, s.hordagos.won++);
          return;
        }
        s.ladders.seen++;
        if (any.team === team) s.ladders.seenWon++;
        else s.ladders.seenLost++;
        if (bettor.ordago) {
          s.hordagos.seen++;
          if (any.team === team) s.hordagos.won++;
        }
      });
    }
    for (const e of d.errors) both(e.team, e.seat, (s) => s.errors++);
  }
  return { deals: deals.length, teams, players: seats, shared };
}

/** The CSV columns of {@link statsCsv}, in order. */
export const STATS_COLUMNS = [
  'side', 'name', 'phases won', 'grande', 'chica', 'pares', 'juego', 'punto',
  'won by tira', 'won by iduki', 'won by paso', 'won by hordago', 'won by base', 'won by an error',
  'imido said', 'gehiago said', 'hordago said', 'ladders seen', 'seen and won', 'seen and lost', 'refused by the others',
  'hordagos seen', 'hordagos refused', 'hordagos won', 'announcement errors',
  'points grande', 'points chica', 'points pares', 'points juego', 'points punto', 'points in all',
] as const;

/**
 * The statistics as CSV (one row per team, then per player, then one row per team for what no player
 * of it earned: `side` `A team`, `B team`, named as the team), with the formula-injection guard and
 * quoting of the club standings' CSV (`toCsv`).
 * @param names team names and player names by seat, as the screen shows them
 */
export function statsCsv(stats: MatchStats, names: { teams: Record<Team, string>; players: readonly string[] }): string {
  const row = (side: string, name: string, s: SideStats) => [
    side, name, s.phasesWon.total, s.phasesWon.grande, s.phasesWon.chica, s.phasesWon.pares, s.phasesWon.juego, s.phasesWon.punto,
    s.wonBy.tira, s.wonBy.iduki, s.wonBy.paso, s.wonBy.ordago, s.wonBy.base, s.wonBy.penalty,
    s.said.imido, s.said.gehiago, s.said.hordago, s.ladders.seen, s.ladders.seenWon, s.ladders.seenLost, s.ladders.refused,
    s.hordagos.seen, s.hordagos.refused, s.hordagos.won, s.errors,
    s.points.grande, s.points.chica, s.points.pares, s.points.juego, s.points.punto, s.points.total,
  ];
  return toCsv(STATS_COLUMNS, [
    row('A', names.teams.A, stats.teams.A),
    row('B', names.teams.B, stats.teams.B),
    ...stats.players.map((p, seat) => row(`${teamOf(seat)}${seat + 1}`, names.players[seat] ?? '', p)),
    row('A team', names.teams.A, stats.shared.A),
    row('B team', names.teams.B, stats.shared.B),
  ]);
}
