/**
 * `mus serve` with the serial button box beside the phones (issue 26): a key of the box and a tap
 * of a phone enter the same match, and the phones see the box's key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServe } from '../../../src-main/cli/serve-command.js';
import { BoxSimulator } from '../../../src-main/serial/sim/box-simulator.js';
import { startPtyPair, tempPtyPaths } from '../../../src-main/serial/sim/pty-pair.js';
import { waitFor } from './helpers.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('mus serve with the box', () => {
  it('a box key and a phone tap play the same match', async () => {
    const { a, b, dir } = tempPtyPaths('mus-serve-box-');
    const p = await startPtyPair(a, b);
    cleanups.push(async () => { await p.stop(); rmSync(dir, { recursive: true, force: true }); });
    const pages = mkdtempSync(join(tmpdir(), 'mus-serve-pages-'));
    const data = mkdtempSync(join(tmpdir(), 'mus-serve-data-'));
    cleanups.push(() => { rmSync(pages, { recursive: true, force: true }); rmSync(data, { recursive: true, force: true }); });
    writeFileSync(join(pages, 'display.html'), '<html><head></head></html>');
    writeFileSync(join(pages, 'seat.html'), '<html></html>');
    const t = await startServe({ setup: { rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 0 }, host: '127.0.0.1', port: 0, dataDir: data, pages, sync: 'none', print: () => {}, serial: { path: a, auto: false, mode: 'box' } });
    cleanups.push(() => t.stop());
    const sim = new BoxSimulator({ path: b, retryMs: 20 });
    await sim.open();
    cleanups.push(() => sim.close());
    await waitFor(() => sim.ready, 'the handshake');
    const join0 = t.phones.join(0).join;
    expect(t.phones.tap(0, join0, 'tap-phone-1', () => t.phones.act(0, { act: 'cut' }))).toMatchObject({ ok: true });
    sim.press('BET'); // Ane's imido from the box: grande opened by the phone's mintza
    await waitFor(() => t.host.current!.match.log.length === 2, 'the box key');
    expect(t.phones.viewOf(1).choices.acts).toEqual(['see', 'fold', 'raise', 'ordago']);
  });
});

/** `mus serve` with a box whose port cannot be opened (retried every 1-2 ms); what it printed once eight attempts were made. */
async function unpluggedServe(lang?: 'en'): Promise<string[]> {
  const pages = mkdtempSync(join(tmpdir(), 'mus-serve-pages-'));
  const data = mkdtempSync(join(tmpdir(), 'mus-serve-data-'));
  cleanups.push(() => { rmSync(pages, { recursive: true, force: true }); rmSync(data, { recursive: true, force: true }); });
  writeFileSync(join(pages, 'display.html'), '<html><head></head></html>');
  writeFileSync(join(pages, 'seat.html'), '<html></html>');
  let opens = 0;
  const binding = {
    list: async () => [],
    open: async () => {
      opens++;
      throw new Error('ENOENT: no such file or directory');
    },
  } as unknown as NonNullable<Parameters<typeof startServe>[0]['serial']>['binding'];
  const printed: string[] = [];
  const t = await startServe({ setup: { rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['Ane', 'Peio', 'Maite', 'Xan'], esku: 0 }, host: '127.0.0.1', port: 0, dataDir: data, pages, sync: 'none', ...(lang ? { lang } : {}), print: (l) => printed.push(l), serial: { path: '/dev/ttyMUS-gone', auto: false, mode: 'box', binding, retryMs: 1, maxRetryMs: 2 } });
  cleanups.push(() => t.stop());
  await waitFor(() => opens >= 8, 'eight attempts to open the port');
  return printed;
}

describe('mus serve with a box left unplugged (hardening)', () => {
  it('the terminal says so once, not at every retry', async () => {
    const said = (await unpluggedServe('en')).filter((l) => l.startsWith('[serial]'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^\[serial\] reconnecting — cannot open \/dev\/ttyMUS-gone/);
  });

  it('says it once in the language of --lang (French by default)', async () => {
    const printed = await unpluggedServe();
    expect(printed.filter((l) => l.startsWith('[boîtier]'))).toHaveLength(1);
    expect(printed.filter((l) => l.startsWith('[serial]'))).toHaveLength(0);
  });
});
