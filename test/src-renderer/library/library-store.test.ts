/**
 * The library screen's store (src-renderer/library/library-store.ts) against a fake library: the
 * query it asks for (search words, status, dates, sort), the checked matches and the club standings
 * over them, an import refused with every problem or accepted and highlighted, and the delete
 * confirmed with its token (docs/app.md, "Match library").
 */
import { describe, expect, it } from 'vitest';
import { createLibraryStore, teamsOf } from '../../../src-renderer/library/library-store.js';
import type { LibraryBridge, StandingsReply } from '../../../shared/bridge/library/library-contract.js';
import type { MatchSummary } from '../../../shared/library/summary.js';
import type { LibraryQuery } from '../../../shared/library/search.js';
import type { Result } from '../../../shared/index.js';
import { refused, type ProblemsError } from '../../../shared/format/refusal.js';
import type { Problem } from '../../../shared/format/check.js';
import { checkImportText } from '../../../shared/library/import-check.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uiT } from '../../../src-renderer/i18n/index.js';
import '../../../src-renderer/library/texts.js';

function summary(id: string, A: string, B: string): MatchSummary {
  return {
    id, created: '2026-03-01T20:00:00Z', teams: { A, B }, players: ['P0', 'P1', 'P2', 'P3'], rules: 'ffmus', status: 'in-progress', winner: null,
    manchesWon: { A: 0, B: 0 }, score: { A: 0, B: 0 }, deals: 1, current: { deal: 1, manche: 0, stage: 'mus' }, standings: null, entries: 3, records: 4,
    problem: null, warning: null, fingerprint: null,
  } as MatchSummary;
}

const BAIONA = summary('m1', 'Baiona', 'Hazparne');
const ZIBURU = summary('m2', 'Ziburu', 'Urruña');
const ok = <T>(value: T): Promise<Result<T>> => Promise.resolve({ ok: true, value });
const standingsReply = { standings: { rows: [], skipped: [] }, csv: { fileName: 'club-standings.csv', text: '' } } as unknown as StandingsReply;

/** A fake library: lists `shown` (whatever the query, recorded), standings over the ids asked (recorded). */
function fakeLibrary(over: Partial<LibraryBridge> = {}) {
  const lists: LibraryQuery[] = [];
  const standings: (string[] | undefined)[] = [];
  let shown = [BAIONA, ZIBURU];
  const lib = {
    list: (q: LibraryQuery) => (lists.push(q), ok(shown)),
    standings: (q: { ids?: string[] }) => (standings.push(q.ids), ok(standingsReply)),
    ...over,
  } as LibraryBridge;
  return { lib, lists, standings, show: (rows: MatchSummary[]) => void (shown = rows) };
}

describe('library store', () => {
  it('asks for every match, newest first, at start; the dates only once set', async () => {
    const f = fakeLibrary();
    const store = createLibraryStore(f.lib);
    expect(store.loaded.value).toBe(false);
    await store.refresh();
    expect(f.lists).toEqual([{ text: '', status: 'all', sort: 'newest' }]);
    expect(store.rows.value.map((r) => r.id)).toEqual(['m1', 'm2']);
    expect(store.loaded.value).toBe(true);
    await store.setQuery({ text: '"Baiona" hazparne', status: 'finished', from: '2026-01-01', sort: 'oldest' });
    expect(f.lists[1]).toEqual({ text: '"Baiona" hazparne', status: 'finished', sort: 'oldest', from: '2026-01-01' });
    await store.setQuery({ from: '', to: '2026-12-31' });
    expect(f.lists[2]).toEqual({ text: '"Baiona" hazparne', status: 'finished', sort: 'oldest', to: '2026-12-31' });
  });

  it('shows only the answer to the latest query when an older answer comes last', async () => {
    const answers: ((v: Result<MatchSummary[]>) => void)[] = [];
    const f = fakeLibrary({ list: () => new Promise((r) => answers.push(r)) });
    const store = createLibraryStore(f.lib);
    const first = store.setQuery({ text: 'b' });
    const second = store.setQuery({ text: 'ba' });
    answers[1]?.({ ok: true, value: [BAIONA] });
    await second;
    answers[0]?.({ ok: true, value: [BAIONA, ZIBURU] });
    await first;
    expect(store.rows.value).toEqual([BAIONA]);
  });

  it('a refused listing says the bridge error and keeps the rows shown', async () => {
    let reply: Result<MatchSummary[]> = { ok: true, value: [BAIONA] };
    const store = createLibraryStore(fakeLibrary({ list: () => Promise.resolve(reply) }).lib);
    await store.refresh();
    reply = { ok: false, error: { code: 'library/unavailable', message: 'library folder not readable' } };
    await store.refresh();
    expect(store.rows.value).toEqual([BAIONA]);
    expect(store.message.value).toEqual({ error: { code: 'library/unavailable', message: 'library folder not readable' } });
  });

  it('club standings are over the matches shown, or over the checked ones once any is checked; a check of a match no longer shown is dropped', async () => {
    const f = fakeLibrary();
    const store = createLibraryStore(f.lib);
    await store.refresh();
    expect(f.standings.at(-1)).toEqual(['m1', 'm2']);
    await store.toggle('m2');
    expect(f.standings.at(-1)).toEqual(['m2']);
    await store.toggle('m1');
    await store.toggle('m2');
    expect(f.standings.at(-1)).toEqual(['m1']);
    f.show([ZIBURU]);
    await store.setQuery({ text: 'ziburu' });
    expect([...store.checked.value]).toEqual([]);
    expect(f.standings.at(-1)).toEqual(['m2']);
  });

  it('an import refused lists every problem by JSON path, and offers "import anyway" only when the one problem is a duplicate', async () => {
    const problems: [Problem, ...Problem[]] = [{ path: 'deals[3].actions[7].amount', code: 'schema/minimum', message: 'must be >= 1' }, { path: 'teams.A', code: 'schema/type', message: 'must be string' }];
    let reply: Result<never, ProblemsError> = refused(problems);
    const store = createLibraryStore(fakeLibrary({ importText: () => Promise.resolve(reply) } as Partial<LibraryBridge>).lib);
    expect(await store.importText('soir.json', '{"x":1}')).toBeNull();
    expect(store.refused.value).toEqual({ file: 'soir.json', problems, duplicateText: null });
    reply = refused([{ path: '', code: 'import/duplicate', message: 'already in the library' }]);
    await store.importText('soir.json', '{"x":1}');
    expect(store.refused.value?.duplicateText).toBe('{"x":1}');
  });

  it('a worked example refused (« format is missing ») says that the match is the object under "record"', async () => {
    const check = (t: string) => Promise.resolve(checkImportText(t)) as ReturnType<LibraryBridge['importText']>;
    const store = createLibraryStore(fakeLibrary({ importText: check } as Partial<LibraryBridge>).lib);
    const example = readFileSync(join(import.meta.dirname, '../../fixtures/match-ffmus-full.json'), 'utf8');
    expect(await store.importText('match-ffmus-full.json', example)).toBeNull();
    expect(store.refused.value?.problems.map((p) => p.code)).toEqual(['record/bad-format']);
    expect(store.refused.value?.example).toBe('mus-match/1');
    // the words the screen shows beside the problems, in each language
    expect(uiT('fr')('library.example', { format: 'mus-match/1' })).toBe('C’est un exemple commenté : la partie (mus-match/1) est l’objet sous « record » (le résultat attendu sous « expect ») ; enregistrez cet objet seul dans un fichier .json, puis importez ce fichier.');
    expect(uiT('en')('library.example', { format: 'mus-match/1' })).toMatch(/^This is a worked example: the match \(mus-match\/1\) is the object under "record"/);
    for (const lang of ['eu', 'es'] as const) expect(uiT(lang)('library.example', { format: 'mus-match/1' })).toContain('«record»');
    // any other refusal says nothing of the kind
    await store.importText('other.json', '{"format":"mus-deal/1"}');
    expect(store.refused.value?.example).toBeUndefined();
  });

  it('an import refused before the file is read (no problem list: a read-only window) is said on the status line, not as a refused file', async () => {
    const store = createLibraryStore(fakeLibrary({ importText: () => Promise.resolve({ ok: false, error: { code: 'bridge/read-only', message: 'the room display only shows the table' } }) } as Partial<LibraryBridge>).lib);
    expect(await store.importText('soir.json', '{}')).toBeNull();
    expect(store.refused.value).toBeNull();
    expect(store.message.value).toEqual({ error: { code: 'bridge/read-only', message: 'the room display only shows the table' } });
  });

  it('a file that is not UTF-8 is refused with the byte offset, and the library is not asked', async () => {
    const imported: string[] = [];
    const store = createLibraryStore(fakeLibrary({ importText: (t: string) => (imported.push(t), ok({ id: 'm3', summary: BAIONA })) } as Partial<LibraryBridge>).lib);
    expect(await store.importFile('latin1.json', new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]))).toBeNull();
    expect(imported).toEqual([]);
    expect(store.refused.value?.file).toBe('latin1.json');
    expect(store.refused.value?.problems).toHaveLength(1);
    expect(store.refused.value?.problems[0]?.code).toMatch(/utf-?8/i);
    // the byte offset as data, for the problem said in the language on screen (fileProblemText)
    expect(store.refused.value?.problems[0]?.detail).toEqual({ key: 'format/bad-utf8', params: { offset: 2, bytes: 'e9 22 7d' } });
  });

  it('an accepted import is highlighted and said; filters that would hide it are cleared', async () => {
    const imported = summary('m3', 'Sara', 'Ainhoa');
    const lists: LibraryQuery[] = [];
    let library = [BAIONA];
    // a library that reads the search words (the real search is shared/library/search.ts's)
    const f = fakeLibrary({
      list: (q: LibraryQuery) => (lists.push(q), ok(library.filter((m) => !q.text || teamsOf(m).toLowerCase().includes(q.text)))),
      importText: () => ((library = [BAIONA, imported]), ok({ id: 'm3', summary: imported })),
    } as Partial<LibraryBridge>);
    const store = createLibraryStore(f.lib);
    await store.setQuery({ text: 'baiona', status: 'in-progress', from: '2026-01-01' });
    expect(await store.importText('sara.json', '{}')).toBe('m3');
    expect(store.highlight.value).toBe('m3');
    expect(store.message.value).toEqual({ key: 'library.imported', vars: { teams: 'Sara — Ainhoa' } });
    expect(lists.slice(1)).toEqual([
      { text: 'baiona', status: 'in-progress', sort: 'newest', from: '2026-01-01' },
      { text: '', status: 'all', sort: 'newest' },
    ]);
    expect(store.rows.value.map((r) => r.id)).toEqual(['m1', 'm3']);
  });

  it('an accepted import that the query shows keeps the query', async () => {
    const imported = summary('m3', 'Baiona II', 'Ainhoa');
    const f = fakeLibrary({ importText: () => ok({ id: 'm3', summary: imported }) } as Partial<LibraryBridge>);
    const store = createLibraryStore(f.lib);
    await store.setQuery({ text: 'baiona' });
    f.show([BAIONA, imported]);
    await store.importText('b2.json', '{}');
    expect(f.lists.map((q) => q.text)).toEqual(['baiona', 'baiona']);
    expect(store.text.value).toBe('baiona');
  });

  it('delete: asks what it would delete, deletes only with that token on confirm, says it, and lists again; cancel deletes nothing', async () => {
    const removed: string[] = [];
    const f = fakeLibrary({ deletion: (id: string) => ok({ summary: id === 'm1' ? BAIONA : ZIBURU, token: `tok-${id}` }), remove: (id: string, token: string) => (removed.push(`${id} ${token}`), ok(null)) } as Partial<LibraryBridge>);
    const store = createLibraryStore(f.lib);
    await store.askDelete('m2');
    expect(store.pending.value?.summary.id).toBe('m2');
    store.cancelDelete();
    expect(await store.confirmDelete()).toBe(false);
    await store.askDelete('m1');
    store.highlight.value = 'm1';
    expect(await store.confirmDelete()).toBe(true);
    expect(removed).toEqual(['m1 tok-m1']);
    expect(store.pending.value).toBeNull();
    expect(store.highlight.value).toBeNull();
    expect(store.message.value).toEqual({ key: 'library.deleted', vars: { teams: 'Baiona — Hazparne' } });
    expect(f.lists).toHaveLength(1);
  });

  it('an export of a match not over says it holds the finished deals only and names the deal left out', async () => {
    const file = { fileName: 'm1.mus-match.json', text: '{}', warnings: [] };
    const f = fakeLibrary({ exportMatch: () => ok({ ...file, leftOut: { deal: 6, manche: 1, stage: 'pares', actions: 4 } }) });
    const store = createLibraryStore(f.lib);
    expect(await store.exportFile('m1')).toMatchObject(file);
    const m = store.message.value as { key: string; vars: Record<string, string | number> };
    expect(uiT('fr')(m.key, m.vars)).toBe('Fichier m1.mus-match.json enregistré, avec les donnes finies seulement : la partie n’est pas finie, la donne 7 (manche 2) est laissée de côté. Importée, la partie reprend au début de cette donne.');
    expect(uiT('en')(m.key, m.vars)).toContain('deal 7 (manche 2) is left out');
    const whole = createLibraryStore(fakeLibrary({ exportMatch: () => ok({ ...file, leftOut: null }) }).lib);
    await whole.exportFile('m1');
    expect(whole.message.value).toEqual({ key: 'library.exported', vars: { file: 'm1.mus-match.json' } });
  });

  it('teamsOf names a match by its two teams, A first', () => {
    expect(teamsOf(ZIBURU)).toBe('Ziburu — Urruña');
  });
});
