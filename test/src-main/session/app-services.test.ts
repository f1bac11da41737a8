/**
 * The desktop app's match services, as main wires them: every new match journaled in the library
 * folder (durable before it is acknowledged), the newest unfinished match resumed at start exactly
 * where it stopped (deal and phase in progress), a torn tail dropped with a visible warning, a
 * damaged journal left read-only and reported, journals closed (locks released) when replaced.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { MatchLibrary } from '../../../src-main/library/library.js';
import { SessionHost } from '../../../shared/session/session-host.js';
import { createAppServices, idSuffix } from '../../../src-main/session/app-services.js';
import { newMatchId } from '../../../shared/library/match-id.js';
import { isMatchId } from '../../../src-main/journal/data-dir.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { fullMatch, plan, removeTempDirs, tempDir } from '../journal/helpers.js';
import { itemAt } from '../../helpers/item-at.js';

afterAll(removeTempDirs);

const SETUP = fullMatch.setup;

/** One app start on a data folder: library, services, host (as main.ts does). */
function start(dir: string, clock = () => new Date('2026-11-23T10:00:00Z')) {
  const library = new MatchLibrary(dir, { sync: 'none', now: clock });
  const services = createAppServices({ library, sync: 'none' });
  const sent: (Snapshot | null)[] = [];
  const host = new SessionHost({ broadcast: (s) => sent.push(s), services, suffix: idSuffix, now: clock });
  const recovered = services.recover();
  if (recovered?.session) host.adopt(recovered.session, 'journal', recovered.warnings);
  else if (recovered) host.notify({ code: 'journal/recovered', message: recovered.warnings.join('\n') });
  return { library, services, host, sent, recovered };
}

/** A match of the plan's first `n` entries played in `dir`, the app then closed: its id and journal's path. */
function playedThenClosed(dir: string, n: number): { id: string; path: string } {
  const a = start(dir);
  a.host.newMatch(SETUP);
  const id = a.host.current!.id;
  for (const e of plan.slice(0, n)) a.host.current!.entry(e, 'test');
  a.services.closeAll();
  return { id, path: a.library.journalPath(id) };
}

describe('app services', () => {
  it('makes library-style match ids', () => {
    const id = newMatchId(new Date('2026-11-23T10:20:30Z'), idSuffix());
    expect(id).toMatch(/^20261123-102030-[0-9a-f]{6}$/);
    expect(isMatchId(id)).toBe(true);
  });

  it('journals a new match in the library and resumes it exactly after a restart', () => {
    const dir = tempDir();
    const a = start(dir);
    expect(a.recovered).toBeNull();
    expect(a.host.newMatch(SETUP).ok).toBe(true);
    const id = a.host.current!.id;
    for (const e of plan.slice(0, 57)) expect(a.host.current!.entry(e, 'test').ok).toBe(true);
    const before = { view: a.host.current!.match.view };
    // listed in progress while the app runs (read without the lock)
    expect(a.library.get(id)).toMatchObject({ status: 'in-progress' });
    // the app dies without closing anything (its lock names a process that no longer runs):
    // a new start resumes the same match, same deal and phase
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(`${a.library.journalPath(id)}.lock`, `${dead}\n`);
    const b = start(dir);
    expect(b.recovered).not.toBeNull();
    expect(b.host.current!.id).toBe(id);
    expect(b.host.current!.match.log).toEqual(plan.slice(0, 57));
    const after = b.host.snapshot()!;
    expect(after.view.current).toEqual(before.view.current);
    expect(after.view.score).toEqual(before.view.score);
    expect(after.view.deals.length).toBe(before.view.deals.length);
    expect(itemAt(b.sent, 0)?.error?.message).toMatch(/left open by process \d+, which has stopped/); // the stale lock taken over is reported
    expect(b.host.current!.entry(itemAt(plan, 57), 'test').ok).toBe(true);
    b.services.closeAll();
  });

  it('drops a torn last record with a visible warning and keeps everything before it', () => {
    const dir = tempDir();
    const { path } = playedThenClosed(dir, 20);
    appendFileSync(path, '0badc0de {"seq":21,"t":"entry","entry":{"type":"act'); // a record cut by a crash
    const b = start(dir);
    expect(b.host.current!.match.log).toEqual(plan.slice(0, 20));
    const first = itemAt(b.sent, 0);
    expect(first?.error?.code).toBe('journal/recovered');
    expect(first?.error?.message).toMatch(/unterminated last record/);
    // each warning's code, one for one: a reader adds its sentence in their language (mus serve --lang)
    expect(b.recovered?.codes).toEqual(['journal/torn-tail']);
    expect(b.recovered?.warnings).toHaveLength(1);
    // the file was cut back to its last good record
    expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true);
    b.services.closeAll();
  });

  it('does not resume a damaged match: it stays read-only in the library and is reported', () => {
    const dir = tempDir();
    const { id, path } = playedThenClosed(dir, 10);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[4] = itemAt(lines, 4).replace('"seq"', '"sEq"'); // checksum no longer matches
    writeFileSync(path, lines.join('\n'));
    const b = start(dir);
    expect(b.recovered?.session).toBeNull();
    expect(b.host.current).toBeNull();
    expect(b.library.get(id)).toMatchObject({ status: 'damaged' });
    // no match is playable, and still every recovery warning reaches the screen
    expect(b.host.notices()).toEqual([{ code: 'journal/recovered', message: expect.stringContaining(`${id}: line 5`) }]);
    expect(itemAt(b.host.notices(), 0).message).toContain('journal/bad-checksum');
  });

  it('names the real cause when the data folder is missing or cannot be written (at start and for a new match)', async () => {
    const { symlinkSync } = await import('node:fs');
    const { join } = await import('node:path');
    const missing = join(tempDir(), 'data'); // a link to a drive that is not there
    symlinkSync('/nonexistent-drive/mus', missing);
    const m = start(missing);
    expect(m.host.notices().map((n) => n.message).join('\n')).toContain('library/no-data-folder');
    const r = m.host.newMatch(SETUP);
    expect(r).toMatchObject({ ok: false, error: { code: 'library/no-data-folder', message: expect.stringContaining(missing) } });
    expect(!r.ok && r.error.message).not.toMatch(/^ENOENT/);
    const ro = '/sys/mus-data'; // cannot be created, even by root
    const w = start(ro);
    expect(w.host.notices().map((n) => n.message).join('\n')).toContain('library/read-only-folder');
    expect(w.host.newMatch(SETUP)).toMatchObject({ ok: false, error: { code: 'library/read-only-folder' } });
  });

  it('resumes the newest unfinished match and closes the journal of a replaced match', () => {
    let t = Date.parse('2026-11-23T10:00:00Z');
    const clock = () => new Date((t += 60_000));
    const dir = tempDir();
    const a = start(dir, clock);
    a.host.newMatch(SETUP);
    const first = a.host.current!.id;
    a.host.current!.entry(itemAt(plan, 0), 'test');
    a.host.newMatch(SETUP); // replaces the first: its journal is closed, its lock released
    const second = a.host.current!.id;
    expect(second).not.toBe(first);
    expect(existsSync(`${a.library.journalPath(first)}.lock`)).toBe(false);
    expect(existsSync(`${a.library.journalPath(second)}.lock`)).toBe(true);
    a.host.current!.entry(itemAt(plan, 0), 'test');
    a.host.current!.entry(itemAt(plan, 1), 'test');
    a.services.closeAll();
    const b = start(dir, clock);
    expect(b.host.current!.id).toBe(second);
    expect(b.host.current!.match.log).toEqual(plan.slice(0, 2));
    b.services.closeAll();
  });

  it('refuses a bad setup before making any journal file', () => {
    const dir = tempDir();
    const a = start(dir);
    const r = a.host.newMatch({ ...SETUP, esku: 9 });
    expect(r).toMatchObject({ ok: false, error: { code: 'setup/bad-esku' } });
    expect(a.library.summaries()).toHaveLength(0);
  });

  it('forgets a new journal whose setup could not be written: closed, unlocked, removed, not listed', () => {
    const dir = tempDir();
    const a = start(dir);
    const id = '20261123-100000-abcdef';
    const sink = a.services.journalFor(id, '2026-11-23T10:00:00.000Z', SETUP);
    expect(sink).not.toBeNull();
    expect(existsSync(a.library.journalPath(id))).toBe(true);
    a.services.abandon?.(id);
    expect(existsSync(a.library.journalPath(id))).toBe(false);
    expect(existsSync(`${a.library.journalPath(id)}.lock`)).toBe(false);
    expect(a.library.summaries()).toHaveLength(0);
    // the same id can be journaled again at once: nothing of the first is left
    expect(a.services.journalFor(id, '2026-11-23T10:00:00.000Z', SETUP)).not.toBeNull();
    a.services.closeAll();
  });

  it('the cards typed at a showdown come back after a restart (kept beside the journal)', () => {
    const dir = tempDir();
    const a = start(dir);
    expect(a.host.newMatch(SETUP).ok).toBe(true);
    const id = a.host.current!.id;
    // play the first deal of the example match up to its showdown, then type five cards
    let k = 0;
    while (a.host.current!.match.view.current!.state.stage !== 'showdown') expect(a.host.current!.entry(itemAt(plan, k++), 'test').ok).toBe(true);
    for (const n of [12, 12, 11, 1, 7]) expect(a.host.command({ cmd: 'card', number: n }, 'keyboard').ok).toBe(true);
    expect(existsSync(`${a.library.journalPath(id)}.pad.json`)).toBe(true);
    a.services.closeAll();
    const b = start(dir);
    expect(b.host.current!.id).toBe(id);
    expect(b.host.current!.pad.cards.flat()).toEqual([12, 12, 11, 1, 7]);
    expect(b.host.snapshot()!.pad.cards.flat()).toEqual([12, 12, 11, 1, 7]);
    b.services.closeAll();
  });
});
