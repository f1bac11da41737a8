/**
 * Juego Real at the showdown: the suit a result hangs on, and the note that says why a 31 beat another.
 *
 * Pagat « Juego Real »: « three sevens and a 10 point card. This beats an ordinary Juego of 31
 * points »; « For some players, the 10 point card in a Juego Real must be the Sota of Coins »: the
 * rule option `juegoReal: "oros"` (docs/rules-presets.md), that card written `10o`. A sota
 * typed without its suit (`10`) is not the sota of oros for the count, so a record that leaves it
 * out could give the juego to the wrong seat without a word (issue 28 §3). {@link undecidedSuit}
 * finds such a card when — and only when — its suit changes the result of the deal; the deal is then
 * refused with `hands/suit-needed`, the card named, instead of being settled as if it were of
 * another suit. When the suit changes nothing (the hand wins the juego either way, or the juego was
 * refused), the deal settles as before.
 */
import type { Credit, EngineError, Hand, Reason, Settlement } from '../types.js';
import { checkHands, type ParsedCard } from '../cards/cards.js';
import { evalCards, type EvalHand } from '../cards/evaluate.js';
import type { DealState } from '../deal/state.js';

const SOTA_OF_OROS: ParsedCard = Object.freeze({ number: 10, suit: 'o' });

/** The seat, the card's place in its hand (0-3) and the error naming it. */
export interface UndecidedSuit {
  seat: number;
  index: number;
  error: EngineError;
}

/**
 * The Juego Real hands that hang on a sota typed without its suit: seats in the deal (speaking
 * order) whose hand is 7-7-7 + a sota without suit, when no sota of oros is typed anywhere (a
 * typed `10o` settles every other sota as not oros). Empty unless `juegoReal` is `"oros"`.
 * @param parsed the parsed cards by seat, four each at `4 * seat` (see `checkHands`)
 * @param hands the hands as given (seats out of the deal may hold any cards, or null)
 */
function candidates(s: DealState, parsed: readonly ParsedCard[], hands: readonly (Hand | null)[]): { seat: number; index: number }[] {
  if (s.rules.juegoReal !== 'oros') return [];
  const out: { seat: number; index: number }[] = [];
  for (const seat of s.order) {
    if (!hands[seat] || (s.out.length > 0 && s.out.includes(seat))) continue;
    let sevens = 0;
    let sota = -1;
    for (let i = 0; i < 4; i++) {
      // `checkHands` parsed four cards for every seat with a hand
      const c = parsed[4 * seat + i];
      if (c === undefined) continue;
      if (c.number === 7) sevens++;
      else if (c.number === 10 && !c.suit) sota = i;
    }
    if (sevens === 3 && sota >= 0) out.push({ seat, index: sota });
  }
  if (!out.length) return out;
  // a sota of oros typed anywhere (out seats too): no other sota is it
  for (const h of hands) if (Array.isArray(h) && h.some((c) => c === '10o')) return [];
  return out;
}

/** True when two settlements differ in a result: a score, the manche, a credit's team, points, seat or kind. */
function differ(a: Settlement, b: Settlement): boolean {
  if (a.scoreAfter.A !== b.scoreAfter.A || a.scoreAfter.B !== b.scoreAfter.B || a.winner !== b.winner) return true;
  if (a.ledger.length !== b.ledger.length) return true;
  const same = (x: Credit, y: Credit) => x.team === y.team && x.points === y.points && x.applied === y.applied
    && x.phase === y.phase && x.kind === y.kind && x.seat === y.seat && x.counted === y.counted;
  return a.ledger.some((c, i) => {
    const other = b.ledger[i];
    return other === undefined || !same(c, other);
  });
}

/**
 * The first sota whose suit decides the deal and was not typed (Juego Real with the sota of oros),
 * or null. Each candidate hand (7-7-7 + a sota without suit) is counted once as the Juego Real
 * and compared with the count where no sota is of oros (`evals`, as the engine reads the cards).
 * @param count the count of the showdown for evaluated hands (`countShowdown`)
 * @param parsed the parsed cards by seat (see `checkHands`); `evals` the hands as evaluated
 * @param base the JSON path of the hands (`hands`, `log[12].hands`)
 * @param asIs the count of `evals` when the caller already made it (the settlement), else counted here
 * @returns the seat and card, with a `hands/suit-needed` error whose path is the card's
 */
export function undecidedSuitIn(
  s: DealState, hands: readonly (Hand | null)[], parsed: readonly ParsedCard[], evals: readonly (EvalHand | null)[],
  count: (hands: readonly (EvalHand | null)[]) => Settlement, base = 'hands', asIs?: Settlement,
): UndecidedSuit | null {
  const cands = candidates(s, parsed, hands);
  if (!cands.length) return null;
  const plain = asIs ?? count(evals);
  for (const c of cands) {
    const four = parsed.slice(4 * c.seat, 4 * c.seat + 4);
    four[c.index] = SOTA_OF_OROS;
    const [c0, c1, c2, c3] = four;
    // a candidate is a seat with a hand: `checkHands` parsed its four cards
    if (!c0 || !c1 || !c2 || !c3) continue;
    const real = evals.slice();
    real[c.seat] = evalCards(c0, c1, c2, c3, s.rules);
    if (!differ(plain, count(real))) continue;
    const path = `${base}[${c.seat}][${c.index}]`;
    return {
      ...c,
      error: {
        code: 'hands/suit-needed',
        path,
        rule: 'Pagat « Juego Real »',
        seats: { seat: c.seat },
        message: `${path}: the suit of seat ${c.seat}'s sota decides the deal: with the sota of oros (juegoReal "oros") 7-7-7 + sota is the Juego Real and beats every other 31; write it "10o", or "10c", "10e", "10b"`,
      },
    };
  }
  return null;
}

/**
 * {@link undecidedSuitIn} for hands as written (the showdown pad, a record): parses them first.
 * @returns null also when the hands are not valid hands (their own error is `settleDeal`'s to give)
 *   or the deal is not at its showdown.
 */
export function undecidedSuit(
  s: DealState, hands: unknown, count: (hands: readonly (EvalHand | null)[]) => Settlement, base = 'hands',
): UndecidedSuit | null {
  if (s.stage !== 'showdown' || s.rules.juegoReal !== 'oros') return null;
  const parsed: ParsedCard[] = [];
  if (checkHands(hands, s.rules.players, s.out, base, parsed)) return null;
  const shown = hands as (Hand | null)[];
  const evals = shown.map((h, seat) => (h && !s.out.includes(seat) ? evalParsed(parsed, seat, s) : null));
  return undecidedSuitIn(s, shown, parsed, evals, count, base);
}

/** The evaluated hand of `seat` from the cards `checkHands` parsed (four at `4 * seat`), or null when they are not all there. */
function evalParsed(parsed: readonly ParsedCard[], seat: number, s: DealState): EvalHand | null {
  const i = 4 * seat;
  const c0 = parsed[i];
  const c1 = parsed[i + 1];
  const c2 = parsed[i + 2];
  const c3 = parsed[i + 3];
  return c0 && c1 && c2 && c3 ? evalCards(c0, c1, c2, c3, s.rules) : null;
}

/**
 * The seat whose plain 31 a Juego Real beat at the juego (Pagat « Juego Real »: it « beats an
 * ordinary Juego of 31 »), or -1: the winner `best` holds a Juego Real and a seat with a plain 31
 * speaks before it among `seats` (a bit mask by seat; `order` the speaking order), so the Juego Real
 * alone took the juego from that seat (FFMus art. 17 gives ties to the seat nearer the esku).
 * Pagat: « the only way a Juego of 31 held by the Mano can be beaten ».
 * @param points the juego total of a hand (`pointsOf`)
 */
export function beatenBy(best: number, hands: readonly (EvalHand | null)[], order: readonly number[], seats: number, points: (h: EvalHand) => number): number {
  if (best < 0 || !hands[best]?.real) return -1;
  for (const x of order) {
    if (x === best) return -1;
    const h = hands[x];
    if ((seats & (1 << x)) && h && !h.real && points(h) === 31) return x;
  }
  return -1;
}

/**
 * A reason with the Juego Real note: `real` (the rule option, `any` or `oros`) and `beaten` (the
 * seat whose 31 it beat) added to its params, rendered after its text (`juegoReal.<real>`). A fresh
 * object: the shared frozen reasons (`reasons.ts`) are never changed.
 */
export function withJuegoReal(r: Reason, real: 'any' | 'oros', beaten: number): Reason {
  return { key: r.key, params: { ...(r.params ?? {}), real, beaten } };
}
