/**
 * Random legal deals, for property tests and benchmarks. Deterministic for a given `rng`.
 * Every action is chosen among the moves `whoSpeaks` offers, so the deals are legal by
 * construction; declarations are truthful unless `lieRate` > 0.
 */
import {
  createDeal, evalHand, hasJuego, hasPares, tablesFor, transition, whoSpeaks,
  type Action, type DealRecord, type DealState, type RuleOptions,
} from '../../shared/index.js';
import { PRESETS } from '../../shared/rules/presets.js';
import { itemAt } from './item-at.js';

/** A PRNG: mulberry32 (test/helpers/prng.ts). */
export { mulberry32 } from './prng.js';

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];
const SUITS = ['o', 'c', 'e', 'b'];

/** Deals `players` random hands from a shuffled 40-card deck. */
export function randomHands(rng: () => number, players = 4, suited = false): string[][] {
  const deck: string[] = [];
  for (const n of NUMBERS) for (const s of SUITS) deck.push(suited ? `${n}${s}` : String(n));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = itemAt(deck, i);
    deck[i] = itemAt(deck, j);
    deck[j] = a;
  }
  return Array.from({ length: players }, (_, p) => deck.slice(p * 4, p * 4 + 4));
}

/** Options of the generator. */
export interface RandomDealOptions {
  rules?: RuleOptions;
  /** Probability that a declaration is false. */
  lieRate?: number;
  /** Random score before the deal (else 0/0). */
  randomScore?: boolean;
  /** Probability of a misdeal report at a given step. */
  misdealRate?: number;
  suited?: boolean;
}

function pick<T>(rng: () => number, xs: readonly T[]): T {
  return itemAt(xs, Math.floor(rng() * xs.length));
}

/** Chooses one legal action for the state. */
export function randomAction(rng: () => number, s: DealState, hands: string[][], o: RandomDealOptions): Action | null {
  const t = whoSpeaks(s);
  const seat = t.seats.length ? pick(rng, t.seats) : -1;
  const r = rng();
  if (o.misdealRate && s.stage !== 'mus' && s.stage !== 'over' && s.stage !== 'showdown' && rng() < o.misdealRate) {
    const cand = s.order.filter((x) => !s.out.includes(x) && s.order.some((y) => y !== x && y % 2 === x % 2 && !s.out.includes(y)));
    if (cand.length) return { phase: (t.phase ?? 'punto') as Action['phase'], seat: pick(rng, cand), act: 'misdeal' };
  }
  switch (t.prompt) {
    case 'over':
    case 'showdown':
      return null;
    case 'mus':
      if (s.mus.rounds >= 2 || r < 0.4) return { phase: 'mus', seat, act: 'cut' };
      if (r < 0.7 || s.mus.said.length > 0) return { phase: 'mus', seat, act: 'mus' };
      return { phase: 'grande', seat, act: 'pass' };
    case 'discard':
      return { phase: 'mus', seat, act: 'discard', count: 1 + Math.floor(rng() * 4) };
    case 'declare': {
      const phase = t.phase as 'pares' | 'juego';
      const tb = tablesFor(s.rules);
      const h = evalHand(itemAt(hands, seat), s.rules);
      let has = phase === 'pares' ? hasPares(h, tb) : hasJuego(h, tb);
      if (o.lieRate && rng() < o.lieRate) has = !has;
      return { phase, seat, act: 'declare', has };
    }
    case 'open': {
      const phase = t.phase as Action['phase'];
      if (r < 0.5) return { phase, seat, act: 'pass' };
      if (r < 0.85) return { phase, seat, act: 'bet', amount: 2 + Math.floor(rng() * 4) };
      if (r < 0.9 && t.biak) return { phase, seat, act: 'bet', amount: 2, both: true };
      if (r < 0.93 && t.biak) return { phase, seat, act: 'ordago', both: true };
      return { phase, seat, act: 'ordago' };
    }
    case 'answer': {
      const phase = t.phase as Action['phase'];
      if (r < 0.35) return { phase, seat, act: 'see' };
      if (r < 0.7) return { phase, seat, act: 'fold' };
      if (r < 0.95) return { phase, seat, act: 'raise', amount: Math.max(t.minRaise, 1 + Math.floor(rng() * 6)) };
      // a biak hordago in answer at grande (Memo Mus ch. VIII addenda), where it may be said
      if (r >= 0.98 && t.biakOrdago) return { phase, seat, act: 'ordago', both: true };
      return { phase, seat, act: 'ordago' };
    }
    case 'answer-ordago':
      return { phase: t.phase as Action['phase'], seat, act: r < 0.4 ? 'see' : 'fold' };
    default:
      return null;
  }
}

/** A random legal deal record. */
export function randomDeal(rng: () => number, o: RandomDealOptions = {}): DealRecord {
  const rules = o.rules ?? PRESETS.ffmus;
  const hands = randomHands(rng, rules.players, o.suited);
  const esku = Math.floor(rng() * rules.players);
  const score = o.randomScore ? { A: Math.floor(rng() * rules.target), B: Math.floor(rng() * rules.target) } : { A: 0, B: 0 };
  let s = createDeal({ rules, esku, score });
  for (let guard = 0; guard < 500; guard++) {
    const a = randomAction(rng, s, hands, o);
    if (!a) break;
    const t = transition(s, a);
    if (!t.ok) throw new Error(`generator produced an illegal action: ${t.error.message}`);
    s = t.value.state;
  }
  const rec: DealRecord = { format: 'mus-deal/1', rules: rules.preset === 'ffmus' && rules === PRESETS.ffmus ? 'ffmus' : { ...rules }, esku, score, actions: s.log };
  if (s.stage === 'showdown') rec.hands = hands.map((h, i) => (s.out.includes(i) ? null : h));
  return rec;
}
