/**
 * What the button box's chip says (src-renderer/box/chip.ts): the status word, the last key and
 * what became of it, the warning total — in words, never colour alone (docs/button-box.md).
 */
import { describe, expect, it } from 'vitest';
import { chipStatus, chipSummary, lastKeyText } from '../../../src-renderer/box/chip.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { noWarnings, type BridgeState } from '../../../shared/bridge/box/box-state.js';
import '../../../src-renderer/box/texts.js';

function state(status: BridgeState['status'], over: Partial<BridgeState> = {}): BridgeState {
  return {
    status, mode: 'auto', activeMode: 'box', path: '/dev/ttyACM0', baudRate: 115200, box: null, lastKey: null, lastError: null,
    warnings: noWarnings(), warningTotal: 0, keys: { received: 0, applied: 0, refused: 0, duplicates: 0 }, disconnects: 0, reconnects: 0, ...over,
  };
}

const fr = uiT('fr');

describe('box chip', () => {
  it('is off when nothing was asked or the bridge stopped, and shows the bridge status otherwise', () => {
    expect(chipStatus(null)).toBe('off');
    expect(chipStatus(state('stopped'))).toBe('off');
    for (const s of ['connected', 'reconnecting', 'handshake', 'detecting', 'idle'] as const) expect(chipStatus(state(s))).toBe(s);
  });

  it('says the last key with its result; the error code only for a refused or dropped key', () => {
    const error = { code: 'input/not-your-turn' as const, message: 'not your turn' };
    expect(lastKeyText(fr, { key: 'PASS', seq: 3, result: 'applied', at: 0 })).toBe('PASS ✓ appliquée');
    expect(lastKeyText(fr, { key: 'SEAT2', seq: 4, result: 'refused', error, at: 0 })).toBe('SEAT2 ✗ refusée (input/not-your-turn)');
    expect(lastKeyText(fr, { key: 'PASS', deviceKey: 'K1', seq: null, result: 'dropped', error, at: 0 })).toBe('PASS [K1] ⊘ écartée (input/not-your-turn)');
    expect(lastKeyText(fr, { key: 'PASS', seq: 3, result: 'duplicate', error, at: 0 })).toBe('PASS ⧉ doublon');
  });

  it('sums it up for screen readers: status, box id, last key, warnings — the box id not once stopped', () => {
    const live = state('connected', {
      box: { id: 'MUSBOX-7', session: 's1', version: 1 }, warningTotal: 2,
      lastKey: { key: 'PASS', seq: 1, result: 'applied', at: 0 },
    });
    expect(chipSummary(fr, live)).toBe('Boîtier de boutons : connecté · boîtier MUSBOX-7 · Dernière touche PASS ✓ appliquée · 2 avertissements');
    expect(chipSummary(fr, { ...live, status: 'stopped', lastKey: null, warningTotal: 1 })).toBe('Boîtier de boutons : non connecté · 1 avertissement');
    expect(chipSummary(fr, null)).toBe('Boîtier de boutons : non connecté');
  });
});
