/**
 * A slow, plain evaluator of Mus hands written from the rule texts, independently of the engine
 * (no table, no code, no bit mask), to test the engine's fast one against:
 * - ranks: with eight kings (FFMus, Memo Mus) a 3 is a king and a 2 an ace; with four kings
 *   (Pagat, "Navarre") they count as themselves. Order, high to low: R C S 7 6 5 4 (3 2) 1;
 * - grande: the highest cards, compared one by one from the top; chica: the lowest, from the bottom;
 * - pares: par < medias < duples (two pairs, or four alike); par by its rank, medias by their rank,
 *   duples by the higher pair, then the lower one (FFMus art. 12; `duples: 'old'`: the higher only);
 * - juego: 31 or more points (figures 10, others their value; with eight kings 3 = 10, 2 = 1);
 *   31 > 32 > 40 > 37 > 36 > 35 > 34 > 33; a Juego Real (7 7 7 + a ten-point card, or the sota of
 *   oros for `oros`) beats any 31; punto: 30 down to 4, the most points wins;
 * - every tie goes to the seat nearer the esku (FFMus art. 17).
 * Checked against the texts: Memo Mus ch. III (« 2 "7" + 2 "4" » < « 4 valets » < « 2 rois + 2 as »:
 * four alike are duples of that rank, compared by the higher pair), FFMus art. 12 (« 2 onze + 2 sept …
 * sont supérieurs à 2 onze + 2 six »), Pagat « Juego Real » (« three sevens and a 10 point card »; « must
 * be the Sota of Coins » for some) and « Mus with four kings » (« the threes count 3 points and the twos
 * count 2 points »). The engine's fast evaluator is tested against it in
 * `test/shared/settle/settle-fast-paths.property.test.ts` and `bench/engine.bench.ts`.
 */
import type { BetPhase, RuleOptions } from '../../shared/index.js';

type Rules = Pick<RuleOptions, 'kings' | 'juegoReal' | 'duples'>;

/** The rank value of a card for grande and chica (higher is better at grande). */
function rank(card: string, r: Rules): number {
  const n = Number(/^\d+/.exec(card)![0]);
  if (r.kings === 8 && n === 3) return 12;
  if (r.kings === 8 && n === 2) return 1;
  return n;
}

function points(card: string, r: Rules): number {
  const n = rank(card, r);
  return n >= 10 ? 10 : n;
}

/** Compares two lists of numbers element by element: > 0 when `a` is better. */
function lexi(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The pares of a hand as [class, higher pair rank, lower pair rank], or null without pares. */
export function refPares(hand: string[], r: Rules): [number, number, number] | null {
  const counts = new Map<number, number>();
  for (const c of hand) counts.set(rank(c, r), (counts.get(rank(c, r)) ?? 0) + 1);
  const groups = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[0] - a[0]);
  if (groups.length === 0) return null;
  if (groups.length === 2) return [3, groups[0]![0], groups[1]![0]];
  const [rk, n] = groups[0]!;
  if (n === 4) return [3, rk, rk]; // four alike: duples of that rank twice
  if (n === 3) return [2, rk, 0];
  return [1, rk, 0];
}

export function refPoints(hand: string[], r: Rules): number {
  return hand.reduce((s, c) => s + points(c, r), 0);
}

function isJuegoReal(hand: string[], r: Rules): boolean {
  if (r.juegoReal === 'off') return false;
  const sevens = hand.filter((c) => /^7[oceb]?$/.test(c)).length;
  const tens = hand.filter((c) => points(c, r) === 10 && !/^7/.test(c));
  if (sevens !== 3 || tens.length !== 1) return false;
  return r.juegoReal === 'any' || tens[0] === '10o';
}

/** The juego as a number to maximise (Juego Real, then 31, 32, 40, 37…33), or null without juego. */
function juegoScore(hand: string[], r: Rules): number | null {
  const p = refPoints(hand, r);
  if (p < 31) return null;
  if (isJuegoReal(hand, r)) return 100;
  const order = [31, 32, 40, 37, 36, 35, 34, 33];
  return 99 - order.indexOf(p);
}

/** Is hand `a` strictly better than hand `b` at `phase`? (Ties are settled by the seat order.) */
function better(phase: BetPhase, a: string[], b: string[], r: Rules): boolean {
  switch (phase) {
    case 'grande': {
      const ka = a.map((c) => rank(c, r)).sort((x, y) => y - x);
      const kb = b.map((c) => rank(c, r)).sort((x, y) => y - x);
      return lexi(ka, kb) > 0;
    }
    case 'chica': {
      const ka = a.map((c) => rank(c, r)).sort((x, y) => x - y);
      const kb = b.map((c) => rank(c, r)).sort((x, y) => x - y);
      return lexi(kb, ka) > 0; // lower is better
    }
    case 'pares': {
      const pa = refPares(a, r);
      const pb = refPares(b, r);
      if (!pa) return false;
      if (!pb) return true;
      const ka = r.duples === 'old' ? [pa[0], pa[1]] : pa;
      const kb = r.duples === 'old' ? [pb[0], pb[1]] : pb;
      return lexi(ka, kb) > 0;
    }
    case 'juego': {
      const ja = juegoScore(a, r);
      const jb = juegoScore(b, r);
      if (ja === null) return false;
      return jb === null || ja > jb;
    }
    case 'punto':
      return refPoints(a, r) > refPoints(b, r);
    default:
      return false;
  }
}

/**
 * The seat that wins `phase` among `hands` (by seat), the seats taken in speaking order from `esku`
 * (a tie to the seat nearer the esku); -1 when no hand qualifies (no pares, no juego).
 * @param eligible the seats that may win (default: every seat with a hand), e.g. the declared
 *   holders, or the seats still in the deal after a misdeal.
 */
export function refWinner(phase: BetPhase, hands: readonly (string[] | null)[], esku: number, r: Rules, eligible: (seat: number) => boolean = () => true): number {
  const n = hands.length;
  let best = -1;
  for (let i = 0; i < n; i++) {
    const seat = (esku + i) % n;
    const h = hands[seat];
    if (!h || !eligible(seat)) continue;
    if (phase === 'pares' && !refPares(h, r)) continue;
    if (phase === 'juego' && juegoScore(h, r) === null) continue;
    if (best < 0 || better(phase, h, hands[best]!, r)) best = seat;
  }
  return best;
}
