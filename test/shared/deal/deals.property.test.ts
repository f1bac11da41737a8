/** Property tests over random legal deals (fast-check drives the seed of a legal-deal generator). */
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import {
  createDeal, PRESETS, replayMatch, resolveRules, settleRecord, transition, whoSpeaks,
  type Action, type DealRecord, type Settlement,
} from '../../../shared/index.js';
import { mulberry32, randomAction, randomDeal, randomHands } from '../../helpers/random-deal.js';
import { refDialogue } from '../../helpers/reference-count.js';
import { refDeal } from '../../helpers/reference-deal.js';
import { checkDealFile } from '../../../shared/format/check.js';
import { itemAt } from '../../helpers/item-at.js';
import { cutSeats, mayCut } from '../../../shared/deal/mus.js';

const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const runs = propertyRuns(42, 300);
const VARIANTS = [
  PRESETS.ffmus,
  PRESETS.pagat,
  (resolveRules({ preset: 'ffmus', players: 6 }) as { value: typeof PRESETS.ffmus }).value,
  (resolveRules({ preset: 'ffmus', kings: 4, juegoReal: 'any', duples: 'old' }) as { value: typeof PRESETS.ffmus }).value,
];

function settle(r: DealRecord): Settlement {
  const s = settleRecord(r);
  if (!s.ok) throw new Error(`${s.error.code}: ${s.error.message}`);
  return s.value.settlement;
}

const gen = (n: number, v = 0, lie = 0.1) => randomDeal(mulberry32(n), { rules: VARIANTS[v], lieRate: lie, randomScore: true, misdealRate: 0.01 });

describe('random legal deals', () => {
  it('the score after a deal is what the reference count gives (errors, biak, misdeals, random scores): the sum below the target, else a winner on it', () => {
    const seen = { plain: 0, won: 0, kanta: 0, dialogue: 0 };
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 3 }), (n, v) => {
      const r = gen(n, v);
      const rules = itemAt(VARIANTS, v);
      const s = settle(r);
      const before = { A: r.score?.A ?? 0, B: r.score?.B ?? 0 };
      if (s.end === 'dialogue') {
        // a tira reached the target during a dialogue: the deal ended there, won on the target
        expect(s.winner).not.toBeNull();
        expect(s.scoreAfter[s.winner!]).toBe(rules.target);
        seen.dialogue++;
        return;
      }
      const want = refDeal(r.actions, r.hands!, r.esku!, rules);
      const buckets = ['grande', 'chica', 'pares', 'juego'] as const;
      const gained = (t: 'A' | 'B') => buckets.reduce((x, b) => x + want.points[b][t], 0);
      if (want.kanta) {
        // a hordago seen: the manche to the best hand of its phase (FFMus art. 10)
        expect(s.winner).toBe(want.kanta.team);
        seen.kanta++;
        return;
      }
      // the running score never passes the score before plus every point gained (only give-backs lower it)
      if (before.A + gained('A') < rules.target && before.B + gained('B') < rules.target) {
        expect(s.winner).toBeNull();
        expect(s.scoreAfter).toEqual({ A: before.A + gained('A') + want.points.cancel.A, B: before.B + gained('B') + want.points.cancel.B });
        seen.plain++;
      } else if (before.A + gained('A') + want.points.cancel.A >= rules.target || before.B + gained('B') + want.points.cancel.B >= rules.target) {
        // the whole count reaches the target: a team got there first, and stopped on it (Memo Mus ch. IX)
        expect(s.winner).not.toBeNull();
        expect(s.scoreAfter[s.winner!]).toBe(rules.target);
        seen.won++;
      }
    }), runs);
    for (const [k, x] of Object.entries(seen)) expect(x, k).toBeGreaterThan(5);
  });

  it('no hidden state: a fresh copy of the engine settling the same deals in reverse order gives byte-identical results', async () => {
    // the engine keeps shared frozen objects and caches (hands by rank code, error-free plans, texts):
    // what it answers must not depend on what it settled before
    const recs = Array.from({ length: 600 }, (_, i) => gen(10_000 + i * 7919, i % VARIANTS.length, 0.3));
    const warm = recs.map((r) => JSON.stringify(settle(r)));
    vi.resetModules();
    const fresh = (await import('../../../shared/index.js')) as typeof import('../../../shared/index.js');
    for (let i = recs.length - 1; i >= 0; i--) {
      const r = fresh.settleRecord(JSON.parse(JSON.stringify(recs[i])));
      expect(r.ok).toBe(true);
      if (r.ok) expect(JSON.stringify(r.value.settlement), `deal ${i}`).toBe(warm[i]);
    }
  });

  it('every tira drawn in a dialogue pays what the ladder read off the words gives (FFMus Le dialogue), independently of the reducer', () => {
    let checked = 0;
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 3 }), (n, v) => {
      const r = gen(n, v);
      // biak engages two phases at once and a misdeal takes points back: the plain ladder is for the rest
      if (r.actions.some((a) => ('both' in a && a.both) || a.act === 'misdeal')) return;
      const s = settle(r);
      for (const c of s.ledger) {
        if (c.kind !== 'tira' || c.when !== 'dialogue') continue;
        const d = refDialogue(r.actions.filter((a) => a.phase === c.phase));
        expect(d.end).toBe('tira');
        if (d.end === 'tira') expect([c.team, c.points]).toEqual([d.to, d.pays]);
        checked++;
      }
    }), runs);
    expect(checked).toBeGreaterThan(100);
  });

  it('points are never lost or invented: counted credits sum to the score change', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 3 }), (n, v) => {
      const s = settle(gen(n, v));
      for (const team of ['A', 'B'] as const) {
        const sum = s.ledger.filter((c) => c.team === team && c.counted).reduce((t, c) => t + c.applied, 0);
        expect(sum).toBe(s.scoreAfter[team] - s.scoreBefore[team]);
        expect(s.scoreAfter[team]).toBeGreaterThanOrEqual(0);
      }
      // the running score is consistent credit by credit
      let run = s.scoreBefore;
      for (const c of s.ledger) {
        if (c.counted) run = { ...run, [c.team]: run[c.team] + c.applied };
        expect(c.scoreAfter).toEqual(run);
      }
    }), runs);
  });

  it('nothing is counted after the target; the winner ends exactly on it', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 3 }), (n, v) => {
      const r = gen(n, v);
      const target = itemAt(VARIANTS, v).target;
      const s = settle(r);
      const i = s.ledger.findIndex((c) => c.decisive);
      if (s.winner) {
        expect(s.scoreAfter[s.winner]).toBe(target);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(s.ledger.slice(i + 1).every((c) => !c.counted)).toBe(true);
        expect(s.ledger.slice(0, i + 1).every((c) => c.counted)).toBe(true);
      } else {
        expect(i).toBe(-1);
        expect(s.ledger.every((c) => c.counted)).toBe(true);
        expect(Math.max(s.scoreAfter.A, s.scoreAfter.B)).toBeLessThan(target);
      }
    }), runs);
  });

  it('a random deal is a valid file, and its settlement plain JSON data (no undefined, NaN or class instance)', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 3 }), (n, v) => {
      const r = gen(n, v);
      // the generator's records are what the format allows (docs/formats.md), read back from text
      expect(checkDealFile(JSON.parse(JSON.stringify(r)))).toEqual([]);
      const s = settle(r);
      expect(plainJsonProblem(s, 'settlement')).toBeNull();
    }), runs);
  });

  it('no legal sequence throws, and every move whoSpeaks offers is accepted', () => {
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 3 }), (n, v) => {
      const rng = mulberry32(n);
      const rules = itemAt(VARIANTS, v);
      const hands = randomHands(rng, rules.players);
      let s = createDeal({ rules, esku: n % rules.players });
      for (let k = 0; k < 300; k++) {
        const t = whoSpeaks(s);
        // every offered (seat, act) pair is accepted by the reducer
        for (const seat of t.seats) {
          for (const act of t.acts) {
            const a = probe(t.phase, t.prompt, seat, act, t.minRaise);
            if (!a) continue;
            const r = transition(s, a);
            if (!r.ok) throw new Error(`offered ${JSON.stringify(a)} rejected: ${r.error.message}`);
          }
          // biak imido and biak hordago: accepted exactly when offered (Memo Mus ch. VIII addenda)
          const at = (t.prompt === 'mus' ? 'grande' : t.phase) as Action['phase'];
          if (t.acts.includes('bet')) {
            const r = transition(s, { phase: at, seat, act: 'bet', amount: 2, both: true });
            if (r.ok !== t.biak) throw new Error(`biak imido at ${t.prompt}/${t.phase} by seat ${seat}: offered ${t.biak}, accepted ${r.ok}`);
          }
          if (t.acts.includes('ordago')) {
            const r = transition(s, { phase: at, seat, act: 'ordago', both: true });
            if (r.ok !== t.biakOrdago) throw new Error(`biak hordago at ${t.prompt}/${t.phase} by seat ${seat}: offered ${t.biakOrdago}, accepted ${r.ok}`);
          }
        }
        // a cut (mintza) offered to a partner of the seat whose turn it is is accepted (FFMus art. 7)
        for (const seat of t.cutSeats ?? []) {
          const r = transition(s, { phase: 'mus', seat, act: 'cut' });
          if (!r.ok) throw new Error(`offered cut by seat ${seat} rejected: ${r.error.message}`);
        }
        // the reducer's check without the list (`mayCut`) answers as the list the table offers
        for (let seat = -1; seat <= 7; seat++) {
          if (mayCut(s, seat) !== cutSeats(s).includes(seat)) throw new Error(`mayCut(${seat}) is ${mayCut(s, seat)}, cutSeats ${JSON.stringify(cutSeats(s))}`);
        }
        const a = randomAction(rng, s, hands, { lieRate: 0.2, misdealRate: 0.02 });
        if (!a) break;
        const r = transition(s, a);
        expect(r.ok).toBe(true);
        if (r.ok) s = r.value.state;
      }
    }), propertyRuns(42, 150));
  });

  it('illegal random actions are rejected without changing the state', () => {
    let refused = 0;
    const acts = ['pass', 'bet', 'raise', 'ordago', 'see', 'fold', 'declare', 'mus', 'cut', 'discard'] as const;
    const phases = ['mus', 'grande', 'chica', 'pares', 'juego', 'punto'] as const;
    fc.assert(fc.property(seed, fc.constantFrom(...acts), fc.constantFrom(...phases), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 120 }), (n, act, phase, seat, amount) => {
      const rng = mulberry32(n);
      const hands = randomHands(rng);
      let s = createDeal({ rules: PRESETS.ffmus, esku: 0 });
      const steps = Math.floor(rng() * 20);
      for (let k = 0; k < steps; k++) {
        const a = randomAction(rng, s, hands, {});
        if (!a) break;
        const r = transition(s, a);
        if (r.ok) s = r.value.state;
      }
      const before = JSON.stringify(s);
      const a = { phase, seat, act, amount, has: amount % 2 === 0, count: (amount % 4) + 1 } as unknown as Action;
      const r = transition(s, a);
      expect(JSON.stringify(s)).toBe(before);
      // what whoSpeaks does not offer (another seat, another act, another phase) is refused, as data
      const t = whoSpeaks(s);
      const phaseNow = t.prompt === 'mus' && ['pass', 'bet', 'ordago'].includes(act) ? 'grande' : t.phase;
      // a cut (mintza) is offered to either seat of the team whose turn it is (FFMus art. 7: the esku and
      // his partner decide, then the other team: `cutSeats`); the other team's cut is refused
      const offered = (t.seats.includes(seat) && (t.acts as string[]).includes(act) && phase === phaseNow)
        || (act === 'cut' && phase === 'mus' && (t.cutSeats ?? []).includes(seat));
      if (!offered) {
        expect(r.ok, `${JSON.stringify(a)} at ${t.prompt}/${t.phase} (seats ${t.seats}) was accepted`).toBe(false);
        refused++;
      }
      if (!r.ok) expect(r.error.code).toMatch(/^(action|hands|record)\//);
    }), propertyRuns(42, 500));
    // the property did check refusals (most random words are not what the table may say now)
    expect(refused).toBeGreaterThan(300);
  });

  it('a match of random deals replays to consistent manches', () => {
    fc.assert(fc.property(seed, (n) => {
      const rng = mulberry32(n);
      const deals: DealRecord[] = [];
      // a match replays through the live generator: the score of each deal follows the previous one
      const rec = { format: 'mus-match/1' as const, rules: 'ffmus', esku: 0, deals: [] as unknown[] };
      let esku = 0;
      let score = { A: 0, B: 0 };
      for (let i = 0; i < 40; i++) {
        const d = randomDealWith(rng, esku, score);
        if (!d) throw new Error('generator produced an illegal action');
        deals.push(d);
        rec.deals.push({ actions: d.actions, hands: d.hands });
        const s = settle(d);
        score = s.winner ? { A: 0, B: 0 } : s.scoreAfter;
        esku = (esku + 1) % 4;
        const m = replayMatch(rec);
        if (!m.ok) throw new Error(m.error.message);
        if (m.value.winner) break;
      }
      const m = replayMatch(rec);
      expect(m.ok).toBe(true);
      if (m.ok) {
        for (const x of m.value.manches) expect(x.score[x.winner]).toBe(40);
        expect(m.value.manches.length).toBe(m.value.manchesWon.A + m.value.manchesWon.B);
      }
    }), propertyRuns(42, 30));
  });
});

function probe(phase: string | null, prompt: string, seat: number, act: string, minRaise: number): Action | null {
  const p = (prompt === 'mus' && ['pass', 'bet', 'ordago'].includes(act) ? 'grande' : phase) as Action['phase'];
  switch (act) {
    case 'pass': case 'see': case 'fold': case 'ordago': case 'mus': case 'cut':
      return { phase: p, seat, act } as Action;
    case 'bet': return { phase: p, seat, act: 'bet', amount: 2 };
    case 'raise': return { phase: p, seat, act: 'raise', amount: minRaise };
    case 'declare': return { phase: p, seat, act: 'declare', has: true };
    case 'discard': return { phase: 'mus', seat, act: 'discard', count: 2 };
    default: return null;
  }
}

function randomDealWith(rng: () => number, esku: number, score: { A: number; B: number }): DealRecord | null {
  const rules = PRESETS.ffmus;
  const hands = randomHands(rng);
  let s = createDeal({ rules, esku, score });
  for (let k = 0; k < 300; k++) {
    const a = randomAction(rng, s, hands, { lieRate: 0.05 });
    if (!a) break;
    const r = transition(s, a);
    if (!r.ok) return null;
    s = r.value.state;
  }
  const rec: DealRecord = { format: 'mus-deal/1', rules: 'ffmus', esku, score, actions: s.log };
  if (s.stage === 'showdown') rec.hands = hands;
  return rec;
}

/** Where `x` is not plain JSON data (null when it is): only null, booleans, strings, finite numbers, arrays and plain objects, no undefined field. */
function plainJsonProblem(x: unknown, path: string): string | null {
  if (x === null || typeof x === 'boolean' || typeof x === 'string') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : `${path}: ${x}`;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const p = plainJsonProblem(x[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof x === 'object' && Object.getPrototypeOf(x) === Object.prototype) {
    for (const [k, v] of Object.entries(x)) {
      if (v === undefined) return `${path}.${k}: undefined`;
      const p = plainJsonProblem(v, `${path}.${k}`);
      if (p) return p;
    }
    return null;
  }
  return `${path}: ${typeof x}`;
}

describe('mayCut (the reducer asks it at every cut)', () => {
  it('answers as cutSeats, a seat out of the deal too (a state made by hand: nobody is out at the mus rounds)', () => {
    const s = createDeal({ rules: PRESETS.ffmus, esku: 0 });
    s.out = [2];
    for (let seat = -1; seat <= 4; seat++) expect(mayCut(s, seat)).toBe(cutSeats(s).includes(seat));
    expect(cutSeats(s)).toEqual([0]);
    s.mus.discarding = true;
    for (let seat = -1; seat <= 4; seat++) expect(mayCut(s, seat)).toBe(false);
  });
});
