/**
 * A compact way to write deal records in tests.
 * Phases: `m:` mus, `g:` grande, `c:` chica, `p:` pares, `j:` juego, `t:` punto, separated by `|`.
 * Acts: `<seat><code>`: p pass, b<N> bet, B<N> biak bet, r<N> raise, o ordago, O biak hordago,
 * s see, f fold, y ba, n ez, m mus, c cut, d<N> discard, x misdeal.
 * Hands: `"12 12 10 5 / 3 11 7 1 / …"`.
 */
import type { Action, DealRecord, Phase, RulesSpec } from '../../shared/index.js';
import { itemAt } from './item-at.js';

const PH: Record<string, Phase> = { m: 'mus', g: 'grande', c: 'chica', p: 'pares', j: 'juego', t: 'punto' };

/** Parses the action script. */
export function acts(script: string): Action[] {
  const out: Action[] = [];
  for (const part of script.split('|')) {
    const m = /^\s*([mgcpjt])\s*:(.*)$/.exec(part);
    if (!m) throw new Error(`bad phase part: ${part}`);
    const phase = PH[itemAt(m, 1)];
    if (!phase) throw new Error(`bad phase letter in: ${part}`);
    for (const tok of itemAt(m, 2).trim().split(/\s+/).filter(Boolean)) {
      const t = /^(\d)([pbBrosfynmcdxO])(\d*)$/.exec(tok);
      if (!t) throw new Error(`bad act: ${tok}`);
      const seat = Number(t[1]);
      const n = t[3] ? Number(t[3]) : undefined;
      switch (t[2]) {
        case 'p': out.push({ phase, seat, act: 'pass' }); break;
        case 'b': out.push(n === undefined ? { phase, seat, act: 'bet' } : { phase, seat, act: 'bet', amount: n }); break;
        case 'B': out.push({ phase, seat, act: 'bet', amount: n ?? 2, both: true }); break;
        case 'r': out.push({ phase, seat, act: 'raise', amount: n ?? 2 }); break;
        case 'o': out.push({ phase, seat, act: 'ordago' }); break;
        case 'O': out.push({ phase, seat, act: 'ordago', both: true }); break;
        case 's': out.push({ phase, seat, act: 'see' }); break;
        case 'f': out.push({ phase, seat, act: 'fold' }); break;
        case 'y': out.push({ phase, seat, act: 'declare', has: true }); break;
        case 'n': out.push({ phase, seat, act: 'declare', has: false }); break;
        case 'm': out.push({ phase: 'mus', seat, act: 'mus' }); break;
        case 'c': out.push({ phase: 'mus', seat, act: 'cut' }); break;
        case 'd': out.push({ phase: 'mus', seat, act: 'discard', count: n ?? 1 }); break;
        case 'x': out.push({ phase, seat, act: 'misdeal' }); break;
        default: throw new Error(`bad code ${t[2]}`);
      }
    }
  }
  return out;
}

/** Parses hands: seats separated by `/`, cards by spaces; `-` for a seat without a hand. */
export function hands(text: string): (string[] | null)[] {
  return text.split('/').map((h) => (h.trim() === '-' ? null : h.trim().split(/\s+/)));
}

/** Builds a deal record. */
export function deal(script: string, handText?: string, opts: { esku?: number; score?: { A: number; B: number }; rules?: RulesSpec } = {}): DealRecord {
  const r: DealRecord = { format: 'mus-deal/1', rules: opts.rules ?? 'ffmus', esku: opts.esku ?? 0, score: opts.score ?? { A: 0, B: 0 }, actions: acts(script) };
  if (handText) r.hands = hands(handText);
  return r;
}

/** All four pass at a phase, in speaking order from `esku`. */
export function allPass(phase: 'g' | 'c' | 't', esku = 0, n = 4): string {
  return `${phase}: ${Array.from({ length: n }, (_, i) => `${(esku + i) % n}p`).join(' ')}`;
}

/** Declarations at pares or juego, in speaking order from `esku`: `decl('p', 'nnyy')`. */
export function decl(phase: 'p' | 'j', yn: string, esku = 0): string {
  const n = yn.length;
  return `${phase}: ${[...yn].map((c, i) => `${(esku + i) % n}${c === 'y' ? 'y' : 'n'}`).join(' ')}`;
}
