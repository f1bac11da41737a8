/**
 * Library and judge IPC handlers on a real library in a temporary folder: senders other than the
 * control window refused, every payload validated with the field named, list / export / import /
 * delete round trip, the judge's view and corrections of a library match and of the match being
 * played, club standings with their CSV, saving a PDF (fakes for the dialog and printToPDF).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import type { IpcMainInvokeEvent } from 'electron';
import { existsSync, readFileSync } from 'node:fs';
import type { MatchEntry } from '../../../shared/index.js';
import type { IpcMainLike } from '../../../src-main/electron/table/table-ipc.js';
import { registerLibraryIpc } from '../../../src-main/electron/library/library-ipc.js';
import { LIBRARY_CHANNELS as C, type ExportedFile, type ImportedMatch, type JudgeMatch, type LibraryBridge, type StandingsReply } from '../../../shared/bridge/library/library-contract.js';
import { createLibraryStore } from '../../../src-renderer/library/library-store.js';
import type { ProblemsError } from '../../../shared/format/refusal.js';
import { makePrintPdf, pdfFileName } from '../../../src-main/electron/library/print-pdf.js';
import { SessionHost } from '../../../shared/session/session-host.js';
import { defaultServices } from '../../../shared/session/services.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { MatchLibrary } from '../../../src-main/library/library.js';
import type { MatchSummary } from '../../../shared/library/summary.js';
import { parseJournal } from '../../../src-main/journal/codec.js';
import { fullMatch, fullRecord, plan, removeTempDirs, tempDir } from '../journal/helpers.js';
import { itemAt } from '../../helpers/item-at.js';

const BASE = 'file:///app/out/renderer/';
const CONTROL = 11;
const DISPLAY = 12;
const WHEN = '2026-11-22T12:00:00.000Z';
const FROM_LAST_DEAL = plan.length - 22;
/** The last deal as the judge rules it: hordago of seat 3 at grande, seen; seat 3 held four kings. */
const LAST_DEAL_CORRECTED: MatchEntry[] = [
  { type: 'action', action: { phase: 'grande', seat: 3, act: 'ordago' } },
  { type: 'action', action: { phase: 'grande', seat: 0, act: 'see' } },
  { type: 'hands', hands: [['11b', '12c', '1c', '5o'], ['1e', '5b', '2b', '12b'], ['4b', '11c', '11o', '1b'], ['12o', '12e', '3o', '3c']] },
];

type Handler = (e: IpcMainInvokeEvent, ...a: unknown[]) => unknown;
type Answer<T = unknown> = { ok: boolean; value?: T; error?: { code: string; message: string; path?: string } };

function setup() {
  const handlers = new Map<string, Handler>();
  const ipc: IpcMainLike = { handle: (ch, fn) => void handlers.set(ch, fn as Handler), removeHandler: (ch) => void handlers.delete(ch) };
  let t = Date.parse('2026-03-01T09:00:00Z');
  let n = 0;
  const library = new MatchLibrary(tempDir('mus-libipc-'), { now: () => new Date((t += 60_000)), newId: () => `m${++n}`, sync: 'none' });
  const sent: (Snapshot | null)[] = [];
  const host = new SessionHost({ broadcast: (s) => sent.push(s), services: defaultServices });
  const printed: { sender: number; title: string }[] = [];
  const remove = registerLibraryIpc(ipc, {
    guard: { controlIds: () => new Set([CONTROL]), allIds: () => new Set([CONTROL, DISPLAY]), appBase: BASE },
    library,
    host,
    printPdf: async (e, title) => {
      printed.push({ sender: e.sender.id, title });
      return { ok: true, value: { path: `/docs/${title}.pdf` } };
    },
    now: () => new Date(WHEN),
  });
  const event = (id: number, url = `${BASE}index.html`, parent: unknown = null) => ({ sender: { id }, senderFrame: { url, parent } }) as unknown as IpcMainInvokeEvent;
  const ctl = event(CONTROL);
  const call = async <T = unknown>(ch: string, payload: unknown, e: IpcMainInvokeEvent = ctl) => (await handlers.get(ch)!(e, payload)) as Answer<T>;
  const value = async <T>(ch: string, payload: unknown): Promise<T> => {
    const r = await call<T>(ch, payload);
    if (!r.ok) throw new Error(`${ch}: ${JSON.stringify(r.error)}`);
    return r.value as T;
  };
  const importFull = async (extra: object = {}): Promise<string> => {
    const r = await value<ImportedMatch>(C.importText, { text: JSON.stringify({ ...fullRecord, ...extra }), allowDuplicate: true });
    return r.id;
  };
  return { handlers, library, host, sent, printed, remove, event, call, value, importFull };
}

afterAll(removeTempDirs);

describe('library IPC', () => {
  it('registers every library channel, and removes them all', () => {
    const s = setup();
    expect([...s.handlers.keys()].sort()).toEqual(Object.values(C).sort());
    s.remove();
    expect(s.handlers.size).toBe(0);
  });

  it('answers the control window only: the display, other pages, sub-frames and unknown senders are refused', async () => {
    const s = setup();
    const id = await s.importFull();
    const refused = [
      s.event(DISPLAY, `${BASE}display.html`),
      s.event(99),
      s.event(CONTROL, 'https://evil.example/index.html'),
      s.event(CONTROL, `${BASE}index.html`, { url: 'x' }),
    ];
    const payloads: Record<string, unknown> = {
      [C.list]: {}, [C.deletion]: { id }, [C.remove]: { id, token: '' }, [C.exportMatch]: { id }, [C.importText]: { text: '{}', allowDuplicate: false },
      [C.open]: { id }, [C.correct]: { id, from: 0, entries: [], who: 'x', why: 'y' }, [C.standings]: {}, [C.printPdf]: { title: 't' },
    };
    for (const e of refused) {
      for (const [ch, p] of Object.entries(payloads)) expect((await s.call(ch, p, e)).error?.code, ch).toBe('ipc/untrusted-sender');
    }
    expect(s.printed).toEqual([]);
    expect(s.library.list().map((x) => x.id)).toEqual([id]);
    expect(s.library.get(id)!.entries).toBe(plan.length);
  });

  it('refuses bad payloads with the field at fault named, before the library sees them', async () => {
    const s = setup();
    const id = await s.importFull();
    const cases: [string, unknown, string][] = [
      [C.list, 'all', 'query'],
      [C.list, { text: 'x'.repeat(201) }, 'query.text'],
      [C.list, { status: 'lost' }, 'query.status'],
      [C.list, { from: 'yesterday' }, 'query.from'],
      [C.list, { to: '2026-13-45' }, 'query.to'],
      [C.list, { sort: 'random' }, 'query.sort'],
      [C.deletion, { id: '../etc/passwd' }, 'payload.id'],
      [C.deletion, null, 'payload'],
      [C.exportMatch, { id: 7 }, 'payload.id'],
      [C.open, { id: '' }, 'payload.id'],
      [C.remove, { id, token: 'not hex!' }, 'payload.token'],
      [C.remove, { id }, 'payload.token'],
      [C.importText, { text: 42 }, 'payload.text'],
      [C.importText, { text: '{}', allowDuplicate: 'yes' }, 'payload.allowDuplicate'],
      [C.importText, { text: 'x'.repeat(16 * 1024 * 1024 + 1) }, 'payload.text'],
      [C.standings, { ids: 'm1' }, 'query.ids'],
      [C.standings, { ids: ['m1', '../x'] }, 'query.ids[1]'],
      [C.printPdf, { title: 'x'.repeat(201) }, 'payload.title'],
      [C.printPdf, 'title', 'payload'],
      [C.correct, { id, from: -1, entries: [], who: 'J', why: 'w' }, 'correction.from'],
      [C.correct, { id, from: 0, entries: {}, who: 'J', why: 'w' }, 'correction.entries'],
      [C.correct, { id, from: 0, entries: new Array(20_001).fill(plan[0]), who: 'J', why: 'w' }, 'correction.entries'],
      [C.correct, { id, from: 0, entries: [{ type: 'note' }], who: 'J', why: 'w' }, 'correction.entries[0].type'],
      [C.correct, { id, from: 0, entries: [plan[0], { type: 'action', action: { phase: 'mus', seat: 0, act: 'eval' } }], who: 'J', why: 'w' }, 'correction.entries[1].action.act'],
      [C.correct, { id, from: 0, entries: [{ type: 'action', action: { phase: 'grande', seat: 9, act: 'pass' } }], who: 'J', why: 'w' }, 'correction.entries[0].action.seat'],
      [C.correct, { id, from: 0, entries: [{ type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 0 } }], who: 'J', why: 'w' }, 'correction.entries[0].action.amount'],
      [C.correct, { id, from: 0, entries: [{ type: 'action', action: { phase: 'grande', seat: 0, act: 'declare', has: 1 } }], who: 'J', why: 'w' }, 'correction.entries[0].action.has'],
      [C.correct, { id, from: 0, entries: [{ type: 'action', action: { phase: 'mus', seat: 0, act: 'discard', count: 5 } }], who: 'J', why: 'w' }, 'correction.entries[0].action.count'],
      [C.correct, { id, from: 0, entries: [{ type: 'hands', hands: [['1', '2', '3', '4'], 'x'] }], who: 'J', why: 'w' }, 'correction.entries[0].hands[1]'],
      [C.correct, { id, from: 0, entries: [{ type: 'hands', hands: [['1', '2', '3', 12]] }], who: 'J', why: 'w' }, 'correction.entries[0].hands[0][3]'],
      [C.correct, { id, from: 0, entries: [{ type: 'hands', hands: new Array(7).fill(null) }], who: 'J', why: 'w' }, 'correction.entries[0].hands'],
      [C.correct, { id, from: 0, entries: [], who: 'J'.repeat(201), why: 'w' }, 'correction.who'],
      [C.correct, { id, from: 0, entries: [], who: 'J', why: 'w'.repeat(2001) }, 'correction.why'],
      [C.correct, { id: 'a/b', from: 0, entries: [], who: 'J', why: 'w' }, 'correction.id'],
    ];
    for (const [ch, payload, path] of cases) {
      const r = await s.call(ch, payload);
      expect(r.error?.code, `${ch} ${path}`).toBe('ipc/bad-payload');
      expect(r.error?.path, `${ch} ${path}`).toBe(path);
      expect(r.error?.message.startsWith(`${path}: `), r.error?.message).toBe(true);
    }
    // a blank name or reason: the judge's own codes, with the field
    expect(await s.call(C.correct, { id, from: 0, entries: [], who: ' ', why: 'w' })).toMatchObject({ ok: false, error: { code: 'judge/who-missing', path: 'correction.who' } });
    expect(await s.call(C.correct, { id, from: 0, entries: [], who: 'J', why: '' })).toMatchObject({ ok: false, error: { code: 'judge/why-missing', path: 'correction.why' } });
    // nothing reached the match
    expect(parseJournal(readFileSync(s.library.journalPath(id))).records.some((r) => r.t === 'correction')).toBe(false);
    expect(s.library.get(id)!.entries).toBe(plan.length);
  });

  it('lists, exports, imports back, and deletes in two steps', async () => {
    const s = setup();
    expect(await s.value<MatchSummary[]>(C.list, {})).toEqual([]);
    const a = await s.importFull({ teams: { A: 'Etxe', B: 'Lasa' }, created: '2026-01-10T20:00:00Z' });
    const b = await s.importFull({ teams: { A: 'Peña', B: 'Irigoien' }, created: '2026-02-10T20:00:00Z' });
    expect((await s.value<MatchSummary[]>(C.list, {})).map((x) => x.id)).toEqual([b, a]);
    expect((await s.value<MatchSummary[]>(C.list, { sort: 'oldest' })).map((x) => x.id)).toEqual([a, b]);
    expect((await s.value<MatchSummary[]>(C.list, { text: 'pena' })).map((x) => x.id)).toEqual([b]);
    expect((await s.value<MatchSummary[]>(C.list, { from: '2026-02-01', status: 'finished' })).map((x) => x.id)).toEqual([b]);
    expect(await s.value<MatchSummary[]>(C.list, undefined)).toHaveLength(2);
    // export, then import the exported text back: a duplicate unless allowed
    const ex = await s.value<ExportedFile>(C.exportMatch, { id: a });
    expect(ex.fileName).toBe(`${a}.mus-match.json`);
    expect(ex.warnings).toEqual([]);
    expect(JSON.parse(ex.text)).toMatchObject({ format: 'mus-match/1', teams: { A: 'Etxe', B: 'Lasa' }, created: '2026-01-10T20:00:00.000Z' });
    const dup = await s.call(C.importText, { text: ex.text, allowDuplicate: false });
    expect(dup).toMatchObject({ ok: false, error: { code: 'import/duplicate', problems: [{ code: 'import/duplicate' }] } });
    const again = await s.value<ImportedMatch>(C.importText, { text: ex.text, allowDuplicate: true });
    expect(again.summary.fingerprint).toBe(s.library.get(a)!.fingerprint);
    // a file refused: the error is the first problem, and carries every problem by JSON path
    const badFile = await s.call(C.importText, { text: JSON.stringify({ ...fullRecord, deals: 'none' }), allowDuplicate: false });
    expect(badFile).toMatchObject({ ok: false, error: { path: 'deals', problems: [{ path: 'deals' }] } });
    // delete: the token first, a wrong one refused, then the match goes to the trash
    const d = await s.value<{ summary: MatchSummary; token: string }>(C.deletion, { id: a });
    expect(d.summary.id).toBe(a);
    expect((await s.call(C.remove, { id: a, token: '' })).error?.code).toBe('library/confirm-needed');
    expect((await s.call(C.remove, { id: a, token: 'deadbeef' === d.token ? '00000000' : 'deadbeef' })).error?.code).toBe('library/confirm-mismatch');
    expect(await s.call(C.remove, { id: a, token: d.token })).toEqual({ ok: true, value: null });
    expect(existsSync(s.library.journalPath(a))).toBe(false);
    expect((await s.value<MatchSummary[]>(C.list, {})).map((x) => x.id).sort()).toEqual([b, again.id].sort());
    expect((await s.call(C.exportMatch, { id: a })).error?.code).toBe('library/no-such-match');
    expect((await s.call(C.open, { id: a })).error?.code).toBe('library/no-such-match');
  });

  it('an import refused over IPC carries every problem by JSON path, and the library screen lists them', async () => {
    const s = setup();
    // the renderer's library over the real channel (what the preload does: request → handler → reply)
    const lib = { importText: (text: string, allowDuplicate = false) => s.call(C.importText, { text, allowDuplicate }) } as unknown as LibraryBridge;
    const store = createLibraryStore(lib);
    const bad = { ...fullRecord, teams: { A: '', B: 'Lasa' }, deals: [{ actions: [{ phase: 'grande', seat: 0, act: 'bet', amount: 'two' }] }] };
    const reply = await s.call(C.importText, { text: JSON.stringify(bad), allowDuplicate: false });
    expect(reply.ok).toBe(false);
    const error = reply.error as unknown as ProblemsError;
    expect(error.problems.map((p) => p.path).sort()).toEqual(['deals[0].actions[0].amount', 'teams.A']);
    expect({ code: error.code, path: error.path }).toEqual({ code: error.problems[0].code, path: error.problems[0].path });
    expect(await store.importText('soir.json', JSON.stringify(bad))).toBeNull();
    expect(store.refused.value).toEqual({ file: 'soir.json', problems: error.problems, duplicateText: null });
    expect(store.message.value).toBeNull();
    expect(s.library.list({})).toEqual([]); // nothing imported
  });

  it('opens a library match for the judge and records a correction that changes the last manche', async () => {
    const s = setup();
    const id = await s.importFull({ created: '2026-01-10T20:00:00Z' });
    const j = await s.value<JudgeMatch>(C.open, { id });
    expect(j).toMatchObject({ id, created: '2026-01-10T20:00:00.000Z', live: false, readOnly: false, corrections: [], warnings: [] });
    expect(j.setup).toEqual(fullMatch.setup);
    expect(j.log).toEqual(plan);
    // a correction the engine refuses: data, nothing written
    const before = readFileSync(s.library.journalPath(id));
    const refused = await s.call(C.correct, { id, from: FROM_LAST_DEAL, entries: [LAST_DEAL_CORRECTED[1]], who: 'Maialen', why: 'test' });
    expect(refused.ok).toBe(false);
    expect(refused.error!.code).toMatch(/^(action|match)\//);
    expect(refused.error!.message).toContain(`log[${FROM_LAST_DEAL}]`);
    expect(readFileSync(s.library.journalPath(id))).toEqual(before);
    expect((await s.call(C.correct, { id, from: plan.length + 1, entries: [], who: 'Maialen', why: 'x' })).error?.code).toBe('judge/bad-from');
    // the real one
    const c = await s.value<JudgeMatch>(C.correct, { id, from: FROM_LAST_DEAL, entries: LAST_DEAL_CORRECTED, who: 'Maialen', why: 'seat 3 called hordago' });
    expect(c.log).toEqual([...plan.slice(0, FROM_LAST_DEAL), ...LAST_DEAL_CORRECTED]);
    expect(c.corrections).toEqual([{ from: FROM_LAST_DEAL, entries: 3, who: 'Maialen', when: WHEN, why: 'seat 3 called hordago' }]);
    expect(c.live).toBe(false);
    expect(c.readOnly).toBe(false);
    // the library sees the new result, and opening again gives the same judge view
    expect(s.library.get(id)).toMatchObject({ winner: 'B', manchesWon: { A: 2, B: 3 } });
    expect(await s.value<JudgeMatch>(C.open, { id })).toEqual(c);
    const ex = JSON.parse((await s.value<ExportedFile>(C.exportMatch, { id })).text) as { deals: unknown[] };
    expect(ex.deals).toHaveLength(fullRecord.deals.length);
  });

  it('a match another writer holds opens read-only and cannot be corrected', async () => {
    const s = setup();
    const started = s.library.start(fullMatch.setup);
    if (!started.ok) throw new Error(started.error.message);
    const o = started.value;
    for (const e of plan.slice(0, 8)) o.session!.entry(e, 'test');
    const id = o.id!;
    const j = await s.value<JudgeMatch>(C.open, { id });
    expect(j.readOnly).toBe(true);
    expect(j.live).toBe(false);
    expect(j.log).toEqual(plan.slice(0, 8));
    expect(j.warnings.some((w) => w.startsWith('journal/locked'))).toBe(true);
    // the same findings as codes, one for one, for the screen to word in its language
    expect(j.notices?.map((n) => n.code)).toEqual(j.warnings.map((w) => w.slice(0, w.indexOf(':'))));
    expect((await s.call(C.correct, { id, from: 4, entries: [], who: 'J', why: 'w' })).error?.code).toBe('journal/locked');
    o.close();
    expect((await s.value<JudgeMatch>(C.open, { id })).readOnly).toBe(false);
    expect((await s.value<JudgeMatch>(C.correct, { id, from: 4, entries: [], who: 'J', why: 'w' })).log).toEqual(plan.slice(0, 4));
  });

  it('opens and corrects the match being played through its live session, broadcast to every window', async () => {
    const s = setup();
    const started = s.library.start(fullMatch.setup);
    if (!started.ok) throw new Error(started.error.message);
    const o = started.value;
    const session = o.session!;
    s.host.adopt(session);
    for (const e of plan.slice(0, 30)) expect(session.entry(e, 'test').ok).toBe(true);
    const id = session.id;
    const j = await s.value<JudgeMatch>(C.open, { id });
    expect(j).toMatchObject({ id, live: true, readOnly: false, corrections: [], created: '2026-03-01T09:01:00.000Z' });
    expect(j.log).toEqual(plan.slice(0, 30));
    const sentBefore = s.sent.length;
    const c = await s.value<JudgeMatch>(C.correct, { id, from: 25, entries: plan.slice(25, 27), who: 'Judge', why: 'two entries too many' });
    expect(c.live).toBe(true);
    expect(c.log).toEqual(plan.slice(0, 27));
    expect(c.corrections).toEqual([{ from: 25, entries: 2, who: 'Judge', when: WHEN, why: 'two entries too many' }]);
    expect(s.host.current!.match.log).toEqual(plan.slice(0, 27));
    expect(s.sent.length).toBe(sentBefore + 1);
    expect(s.sent.at(-1)!.source).toBe('judge');
    // written by the live session's own writer: the journal holds it
    const recs = parseJournal(readFileSync(s.library.journalPath(id))).records;
    expect(recs.at(-1)).toMatchObject({ t: 'correction', from: 25, who: 'Judge', when: WHEN });
    // a refused correction of the live match changes nothing and sends nothing
    expect((await s.call(C.correct, { id, from: 27, entries: [plan[28]], who: 'Judge', why: 'x' })).ok).toBe(false);
    expect(s.sent.length).toBe(sentBefore + 1);
    // the match being played cannot be deleted
    const d = await s.value<{ token: string }>(C.deletion, { id });
    expect((await s.call(C.remove, { id, token: d.token })).error?.code).toBe('library/in-use');
    expect(existsSync(s.library.journalPath(id))).toBe(true);
    o.close();
  });

  it('corrects a live match that has no journal in the library, keeping its corrections in memory', async () => {
    const s = setup();
    expect(s.host.newMatch(fullMatch.setup).ok).toBe(true);
    const session = s.host.current!;
    for (const e of plan.slice(0, 10)) session.entry(e, 'test');
    const c = await s.value<JudgeMatch>(C.correct, { id: session.id, from: 5, entries: [], who: 'J', why: 'restart the deal' });
    expect(c.log).toEqual(plan.slice(0, 5));
    expect((await s.value<JudgeMatch>(C.open, { id: session.id })).corrections).toEqual([{ from: 5, entries: 0, who: 'J', when: WHEN, why: 'restart the deal' }]);
  });

  it('gives club standings with their CSV', async () => {
    const s = setup();
    const a = await s.importFull({ teams: { A: 'Etxe', B: 'Lasa' } });
    const b = await s.importFull({ teams: { A: 'Etxe', B: 'Peña' } });
    await s.importFull({ teams: { A: 'Ez', B: 'Hau' }, created: '2020-01-01T00:00:00Z' });
    const all = await s.value<StandingsReply>(C.standings, {});
    expect(all.standings.counted).toHaveLength(3);
    const r = await s.value<StandingsReply>(C.standings, { ids: [a, b, 'gone'] });
    expect(r.standings.counted.sort()).toEqual([a, b].sort());
    expect(r.standings.skipped).toEqual([{ id: 'gone', why: 'no such match' }]);
    expect(r.standings.rows[0]).toMatchObject({ rank: 1, name: 'Etxe', matches: 2, victories: 2 });
    expect(r.csv.fileName).toBe('club-standings.csv');
    expect(r.csv.warnings).toEqual([]);
    const lines = r.csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('rank,team,matches,victories,manches_won,points_in_lost_manches,manches_won_all,manches_played');
    // Etxe won both matches (FFMus art. 2: manches and points only count in lost matches), 3 manches of 5
    // each, shown in the last two columns so that its 0 is not read as a mistake; the losers tie
    expect(lines[1]).toBe('1,Etxe,2,2,0,0,6,10');
    expect(lines.slice(2).sort()).toEqual([expect.stringMatching(/^2,Lasa,1,0,2,\d+,2,5$/), expect.stringMatching(/^2,Peña,1,0,2,\d+,2,5$/)]);
    expect(lines).toHaveLength(4);
    const since = await s.value<StandingsReply>(C.standings, { from: '2026-01-01' });
    expect(since.standings.counted.sort()).toEqual([a, b].sort());
  });

  it('passes printPdf to the printer with the sender', async () => {
    const s = setup();
    expect(await s.call(C.printPdf, { title: 'Deal 24' })).toEqual({ ok: true, value: { path: '/docs/Deal 24.pdf' } });
    expect(s.printed).toEqual([{ sender: CONTROL, title: 'Deal 24' }]);
  });
});

describe('makePrintPdf', () => {
  const fakes = (choice: { canceled: boolean; filePath?: string }, fail: 'print' | 'write' | null = null) => {
    const log: unknown[] = [];
    const print = makePrintPdf({
      dialog: { showSaveDialog: (async (opts: Electron.SaveDialogOptions) => { log.push(['dialog', opts]); return choice; }) as unknown as Electron.Dialog['showSaveDialog'] },
      webContentsOf: (e) => ({
        printToPDF: async (opts) => {
          log.push(['print', (e.sender as { id: number }).id, opts]);
          if (fail === 'print') throw new Error('printing failed');
          return Buffer.from('%PDF-1.7');
        },
      }),
      writeFile: async (path, data) => {
        log.push(['write', path, data.toString()]);
        if (fail === 'write') throw new Error('EACCES');
      },
      defaultDir: () => '/home/judge/Documents',
    });
    return { print, log };
  };
  const ev = { sender: { id: CONTROL } } as unknown as IpcMainInvokeEvent;

  it('asks where to save, prints the sender\'s page as A4 with backgrounds, writes it', async () => {
    const { print, log } = fakes({ canceled: false, filePath: '/tmp/out/settlement' });
    expect(await print(ev, 'Etxe – Lasa: deal 24/7')).toEqual({ ok: true, value: { path: '/tmp/out/settlement.pdf' } });
    const dialog = itemAt(log, 0) as [string, Electron.SaveDialogOptions];
    const [, printed, written] = log;
    expect(dialog[1].defaultPath).toBe('/home/judge/Documents/Etxe – Lasa- deal 24-7.pdf');
    expect(dialog[1].filters).toEqual([{ name: 'PDF', extensions: ['pdf'] }]);
    expect(printed).toEqual(['print', CONTROL, { printBackground: true, pageSize: 'A4' }]);
    expect(written).toEqual(['write', '/tmp/out/settlement.pdf', '%PDF-1.7']);
  });

  it('cancel gives null and prints nothing; failures are print/failed', async () => {
    const c = fakes({ canceled: true });
    expect(await c.print(ev, 'x')).toEqual({ ok: true, value: null });
    expect(c.log).toHaveLength(1);
    for (const f of ['print', 'write'] as const) {
      const r = await fakes({ canceled: false, filePath: '/tmp/a.pdf' }, f).print(ev, 'x');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('print/failed');
    }
  });

  it('makes safe file names from titles', () => {
    expect(pdfFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j.pdf');
    expect(pdfFileName('  ..hidden  ')).toBe('hidden.pdf');
    expect(pdfFileName('')).toBe('mus-settlement.pdf');
    expect(pdfFileName('...')).toBe('mus-settlement.pdf');
    expect(pdfFileName('x'.repeat(300))).toBe(`${'x'.repeat(100)}.pdf`);
    expect(pdfFileName('Mus\u0000\nPartida')).toBe('Mus--Partida.pdf');
  });
});
