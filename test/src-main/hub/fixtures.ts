/** Shared helpers of the hub tests: a small tournament, matches built from the example match, records. */
import { readFileSync } from 'node:fs';
import { fromMatchRecord, replayLog, type MatchEntry, type MatchRecord, type MatchSetup } from '../../../shared/index.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import type { HubPairing, HubTournament } from '../../../shared/hub/types.js';

/** The full example match record (FFMus, 24 deals). */
export const FULL: MatchRecord = JSON.parse(readFileSync(process.env.MUS_HUB_FIXTURE ?? new URL('../../fixtures/match-ffmus-full.record.json', import.meta.url), 'utf8')) as MatchRecord;

const fullLive = (() => {
  const m = fromMatchRecord(FULL);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
})();

/** The example match's deals, each as its log entries (actions then the hands shown). */
export const DEALS: MatchEntry[][] = (() => {
  const out: MatchEntry[][] = [];
  let cur: MatchEntry[] = [];
  for (const e of fullLive.log) {
    cur.push(e);
    if (e.type === 'hands') {
      out.push(cur);
      cur = [];
    }
  }
  return out;
})();

/**
 * Rotations of the example match's deals that replay to a won match when the first esku moves
 * with them (checked by {@link variant}): 0, 1, 2, 3, 5, 9, 12 are won by A, 13 by B.
 */
export const ROTATIONS = [0, 1, 2, 3, 5, 9, 12, 13, 4, 7, 8, 10, 11];

/**
 * A match built from the example's deals: deal order rotated by `k`, the esku moved by `k` seats,
 * deals appended while the engine accepts them and until the match is won.
 */
export function variant(k: number, setup: Omit<MatchSetup, 'esku'>): { setup: MatchSetup; log: MatchEntry[] } {
  const s: MatchSetup = { ...setup, esku: ((FULL.esku ?? 0) + k) % 4 };
  let log: MatchEntry[] = [];
  for (let i = 0; i < DEALS.length; i++) {
    const next = [...log, ...DEALS[(i + k) % DEALS.length]!];
    const r = replayLog(s, next);
    if (!r.ok) break;
    log = next;
    if (!r.value.view.current) break;
  }
  return { setup: s, log };
}

/** A tournament of `tables` tables in round 1 (and the same teams swapped around in round 2). */
export function tournament(tables: number, id = 'open-2026'): HubTournament {
  const pairings: HubPairing[] = [];
  for (let r = 1; r <= 2; r++) {
    for (let t = 1; t <= tables; t++) {
      const a = r === 1 ? 2 * t - 1 : 2 * t;
      const b = r === 1 ? 2 * t : (2 * t + 1 > 2 * tables ? 1 : 2 * t + 1);
      pairings.push({
        round: r, table: t,
        teams: { A: `Team ${a}`, B: `Team ${b}` },
        players: [`P${a}a`, `P${b}a`, `P${a}b`, `P${b}b`],
        esku: ROTATIONS[(t - 1) % ROTATIONS.length]! % 4,
      });
    }
  }
  return { id, name: 'Open de Mus 2026', rules: 'ffmus', pairings };
}

/** The setup of a pairing. */
export function setupOf(p: HubPairing, rules: MatchSetup['rules'] = 'ffmus'): MatchSetup {
  return { rules, teams: { ...p.teams }, players: [...p.players], esku: p.esku };
}

/**
 * Journal records of a match as a table writes them: the setup, then the entries, with an undo and a
 * redo after every `churn`-th entry (0: none).
 */
export function recordsOf(setup: MatchSetup, log: readonly MatchEntry[], id: string, churn = 0): JournalRecord[] {
  const out: JournalRecord[] = [{ seq: 0, t: 'setup', setup, id, created: '2026-11-25T20:00:00.000Z' }];
  log.forEach((entry, i) => {
    out.push({ seq: out.length, t: 'entry', entry, source: 'test' });
    if (churn && i % churn === churn - 1) {
      out.push({ seq: out.length, t: 'undo', source: 'test' });
      out.push({ seq: out.length, t: 'redo', source: 'test' });
    }
  });
  return out;
}

/** A deterministic byte source (mulberry32). */
export function seededBytes(seed: number): (n: number) => Uint8Array {
  let a = seed >>> 0;
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
    }
    return out;
  };
}
