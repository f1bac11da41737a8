/**
 * The hub's durability (src-main/hub/hub-store.ts): a shipment is answered only once its records are
 * written and flushed (the flush is seen pending: the state and the answer wait for it); one
 * table's requests are handled one at a time while other tables flush in parallel; a failed flush
 * acknowledges nothing and makes that table's copy refuse every later record; the flush descriptor
 * flushes the very file the writer writes; the header is flushed with the first records; a restart
 * reloads every journal (a torn tail — never acknowledged — cut) and the credentials.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, fstatSync, statSync } from 'node:fs';
import { HubStore } from '../../../src-main/hub/hub-store.js';
import { parseJournal } from '../../../src-main/journal/codec.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, ROTATIONS, seededBytes, setupOf, tournament, variant } from './fixtures.js';

afterAll(removeTempDirs);

const tour = tournament(3);
function recordsFor(table: number): JournalRecord[] {
  const p = tour.pairings.find((x) => x.round === 1 && x.table === table)!;
  return recordsOf(setupOf(p), variant(ROTATIONS[table - 1]!, { rules: 'ffmus', teams: p.teams, players: p.players }).log.slice(0, 40), `m${table}`, 7);
}

/** A flush that waits to be released, recording what it was asked; `asked(n)` waits until n flushes are pending. */
function gatedFlush() {
  const pending: { fd: number; done: (e: NodeJS.ErrnoException | null) => void }[] = [];
  const waiting: { n: number; ok: () => void }[] = [];
  const wake = () => {
    for (const w of waiting.splice(0)) {
      if (pending.length >= w.n) w.ok();
      else waiting.push(w);
    }
  };
  return {
    pending,
    flush: (fd: number, done: (e: NodeJS.ErrnoException | null) => void) => {
      pending.push({ fd, done });
      wake();
    },
    /** Resolves once `n` flushes are pending (the store asked for them): the event, not a delay. */
    asked: (n: number) => new Promise<void>((ok) => {
      waiting.push({ n, ok });
      wake();
    }),
    release(i = 0, err: NodeJS.ErrnoException | null = null) {
      const [p] = pending.splice(i, 1);
      p!.done(err);
    },
  };
}

describe('hub store durability', () => {
  it('answers only after the flush; one table at a time, tables in parallel; the flush is on the journal\'s own file', async () => {
    const g = gatedFlush();
    const dir = tempDir('mus-hub-store-');
    const store = HubStore.open(dir, tour, { random: seededBytes(3), flush: g.flush });
    const tok = (t: number) => store.state.credentials().find((c) => c.round === 1 && c.table === t)!.token;
    const r1 = recordsFor(1);
    const r2 = recordsFor(2);
    let answered1 = false;
    const a = store.ship({ round: 1, table: 1, token: tok(1), seq: 0, records: r1.slice(0, 5) }).then((x) => { answered1 = true; return x; });
    const b = store.ship({ round: 1, table: 2, token: tok(2), seq: 0, records: r2.slice(0, 3) });
    const a2 = store.ship({ round: 1, table: 1, token: tok(1), seq: 5, records: r1.slice(5, 8) });
    await g.asked(2);
    // both tables are being flushed at once; table 1's second request waits for its first
    expect(g.pending.length).toBe(2);
    expect(answered1).toBe(false);
    expect(store.state.where(1, 1)).toMatchObject({ ok: true, value: { have: 0 } });
    // the bytes are written (not yet flushed), and the flush descriptor is the journal's file
    const onDisk = parseJournal(readFileSync(store.journalPath(1, 1)));
    expect(onDisk.records).toEqual(r1.slice(0, 5));
    const st = fstatSync(g.pending[0]!.fd);
    expect(st.ino).toBe(statSync(store.journalPath(1, 1)).ino);
    g.release(0);
    expect(await a).toMatchObject({ ok: true, value: { reply: { have: 5 } } });
    expect(store.state.where(1, 1)).toMatchObject({ ok: true, value: { have: 5 } });
    await g.asked(2);
    expect(g.pending.length).toBe(2); // table 2's, and now table 1's second
    g.release(0);
    g.release(0);
    expect(await b).toMatchObject({ ok: true, value: { reply: { have: 3 } } });
    expect(await a2).toMatchObject({ ok: true, value: { reply: { have: 8 } } });
    store.close();
  });

  it('a failed flush acknowledges nothing, and that table\'s copy refuses every later record; a restart reloads the rest', async () => {
    const g = gatedFlush();
    const dir = tempDir('mus-hub-store-');
    const store = HubStore.open(dir, tour, { random: seededBytes(3), flush: g.flush });
    const tok = (t: number) => store.state.credentials().find((c) => c.round === 1 && c.table === t)!.token;
    const r1 = recordsFor(1);
    const r3 = recordsFor(3);
    const ok = store.ship({ round: 1, table: 1, token: tok(1), seq: 0, records: r1.slice(0, 10) });
    await g.asked(1);
    g.release();
    expect((await ok).ok).toBe(true);
    const bad = store.ship({ round: 1, table: 1, token: tok(1), seq: 10, records: r1.slice(10, 12) });
    await g.asked(1);
    const eio = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    g.release(0, eio);
    const got = await bad;
    expect(!got.ok && got.error).toMatchObject({ code: 'hub/write-failed', have: 10 });
    expect(store.state.where(1, 1)).toMatchObject({ ok: true, value: { have: 10 } });
    const later = await store.ship({ round: 1, table: 1, token: tok(1), seq: 10, records: r1.slice(10, 11) });
    expect(!later.ok && later.error.code).toBe('hub/write-failed');
    // another table is not affected
    const other = store.ship({ round: 1, table: 3, token: tok(3), seq: 0, records: r3.slice(0, 4) });
    await g.asked(1);
    g.release();
    expect((await other).ok).toBe(true);
    store.close();

    // restart: the credentials and every journal come back; a torn tail (never acknowledged) is cut
    appendFileSync(store.journalPath(1, 3), '0123abcd {"seq":4,"t":"undo"');
    const again = HubStore.open(dir, undefined, { random: seededBytes(99) });
    expect(again.state.credentials()).toEqual(store.state.credentials());
    expect(again.state.where(1, 3)).toMatchObject({ ok: true, value: { have: 4 } });
    expect(again.warnings.some((w) => w.startsWith('r1-t3') && /unterminated/.test(w))).toBe(true);
    // the same for the organizer's screen, as codes and data (worded there in its language)
    expect(again.notices).toContainEqual({ kind: 'repaired', round: 1, table: 3, notice: { code: 'journal/torn-tail', params: expect.objectContaining({ line: expect.any(Number) }) } });
    expect(again.notices.filter((n) => n.kind === 'unwritable')).toEqual([]);
    // table 1: what was written before the failed flush may be there (never acknowledged): the table resends, answered as duplicates
    const h1 = (again.state.where(1, 1) as { ok: true; value: { have: number } }).value.have;
    expect([10, 12]).toContain(h1);
    const resend = await again.ship({ round: 1, table: 1, token: tok(1), seq: 10, records: r1.slice(10, 14) });
    expect(resend).toMatchObject({ ok: true, value: { reply: { have: 14, duplicates: h1 - 10 } } });
    again.close();
    expect(parseJournal(readFileSync(again.journalPath(1, 1))).records).toEqual(r1.slice(0, 14));
  });

  it('refuses a folder of another tournament', () => {
    const dir = tempDir('mus-hub-store-');
    HubStore.open(dir, tour).close();
    expect(() => HubStore.open(dir, { ...tour, id: 'other' })).toThrow(/holds tournament/);
    expect(() => HubStore.open(tempDir('mus-hub-store-'))).toThrow(/no hub/);
    expect(() => HubStore.open(tempDir('mus-hub-store-'), { ...tour, id: '../x' })).toThrow(/tournament id/);
  });
});
