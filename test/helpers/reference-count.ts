/**
 * A plain reference for the count of a deal, written from the rule texts and not from the engine
 * (no reducer, no ledger code): what each dialogue pays, read off the list of words said, and the
 * base values the winner of pares, juego and punto adds. For truthful deals only (every ba/ez
 * matches the hand, so no announcement error), without biak and without misdeal.
 *
 * - The ladder (FFMus *Le dialogue*): an opening (imido of any amount, or hordago) refused pays 1
 *   (« Quelle que soit la mise initiale (imido, x imido ou hordago), quand elle est suivie d'un tira,
 *   1 seul point sera tiré »); after raises, a tira pays « le cumul des avant-dernières enchères »
 *   (everything but the last raise or hordago); an iduki pays « le cumul de celles-ci » (every
 *   stake); a hordago seen (kanta) is the manche to the best hand.
 * - The count (Memo Mus ch. V): paso at grande, chica and punto is 1 to the best hand; at pares and
 *   juego the winning team counts the base values of its declared hands (pares 1/2/3; juego 3 for 31,
 *   2 otherwise; the punto 1), which are « acquises que si, et seulement si, le dialogue a été gagné »:
 *   after a tira they go to the team that drew it. The punto's base (1) is added to its stake or its
 *   tira; a punto all paso is the one paso point (*Le dialogue*: « 1 point ira au meilleur »).
 * - Who wins: {@link refWinner} (the reference evaluator), among the declared hands at pares and juego.
 */
import type { Action, BetPhase, RuleOptions } from '../../shared/index.js';
import { refPares, refPoints, refWinner } from './reference-eval.js';

type Team = 'A' | 'B';
const team = (seat: number): Team => (seat % 2 === 0 ? 'A' : 'B');
const other = (t: Team): Team => (t === 'A' ? 'B' : 'A');

/** One expected credit of a phase: who, how and how much (`ordago`: the manche, points not checked). */
export interface RefCredit {
  team: Team;
  kind: 'tira' | 'paso' | 'iduki' | 'base' | 'ordago';
  points: number;
}

/** How a phase's dialogue ended, read from the words said at that phase. */
export type RefDialogue =
  | { end: 'none' } // nobody spoke at that phase (not played, or fewer than two teams with the hand)
  | { end: 'paso' }
  | { end: 'tira'; to: Team; pays: number }
  | { end: 'iduki'; stake: number }
  | { end: 'kanta' };

/** The dialogue of a phase from its actions, in order (FFMus *Le dialogue*). */
export function refDialogue(actions: readonly Action[]): RefDialogue {
  const stakes: number[] = []; // the opening and every raise, in tantos; a hordago ends the list
  let ordago = false;
  let lastBettor = -1;
  let spoke = false;
  for (const a of actions) {
    if (a.act === 'declare' || a.act === 'mus' || a.act === 'cut' || a.act === 'discard') continue;
    spoke = true;
    switch (a.act) {
      case 'pass':
        break;
      case 'bet':
        stakes.push(a.amount ?? 2);
        lastBettor = a.seat;
        break;
      case 'raise':
        stakes.push(a.amount ?? 2);
        lastBettor = a.seat;
        break;
      case 'ordago':
        ordago = true;
        lastBettor = a.seat;
        break;
      case 'fold': {
        // the bets before the last one: an opening alone pays 1
        const bets = stakes.length + (ordago ? 1 : 0);
        const pays = bets <= 1 ? 1 : stakes.slice(0, ordago ? stakes.length : -1).reduce((s, x) => s + x, 0);
        return { end: 'tira', to: team(lastBettor), pays };
      }
      case 'see':
        return ordago ? { end: 'kanta' } : { end: 'iduki', stake: stakes.reduce((s, x) => s + x, 0) };
      default:
        throw new Error(`reference count: unexpected act ${a.act}`);
    }
  }
  return spoke ? { end: 'paso' } : { end: 'none' };
}

type Rules = Pick<RuleOptions, 'kings' | 'juegoReal' | 'duples'>;

/** Base value of a hand at pares (1 par, 2 medias, 3 duples) or juego (3 for 31, 2 otherwise): Memo Mus ch. V. */
export function refBase(phase: 'pares' | 'juego', hand: string[], r: Rules): number {
  if (phase === 'pares') return refPares(hand, r)?.[0] ?? 0;
  const p = refPoints(hand, r);
  return p === 31 ? 3 : p > 31 ? 2 : 0;
}

/**
 * The credits the count of a phase gives (dialogue and showdown together), for a truthful deal.
 * @param actions the deal's actions at that phase; `hands` by seat; `esku` the first to speak.
 */
export function refPhaseCredits(phase: BetPhase, actions: readonly Action[], hands: string[][], esku: number, r: Rules): RefCredit[] {
  const d = refDialogue(actions);
  // the hands that take part: everyone at grande, chica and punto; the holders at pares and juego
  const holds = (h: string[]) => (phase === 'pares' ? refPares(h, r) !== null : phase === 'juego' ? refPoints(h, r) >= 31 : true);
  const inPlay = hands.map((h) => (holds(h) ? h : null));
  const winner = refWinner(phase, hands, esku, r);
  if (winner < 0) return [];
  const best = team(winner);
  const bases = (t: Team): RefCredit[] => {
    if (phase === 'grande' || phase === 'chica') return [];
    if (phase === 'punto') return [{ team: t, kind: 'base', points: 1 }];
    let sum = 0;
    inPlay.forEach((h, seat) => { if (h && team(seat) === t) sum += refBase(phase, h, r); });
    return [{ team: t, kind: 'base', points: sum }];
  };
  switch (d.end) {
    case 'kanta':
      return [{ team: best, kind: 'ordago', points: 0 }];
    case 'tira':
      return [{ team: d.to, kind: 'tira', points: d.pays }, ...bases(d.to)];
    case 'iduki':
      return [{ team: best, kind: 'iduki', points: d.stake }, ...bases(best)];
    case 'paso':
    case 'none':
      if (phase === 'grande' || phase === 'chica' || phase === 'punto') return [{ team: best, kind: 'paso', points: 1 }];
      return bases(best);
  }
}

export { other as otherTeamOf };
