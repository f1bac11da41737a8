/**
 * The session host: one authoritative match in main, every change broadcast whatever its source
 * (keyboard, button box through `session.command(…, 'box')`), services attached and detached,
 * journal failures refused without changing the match.
 */
import { describe, expect, it, vi } from 'vitest';
import { SessionHost } from '../../../shared/session/session-host.js';
import type { SessionServices } from '../../../shared/session/services.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import type { JournalSink } from '../../../shared/session/table-session.js';
import { foldJournal, type JournalRecord } from '../../../shared/session/journal-records.js';
import { judgeViewOf } from '../../../shared/library/judge-view.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Etxe', B: 'Lasa' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0 };

function host(services: Partial<SessionServices> = {}) {
  const sent: (Snapshot | null)[] = [];
  const detach = vi.fn();
  const s: SessionServices = { journalFor: () => null, recover: () => null, attachServices: vi.fn(() => detach), ...services };
  const h = new SessionHost({ broadcast: (x) => sent.push(x), services: s, now: () => new Date('2026-11-22T10:00:00Z') });
  return { h, sent, services: s, detach };
}

describe('SessionHost', () => {
  it('broadcasts changes made by another service (the button box) too', () => {
    const { h, sent, services } = host();
    expect(h.newMatch(SETUP).ok).toBe(true);
    expect(services.attachServices).toHaveBeenCalledWith(h.current);
    h.current!.command({ cmd: 'bet', amount: 5 }, 'box');
    expect(sent.at(-1)!.source).toBe('box');
    expect(sent.at(-1)!.view.current!.state.dialogues.grande!.bets).toEqual([5]);
    expect(h.snapshot()).toBe(sent.at(-1));
  });

  it('a setup the journal cannot write refuses the match and has the services forget that journal', () => {
    const abandon = vi.fn();
    const journal: JournalSink = {
      append: () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'journal/write-failed' });
      },
    };
    const { h, sent } = host({ journalFor: () => journal, abandon });
    const r = h.newMatch(SETUP);
    expect(r).toMatchObject({ ok: false, error: { code: 'journal/write-failed' } });
    expect(abandon).toHaveBeenCalledTimes(1);
    expect(abandon.mock.calls[0]?.[0]).toMatch(/^20261122-100000-/);
    expect(h.current).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('a match whose setup was journaled is never forgotten, even when a service fails to attach', () => {
    const abandon = vi.fn();
    const journal: JournalSink = { append: () => {} };
    const { h } = host({ journalFor: () => journal, abandon, attachServices: () => { throw new Error('box gone'); } });
    expect(h.newMatch(SETUP).ok).toBe(false);
    expect(abandon).not.toHaveBeenCalled();
  });

  it('journals the setup and each entry through the service journal', () => {
    const records: unknown[] = [];
    const journal: JournalSink = { append: (r) => void records.push(r) };
    const { h } = host({ journalFor: () => journal });
    h.newMatch(SETUP);
    h.command({ cmd: 'pass' }, 'ui');
    expect(records).toMatchObject([{ t: 'setup', id: '20261122-100000-000001' }, { t: 'entry', source: 'ui' }]);
  });

  it('an undo agreed on the phones is journaled with who asked and who accepted, in the undo record itself; the fold ignores it', () => {
    const records: Record<string, unknown>[] = [];
    const journal: JournalSink = { append: (r) => void records.push(r as Record<string, unknown>) };
    const { h } = host({ journalFor: () => journal });
    h.newMatch(SETUP);
    h.command({ cmd: 'cut' }, 'phone:0');
    h.command({ cmd: 'pass' }, 'phone:0');
    expect(h.command({ cmd: 'undo', agreed: { asked: 0, accepted: 3 } }, 'phone:3').ok).toBe(true);
    expect(records.at(-1)).toEqual({ t: 'undo', source: 'phone:3', agreed: { asked: 0, accepted: 3 } });
    expect(h.command({ cmd: 'undo' }, 'ui').ok).toBe(true);
    expect(records.at(-1)).toEqual({ t: 'undo', source: 'ui' });
    expect(h.current!.match.log).toEqual([]);
    const folded = foldJournal(records.map((r, seq) => ({ ...r, seq })) as JournalRecord[]);
    expect(folded.log).toEqual([]);
    expect(folded.redo).toHaveLength(2);
    // the fold keeps the agreement for the judge: the entry taken back, where it stood, who asked and accepted
    expect(folded.agreed).toEqual([{ at: 1, entry: { type: 'action', action: expect.objectContaining({ seat: 0, act: 'pass' }) }, asked: 0, accepted: 3 }]);
    const view = judgeViewOf('m', records.map((r, seq) => ({ ...r, seq })) as JournalRecord[], { replayed: null, readOnly: false, live: false, warnings: [] });
    expect(view?.agreedUndos).toEqual(folded.agreed);
  });

  it('a journal that fails refuses the command and keeps the match as it was', () => {
    let fail = false;
    const journal: JournalSink = { append: () => { if (fail) throw new Error('disk full'); } };
    const { h, sent } = host({ journalFor: () => journal });
    h.newMatch(SETUP);
    fail = true;
    const r = h.command({ cmd: 'pass' }, 'ui');
    expect(r).toMatchObject({ ok: false, error: { code: 'journal/write-failed' } });
    expect(r.ok || r.error.message).toContain('disk full');
    expect(h.current!.match.log).toEqual([]);
    expect(sent.at(-1)!.error?.code).toBe('journal/write-failed');
    expect(sent.at(-1)!.view.current!.state.log).toEqual([]);
  });

  it('a bad setup is refused as data; closing detaches the services and clears every window', () => {
    const { h, sent, detach } = host();
    expect(h.newMatch({ ...SETUP, esku: 9 }).ok).toBe(false);
    expect(h.command({ cmd: 'pass' }, 'ui')).toMatchObject({ ok: false, error: { code: 'session/no-match' } });
    h.newMatch(SETUP);
    h.closeMatch();
    expect(detach).toHaveBeenCalledTimes(1);
    expect(sent.at(-1)).toBeNull();
    expect(h.snapshot()).toBeNull();
    // the old session no longer broadcasts
    const n = sent.length;
    expect(h.current).toBeNull();
    expect(n).toBe(sent.length);
  });

  it('a new match replaces the old one: its listeners and services are released', () => {
    const { h, sent, detach } = host();
    h.newMatch(SETUP);
    const old = h.current!;
    h.newMatch(SETUP);
    expect(detach).toHaveBeenCalledTimes(1);
    const n = sent.length;
    old.command({ cmd: 'pass' }, 'box');
    expect(sent.length).toBe(n);
  });
});
