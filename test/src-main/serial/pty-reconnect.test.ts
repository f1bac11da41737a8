/**
 * Unplug and replug over a real pty pair: the pair is closed mid-deal and made again with the same
 * link paths. The bridge and the box both reconnect by themselves; keys pressed meanwhile or in
 * flight are resent with their sequence numbers; none is lost and none is applied twice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { recordKeys } from '../../../src-main/serial/sim/record-keys.js';
import { expectDealsMatchRecord, FULL, waitFor, within } from './helpers.js';
import { ptyRig, type PtyRig } from './pty-rig.js';
import { itemAt } from '../../helpers/item-at.js';

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

/** Entries the first `n` deals of the record put in the match log (actions, plus hands when shown). */
function entriesOf(n: number): number {
  return FULL.deals.slice(0, n).reduce((t, d) => t + d.actions.length + (d.hands ? 1 : 0), 0);
}

async function unplug(r: PtyRig): Promise<void> {
  await r.pair.stop();
  await waitFor(() => r.bridge.state.status === 'reconnecting' && !r.sim.ready, 'both ends to see the line vanish');
}

async function replug(r: PtyRig): Promise<void> {
  await r.pair.restart();
  await waitFor(() => r.bridge.state.status === 'connected' && r.sim.ready, 'both ends to reconnect');
}

describe('replugging the box', () => {
  it('mid-deal, with keys in flight and keys pressed while unplugged: nothing lost, nothing twice', async () => {
    rig = await ptyRig();
    const keys = keysOf([0, 1]);
    // three cuts: in the dialogue of deal 0, in its showdown, in the dialogue of deal 1
    const cuts = [20, keys.indexOf('NEXT') - 6, keys.indexOf('NEXT') + 25];
    let at = 0;
    for (const cut of cuts) {
      rig.sim.pressAll(keys.slice(at, cut));
      await within(rig.sim.idle(), 'keys before the cut');
      rig.sim.pressAll(keys.slice(cut, cut + 5)); // in flight when the cable is pulled
      await unplug(rig);
      rig.sim.pressAll(keys.slice(cut + 5, cut + 10)); // pressed while unplugged
      expect(rig.sim.unacked).toBeGreaterThan(0);
      await replug(rig);
      at = cut + 10;
    }
    rig.sim.pressAll(keys.slice(at));
    await within(rig.sim.idle(), 'every key acknowledged');
    expect(rig.bridge.state.disconnects).toBe(3);
    expect(rig.bridge.state.reconnects).toBe(3);
    expect(rig.sim.display.errors).toEqual([]);
    expect(rig.bridge.state.keys.applied).toBe(keys.length); // each key applied exactly once
    expect(rig.session.match.log).toHaveLength(entriesOf(2));
    expectDealsMatchRecord(rig.session, FULL, 2);
  });

  it('a key whose acknowledgement is lost is resent with the same number and dropped as a duplicate', async () => {
    rig = await ptyRig();
    const keys = keysOf([0]);
    rig.sim.pressAll(keys.slice(0, 4));
    await within(rig.sim.idle(), 'first keys');
    rig.sim.loseAcks(1);
    rig.sim.press(itemAt(keys, 4));
    await within(rig.sim.idle(), 'the resent key to be acknowledged');
    expect(rig.bridge.state.keys.duplicates).toBeGreaterThanOrEqual(1); // (more if the machine is so slow that the box resent twice)
    expect(rig.bridge.state.keys.applied).toBe(5);
    expect(rig.sim.stats.resends).toBeGreaterThanOrEqual(1);
  });

  it('acks lost just before an unplug: after the replug the app tells the box what it already has', async () => {
    // three keys in flight at once, and no resend before the unplug: the box hears nothing of them
    rig = await ptyRig({}, { window: 3, resendMs: 60_000 });
    const keys = keysOf([0]);
    rig.sim.pressAll(keys.slice(0, 6));
    await within(rig.sim.idle(), 'first keys');
    rig.sim.loseAcks(3);
    rig.sim.pressAll(keys.slice(6, 9));
    await waitFor(() => rig!.bridge.state.keys.applied === 9, 'the three keys to be applied');
    expect(rig.sim.unacked).toBe(3); // the box did not hear about them
    await unplug(rig);
    await replug(rig);
    rig.sim.pressAll(keys.slice(9));
    await within(rig.sim.idle(), 'every key acknowledged');
    expect(rig.bridge.state.keys.applied).toBe(keys.length);
    expectDealsMatchRecord(rig.session, FULL, 1);
  });
});
