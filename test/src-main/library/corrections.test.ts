/**
 * A judge's recorded corrections (issue #5) on the session: the corrected log is replayed by the
 * engine before anything is written; a refusal changes and journals nothing; the `correction`
 * record is durable and a reopened journal gives back the corrected match; who and why are required.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayLog, type MatchEntry } from '../../../shared/index.js';
import { TableSession, type JournalSink } from '../../../shared/session/table-session.js';
import type { JournalInput } from '../../../shared/session/journal-records.js';
import { JournalWriter } from '../../../src-main/journal/journal-writer.js';
import { JournalError } from '../../../src-main/journal/errors.js';
import { JOURNAL_FORMAT, parseJournal } from '../../../src-main/journal/codec.js';
import { openJournal } from '../../../src-main/journal/open-journal.js';
import { fullMatch, plan, removeTempDirs, tempDir } from '../journal/helpers.js';
import { itemAt } from '../../helpers/item-at.js';

const CREATED = '2026-11-22T10:00:00.000Z';
const META = { who: 'Arbitre Etxeberri', when: '2026-11-22T12:00:00.000Z', why: 'seat 2 saw the raise, not seat 0' };
const dir = tempDir('mus-corr-');
let n = 0;

/** A session journaled to a fresh file, played `entries` entries into the example match. */
function played(entries: number): { s: TableSession; w: JournalWriter; path: string } {
  const path = join(dir, `c${n++}.musj`);
  const w = JournalWriter.create(path, { format: JOURNAL_FORMAT, id: 'm1', created: CREATED }, { sync: 'none' });
  const s = TableSession.create(fullMatch.setup, { id: 'm1', created: CREATED, journal: w });
  for (const e of plan.slice(0, entries)) {
    const r = s.entry(e, 'test');
    if (!r.ok) throw new Error(r.error.message);
  }
  return { s, w, path };
}

const act = (e: MatchEntry) => (e.type === 'action' ? e.action : null);

afterAll(removeTempDirs);

describe('TableSession.correct', () => {
  it('replaces the log from an entry on, clears redo and pad, journals the correction and tells listeners', () => {
    const { s, w, path } = played(40);
    s.undo('test');
    expect(s.canRedo).toBe(true);
    const seen: string[] = [];
    s.subscribe((_x, why) => seen.push(why.source));
    // the judge keeps entries 0..29 and replays 30..34 as they were: the rest is dropped
    const r = s.correct(30, plan.slice(30, 35), META);
    expect(r).toEqual({ ok: true, value: { changed: 'match', settled: null } });
    expect(s.match.log).toEqual(plan.slice(0, 35));
    const expected = replayLog(fullMatch.setup, plan.slice(0, 35));
    if (!expected.ok) throw new Error(expected.error.message);
    expect(s.match.view.score).toEqual(expected.value.view.score);
    expect(s.match.view.current).toEqual(expected.value.view.current);
    expect(s.canRedo).toBe(false);
    expect(s.pad).toEqual(TableSession.create(fullMatch.setup, { id: 'x', created: CREATED }).pad);
    expect(seen).toEqual(['judge']);
    w.close();
    const records = parseJournal(readFileSync(path)).records;
    expect(records.at(-1)).toEqual({ seq: records.length - 1, t: 'correction', from: 30, entries: plan.slice(30, 35), ...META });
  });

  it('refuses a corrected log the engine does not replay: nothing changes, nothing is journaled', () => {
    const { s, w, path } = played(40);
    const before = s.match;
    const bytes = readFileSync(path);
    const seen: unknown[] = [];
    s.subscribe((_x, why) => seen.push(why));
    // entry 31 twice in a row: the second one is out of turn
    const r = s.correct(30, [itemAt(plan, 30), itemAt(plan, 31), itemAt(plan, 31)], META);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toMatch(/^(action|match|hands)\//);
    expect(r.error.message).toContain('log[32]');
    expect(r.error.message).toMatch(/^the corrected log does not replay: /);
    expect(s.match).toBe(before);
    expect(s.match.log).toEqual(plan.slice(0, 40));
    expect(readFileSync(path)).toEqual(bytes);
    expect(seen).toEqual([]);
    w.close();
  });

  it('needs who, why and a from inside the log; nothing is journaled otherwise', () => {
    const { s, w, path } = played(12);
    const bytes = readFileSync(path);
    const code = (r: ReturnType<TableSession['correct']>) => (r.ok ? 'ok' : r.error.code);
    expect(code(s.correct(5, [], { ...META, who: '' }))).toBe('judge/who-missing');
    expect(code(s.correct(5, [], { ...META, who: '  ' }))).toBe('judge/who-missing');
    expect(code(s.correct(5, [], { ...META, why: '' }))).toBe('judge/why-missing');
    expect(code(s.correct(5, [], { ...META, why: '\n\t' }))).toBe('judge/why-missing');
    expect(code(s.correct(-1, [], META))).toBe('judge/bad-from');
    expect(code(s.correct(13, [], META))).toBe('judge/bad-from');
    expect(code(s.correct(2.5, [], META))).toBe('judge/bad-from');
    expect(s.match.log).toEqual(plan.slice(0, 12));
    expect(readFileSync(path)).toEqual(bytes);
    // from = log.length appends; from = 0 may empty the log
    expect(code(s.correct(12, [itemAt(plan, 12)], META))).toBe('ok');
    expect(s.match.log).toEqual(plan.slice(0, 13));
    expect(code(s.correct(0, [], META))).toBe('ok');
    expect(s.match.log).toEqual([]);
    w.close();
  });

  it('is recovered after reopening: openJournal and TableSession.recover give the corrected match', () => {
    const { s, w, path } = played(60);
    expect(s.correct(50, plan.slice(50, 55), META).ok).toBe(true);
    w.close();
    const o = openJournal(path, { mode: 'write' });
    expect(o.problems).toEqual([]);
    expect(o.session!.match.log).toEqual(plan.slice(0, 55));
    expect(TableSession.recover(o.parsed.records, null).session!.match.log).toEqual(plan.slice(0, 55));
    expect(o.parsed.records.filter((r) => r.t === 'correction')).toHaveLength(1);
    // play goes on after the correction, and a second correction folds over the first
    expect(o.session!.entry(itemAt(plan, 55), 'test').ok).toBe(true);
    expect(o.session!.correct(53, [itemAt(plan, 53)], { ...META, why: 'second look' }).ok).toBe(true);
    o.close();
    const again = openJournal(path, { mode: 'read' });
    expect(again.session!.match.log).toEqual(plan.slice(0, 54));
    expect(again.parsed.records.filter((r) => r.t === 'correction').map((r) => (r.t === 'correction' ? r.why : ''))).toEqual([META.why, 'second look']);
  });

  it('changes the winner of the last manche (and of the match) of a finished match', () => {
    const { s, w } = played(plan.length);
    expect(s.match.view.winner).toBe('A');
    expect(s.match.view.manchesWon).toEqual({ A: 3, B: 2 });
    expect(s.match.view.manches.at(-1)!.winner).toBe('A');
    // the last deal (esku seat 3, 24-24 in the fifth manche) starts 22 entries from the end
    const from = plan.length - 22;
    expect(act(itemAt(plan, from))).toEqual({ phase: 'grande', seat: 3, act: 'bet', amount: 2 });
    expect(act(itemAt(plan, from - 1))).toBeNull();
    // the judge rules that seat 3 called hordago at grande, seat 0 saw it, and seat 3 held four kings
    const corrected: MatchEntry[] = [
      { type: 'action', action: { phase: 'grande', seat: 3, act: 'ordago' } },
      { type: 'action', action: { phase: 'grande', seat: 0, act: 'see' } },
      { type: 'hands', hands: [['11b', '12c', '1c', '5o'], ['1e', '5b', '2b', '12b'], ['4b', '11c', '11o', '1b'], ['12o', '12e', '3o', '3c']] },
    ];
    const r = s.correct(from, corrected, META);
    if (!r.ok) throw new Error(r.error.message);
    expect(s.match.view.manches.at(-1)!.winner).toBe('B');
    expect(s.match.view.manchesWon).toEqual({ A: 2, B: 3 });
    expect(s.match.view.winner).toBe('B');
    expect(s.match.view.deals).toHaveLength(fullMatch.view.deals.length);
    w.close();
  });

  it('refuses the correction when the journal cannot write it, and changes nothing', () => {
    const failing: JournalSink = {
      append(rec: JournalInput) {
        if (rec.t === 'correction') throw new JournalError('journal/write-failed', 'disk full');
      },
    };
    const s = TableSession.create(fullMatch.setup, { id: 'm1', created: CREATED, journal: failing });
    for (const e of plan.slice(0, 10)) s.entry(e, 'test');
    const r = s.correct(5, [], META);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('journal/write-failed');
    expect(s.match.log).toEqual(plan.slice(0, 10));
  });
});
