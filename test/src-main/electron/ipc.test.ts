/**
 * IPC handlers: messages from unknown senders are ignored, the display window may read but not
 * command, every payload is validated before it reaches the session, and each change reaches every
 * window as a snapshot.
 */
import { describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import type { IpcMainInvokeEvent } from 'electron';
import { registerIpc, type IpcMainLike } from '../../../src-main/electron/table/table-ipc.js';
import { CHANNELS, type Settings, type Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { SessionHost } from '../../../shared/session/session-host.js';
import { defaultServices } from '../../../shared/session/services.js';

const BASE = 'file:///app/out/renderer/';
const CONTROL = 11;
const DISPLAY = 12;
const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };

type Handler = (e: IpcMainInvokeEvent, ...a: unknown[]) => unknown;

function setup() {
  const handlers = new Map<string, Handler>();
  const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
  const sent: (Snapshot | null)[] = [];
  const host = new SessionHost({ broadcast: (s) => sent.push(s), services: defaultServices, now: () => new Date('2026-11-22T10:00:00Z') });
  let saved: Settings = { lang: 'fr', setup: null };
  const settingsChanged = vi.fn();
  const open = vi.fn(() => ({ ok: true as const, value: null }));
  const remove = registerIpc(ipc, {
    host,
    controlIds: () => new Set([CONTROL]),
    allIds: () => new Set([CONTROL, DISPLAY]),
    appBase: BASE,
    settings: { load: () => saved, save: (s) => { saved = s; } },
    settingsChanged,
    displays: { list: () => [], open },
  });
  const event = (id: number, url = `${BASE}index.html`, parent: unknown = null) =>
    ({ sender: { id }, senderFrame: { url, parent } }) as unknown as IpcMainInvokeEvent;
  const call = (ch: string, e: IpcMainInvokeEvent, payload?: unknown) => handlers.get(ch)!(e, payload) as { ok: boolean; value?: unknown; error?: { code: string } };
  return { handlers, host, sent, call, event, remove, open, settingsChanged, saved: () => saved };
}

describe('IPC handlers', () => {
  it('registers every invoke channel and removes them all', () => {
    const s = setup();
    const invoke = Object.values(CHANNELS).filter((c) => c !== CHANNELS.state && c !== CHANNELS.settings);
    expect([...s.handlers.keys()].sort()).toEqual([...invoke].sort());
    s.remove();
    expect(s.handlers.size).toBe(0);
  });

  it('starts a match and broadcasts its snapshot; commands change it and are broadcast', () => {
    const s = setup();
    const ctl = s.event(CONTROL);
    expect(s.call(CHANNELS.newMatch, ctl, SETUP).ok).toBe(true);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]!.view.current!.state.esku).toBe(0);
    const r = s.call(CHANNELS.command, ctl, { command: { cmd: 'bet' }, source: 'keyboard' });
    expect(r).toEqual({ ok: true, value: { changed: 'match', settled: null } });
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]!.seq).toBeGreaterThan(s.sent[0]!.seq);
    expect(s.sent[1]!.view.current!.state.log).toEqual([{ phase: 'grande', seat: 0, act: 'bet', amount: 2 }]);
    expect(s.sent[1]!.source).toBe('keyboard');
    // the fold draws 1 at once; the snapshot says so
    s.call(CHANNELS.command, ctl, { command: { cmd: 'fold' }, source: 'ui' });
    expect(s.sent[2]!.view.score).toEqual({ A: 1, B: 0 });
    // a refused command changes nothing and the error goes to every window
    const bad = s.call(CHANNELS.command, ctl, { command: { cmd: 'see' }, source: 'ui' });
    expect(bad.ok).toBe(false);
    expect(s.sent[3]!.error?.code).toBeTruthy();
    expect(s.sent[3]!.view.score).toEqual({ A: 1, B: 0 });
    // the display may read the state
    const st = s.call(CHANNELS.getState, s.event(DISPLAY, `${BASE}display.html`));
    expect(st.ok).toBe(true);
    expect((st.value as Snapshot).seq).toBe(s.sent[3]!.seq);
  });

  it('ignores unknown senders: other webContents, other pages, sub-frames, missing frames', () => {
    const s = setup();
    s.call(CHANNELS.newMatch, s.event(CONTROL), SETUP);
    const before = s.sent.length;
    const cmd = { command: { cmd: 'bet' }, source: 'ui' };
    const cases = [
      s.event(99),
      s.event(CONTROL, 'https://evil.example/index.html'),
      s.event(CONTROL, 'file:///tmp/index.html'),
      s.event(CONTROL, `${BASE}index.html`, { url: 'x' }),
      { sender: { id: CONTROL }, senderFrame: null } as unknown as IpcMainInvokeEvent,
    ];
    for (const e of cases) {
      expect(s.call(CHANNELS.command, e, cmd).error?.code).toBe('ipc/untrusted-sender');
      expect(s.call(CHANNELS.getState, e).error?.code).toBe('ipc/untrusted-sender');
    }
    expect(s.sent.length).toBe(before);
    expect(s.host.current!.match.log).toEqual([]);
  });

  it('the display window cannot command, start a match, save settings or open windows', () => {
    const s = setup();
    const disp = s.event(DISPLAY, `${BASE}display.html`);
    expect(s.call(CHANNELS.newMatch, disp, SETUP).error?.code).toBe('ipc/untrusted-sender');
    expect(s.call(CHANNELS.command, disp, { command: { cmd: 'pass' }, source: 'ui' }).error?.code).toBe('ipc/untrusted-sender');
    expect(s.call(CHANNELS.saveSettings, disp, { lang: 'en', setup: null }).error?.code).toBe('ipc/untrusted-sender');
    expect(s.call(CHANNELS.openDisplay, disp, { displayId: null, fullscreen: true }).error?.code).toBe('ipc/untrusted-sender');
    expect(s.call(CHANNELS.closeMatch, disp).error?.code).toBe('ipc/untrusted-sender');
    expect(s.open).not.toHaveBeenCalled();
    // reading the settings (the language) is allowed
    expect(s.call(CHANNELS.getSettings, disp).ok).toBe(true);
  });

  it('validates every payload before the session sees it', () => {
    const s = setup();
    const ctl = s.event(CONTROL);
    s.call(CHANNELS.newMatch, ctl, SETUP);
    const before = s.sent.length;
    const junk: unknown[] = [
      null, 42, 'bet', [], { command: 'bet', source: 'ui' }, { command: { cmd: 'bet' } }, { command: { cmd: 'bet' }, source: 'box' },
      { command: { cmd: 'bet', amount: 0 }, source: 'ui' }, { command: { cmd: 'bet', amount: 2.5 }, source: 'ui' },
      { command: { cmd: 'bet', amount: '5' }, source: 'ui' }, { command: { cmd: 'bet', both: 'yes' }, source: 'ui' },
      { command: { cmd: 'digit', digit: 10 }, source: 'ui' }, { command: { cmd: 'card', number: 8 }, source: 'ui' },
      { command: { cmd: 'seat', seat: 6 }, source: 'ui' }, { command: { cmd: 'discard', count: 5 }, source: 'ui' },
      { command: { cmd: 'eval' }, source: 'ui' }, { command: { cmd: '__proto__' }, source: 'ui' },
    ];
    for (const j of junk) expect(s.call(CHANNELS.command, ctl, j).error?.code, JSON.stringify(j)).toBe('ipc/bad-payload');
    expect(s.sent.length).toBe(before);
    // setups
    for (const bad of [
      { ...SETUP, rules: 'mus-of-mars' },
      { ...SETUP, players: ['a', 'b', 'c'] },
      { ...SETUP, esku: 4 },
      { ...SETUP, teams: { A: 'x'.repeat(61), B: 'y' } },
      { ...SETUP, rules: { preset: 'ffmus', target: 45 } },
      { ...SETUP, rules: { preset: 'ffmus', players: 6 } },
    ]) {
      expect(s.call(CHANNELS.newMatch, ctl, bad).error?.code).toBe('ipc/bad-payload');
    }
    // extra fields are dropped, not passed on
    expect(s.call(CHANNELS.command, ctl, { command: { cmd: 'pass', evil: true }, source: 'ui' }).ok).toBe(true);
    expect(s.host.current!.match.log[0]).toEqual({ type: 'action', action: { phase: 'grande', seat: 0, act: 'pass' } });
    // settings and displays
    expect(s.call(CHANNELS.saveSettings, ctl, { lang: 'de', setup: null }).error?.code).toBe('ipc/bad-payload');
    expect(s.call(CHANNELS.saveSettings, ctl, { lang: 'eu', setup: null }).ok).toBe(true);
    expect(s.saved().lang).toBe('eu');
    expect(s.settingsChanged).toHaveBeenCalledWith({ lang: 'eu', setup: null });
    expect(s.call(CHANNELS.openDisplay, ctl, { displayId: 'tv', fullscreen: true }).error?.code).toBe('ipc/bad-payload');
    expect(s.call(CHANNELS.getState, ctl, { sneaky: 1 }).error?.code).toBe('ipc/bad-payload');
  });

  it('a six-player table with its own names validates', () => {
    const s = setup();
    const six = { rules: { preset: 'ffmus', players: 6 }, teams: { A: 'a', B: 'b' }, players: ['1', '2', '3', '4', '5', '6'], esku: 5 };
    expect(s.call(CHANNELS.newMatch, s.event(CONTROL), six).ok).toBe(true);
    expect(s.sent.at(-1)!.view.rules.target).toBe(50);
  });
});
