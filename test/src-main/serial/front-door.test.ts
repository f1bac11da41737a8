/**
 * One front door for every shell: the same play entered as keys of the button box (the serial
 * bridge over a mock port, on the session the app's host made current), as clicks of the app (the
 * session host, as IPC calls it) and as clicks in a browser (the web bridge over a Map storage)
 * reaches the engine through `enterTable` and journals the same records, differing only in their
 * source. A command that throws is `session/failed` on every path, and the box blinks its code.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MockBinding, type MockPortBinding } from '@serialport/binding-mock';
import { SerialBridge } from '../../../src-main/serial/bridge.js';
import { SessionHost } from '../../../shared/session/session-host.js';
import type { SessionServices } from '../../../shared/session/services.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { boxKeyToCommand, type TableCommand } from '../../../shared/index.js';
import { createWebBridge } from '../../../src-renderer/bridge/web-bridge.js';
import { StorageJournal } from '../../../src-renderer/bridge/storage-journal.js';
import { MemoryStorage } from '../../helpers/memory-storage.js';
import { mockBinding, waitFor } from './helpers.js';

const PATH = '/dev/ttyMUSDOOR';
const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };
const KEYS = ['BET', 'FOLD', 'PASS', 'UNDO', 'REDO'];
const PLAY: TableCommand[] = KEYS.map((k) => {
  const c = boxKeyToCommand(k);
  if (!c) throw new Error(`${k} is not a box key`);
  return c;
});
const NOW = () => new Date('2026-11-22T10:00:00Z');

/** The app's host journaling in memory. */
function appHost() {
  const records: JournalRecord[] = [];
  const services: SessionServices = {
    journalFor: () => ({ append: (r) => void records.push({ ...r, seq: records.length } as JournalRecord) }),
    recover: () => null,
    attachServices: () => () => {},
  };
  const host = new SessionHost({ broadcast: () => {}, services, now: NOW });
  expect(host.newMatch(SETUP).ok).toBe(true);
  return { host, records };
}

/** What a record says beside its source (and the setup beside the match's id). */
const played = (records: JournalRecord[]) => records.map((r) => {
  if (r.t === 'setup') return { t: r.t, setup: r.setup, created: r.created };
  const { source, ...rest } = r as JournalRecord & { source?: string };
  void source;
  return rest;
});
const sources = (records: JournalRecord[]) => records.map((r) => ('source' in r ? r.source : r.t));

let bridge: SerialBridge | null = null;
let port: MockPortBinding | null = null;
beforeEach(() => {
  MockBinding.reset();
  MockBinding.createPort(PATH, { record: true });
});
afterEach(async () => {
  await bridge?.stop();
  bridge = null;
});

/** A box on the host's match, past its hello. */
async function boxOn(host: SessionHost) {
  const session = host.current;
  if (!session) throw new Error('no match');
  const binding = { list: () => mockBinding.list(), open: async (o: never) => (port = await mockBinding.open(o)) };
  bridge = new SerialBridge(session, { path: PATH, binding, mode: 'box', now: () => 0 });
  await bridge.start();
  const written = () => port?.recording.toString('latin1').split('\n').filter(Boolean) ?? [];
  await waitFor(() => written().includes('WHO'), 'WHO');
  port?.emitData('HELLO MUSBOX 1 door beef 0\r\n');
  await waitFor(() => bridge?.state.status === 'connected', 'connected');
  return { written, key: (seq: number, k: string) => port?.emitData(`K ${seq} ${k}\n`) };
}

describe('one front door for the box, the app and the browser', () => {
  it('box keys, clicks and browser clicks journal the same records, differing only in their source', async () => {
    const box = appHost();
    const b = await boxOn(box.host);
    KEYS.forEach((k, i) => b.key(i + 1, k));
    await waitFor(() => b.written().includes(`ACK ${KEYS.length}`), 'the last ack');
    expect(bridge?.state.keys).toMatchObject({ applied: KEYS.length, refused: 0 });

    const click = appHost();
    for (const cmd of PLAY) expect(click.host.command(cmd, 'ui')).toMatchObject({ ok: true });

    const storage = new MemoryStorage();
    const web = createWebBridge({ storage, channel: null, now: NOW });
    expect((await web.newMatch(SETUP)).ok).toBe(true);
    for (const cmd of PLAY) expect(await web.command(cmd, 'ui')).toMatchObject({ ok: true });
    const browser = new StorageJournal(storage).load();

    expect(box.records).toHaveLength(1 + KEYS.length);
    expect(played(click.records)).toEqual(played(box.records));
    expect(played(browser)).toEqual(played(box.records));
    expect(sources(box.records)).toEqual(['setup', ...KEYS.map(() => 'box')]);
    expect(sources(click.records)).toEqual(['setup', ...KEYS.map(() => 'ui')]);
    expect(sources(browser)).toEqual(['setup', ...KEYS.map(() => 'ui')]);
  });

  it('a command that throws is session/failed on every path: the box blinks it, the windows and the tabs show it', async () => {
    const box = appHost();
    const seen: unknown[] = [];
    const b = await boxOn(box.host);
    const session = box.host.current;
    if (!session) throw new Error('no match');
    session.subscribe((_, why) => seen.push(why));
    session.command = () => {
      throw new Error('broken');
    };
    b.key(1, 'BET');
    await waitFor(() => b.written().includes('ERR 1 session/failed'), 'the error blink');
    expect(seen).toEqual([{ source: 'box', error: { code: 'session/failed', message: 'broken' } }]);
    expect(box.host.snapshot()).toMatchObject({ source: 'box', error: { code: 'session/failed' } });

    const web = createWebBridge({ storage: new MemoryStorage(), channel: null, now: NOW });
    await web.newMatch(SETUP);
    const tabs: unknown[] = [];
    web.onState((s) => tabs.push(s));
    const live = web.session();
    if (!live) throw new Error('no match');
    live.command = () => {
      throw new Error('broken');
    };
    expect(await web.command({ cmd: 'pass' }, 'keyboard')).toEqual({ ok: false, error: { code: 'session/failed', message: 'broken' } });
    expect(tabs.at(-1)).toMatchObject({ source: 'keyboard', error: { code: 'session/failed' } });
  });
});
