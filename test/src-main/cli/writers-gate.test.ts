/**
 * Every writer of a `mus-match/1` file writes one its own gate accepts (shared/format/check.ts
 * `checkBytes`, what `mus check` runs), at a moment mid-deal (bets made, before the showdown) and at
 * the match's end, its finished deals unchanged: `mus table --out`, `mus library export` (the app's
 * export through IPC is the same `MatchLibrary.exportMatch`), the hub's file of a won match
 * (`heldMatchFile`) and `mus tournament export --match R/T`.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBytes } from '../../../shared/format/check.js';
import type { MatchEntry, MatchRecord } from '../../../shared/index.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { startTable } from '../../../src-main/cli/table-command.js';
import { heldMatchFile } from '../../../src-main/cli/held-match.js';
import { runLibrary } from '../../../src-main/cli/library-command.js';
import { runTournament } from '../../../src-main/cli/tournament-command.js';
import { MatchLibrary } from '../../../src-main/library/library.js';
import { startPtyPair, tempPtyPaths } from '../../../src-main/serial/sim/pty-pair.js';
import { fullMatch, fullRecord, plan } from '../journal/helpers.js';
import { musInProcess } from '../../helpers/mus-cli.js';
import { TABLE_CLI_WORDS } from '../../../src-main/cli/table-texts.js';

const dir = mkdtempSync(join(tmpdir(), 'mus-writers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Where deal 2 starts in the full match's plan. */
const FIRST_DEAL = plan.findIndex((e) => e.type === 'hands') + 1;
/** How many entries of the full match's plan stop it mid-deal: deal 2 with a bet made, before its showdown. */
const MID = (() => {
  const firstDeal = FIRST_DEAL;
  const bet = plan.findIndex((e, i) => i >= firstDeal && e.type === 'action' && e.action.act === 'bet');
  const k = bet + 2; // the bet and its answer
  if (plan.slice(firstDeal, k).some((e) => e.type === 'hands')) throw new Error('the test plan: deal 2 has no bet before its showdown');
  return k;
})();
/** The finished deals at that moment, and the actions of the deal in progress. */
const DONE_MID = 1;
const MID_ACTIONS = MID - FIRST_DEAL;

/** What `mus check FILE` says of a written file: accepted as a match record, and its deals. */
async function accepted(file: string): Promise<MatchRecord> {
  const bytes = readFileSync(file);
  const c = checkBytes(bytes);
  expect(c.problems).toEqual([]);
  expect(c.format).toBe('mus-match/1');
  const cli = await musInProcess(['check', file, '--lang', 'en']);
  expect(cli.code, cli.err + cli.out).toBe(0);
  return c.json as MatchRecord;
}

/** The finished deals of the full match a file holds: exactly the first `n` deals of the record. */
function sameDeals(rec: MatchRecord, n: number): void {
  expect(rec.deals).toEqual(fullRecord.deals.slice(0, n));
  expect(rec.teams).toEqual(fullRecord.teams);
  expect(rec.players).toEqual(fullRecord.players);
}

describe('every mus-match/1 file the app writes goes through its own gate', () => {
  it('the plan stops mid-deal with bets made', () => {
    expect(MID).toBeGreaterThan(0);
    expect(fullRecord.deals.length).toBeGreaterThan(DONE_MID);
  });

  for (const lang of ['en', 'fr'] as const) {
    it(`mus table --out, stopped mid-deal (${lang}): the finished deals, and a line names the deal left out`, async () => {
      const { a, b, dir: ptyDir } = tempPtyPaths('mus-writers-pty-');
      const pair = await startPtyPair(a, b);
      cleanups.push(async () => { await pair.stop(); rmSync(ptyDir, { recursive: true, force: true }); });
      const out = join(dir, `table-mid-${lang}.json`);
      const lines: string[] = [];
      const table = await startTable({ port: a, setup: fullMatch.setup, out, lang, print: (l) => lines.push(l) });
      for (const e of plan.slice(0, MID)) expect(table.session.entry(e, 'test').ok).toBe(true);
      const cur = table.session.match.view.current!;
      expect(cur.state.stage).not.toBe('showdown');
      await table.stop();
      sameDeals(await accepted(out), DONE_MID);
      const said = lines.at(-1) ?? '';
      if (lang === 'en') expect(said).toMatch(new RegExp(`^the deal in progress, deal 2 \\(manche 1, at .+, ${MID_ACTIONS} actions entered\\), is not in the file: it holds the 1 finished deals`));
      else expect(said).toMatch(new RegExp(`^la donne en cours, donne 2 \\(manche 1, phase : .+, ${MID_ACTIONS} actions saisies\\), n’est pas dans le fichier : il contient les 1 donnes finies`));
    });
  }

  it('mus table --out says the deal left out in every language', () => {
    for (const lang of ['fr', 'eu', 'es', 'en'] as const) expect(TABLE_CLI_WORDS[lang].leftOut).toMatch(/\{\{n\}\}.*\{\{deals\}\}/);
  });

  it('mus table --out at the match end: every deal, written when the last one is settled; no line of a deal left out', async () => {
    const { a, b, dir: ptyDir } = tempPtyPaths('mus-writers-pty-');
    const pair = await startPtyPair(a, b);
    cleanups.push(async () => { await pair.stop(); rmSync(ptyDir, { recursive: true, force: true }); });
    const out = join(dir, 'table-end.json');
    const lines: string[] = [];
    const table = await startTable({ port: a, setup: fullMatch.setup, out, lang: 'en', print: (l) => lines.push(l) });
    for (const e of plan) expect(table.session.entry(e, 'test').ok).toBe(true);
    expect(table.session.match.view.winner).toBe('A');
    sameDeals(await accepted(out), fullRecord.deals.length); // written at the last deal, before the stop
    await table.stop();
    sameDeals(await accepted(out), fullRecord.deals.length);
    expect(lines.some((l) => l.includes('not in the file'))).toBe(false);
  });

  it('mus library export, mid-deal and at the match end', async () => {
    const data = join(dir, 'library');
    const lib = new MatchLibrary(data, { sync: 'none' });
    const r = lib.start(fullMatch.setup);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of plan.slice(0, MID)) r.value.session!.entry(e, 'test');
    const id = r.value.id!;
    r.value.close();
    const io = { out: () => undefined, err: () => undefined };
    const mid = join(dir, 'library-mid.json');
    expect(await runLibrary(['export', id, '--out', mid, '--data-dir', data], io)).toBe(0);
    sameDeals(await accepted(mid), DONE_MID);
    const done = lib.importText(JSON.stringify(fullRecord));
    if (!done.ok) throw new Error(JSON.stringify(done.error));
    const end = join(dir, 'library-end.json');
    expect(await runLibrary(['export', done.value.id, '--out', end, '--data-dir', data], io)).toBe(0);
    sameDeals(await accepted(end), fullRecord.deals.length);
  });

  it('the hub\'s file of a table\'s match (its copy of the journal), mid-deal and at the match end', async () => {
    const journal = (entries: readonly MatchEntry[]): JournalRecord[] => [
      { seq: 1, t: 'setup', setup: fullMatch.setup, id: 'r1-t1', created: '2026-11-27T20:00:00.000Z' },
      ...entries.map((entry, i): JournalRecord => ({ seq: i + 2, t: 'entry', entry, source: 'box' })),
    ];
    const mid = heldMatchFile(journal(plan.slice(0, MID)))!;
    expect(mid.leftOut).toMatchObject({ deal: DONE_MID, actions: MID_ACTIONS });
    writeFileSync(join(dir, 'hub-mid.json'), mid.text);
    sameDeals(await accepted(join(dir, 'hub-mid.json')), DONE_MID);
    const end = heldMatchFile(journal(plan))!;
    expect(end.leftOut).toBeNull();
    writeFileSync(join(dir, 'hub-end.json'), end.text);
    sameDeals(await accepted(join(dir, 'hub-end.json')), fullRecord.deals.length);
  });

  it('mus tournament export --match R/T: a match not over is never entered; a won one is exported as entered', async () => {
    const night = join(dir, 'night.json');
    const t = async (...args: string[]) => {
      let text = '';
      const code = await runTournament([...args, '--lang', 'en'], { out: (s) => { text += `${s}\n`; }, err: (s) => { text += `${s}\n`; } });
      return { code, text };
    };
    expect((await t('create', night, '--name', 'Night', '--date', '2026-11-27', '--rounds', '1')).code).toBe(0);
    expect((await t('add-pair', night, '--id', 'a', '--team', fullRecord.teams!.A, '--players', 'Peio,Battitt')).code).toBe(0);
    expect((await t('add-pair', night, '--id', 'b', '--team', fullRecord.teams!.B, '--players', 'Maite,Xan')).code).toBe(0);
    expect((await t('pair', night)).code).toBe(0);
    // the hub's file of the table mid-deal: accepted by the gate, refused as a match not over
    const mid = heldMatchFile([{ seq: 1, t: 'setup', setup: fullMatch.setup, id: 'x', created: '2026-11-27T20:00:00.000Z' }, ...plan.slice(0, MID).map((entry, i): JournalRecord => ({ seq: i + 2, t: 'entry', entry }))])!;
    writeFileSync(join(dir, 'mid.json'), mid.text);
    const refused = await t('result', night, '--round', '1', '--table', '1', '--match', join(dir, 'mid.json'));
    expect(refused.code).toBe(1);
    expect(refused.text).toContain('(tournament/match-unfinished)');
    const end = join(dir, 'end.json');
    writeFileSync(end, heldMatchFile([{ seq: 1, t: 'setup', setup: fullMatch.setup, id: 'x', created: '2026-11-27T20:00:00.000Z' }, ...plan.map((entry, i): JournalRecord => ({ seq: i + 2, t: 'entry', entry }))])!.text);
    const entered = await t('result', night, '--round', '1', '--table', '1', '--match', end);
    expect(entered.code, entered.text).toBe(0);
    const exported = join(dir, 'exported.json');
    expect((await t('export', night, '--match', '1/1', '--out', exported)).code).toBe(0);
    sameDeals(await accepted(exported), fullRecord.deals.length);
  });
});
