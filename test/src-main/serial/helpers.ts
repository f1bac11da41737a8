/** Helpers of the serial tests: fixtures, waiting for a condition, comparing a played match with its record. */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { MockBinding, type MockPortBinding } from '@serialport/binding-mock';
import { replayMatch, settleRecord, type Action, type MatchRecord, type Settlement } from '../../../shared/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { itemAt } from '../../helpers/item-at.js';
import { HANG_MS } from '../../helpers/patience.js';

/** The full FFMus example match (24 deals). */
export const FULL: MatchRecord = JSON.parse(readFileSync(new URL('../../fixtures/match-ffmus-full.json', import.meta.url), 'utf8')).record;

/** A fresh session set up like the example match. */
export function newSession(record: MatchRecord = FULL): TableSession {
  return TableSession.create(
    { rules: record.rules ?? 'ffmus', teams: record.teams ?? { A: 'A', B: 'B' }, players: record.players ?? ['0', '1', '2', '3'], esku: record.esku ?? 0 },
    { id: 'test', created: '2026-01-01T00:00:00Z' },
  );
}

/**
 * Waits until `cond()` holds, checking every few ms; fails after `timeoutMs` with `what`.
 * The timeout only guards against a hang: nothing here depends on how fast the machine is.
 */
export async function waitFor(cond: () => boolean, what: string, timeoutMs = HANG_MS): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Rejects after `timeoutMs` unless `p` settles first. */
export function within<T>(p: Promise<T>, what: string, timeoutMs = HANG_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out: ${what}`)), timeoutMs);
    p.then((v) => { clearTimeout(t); resolve(v); }, (e) => { clearTimeout(t); reject(e); });
  });
}

/** An action as the box enters it: a bet without amount is a bet of 2. */
function normal(a: Action): Action {
  return a.act === 'bet' && a.amount === undefined ? { ...a, amount: 2 } : a;
}

const settlementFields = (s: Settlement) => ({
  esku: s.esku, scoreBefore: s.scoreBefore, scoreAfter: s.scoreAfter, winner: s.winner, end: s.end, errors: s.errors, out: s.out, ledger: s.ledger,
});

/**
 * Checks that the first `n` deals settled in `session` are exactly the record's deals: same actions,
 * and the same settlement as `settleRecord` gives for each deal on its own (esku and score before
 * taken from the played match, which follows the rules for both).
 */
export function expectDealsMatchRecord(session: TableSession, record: MatchRecord, n: number): void {
  const deals = session.match.view.deals;
  expect(deals.length).toBeGreaterThanOrEqual(n);
  const replayed = replayMatch({ ...record, deals: record.deals.slice(0, n) });
  if (!replayed.ok) throw new Error(replayed.error.message);
  for (let i = 0; i < n; i++) {
    const d = itemAt(record.deals, i);
    const played = itemAt(deals, i);
    const direct = settleRecord({ format: 'mus-deal/1', rules: record.rules, esku: played.esku, score: played.scoreBefore, actions: d.actions, hands: d.hands });
    if (!direct.ok) throw new Error(direct.error.message);
    expect(played.actions.map(normal), `deal ${i} actions`).toEqual(d.actions.map(normal));
    expect(settlementFields(played), `deal ${i} settlement`).toEqual(settlementFields(direct.value.settlement));
    expect(settlementFields(played), `deal ${i} in the match replay`).toEqual(settlementFields(itemAt(replayed.value.deals, i)));
  }
}

/**
 * `@serialport/binding-mock`'s binding with the two methods the bridge calls typed. (Its types
 * extend `@serialport/bindings-interface`, whose package `exports` hide its types from
 * TypeScript, so `list` and `open` are not seen on `MockBinding` itself.)
 */
export const mockBinding = MockBinding as unknown as {
  list(): Promise<{ path: string; manufacturer?: string; serialNumber?: string; vendorId?: string; productId?: string }[]>;
  open(options: never): Promise<MockPortBinding>;
};
