/**
 * Integration over a real pty pair (node-pty): the box simulator plays recorded deals key by key
 * through the serial line; the match in the session must equal the records settled directly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { noWarnings } from '../../../shared/bridge/box/box-state.js';
import { recordKeys } from '../../../src-main/serial/sim/record-keys.js';
import { expectDealsMatchRecord, FULL, waitFor, within } from './helpers.js';
import { ptyRig, type PtyRig } from './pty-rig.js';

let rig: PtyRig | null = null;
afterEach(async () => {
  await rig?.close();
  rig = null;
});

function keysOf(deals: number[]): string[] {
  const r = recordKeys(FULL, deals);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.flatMap((d) => d.keys);
}

describe('box simulator → pty → bridge → session', () => {
  it('plays four full deals (bids, biak, declarations, hands) and gets the same settlements as the records', async () => {
    rig = await ptyRig();
    const keys = keysOf([0, 1, 2, 3]);
    rig.sim.pressAll(keys);
    await within(rig.sim.idle(), 'every key acknowledged');
    expect(rig.sim.display.errors).toEqual([]);
    expectDealsMatchRecord(rig.session, FULL, 4);
    expect(rig.session.match.view.current!.index).toBe(4);
    expect(rig.bridge.state.keys.applied).toBe(keys.length);
    expect(rig.bridge.state.keys.refused).toBe(0);
    // no bad input (a fast machine may hit the box-mode rate limit: those keys are resent, not lost)
    expect({ ...rig.bridge.state.warnings, rateLimited: 0 }).toEqual(noWarnings());
    // the box shows what the app said last
    const v = rig.session.match.view;
    expect(v.manchesWon).toEqual({ A: 0, B: 1 }); // deal 4 ends the first manche
    expect(rig.sim.display.score).toEqual({ A: v.score.A, B: v.score.B, manchesA: 0, manchesB: 1 });
    expect(rig.sim.display.turn).toEqual([v.current!.state.esku]);
  });

  it('also with several keys in flight (window of 8)', async () => {
    rig = await ptyRig({}, { window: 8 });
    rig.sim.pressAll(keysOf([0, 1]));
    await within(rig.sim.idle(), 'every key acknowledged');
    expectDealsMatchRecord(rig.session, FULL, 2);
  });

  it('plays a deal as a plain keypad (no handshake) through the key map', async () => {
    rig = await ptyRig({ mode: 'keypad', debounceMs: 0, maxRate: 0 }, { keypad: true });
    const keys = keysOf([0]);
    for (const k of keys) rig.sim.press(k);
    await waitFor(() => rig!.session.match.view.deals.length === 1, 'the deal to be settled');
    expectDealsMatchRecord(rig.session, FULL, 1);
    expect(rig.bridge.state.activeMode).toBe('keypad');
  });
});
