/**
 * The match library on real files: start, list and search, export and import, delete with
 * confirmation, club standings and CSV, the summary cache, recovery of unfinished matches at start.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkMatchFile } from '../../../shared/format/check.js';
import type { MatchRecord } from '../../../shared/index.js';
import { MatchLibrary, type LibraryOptions } from '../../../src-main/library/library.js';
import { csvField, standingsCsv } from '../../../shared/library/club-standings.js';
import { encodeLine, JOURNAL_FORMAT, parseJournal } from '../../../src-main/journal/codec.js';
import { fullMatch, fullRecord, plan, tempDir, removeTempDirs } from '../journal/helpers.js';
import { itemAt } from '../../helpers/item-at.js';

/** A library with a clock that ticks one minute per call and ids m1, m2, … */
function library(opts: LibraryOptions = {}): MatchLibrary {
  let t = Date.parse('2026-03-01T09:00:00Z');
  let n = 0;
  return new MatchLibrary(tempDir('mus-lib-'), { now: () => new Date((t += 60_000)), newId: () => `m${++n}`, sync: 'none', ...opts });
}

const withTeams = (A: string, B: string, extra: Partial<MatchRecord> = {}): string => JSON.stringify({ ...fullRecord, teams: { A, B }, ...extra });
const importOk = (lib: MatchLibrary, text: string): string => {
  const r = lib.importText(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error.problems));
  return r.value.id;
};

afterAll(removeTempDirs);

describe('match library', () => {
  it('starts a match durably and lists it in progress, with the deal and phase it is at', () => {
    const lib = library();
    expect(lib.list()).toEqual([]);
    const r = lib.start(fullMatch.setup);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.session!;
    for (const e of plan.slice(0, 30)) expect(s.entry(e, 'test').ok).toBe(true);
    const [x] = lib.list();
    expect(x).toMatchObject({
      id: 'm1', created: '2026-03-01T09:01:00.000Z', status: 'in-progress', teams: fullRecord.teams, players: fullRecord.players,
      rules: 'ffmus', winner: null, entries: 30, records: 31, deals: s.match.view.deals.length,
      current: { deal: s.match.view.current!.index, manche: s.match.view.current!.manche, stage: s.match.view.current!.state.stage },
      score: s.match.view.score,
    });
    r.value.close();
  });

  it('refuses a bad setup and leaves no journal behind', () => {
    const lib = library();
    const r = lib.start({ ...fullMatch.setup, esku: 9 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('setup/bad-esku');
    expect(lib.list({ status: 'all' })).toEqual([]);
    expect(readdirSync(lib.paths.matches)).toEqual([]);
  });

  it('imports the full example match as a finished match with its FFMus art. 2 standings', () => {
    const lib = library();
    const id = importOk(lib, JSON.stringify({ ...fullRecord, created: '2025-12-24T18:30:00+01:00' }));
    const s = lib.get(id)!;
    expect(s).toMatchObject({ status: 'finished', winner: 'A', manchesWon: { A: 3, B: 2 }, deals: 24, created: '2025-12-24T17:30:00.000Z', current: null });
    expect(s.standings).toEqual({ A: { victories: 1, manchesWon: 0, pointsInLostManches: 0 }, B: { victories: 0, manchesWon: 2, pointsInLostManches: 16 + 36 + 26 } });
    // The journal is an ordinary one: the setup, then one entry per action and shown hands.
    const parsed = parseJournal(readFileSync(lib.journalPath(id)));
    expect(parsed.status).toBe('ok');
    expect(parsed.records.length).toBe(1 + plan.length);
  });

  it('exports a match as a mus-match/1 file that checks, and imports it back identically', () => {
    const lib = library();
    const id = importOk(lib, JSON.stringify(fullRecord));
    const ex = lib.exportMatch(id);
    if (!ex.ok) throw new Error(ex.error.message);
    const back = JSON.parse(ex.value.text) as MatchRecord & { created: string };
    expect(back.created).toBe('2026-03-01T09:01:00.000Z');
    expect({ ...back, created: undefined }).toEqual({ ...fullRecord, created: undefined });
    expect(checkMatchFile(back)).toEqual([]);
    // The same match twice is refused unless asked for.
    const dup = lib.importText(ex.value.text);
    expect(dup.ok).toBe(false);
    if (!dup.ok) expect(dup.error.problems[0]).toMatchObject({ code: 'import/duplicate', path: '$' });
    const again = lib.importText(ex.value.text, { allowDuplicate: true });
    expect(again.ok && again.value.summary.status).toBe('finished');
  });

  it('exports a match in progress as its finished deals (every reader accepts the file), names the deal left out, and imports back at its start', () => {
    const lib = library();
    const r = lib.start(fullMatch.setup);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of plan.slice(0, 55)) r.value.session!.entry(e, 'test');
    const cur = r.value.session!.match.view.current!;
    const done = r.value.session!.match.view.deals.length;
    r.value.close();
    expect(cur.state.log.length).toBeGreaterThan(0); // stopped mid-deal
    const ex = lib.exportMatch('m1');
    if (!ex.ok) throw new Error(ex.error.message);
    expect(ex.value.leftOut).toEqual({ deal: cur.index, manche: cur.manche, stage: cur.state.stage, actions: cur.state.log.length });
    const file = JSON.parse(ex.value.text) as MatchRecord;
    expect(file.deals).toHaveLength(done);
    expect(checkMatchFile(file)).toEqual([]); // mus check, mus replay, the judge: no deal without its end
    const id = importOk(lib, ex.value.text);
    const o = lib.open(id);
    if (!o.ok) throw new Error(o.error.message);
    expect(o.value.session!.match.log).toEqual(plan.slice(0, 55 - cur.state.log.length));
    expect(lib.get(id)).toMatchObject({ status: 'in-progress', deals: done });
    o.value.close();
    // exported again, the same file: nothing more is lost
    const again = lib.exportMatch(id);
    expect(again.ok && JSON.parse(again.value.text).deals).toEqual(file.deals);
    expect(again.ok && again.value.leftOut).toBeNull();
  });

  it('exports a match whose journal ends in a torn record mid-deal: the finished deals, which every reader accepts', () => {
    const lib = library();
    const r = lib.start(fullMatch.setup);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of plan.slice(0, 30)) r.value.session!.entry(e, 'test');
    const done = r.value.session!.match.view.deals.length;
    r.value.close();
    appendFileSync(lib.journalPath('m1'), '4b1d0000 {"seq":31,"t":"ent'); // torn by a crash
    const ex = lib.exportMatch('m1');
    if (!ex.ok) throw new Error(ex.error.message);
    expect(ex.value.leftOut).toMatchObject({ deal: done });
    const file = JSON.parse(ex.value.text) as MatchRecord;
    expect(file.deals).toHaveLength(done);
    expect(checkMatchFile(file)).toEqual([]);
    expect(lib.get(importOk(lib, ex.value.text))).toMatchObject({ status: 'in-progress', deals: done });
  });

  it('searches by team or player name (case and accents ignored), status and dates', () => {
    const lib = library();
    importOk(lib, withTeams('Peña / Etxeberri', 'Lasa / Irigoien'));
    importOk(lib, withTeams('Dufau / Larralde', 'Etxart / Mendiburu', { players: ['Ander', 'Bixente', 'Céline', 'Dominika'] }));
    const r = lib.start({ ...fullMatch.setup, teams: { A: 'Ospitalea', B: 'Lasa / Irigoien' } });
    if (r.ok) r.value.close();
    const ids = (q: Parameters<MatchLibrary['list']>[0]) => lib.list(q).map((s) => s.id);
    expect(ids({})).toEqual(['m3', 'm2', 'm1']);
    expect(ids({ sort: 'oldest' })).toEqual(['m1', 'm2', 'm3']);
    expect(ids({ text: 'PENA' })).toEqual(['m1']);
    expect(ids({ text: 'irigoien' })).toEqual(['m3', 'm1']);
    expect(ids({ text: 'celine' })).toEqual(['m2']);
    expect(ids({ text: 'lasa irigoien' })).toEqual(['m3', 'm1']);
    expect(ids({ text: '"irigoien lasa"' })).toEqual([]);
    expect(ids({ text: '"lasa / irigoien" ospitalea' })).toEqual(['m3']);
    expect(ids({ text: 'irigoien', status: 'finished' })).toEqual(['m1']);
    expect(ids({ status: 'in-progress' })).toEqual(['m3']);
    expect(ids({ from: '2026-03-01T09:02:00Z' })).toEqual(['m3', 'm2']);
    expect(ids({ to: '2026-03-01T09:02:00Z' })).toEqual(['m1']);
    expect(ids({ to: '2026-03-01' })).toEqual(['m3', 'm2', 'm1']);
    expect(ids({ to: '2026-02-28' })).toEqual([]);
  });

  it('deletes only with the confirmation token of the match as it is now, into the trash', () => {
    const lib = library();
    const r = lib.start(fullMatch.setup);
    if (!r.ok) throw new Error(r.error.message);
    const d1 = lib.deletion('m1');
    if (!d1.ok) throw new Error(d1.error.message);
    // In use by a writer.
    let del = lib.delete('m1', d1.value.token);
    expect(!del.ok && del.error.code).toBe('library/in-use');
    r.value.session!.entry(itemAt(plan, 0), 'test');
    r.value.close();
    // The match changed since the token was given.
    del = lib.delete('m1', d1.value.token);
    expect(!del.ok && del.error.code).toBe('library/confirm-mismatch');
    expect(!lib.delete('m1', '').ok && (lib.delete('m1', '') as { error: { code: string } }).error.code).toBe('library/confirm-needed');
    expect(!lib.delete('../x', 'y').ok).toBe(true);
    expect(!lib.delete('m9', 'y').ok && (lib.delete('m9', 'y') as { error: { code: string } }).error.code).toBe('library/no-such-match');
    const d2 = lib.deletion('m1');
    if (!d2.ok) throw new Error(d2.error.message);
    del = lib.delete('m1', d2.value.token);
    if (!del.ok) throw new Error(del.error.message);
    expect(lib.list({ status: 'all' })).toEqual([]);
    expect(existsSync(del.value.trashedAs)).toBe(true);
    expect(parseJournal(readFileSync(del.value.trashedAs)).records.length).toBe(2);
  });

  it('ranks teams over finished matches: victories, then manches won, then points in lost manches', () => {
    const lib = library();
    // Team A of the record wins 3-2; the loser has 2 manches and 78 points in the manches it lost.
    importOk(lib, withTeams('Xabi / Yon', 'Zaldi, "Beltza"'));
    importOk(lib, withTeams('Zaldi, "Beltza"', 'Ur / Oihan'));
    importOk(lib, withTeams('Ur / Oihan', 'Xabi / Yon'));
    importOk(lib, withTeams('=HYPERLINK("x")', ' Ur /  Oihan '));
    const r = lib.start(fullMatch.setup);
    if (r.ok) r.value.close();
    const st = lib.standings();
    expect(st.counted).toHaveLength(4);
    expect(st.rows).toEqual([
      { rank: 1, name: 'Ur / Oihan', matches: 3, victories: 1, manchesWon: 4, pointsInLostManches: 156, manchesWonAll: 7, manchesPlayed: 15 },
      { rank: 2, name: 'Xabi / Yon', matches: 2, victories: 1, manchesWon: 2, pointsInLostManches: 78, manchesWonAll: 5, manchesPlayed: 10 },
      { rank: 2, name: 'Zaldi, "Beltza"', matches: 2, victories: 1, manchesWon: 2, pointsInLostManches: 78, manchesWonAll: 5, manchesPlayed: 10 },
      { rank: 4, name: '=HYPERLINK("x")', matches: 1, victories: 1, manchesWon: 0, pointsInLostManches: 0, manchesWonAll: 3, manchesPlayed: 5 },
    ]);
    expect(standingsCsv(st.rows)).toBe([
      'rank,team,matches,victories,manches_won,points_in_lost_manches,manches_won_all,manches_played',
      '1,Ur / Oihan,3,1,4,156,7,15',
      '2,Xabi / Yon,2,1,2,78,5,10',
      '2,"Zaldi, ""Beltza""",2,1,2,78,5,10',
      '4,"\'=HYPERLINK(""x"")",1,1,0,0,3,5',
      '',
    ].join('\r\n'));
    // A chosen set, with an unknown id and a match in progress left out.
    const some = lib.standings({ ids: ['m1', 'm5', 'nope'] });
    expect(some.counted).toEqual(['m1']);
    expect(some.skipped).toEqual([{ id: 'm5', why: 'in-progress' }, { id: 'nope', why: 'no such match' }]);
  });

  it('quotes CSV fields as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "ba"')).toBe('"say ""ba"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('+33 6')).toBe("'+33 6");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
    expect(csvField('@sum')).toBe("'@sum");
    // a control, zero-width or bidi character before the formula is dropped by a spreadsheet: neutralised too (issue 25 §4)
    expect(csvField('\u0000=1+1')).toBe("\u0000'=1+1");
    expect(csvField('\u202e=cmd')).toBe("\u202e'=cmd");
    expect(csvField('x;\u200b+1')).toBe("\"x;\u200b'+1\"");
  });

  it('no CSV cell can start a formula, whether a spreadsheet splits on comma, semicolon or tab (hardening)', () => {
    /** An RFC 4180 reader with a chosen separator: a field is quoted only when it starts with a quote. */
    const parse = (text: string, sep: string): string[][] => {
      const rows: string[][] = [];
      let row: string[] = [];
      let cell = '';
      let quoted = false;
      let atStart = true;
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quoted) {
          if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
        } else if (c === '"' && atStart) { quoted = true; atStart = false; }
        else if (c === sep) { row.push(cell); cell = ''; atStart = true; }
        else if (c === '\n' || c === '\r') {
          if (c === '\r' && text[i + 1] === '\n') i++;
          row.push(cell); rows.push(row); row = []; cell = ''; atStart = true;
        } else { cell += c; atStart = false; }
      }
      if (cell || row.length) { row.push(cell); rows.push(row); }
      return rows;
    };
    const hostile = ['X;=1+1', "=cmd|' /C calc'!A0", "Club;=cmd|' /C calc'!A0", 'a\t=1+1', '@SUM(1+1)', ' =1', 'a, -2+3', 'x;"=1"', 'x\n=1', 'x\r+1', 'a; @x', ';;+1', '"; =HYPERLINK("http://evil")', 'Peña; Ibañez'];
    const rows = hostile.map((name, i) => ({ rank: i + 1, name, matches: 1, victories: 1, manchesWon: 2, pointsInLostManches: 3, manchesWonAll: 2, manchesPlayed: 5 }));
    const csv = standingsCsv(rows);
    for (const sep of [',', ';', '\t']) {
      for (const cells of parse(csv, sep)) {
        for (const cell of cells) expect(cell, `${JSON.stringify(sep)}: ${JSON.stringify(cell)}`).not.toMatch(/^[\s"]*[=+\-@]/);
      }
    }
    // read with its own separator, every name comes back whole (with a leading ' where a formula could start)
    const back = parse(csv, ',').slice(1).map((r) => itemAt(r, 1));
    expect(back.map((n) => n.replace(/'(?=[=+\-@])/g, ''))).toEqual(hostile);
    expect(back[back.length - 1]).toBe('Peña; Ibañez');
    // every field holding a separator, a quote or a line break is quoted
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a\tb')).toBe('"a\tb"');
  });

  it('keeps a summary cache that follows the journals, and survives a broken cache file', () => {
    const lib = library();
    const r = lib.start(fullMatch.setup);
    if (!r.ok) throw new Error(r.error.message);
    expect(lib.get('m1')!.entries).toBe(0);
    r.value.session!.entry(itemAt(plan, 0), 'test');
    expect(lib.get('m1')!.entries).toBe(1);
    r.value.close();
    const cached = JSON.parse(readFileSync(lib.paths.index, 'utf8')) as { matches: { id: string; entries: number }[] };
    expect(cached.matches.map((m) => [m.id, m.entries])).toEqual([['m1', 1]]);
    writeFileSync(lib.paths.index, '{not json');
    const fresh = new MatchLibrary(lib.paths.dataDir);
    expect(fresh.get('m1')!.entries).toBe(1);
    expect(JSON.parse(readFileSync(lib.paths.index, 'utf8')).matches).toHaveLength(1);
  });

  it('cleans temporary cache files left by killed processes at start, and keeps one being written', async () => {
    const lib = library();
    importOk(lib, JSON.stringify(fullRecord));
    const { utimesSync } = await import('node:fs');
    const dead = `${lib.paths.index}.999999999.tmp`; // no such process
    const old = `${lib.paths.index}.${process.ppid}.tmp`; // a live pid, but an hour old: left by a kill, the pid since reused
    const busy = `${lib.paths.index}.1.tmp`; // pid 1 runs, and the file is fresh: maybe being written now
    for (const f of [dead, old, busy]) writeFileSync(f, '{"half":');
    const hourAgo = (Date.now() - 3_600_000) / 1000;
    utimesSync(old, hourAgo, hourAgo);
    writeFileSync(`${lib.paths.dataDir}/unrelated.tmp`, 'x');
    const fresh = new MatchLibrary(lib.paths.dataDir);
    expect(fresh.list()).toHaveLength(1);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(`${lib.paths.dataDir}/unrelated.tmp`)).toBe(true);
    expect(existsSync(busy)).toBe(true);
    expect(readdirSync(lib.paths.dataDir).filter((n) => n.startsWith('library-index.json.'))).toEqual(['library-index.json.1.tmp']);
  });

  it('lists damaged journals with where the damage is, and never throws on odd files', () => {
    const lib = library();
    importOk(lib, JSON.stringify(fullRecord));
    const p = lib.journalPath('m1');
    const b = readFileSync(p);
    b[5000] = itemAt(b, 5000) ^ 0x20;
    writeFileSync(p, b);
    writeFileSync(join(lib.paths.matches, 'hdr.musj'), encodeLine({ format: JOURNAL_FORMAT, id: 'hdr', created: 'x' }));
    writeFileSync(join(lib.paths.matches, 'zero.musj'), '');
    writeFileSync(join(lib.paths.matches, 'junk.musj'), 'PK\x03\x04 not a journal at all\n');
    writeFileSync(join(lib.paths.matches, '.hidden.musj'), 'x');
    writeFileSync(join(lib.paths.matches, 'notes.txt'), 'x');
    const all = lib.list({ status: 'all' });
    expect(all.map((s) => [s.id, s.status]).sort()).toEqual([['junk', 'damaged'], ['m1', 'damaged']]);
    const m1 = all.find((s) => s.id === 'm1')!;
    expect(m1.problem).toMatch(/^line \d+ \(byte \d+\): checksum/);
    expect(m1.teams).toEqual(fullRecord.teams); // shown as of its last good record
    expect(lib.list({ status: 'empty' }).map((s) => s.id).sort()).toEqual(['hdr', 'zero']);
    const ex = lib.exportMatch('m1');
    expect(ex.ok && ex.value.warnings[0]).toMatch(/journal\/bad-checksum/);
  });

  it('at start, reopens every unfinished match where it stopped; damaged ones read-only with a report', () => {
    const lib = library();
    const a = lib.start(fullMatch.setup);
    const b = lib.start({ ...fullMatch.setup, teams: { A: 'B1', B: 'B2' } });
    if (!a.ok || !b.ok) throw new Error('start');
    for (const e of plan.slice(0, 40)) a.value.session!.entry(e, 'test');
    for (const e of plan.slice(0, 25)) b.value.session!.entry(e, 'test');
    const atA = a.value.session!.match.view.current;
    a.value.close();
    b.value.close();
    importOk(lib, JSON.stringify({ ...fullRecord, teams: { A: 'C1', B: 'C2' } }));
    appendFileSync(lib.journalPath('m1'), '4b1d0000 {"seq":41,"t":"ent'); // torn by a crash
    const c = readFileSync(lib.journalPath('m2'));
    c[c.length - 30] = itemAt(c, c.length - 30) ^ 1; // damaged last complete line
    writeFileSync(lib.journalPath('m2'), c);
    const open = lib.recoverUnfinished();
    expect(open.map((o) => o.id)).toEqual(['m1', 'm2']);
    const m1 = itemAt(open, 0).opened;
    const m2 = itemAt(open, 1).opened;
    expect(m1.readOnly).toBe(false);
    expect(m1.warnings[0]).toContain('unterminated last record');
    expect(m1.session!.match.view.current).toEqual(atA);
    expect(m1.session!.entry(itemAt(plan, 40), 'test').ok).toBe(true);
    expect(m2.readOnly).toBe(true);
    expect(itemAt(m2.problems, 0).code).toBe('journal/bad-checksum');
    expect(m2.session!.match.log).toEqual(plan.slice(0, 24));
    for (const o of open) o.opened.close();
    expect(parseJournal(readFileSync(lib.journalPath('m1'))).status).toBe('ok');
  });
});
