/**
 * The desktop app's box path over a real pseudo-terminal pair: a {@link BoxService} asked to
 * connect before any match, a {@link SessionHost} whose services attach it, a match started through
 * the host, and the box simulator playing a `mus-deal/1` fixture key by key on the other end. The
 * host's last snapshot must equal settling the same record directly (`settleRecord`); a second
 * match started through the host takes the box over and gets the same result again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { settleRecord, type DealRecord, type MatchSetup, type Settlement } from '../../../shared/index.js';
import { BoxService } from '../../../src-main/electron/box/box-service.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { defaultServices } from '../../../shared/session/services.js';
import { SessionHost } from '../../../shared/session/session-host.js';
import type { BridgeState } from '../../../shared/bridge/box/box-state.js';
import { BoxSimulator } from '../../../src-main/serial/sim/box-simulator.js';
import { startPtyPair, tempPtyPaths } from '../../../src-main/serial/sim/pty-pair.js';
import { recordKeys } from '../../../src-main/serial/sim/record-keys.js';
import { waitFor, within } from './helpers.js';
import { itemAt } from '../../helpers/item-at.js';

const FIXTURE = 'art17-hiru-lau-iduki.json';
const RECORD: DealRecord = JSON.parse(readFileSync(new URL(`../../fixtures/deals/${FIXTURE}`, import.meta.url), 'utf8'));
const SETUP: MatchSetup = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: RECORD.esku ?? 0 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const fields = (s: Settlement) => ({ esku: s.esku, scoreBefore: s.scoreBefore, scoreAfter: s.scoreAfter, winner: s.winner, end: s.end, errors: s.errors, out: s.out, ledger: s.ledger });

/** Checks that the snapshot's first deal is the record settled directly. */
function expectSnapshotIsRecord(snap: Snapshot | null): void {
  const direct = settleRecord(RECORD);
  if (!direct.ok) throw new Error(direct.error.message);
  expect(snap).not.toBeNull();
  const v = snap!.view;
  expect(v.deals).toHaveLength(1);
  expect(itemAt(v.deals, 0).actions).toEqual(RECORD.actions);
  expect(fields(itemAt(v.deals, 0))).toEqual(fields(direct.value.settlement));
  expect(v.score).toEqual(direct.value.settlement.scoreAfter);
  expect(snap!.source).toBe('box');
}

describe('box simulator → pty → BoxService → SessionHost', () => {
  it(`plays ${FIXTURE} into a match started through the host, twice (a new match takes the box over)`, async () => {
    const { a, b, dir } = tempPtyPaths('mus-app-pty-');
    const pair = await startPtyPair(a, b);
    cleanups.push(async () => { await pair.stop(); rmSync(dir, { recursive: true, force: true }); });

    const states: (BridgeState | null)[] = [];
    const box = new BoxService({ onState: (s) => states.push(s), throttleMs: 0, tuning: { retryMs: 20, maxRetryMs: 100 } });
    cleanups.push(() => box.stop());
    const snaps: (Snapshot | null)[] = [];
    const host = new SessionHost({ broadcast: (s) => snaps.push(s), services: { ...defaultServices, attachServices: (s) => box.attach(s) } });

    // asked for before any match: remembered
    expect(await box.connect({ path: a, baudRate: 115200, mode: 'box', keymap: null })).toEqual({ ok: true, value: null });
    expect(box.state()).toMatchObject({ status: 'idle', lastError: { code: 'box/no-match' } });

    const sim = new BoxSimulator({ path: b, id: 'table-1', retryMs: 20 });
    await sim.open();
    cleanups.push(() => sim.close());

    const keys = recordKeys(RECORD);
    if (!keys.ok) throw new Error(keys.error.message);
    const script = itemAt(keys.value, 0).keys;

    for (const round of [1, 2]) {
      expect(host.newMatch(SETUP)).toEqual({ ok: true, value: null });
      await box.settled();
      await waitFor(() => sim.ready && box.state()?.status === 'connected', `the box and the app to shake hands (match ${round})`);
      expect(box.state()).toMatchObject({ path: a, box: { id: 'table-1', session: sim.session } });
      sim.pressAll(script);
      await within(sim.idle(), `every key acknowledged (match ${round})`);
      await waitFor(() => host.snapshot()?.view.deals.length === 1, 'the deal to be settled');
      expect(sim.display.errors).toEqual([]);
      expectSnapshotIsRecord(host.snapshot());
      expect(snaps.at(-1)).toBe(host.snapshot());
      // every key applied once, none refused; a key the box sent again because its acknowledgement
      // came after the box's 300 ms (a loaded machine) is received twice and counted a duplicate
      const k = box.state()!.keys;
      expect({ applied: k.applied, refused: k.refused }).toEqual({ applied: script.length, refused: 0 });
      expect(k.received).toBe(k.applied + k.duplicates);
      // the box shows the score the app keeps
      const s = host.snapshot()!.view.score;
      expect(sim.display.score).toEqual({ A: s.A, B: s.B, manchesA: 0, manchesB: 0 });
    }
    expect(states.some((s) => s?.status === 'connected')).toBe(true);

    // the match closed: the port is let go, the request kept
    host.closeMatch();
    await box.settled();
    expect(box.state()).toMatchObject({ status: 'idle', lastError: { code: 'box/no-match' } });
  });
});
