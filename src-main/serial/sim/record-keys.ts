/**
 * Turns recorded deals (`mus-deal/1`, `mus-match/1`) into the button-box key presses that enter
 * them at a table: SEAT<n> before each word, digits then BET/RAISE/DISCARD for amounts, the hands
 * in speaking order from the esku (D1-D7, SOTA, CABALLO, REY) and NEXT. The engine is used only to
 * learn each deal's esku and whether it reached its showdown; what the keys mean is up to the app.
 * Card suits have no key: a box enters card numbers only (enough unless Juego Real needs the oros sota).
 */
import { fromMatchRecord, settleRecord, type Action, type EngineError, type Hand, type MatchRecord, type Result } from '../../../shared/index.js';
import type { SimCode } from '../../../shared/errors/index.js';

/** The keys of one recorded deal. */
export interface ScriptedDeal {
  /** Index of the deal in the record (0 for a deal record). */
  index: number;
  esku: number;
  /** Box key names, in the order they are pressed. */
  keys: string[];
}

const CARD_KEYS: Record<number, string> = { 1: 'D1', 2: 'D2', 3: 'D3', 4: 'D4', 5: 'D5', 6: 'D6', 7: 'D7', 10: 'SOTA', 11: 'CABALLO', 12: 'REY' };

function fail(code: SimCode, path: string, message: string): { ok: false; error: EngineError } {
  return { ok: false, error: { code, path, message: `${path}: ${message}` } };
}

function digits(n: number): string[] | null {
  if (!Number.isInteger(n) || n < 0 || n > 99) return null;
  return [...String(n)].map((d) => `D${d}`);
}

/** The keys of one action, SEAT first. */
export function actionKeys(a: Action, path = 'action'): Result<string[]> {
  const seat = [`SEAT${a.seat}`];
  const amount = (n: number | undefined, key: string): Result<string[]> => {
    const d = digits(n ?? 2);
    if (!d) return fail('sim/bad-amount', path, `amount ${n} cannot be typed on a box (0-99)`);
    return { ok: true, value: [...seat, ...d, key] };
  };
  switch (a.act) {
    case 'pass': return { ok: true, value: [...seat, 'PASS'] };
    case 'bet': return amount(a.amount, a.both ? 'BIAK' : 'BET');
    case 'raise': return amount(a.amount, 'RAISE');
    case 'ordago': return { ok: true, value: [...seat, a.both ? 'BIAK_ORDAGO' : 'ORDAGO'] };
    case 'see': return { ok: true, value: [...seat, 'SEE'] };
    case 'fold': return { ok: true, value: [...seat, 'FOLD'] };
    case 'declare': return { ok: true, value: [...seat, a.has ? 'BA' : 'EZ'] };
    case 'mus': return { ok: true, value: [...seat, 'MUS'] };
    case 'cut': return { ok: true, value: [...seat, 'CUT'] };
    case 'discard': return amount(a.count, 'DISCARD');
    case 'misdeal': return fail('sim/no-key', path, 'a misdeal has no box key; enter it from the keyboard');
    default: return fail('sim/unknown-act', path, `unknown act ${JSON.stringify((a as { act: unknown }).act)}`);
  }
}

/** The keys that type the hands shown, in speaking order from `esku`, then NEXT. Null hands (seats out) are skipped. */
export function handKeys(hands: readonly (Hand | null)[], esku: number, path = 'hands'): Result<string[]> {
  const keys: string[] = [];
  const n = hands.length;
  for (let i = 0; i < n; i++) {
    const seat = (esku + i) % n;
    const h = hands[seat];
    if (!h) continue; // a seat out (null)
    for (const [j, card] of h.entries()) {
      const k = CARD_KEYS[Number.parseInt(String(card), 10)];
      if (!k) return fail('sim/bad-card', `${path}[${seat}][${j}]`, `${JSON.stringify(card)} is not a card`);
      keys.push(k);
    }
  }
  keys.push('NEXT');
  return { ok: true, value: keys };
}

function dealKeys(index: number, esku: number, actions: readonly Action[], hands: readonly (Hand | null)[] | undefined, showdown: boolean, base: string): Result<ScriptedDeal> {
  const keys: string[] = [];
  for (const [i, action] of actions.entries()) {
    const k = actionKeys(action, `${base}actions[${i}]`);
    if (!k.ok) return k;
    keys.push(...k.value);
  }
  if (showdown && hands) {
    const h = handKeys(hands, esku, `${base}hands`);
    if (!h.ok) return h;
    keys.push(...h.value);
  }
  return { ok: true, value: { index, esku, keys } };
}

/**
 * The key presses of a deal record or of the deals of a match record (all, or those listed in
 * `only`, which must be a prefix-closed choice for a match: deal i is only reachable after 0..i-1).
 * @returns the scripted deals, or the engine's error when the record is not valid.
 */
export function recordKeys(json: unknown, only?: readonly number[]): Result<ScriptedDeal[]> {
  const fmt = (json as { format?: unknown } | null)?.format;
  if (fmt === 'mus-deal/1') {
    const s = settleRecord(json);
    if (!s.ok) return s;
    const r = json as { actions: Action[]; hands?: (Hand | null)[] };
    const d = dealKeys(0, s.value.settlement.esku, r.actions, r.hands, s.value.state.stage === 'showdown', '');
    return d.ok ? { ok: true, value: [d.value] } : d;
  }
  if (fmt === 'mus-match/1') {
    const m = fromMatchRecord(json as MatchRecord);
    if (!m.ok) return m;
    const rec = json as MatchRecord;
    const out: ScriptedDeal[] = [];
    for (const [i, deal] of rec.deals.entries()) {
      if (only && !only.includes(i)) continue;
      const settled = m.value.view.deals[i];
      const esku = settled ? settled.esku : m.value.view.current!.state.esku;
      const showdown = settled ? settled.hands !== null : false; // hands were entered: the deal reached its showdown
      const d = dealKeys(i, esku, deal.actions, deal.hands, showdown, `deals[${i}].`);
      if (!d.ok) return d;
      out.push(d.value);
    }
    return { ok: true, value: out };
  }
  return fail('sim/bad-format', 'format', `expected "mus-deal/1" or "mus-match/1", found ${JSON.stringify(fmt)}`);
}
