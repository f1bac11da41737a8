/**
 * The front door (`enterTable`): one reply shape, one error path (`session/no-match`, the engine's
 * refusal, `session/failed` said to every listener), the source recorded as it is in the journal —
 * a click through the host and a phone through the same function give the same records but for
 * their source. And the source type: plain sources and `phone:<seat>`.
 */
import { describe, expect, it } from 'vitest';
import { enterTable } from '../../../shared/session/front-door.js';
import { isCommandSource, phoneSource, readSource } from '../../../shared/session/command-source.js';
import { SessionHost } from '../../../shared/session/session-host.js';
import { defaultServices } from '../../../shared/session/services.js';
import { TableSession, type CommandSource } from '../../../shared/session/table-session.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import type { TableCommand } from '../../../shared/index.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };
const PLAY: TableCommand[] = [{ cmd: 'bet' }, { cmd: 'fold' }, { cmd: 'pass' }, { cmd: 'undo' }, { cmd: 'redo' }];

/** A session journaled in memory, as a host makes it. */
function journaled() {
  const records: JournalRecord[] = [];
  const journal = { append: (r: Omit<JournalRecord, 'seq'>) => void records.push({ ...r, seq: records.length } as JournalRecord) };
  const session = TableSession.create(SETUP, { id: 'front-door', created: '2026-11-22T10:00:00.000Z', journal });
  return { session, records };
}

const withoutSource = (records: JournalRecord[]) => records.map((r) => {
  const { source, ...rest } = r as JournalRecord & { source?: string };
  void source;
  return rest;
});

describe('the front door', () => {
  it('says there is no match to play when none is in progress', () => {
    expect(enterTable(null, { cmd: 'pass' }, 'ui')).toEqual({ ok: false, error: { code: 'session/no-match', message: 'no match in progress: start one first' } });
  });

  it('a click through the host and a phone through the front door journal the same records, but for their source', () => {
    const click = journaled();
    const host = new SessionHost({ broadcast: () => {}, services: defaultServices });
    host.adopt(click.session);
    const phone = journaled();
    for (const cmd of PLAY) {
      expect(host.command(cmd, 'ui')).toMatchObject({ ok: true });
      expect(enterTable(phone.session, cmd, phoneSource(1))).toMatchObject({ ok: true });
    }
    expect(click.records).toHaveLength(1 + PLAY.length);
    expect(withoutSource(phone.records)).toEqual(withoutSource(click.records));
    expect(click.records.slice(1).map((r) => 'source' in r && r.source)).toEqual(PLAY.map(() => 'ui'));
    expect(phone.records.slice(1).map((r) => 'source' in r && r.source)).toEqual(PLAY.map(() => 'phone:1'));
  });

  it('replies with what changed and the deal settled, and gives a refusal back as data', () => {
    const { session, records } = journaled();
    expect(enterTable(session, { cmd: 'digit', digit: 3 }, 'box')).toEqual({ ok: true, value: { changed: 'pad', settled: null } });
    expect(enterTable(session, { cmd: 'card', number: 11 }, 'box')).toMatchObject({ ok: false, error: { code: 'input/not-showdown' } });
    expect(records).toHaveLength(1);
  });

  it('a command that throws is session/failed, said to every listener (the windows, the box), and nothing is recorded', () => {
    const { session, records } = journaled();
    const sent: (Snapshot | null)[] = [];
    const host = new SessionHost({ broadcast: (s) => sent.push(s), services: defaultServices });
    host.adopt(session);
    const heard: { source: CommandSource; code?: string }[] = [];
    session.subscribe((_, why) => heard.push({ source: why.source, ...(why.error ? { code: why.error.code } : {}) }));
    session.command = () => {
      throw new Error('disk on fire');
    };
    const r = enterTable(session, { cmd: 'pass' }, 'box');
    expect(r).toEqual({ ok: false, error: { code: 'session/failed', message: 'disk on fire' } });
    expect(heard).toEqual([{ source: 'box', code: 'session/failed' }]);
    expect(sent.at(-1)).toMatchObject({ source: 'box', error: { code: 'session/failed' } });
    expect(records).toHaveLength(1);
  });
});

describe('command sources', () => {
  it('a phone is phone:<seat>; every source reads back with its kind (and seat)', () => {
    expect(phoneSource(3)).toBe('phone:3');
    expect(readSource('phone:3')).toEqual({ kind: 'phone', seat: 3 });
    for (const k of ['keyboard', 'ui', 'box', 'judge', 'test'] as const) expect(readSource(k)).toEqual({ kind: k });
    expect(isCommandSource('box')).toBe(true);
  });

  it('anything else is not a source: an unknown word, a seat out of range, not a string', () => {
    for (const x of ['phone', 'phone:6', 'phone:-1', 'phone:1.5', 'hub', '', 3, null]) expect(isCommandSource(x), String(x)).toBe(false);
    expect(() => phoneSource(6)).toThrow(RangeError);
    expect(() => phoneSource(1.5)).toThrow(/0\.\.5/);
  });
});
