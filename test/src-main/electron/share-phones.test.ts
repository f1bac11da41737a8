/**
 * "Téléphones aux places" in the desktop app (issue 26): the control window shares the room display
 * with the players' phones (the same attachment as `mus serve`, `src-main/phones/attach-phones.ts`);
 * the phones' panel (each seat's QR code and link, who has joined) is pushed to the control window
 * when a phone joins; « Nouveau lien » gives a seat a new link (the old one refused); a plain
 * share has no phones; stop says so.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bootForTest, PATHS } from './boot-rig.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { waitFor } from '../serial/helpers.js';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import { SHARE_CHANNELS, type ShareState } from '../../../shared/bridge/share/share-contract.js';
import type { PhonesPanel } from '../../../shared/phones/lobby.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };

afterAll(() => removeTempDirs());

describe('the desktop app: phones at the seats', () => {
  it('shares with the phones: the panel per seat, a join pushed to the control window at once; a plain share and stop have none', async () => {
    const dir = tempDir();
    const rendererDir = join(dir, 'renderer');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'display.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(join(rendererDir, 'seat.html'), '<!doctype html><html><head></head><body>seat</body></html>');
    const base = pathToFileURL(`${rendererDir}/`).href;
    const paths = { preload: PATHS.preload, appBase: base, controlUrl: `${base}index.html`, displayUrl: `${base}display.html` };
    const { app, call, control } = bootForTest(dir, { paths });
    await call(CHANNELS.newMatch, SETUP);
    const pushed = () => control.webContents.sent.filter((m) => m.channel === SHARE_CHANNELS.phones).map((m) => m.payload as PhonesPanel | null);

    expect((await call(SHARE_CHANNELS.startPhones, { host: '127.0.0.1', port: 0 }, 999)).error?.code).toBe('ipc/untrusted-sender');
    const started = await call<ShareState>(SHARE_CHANNELS.startPhones, { host: '127.0.0.1', port: 0 });
    expect(started.ok).toBe(true);
    expect(started.value).toMatchObject({ phones: true });
    const panel = (await call<PhonesPanel | null>(SHARE_CHANNELS.getPhones)).value!;
    expect(panel).toMatchObject({ players: SETUP.players, joined: [false, false, false, false], shown: null });
    expect(panel.qr?.every((q) => typeof q === 'string' && q.startsWith('data:image/svg+xml,'))).toBe(true);
    const origin = new URL(started.value!.url).origin;
    for (const u of panel.urls) expect(u).toMatch(new RegExp(`^${origin}/seat\\.html#t=[A-Za-z0-9_-]{22,}$`));
    expect(pushed().at(-1)?.joined).toEqual([false, false, false, false]);

    // a phone scans seat 2's code: the control window is told at once, seat 2's QR code goes
    const token = new URL(panel.urls[1]!).hash.slice(3);
    const res = await fetch(`${origin}/api/seat/join`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{}' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { view: { seat: number } }).view.seat).toBe(1);
    await waitFor(() => pushed().at(-1)?.joined[1] === true, 'the join pushed to the control window');
    expect(pushed().at(-1)?.qr?.[1]).toBeNull();

    // « Nouveau lien » for seat 2: a bad payload is refused naming the field; the new link joins, the old one is refused
    expect((await call(SHARE_CHANNELS.newLink, { seat: 4 })).error).toMatchObject({ code: 'ipc/bad-payload', message: expect.stringContaining('seat') });
    expect((await call(SHARE_CHANNELS.newLink, { seat: '1' })).error?.code).toBe('ipc/bad-payload');
    expect((await call(SHARE_CHANNELS.newLink, undefined)).error?.code).toBe('ipc/bad-payload');
    expect((await call(SHARE_CHANNELS.newLink, { seat: 1 }, 999)).error?.code).toBe('ipc/untrusted-sender');
    const renewed = await call<PhonesPanel>(SHARE_CHANNELS.newLink, { seat: 1 });
    expect(renewed.ok).toBe(true);
    expect(renewed.value!.joined[1]).toBe(false);
    expect(renewed.value!.qr?.[1]).toMatch(/^data:image\/svg\+xml,/);
    const fresh = new URL(renewed.value!.urls[1]!).hash.slice(3);
    expect(fresh).not.toBe(token);
    expect(renewed.value!.urls.filter((_, i) => i !== 1)).toEqual(panel.urls.filter((_, i) => i !== 1));
    await waitFor(() => pushed().at(-1)?.joined[1] === false, 'the new link pushed to the control window');
    const joinWith = (t: string) => fetch(`${origin}/api/seat/join`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t}` }, body: '{}' });
    const old = await joinWith(token);
    expect(old.status).toBe(401);
    expect(((await old.json()) as { error: { code: string } }).error.code).toBe('phones/bad-token');
    expect((await joinWith(fresh)).status).toBe(200);

    // a plain share: no phones (the seat routes are gone, the panel is null)
    const plain = await call<ShareState>(SHARE_CHANNELS.start, { host: '127.0.0.1', port: 0 });
    expect(plain.value?.phones).toBeUndefined();
    expect((await call(SHARE_CHANNELS.getPhones)).value).toBeNull();
    expect(pushed().at(-1)).toBeNull();
    const o2 = new URL(plain.value!.url).origin;
    expect((await fetch(`${o2}/api/seat/join`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{}' })).status).toBe(405);
    expect((await call(SHARE_CHANNELS.newLink, { seat: 0 })).error?.code).toBe('phones/unavailable');

    // with phones again: the match closed empties the panel (no players), a new match fills it with new links
    expect((await call(SHARE_CHANNELS.startPhones, { host: '127.0.0.1', port: 0 })).ok).toBe(true);
    expect((await call(CHANNELS.closeMatch)).ok).toBe(true);
    await waitFor(() => pushed().at(-1)?.players.length === 0, 'the closed match pushed to the control window');
    expect(pushed().at(-1)).toMatchObject({ players: [], joined: [], urls: [] });
    await call(CHANNELS.newMatch, SETUP);
    await waitFor(() => pushed().at(-1)?.players.length === 4, 'the new match pushed to the control window');
    expect(pushed().at(-1)?.urls[1]).not.toBe(renewed.value!.urls[1]);

    // then stop: the window is told there are none
    expect((await call(SHARE_CHANNELS.startPhones, { host: '127.0.0.1', port: 0 })).ok).toBe(true);
    expect(await call(SHARE_CHANNELS.stop)).toEqual({ ok: true, value: null });
    expect(pushed().at(-1)).toBeNull();
    expect((await call(SHARE_CHANNELS.getPhones)).value).toBeNull();
    await app.shutdown();
  });
});
