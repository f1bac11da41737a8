/**
 * The main process as `main.ts` wires it (`bootApp`), under Node with a mocked `electron`: the
 * control window opens, IPC from it starts a match whose every action is in its journal in the
 * data folder before the reply, IPC from an unknown sender changes nothing, and a second start on
 * the same folder (the app killed and reopened) resumes the match where it stood.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { bootForTest, PATHS } from './boot-rig.js';
import { CHANNELS, type Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { LIBRARY_CHANNELS, type JudgeMatch } from '../../../shared/bridge/library/library-contract.js';
import type { MatchSummary } from '../../../shared/library/summary.js';
import { parseJournal } from '../../../src-main/journal/codec.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { MockBinding, type MockPortBinding } from '@serialport/binding-mock';
import { BOX_CHANNELS } from '../../../shared/bridge/box/box-contract.js';
import type { BindingInterface } from '../../../src-main/serial/ports.js';
import type { BridgeState } from '../../../shared/bridge/box/box-state.js';
import { mockBinding, waitFor } from '../serial/helpers.js';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SHARE_CHANNELS, type DisplayFeedMessage, type ShareState } from '../../../shared/bridge/share/share-contract.js';

afterAll(removeTempDirs);

const boot = (dataDir: string, serialBinding?: BindingInterface) => bootForTest(dataDir, serialBinding ? { serialBinding } : {});

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };


describe('the main process, booted', () => {
  it('opens the control window with the secure options and registers the table, library and box channels', () => {
    const b = boot(tempDir());
    expect(b.control.loaded).toBe(PATHS.controlUrl);
    expect(b.control.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    for (const ch of [CHANNELS.command, CHANNELS.newMatch, CHANNELS.getState, ...Object.values(LIBRARY_CHANNELS), BOX_CHANNELS.connect, BOX_CHANNELS.listPorts, BOX_CHANNELS.getState]) expect(b.handlers.has(ch)).toBe(true);
  });

  it('journals every accepted action before replying, ignores strangers, and resumes after a kill', async () => {
    const dir = tempDir();
    const a = boot(dir);
    expect((await a.call(CHANNELS.newMatch, SETUP)).ok).toBe(true);
    const id = a.app.host.current!.id;
    const path = a.app.library.journalPath(id);
    for (const command of [{ cmd: 'cut' }, { cmd: 'bet', amount: 2 }, { cmd: 'raise', amount: 3 }]) {
      const r = await a.call(CHANNELS.command, { command, source: 'keyboard' });
      expect(r.ok).toBe(true);
      // durable before the reply: the record is in the file now
      const recs = parseJournal(readFileSync(path)).records;
      expect(recs.at(-1)).toMatchObject({ t: 'entry', source: 'keyboard' });
    }
    // a message from an unknown window is ignored and changes nothing
    const stranger = await a.call(CHANNELS.command, { command: { cmd: 'fold' } , source: 'ui' }, 999);
    expect(stranger.error?.code).toBe('ipc/untrusted-sender');
    const seen = a.lastState()!;
    expect(seen.view.current!.state.dialogues.grande!.bets).toEqual([2, 3]);
    // the process dies: its lock names a process that no longer runs
    writeFileSync(`${path}.lock`, `${spawnSync(process.execPath, ['-e', '0']).pid}\n`);
    const b = boot(dir);
    expect(b.app.host.current!.id).toBe(id);
    // the window loads after recovery and asks for the state, as the renderer's store does
    const resumed = (await b.call(CHANNELS.getState)).value as Snapshot;
    expect(resumed.view.current).toEqual(seen.view.current);
    expect(resumed.error?.code).toBe('journal/recovered');
    // and play goes on: the refusal (tira) is journaled and scored
    expect((await b.call(CHANNELS.command, { command: { cmd: 'fold' }, source: 'ui' })).ok).toBe(true);
    expect(b.lastState()!.view.score.B + b.lastState()!.view.score.A).toBeGreaterThan(0);
    await b.app.shutdown();
  });

  it('serves the library and the judge from the same journals: the live match listed, opened, corrected', async () => {
    const dir = tempDir();
    const a = boot(dir);
    await a.call(CHANNELS.newMatch, SETUP);
    await a.call(CHANNELS.command, { command: { cmd: 'cut' }, source: 'ui' });
    await a.call(CHANNELS.command, { command: { cmd: 'bet', amount: 2 }, source: 'ui' });
    const id = a.app.host.current!.id;
    const list = (await a.call(LIBRARY_CHANNELS.list, {})).value as MatchSummary[];
    expect(list.map((s) => [s.id, s.status])).toEqual([[id, 'in-progress']]);
    const judged = (await a.call(LIBRARY_CHANNELS.open, { id })).value as JudgeMatch;
    expect(judged).toMatchObject({ id, live: true, readOnly: false });
    expect(judged.log).toHaveLength(2);
    // the judge replaces the bet of 2 by a bet of 5: recorded in the journal, the table follows
    const fixed = { type: 'action', action: { ...(judged.log[1] as { action: object }).action, amount: 5 } };
    const r = await a.call(LIBRARY_CHANNELS.correct, { id, from: 1, entries: [fixed], who: 'Arbitre', why: 'mise mal saisie' });
    expect(r.ok).toBe(true);
    expect((r.value as JudgeMatch).corrections).toMatchObject([{ from: 1, who: 'Arbitre', why: 'mise mal saisie' }]);
    expect(a.lastState()!.view.current!.state.dialogues.grande!.bets).toEqual([5]);
    const recs = parseJournal(readFileSync(a.app.library.journalPath(id))).records;
    expect(recs.at(-1)).toMatchObject({ t: 'correction', from: 1, who: 'Arbitre' });
    await a.app.shutdown();
  });

  it('shows every recovery warning at start even when no match can be resumed (hardening)', async () => {
    const dir = tempDir();
    const a = boot(dir);
    expect((await a.call(CHANNELS.newMatch, SETUP)).ok).toBe(true);
    expect((await a.call(CHANNELS.command, { command: { cmd: 'bet' }, source: 'ui' })).ok).toBe(true);
    const id = (a.lastState() as Snapshot).matchId;
    await a.app.shutdown();
    const path = join(dir, 'matches', `${id}.musj`);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"seq":1', '"sEq":1')); // damaged
    const b = boot(dir);
    expect(b.app.host.current).toBeNull();
    const n = await b.call(CHANNELS.getNotices);
    expect(n.ok).toBe(true);
    const text = (n.value as { code: string; message: string }[]).map((x) => x.message).join('\n');
    expect(text).toContain(id);
    expect(text).toContain('journal/bad-checksum');
    await b.app.shutdown();
  });

  it('resumes an older unfinished match from the library; refuses a finished one', async () => {
    const dir = tempDir();
    const a = boot(dir);
    await a.call(CHANNELS.newMatch, SETUP);
    const first = a.app.host.current!.id;
    await a.call(CHANNELS.command, { command: { cmd: 'cut' }, source: 'ui' });
    await a.call(CHANNELS.command, { command: { cmd: 'bet', amount: 4 }, source: 'ui' });
    await a.call(CHANNELS.newMatch, SETUP); // the first stays in the library, in progress
    expect(a.app.host.current!.id).not.toBe(first);
    const r = await a.call(LIBRARY_CHANNELS.resume, { id: first });
    expect(r).toEqual({ ok: true, value: null });
    expect(a.app.host.current!.id).toBe(first);
    expect(a.lastState()!.view.current!.state.dialogues.grande!.bets).toEqual([4]);
    expect((await a.call(CHANNELS.command, { command: { cmd: 'see' }, source: 'ui' })).ok).toBe(true);
    // an imported finished match cannot be played on
    const text = readFileSync(new URL('../../fixtures/match-ffmus-full.record.json', import.meta.url), 'utf8');
    const imported = await a.call(LIBRARY_CHANNELS.importText, { text });
    expect(imported.ok).toBe(true);
    const imp = imported.value as { id: string };
    const refused = await a.call(LIBRARY_CHANNELS.resume, { id: imp.id });
    expect(refused.error?.code).toBe('library/finished');
    expect(a.app.host.current!.id).toBe(first);
    await a.app.shutdown();
  });

  it('connects the button box through IPC: its keys reach the match, are journaled as box keys, and its state reaches the window', async () => {
    MockBinding.reset();
    MockBinding.createPort('/dev/ttyMUSBOX9', { record: true });
    let port: MockPortBinding | null = null;
    const binding = { list: () => mockBinding.list(), open: async (o: never) => (port = (await mockBinding.open(o)) as MockPortBinding) };
    const b = boot(tempDir(), binding as unknown as BindingInterface);
    expect((await b.call(BOX_CHANNELS.connect, { path: '/dev/ttyMUSBOX9', baudRate: 115200, mode: 'box', keymap: null })).ok).toBe(true);
    await b.call(CHANNELS.newMatch, SETUP);
    const written = () => (port ? port.recording.toString('latin1').split('\n') : []);
    await waitFor(() => written().includes('WHO'), 'the app to greet the box');
    port!.emitData('HELLO MUSBOX 1 box1 beef 0\r\n');
    await waitFor(() => b.app.box.state()?.status === 'connected', 'connected');
    port!.emitData('K 1 CUT\r\nK 2 BET\r\n');
    await waitFor(() => written().includes('ACK 2'), 'two keys acknowledged');
    expect(b.app.host.current!.match.view.current!.state.dialogues.grande!.bets).toEqual([2]);
    const recs = parseJournal(readFileSync(b.app.library.journalPath(b.app.host.current!.id))).records;
    expect(recs.filter((r) => r.t === 'entry').map((r) => (r as { source?: string }).source)).toEqual(['box', 'box']);
    // a key that is not legal now: refused, blinked, nothing changed
    port!.emitData('K 3 MUS\r\nK 4 CUT\r\n');
    await waitFor(() => written().some((l) => l.startsWith('ERR ')), 'an error blink');
    expect(b.app.host.current!.match.view.current!.state.dialogues.grande!.bets).toEqual([2]);
    await waitFor(() => (b.control.webContents.sent.filter((m) => m.channel === BOX_CHANNELS.state).at(-1)?.payload as BridgeState | undefined)?.keys.received === 4, 'the box state sent to the window');
    const st = (await b.call(BOX_CHANNELS.getState)).value as BridgeState;
    expect(st).toMatchObject({ status: 'connected', box: { id: 'box1' }, keys: { applied: 2 } });
    await b.app.shutdown();
  });

  it('shares the room display on the network on request (loopback here): page, live state, stop', async () => {
    const dir = tempDir();
    const rendererDir = join(dir, 'renderer');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'display.html'), '<!doctype html><html><head><title>d</title></head><body></body></html>');
    const base = pathToFileURL(`${rendererDir}/`).href;
    const paths = { preload: PATHS.preload, appBase: base, controlUrl: `${base}index.html`, displayUrl: `${base}display.html` };
    const { app, call } = bootForTest(dir, { paths });
    expect(await call(SHARE_CHANNELS.state)).toEqual({ ok: true, value: null }); // off by default
    expect((await call(SHARE_CHANNELS.start, { host: '127.0.0.1', port: 0 }, 999)).error?.code).toBe('ipc/untrusted-sender');
    expect((await call(SHARE_CHANNELS.start, { port: 80 })).error?.code).toBe('ipc/bad-payload');
    expect(app.share.running).toBe(false);
    const started = await call(SHARE_CHANNELS.start, { host: '127.0.0.1', port: 0 });
    expect(started.ok).toBe(true);
    const st = started.value as ShareState;
    expect(st.urls).toEqual([st.url]);
    expect(st.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/display\.html$/);
    expect((await call(SHARE_CHANNELS.state)).value).toMatchObject({ url: st.url, port: st.port, clients: 0 });
    const page = await fetch(st.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="mus-feed" content="sse" />');
    // a match started at the table reaches the TV's stream
    await call(CHANNELS.newMatch, SETUP);
    await call(CHANNELS.command, { command: { cmd: 'cut' }, source: 'ui' });
    const events = await fetch(new URL('/events', st.url));
    const reader = events.body!.getReader();
    let text = '';
    while (!text.includes('"type":"state"')) text += new TextDecoder().decode((await reader.read()).value);
    const msgs = text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)) as DisplayFeedMessage);
    expect(msgs[0]).toEqual({ type: 'settings', lang: 'fr' });
    expect(msgs[1]).toMatchObject({ type: 'state', snapshot: { matchId: app.host.current!.id, seq: app.host.snapshot()!.seq } });
    await reader.cancel();
    expect(await call(SHARE_CHANNELS.stop)).toEqual({ ok: true, value: null });
    expect(await call(SHARE_CHANNELS.state)).toEqual({ ok: true, value: null });
    await expect(fetch(st.url)).rejects.toThrow();
    await app.shutdown();
  });
});
