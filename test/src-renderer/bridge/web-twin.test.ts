/**
 * The browser twins derived from a bridge's declaration (`webTwin`): every channel of the
 * declaration is a method in the page; what the page cannot do answers the bridge's refusal, what
 * it implements answers as before.
 */
import { describe, expect, it } from 'vitest';
import { webBox } from '../../../src-renderer/bridge/web-box.js';
import { webShare } from '../../../src-renderer/bridge/web-share.js';
import { webTwin } from '../../../src-renderer/bridge/web-twin.js';
import { listenerName, type BridgeMap } from '../../../shared/bridge/bridge-map.js';
import { BOX_BRIDGE } from '../../../shared/bridge/box/box-contract.js';
import { SHARE_BRIDGE } from '../../../shared/bridge/share/share-contract.js';

const methods = (decl: BridgeMap) => Object.entries(decl).map(([k, e]) => (e.kind === 'invoke' ? k : listenerName(k)));

describe('web twins', () => {
  it("have every channel of their declaration: refused, or the page's own answer", async () => {
    for (const [twin, decl] of [[webBox, BOX_BRIDGE], [webShare, SHARE_BRIDGE]] as const) {
      for (const m of methods(decl)) expect(typeof (twin as unknown as Record<string, unknown>)[m], m).toBe('function');
    }
    expect(await webBox.connect({ path: null, baudRate: 115200, mode: 'auto', keymap: null })).toMatchObject({ ok: false, error: { code: 'box/unavailable' } });
    expect(await webBox.listPorts()).toMatchObject({ ok: false, error: { code: 'box/unavailable' } });
    expect(await webBox.getState()).toEqual({ ok: true, value: null });
    expect(typeof webBox.onState(() => {})).toBe('function');
    expect(await webShare.start({ port: 8740 })).toMatchObject({ ok: false, error: { code: 'share/unavailable' } });
    expect(await webShare.getState()).toEqual({ ok: true, value: null });
    expect(await webShare.newLink({ seat: 0 })).toMatchObject({ ok: false, error: { code: 'share/unavailable' } }); // « Nouveau lien »: no phones in a page
    expect([webBox.available, webShare.available]).toEqual([false, false]);
  });

  it('a channel the page does not implement answers the refusal', async () => {
    const refusal = { ok: false as const, error: { code: 'box/unavailable' as const, message: 'no' } };
    const twin = webTwin(BOX_BRIDGE, refusal, {});
    expect(await twin.disconnect()).toBe(refusal);
    const off = twin.onState(() => {});
    expect(off()).toBeUndefined();
  });
});
