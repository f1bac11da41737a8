/**
 * A table of a tournament, as the app wires it (`bootApp` under Node with a mocked `electron`, a
 * real hub on the loopback): the table joins with its code, starts the pairing's match, and every
 * record reaches the hub in order after it is journaled locally; the hub goes away and comes back
 * (the table plays on, then catches up); the app is killed and restarted (it resumes shipping where
 * the hub stands); the same table joins again (the match goes on, no second match); another machine
 * cannot take the table over; a match that is not the pairing's is not shipped.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
vi.mock('electron', async () => (await import('./electron-mock.js')).electronMock());
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootForTest, until } from './boot-rig.js';
import { CHANNELS } from '../../../shared/bridge/table/table-contract.js';
import { TOURNAMENT_CHANNELS as T, type JoinedTable, type TableLinkView } from '../../../shared/bridge/tournament/tournament-contract.js';
import { parseJournal } from '../../../src-main/journal/codec.js';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { linkPathOf } from '../../../src-main/hub/table-link.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { ROTATIONS, tournament, variant } from '../hub/fixtures.js';
import { portFront, type PortFront } from '../../helpers/ports.js';

afterAll(removeTempDirs);

const boot = (dataDir: string) => bootForTest(dataDir, { hubShipper: { retryMs: 40, maxRetryMs: 200, timeoutMs: 2_000 } });




/** The local journal's records, and the hub's copy of the same table's, as lines of JSON. */
function sameRecords(localPath: string, hub: HubServer, round: number, table: number): { local: string[]; hub: string[] } {
  const local = parseJournal(readFileSync(localPath)).records.map((r) => JSON.stringify(r));
  const held = (hub.state.journal(round, table) ?? []).map((r) => JSON.stringify(r));
  return { local, hub: held };
}

/**
 * The hub as its tables know it: by `url`, a port held for the whole test and relayed to the hub's
 * port of the moment; `startHub` starts it (again) on port 0 and points the front at it, or says false;
 * `stopHub` stops it (its store kept) and closes the front's connections until the next start.
 */
async function hubBehindFront(hub: HubServer): Promise<{ url: string; startHub: () => Promise<boolean>; stopHub: () => Promise<void> }> {
  const front = await portFront();
  fronts.push(front);
  return {
    url: front.url(),
    startHub: async () => {
      const r = await hub.start({ host: '127.0.0.1', port: 0 });
      front.to(r.ok ? r.value.port : null);
      return r.ok;
    },
    stopHub: async () => {
      front.to(null);
      await hub.stop({ keepStore: true });
    },
  };
}
const fronts: PortFront[] = [];
afterAll(async () => {
  for (const f of fronts.splice(0)) await f.close();
});

describe('a table that joined a tournament hub', () => {
  it('ships every record in order, through a hub outage, a kill of the app and a second join; nothing lost, nothing doubled', async () => {
    const hubDir = tempDir();
    const hub = new HubServer({ dir: hubDir, tournament: tournament(2), sync: 'none' });
    // the table knows the hub by a port held for the whole test (the hub restarts on port 0 behind it: no port let go and bound again)
    const { url, startHub, stopHub } = await hubBehindFront(hub);
    expect(await startHub()).toBe(true);
    const code = hub.credentials().find((c) => c.round === 1 && c.table === 1)!.code;

    // the table joins with its code, typed as on the card
    const dir = tempDir();
    const a = boot(dir);
    const joined = await a.call<JoinedTable>(T.join, { url, code: `${code.slice(0, 3)}-${code.slice(3)}` });
    expect(joined.ok).toBe(true);
    expect(joined.value).toMatchObject({ round: 1, table: 1, resumed: false, tournament: { name: 'Open de Mus 2026' } });
    const setup = joined.value!.setup;
    const plan = variant(ROTATIONS[0]!, { rules: setup.rules, teams: setup.teams, players: setup.players });
    expect(plan.setup.esku).toBe(setup.esku);
    expect((await a.call(CHANNELS.newMatch, setup)).ok).toBe(true);
    const id = a.app.host.current!.id;
    const path = a.app.library.journalPath(id);
    expect(existsSync(linkPathOf(path))).toBe(true);
    // the window is told where the match stands at the hub
    const link = async () => (await a.call<TableLinkView | null>(T.link)).value ?? null;
    await until('the setup at the hub', async () => (await link())?.state === 'synced');
    expect(await link()).toMatchObject({ round: 1, table: 1, url, state: 'synced', have: 1, local: 1, tournament: { name: 'Open de Mus 2026' } });

    // play a third of the match: the hub follows
    const third = Math.floor(plan.log.length / 3);
    for (let i = 0; i < third; i++) expect(a.app.host.current!.entry(plan.log[i]!, 'test').ok).toBe(true);
    await until('a third at the hub', async () => (await link())?.have === third + 1);
    let both = sameRecords(path, hub, 1, 1);
    expect(both.hub).toEqual(both.local);

    // the hub goes away: the table plays on (every action accepted at once), then catches up
    await stopHub();
    for (let i = third; i < 2 * third; i++) expect(a.app.host.current!.entry(plan.log[i]!, 'test').ok).toBe(true);
    await until('the table to see the hub gone', async () => (await link())?.state === 'offline');
    expect((await link())!.local).toBe(2 * third + 1);
    expect(await startHub()).toBe(true);
    await until('the catch-up', async () => (await link())?.state === 'synced' && (await link())?.have === 2 * third + 1);
    both = sameRecords(path, hub, 1, 1);
    expect(both.hub).toEqual(both.local);

    // an undo and a redo travel like any record
    expect(a.app.host.current!.undo('test').ok).toBe(true);
    expect(a.app.host.current!.redo('test').ok).toBe(true);
    await until('undo and redo at the hub', async () => (await link())?.have === 2 * third + 3);

    // the app dies (its journal lock names a dead process) with records the hub has not seen yet
    await stopHub();
    for (let i = 2 * third; i < 2 * third + 5; i++) expect(a.app.host.current!.entry(plan.log[i]!, 'test').ok).toBe(true);
    writeFileSync(`${path}.lock`, `${spawnSync(process.execPath, ['-e', '0']).pid}\n`);
    a.app.links.close(0).catch(() => {});
    expect(await startHub()).toBe(true);
    const b = boot(dir);
    expect(b.app.host.current!.id).toBe(id);
    const linkB = async () => (await b.call<TableLinkView | null>(T.link)).value ?? null;
    await until('the restarted table to catch up', async () => (await linkB())?.state === 'synced' && (await linkB())?.have === 2 * third + 8);

    // the same table joins again (the players pressed "join" once more): the match goes on, no new match
    const again = await b.call<JoinedTable>(T.join, { url, code });
    expect(again.value).toMatchObject({ round: 1, table: 1, resumed: true });
    expect(b.app.host.current!.id).toBe(id);
    // another machine with the same code cannot start a second match for that table
    const other = boot(tempDir());
    const stolen = await other.call<JoinedTable>(T.join, { url, code });
    expect(stolen.ok).toBe(false);
    expect(stolen.error!.message).toMatch(/already holds \d+ records/);
    await other.app.shutdown();

    // the rest of the match; the hub holds exactly the table's journal, and the match is won there
    const session = b.app.host.current!;
    for (let i = 2 * third + 5; i < plan.log.length; i++) expect(session.entry(plan.log[i]!, 'test').ok).toBe(true);
    expect(session.match.view.current).toBeNull();
    const total = parseJournal(readFileSync(path)).records.length;
    await until('the whole match at the hub', async () => (await linkB())?.have === total);
    both = sameRecords(path, hub, 1, 1);
    expect(both.hub).toEqual(both.local);
    expect(hub.state.tableLine(1, 1)?.state).toBe('finished');
    await b.app.shutdown();
    // once closed, finished and synced, the link is marked shipped: nothing to catch up at the next start
    expect(JSON.parse(readFileSync(linkPathOf(path), 'utf8'))).toMatchObject({ format: 'mus-hub-link/1', shipped: true, round: 1, table: 1 });
    await hub.stop();
  });

  it('a match started with another setup after a join is not shipped; a finished match left unsent is caught up at the next start', async () => {
    const hub = new HubServer({ dir: tempDir(), tournament: tournament(2), sync: 'none' });
    const { url, startHub, stopHub } = await hubBehindFront(hub);
    expect(await startHub()).toBe(true);
    const code = hub.credentials().find((c) => c.round === 1 && c.table === 2)!.code;
    const dir = tempDir();
    const a = boot(dir);
    const joined = await a.call<JoinedTable>(T.join, { url, code });
    const setup = joined.value!.setup;
    // the players start a friendly match first, with other names: not the tournament's
    expect((await a.call(CHANNELS.newMatch, { ...setup, teams: { A: 'Lagunak', B: 'Bestiak' } })).ok).toBe(true);
    expect((await a.call(T.link)).value).toBeNull();
    const friendly = a.app.host.current!.id;
    expect(existsSync(linkPathOf(a.app.library.journalPath(friendly)))).toBe(false);
    // the offer still stands for the pairing's match
    expect((await a.call(CHANNELS.newMatch, setup)).ok).toBe(true);
    const id = a.app.host.current!.id;
    const path = a.app.library.journalPath(id);
    const plan = variant(ROTATIONS[1]!, { rules: setup.rules, teams: setup.teams, players: setup.players });
    expect(plan.setup.esku).toBe(setup.esku);
    await until('the setup at the hub', async () => ((await a.call<TableLinkView | null>(T.link)).value)?.state === 'synced');
    // the hub goes away; the whole match is played; the app quits before the hub comes back
    await stopHub();
    for (const e of plan.log) expect(a.app.host.current!.entry(e, 'test').ok).toBe(true);
    expect(a.app.host.current!.match.view.current).toBeNull();
    await a.app.shutdown();
    expect(hub.state.journal(1, 2)?.length).toBe(1);
    expect(JSON.parse(readFileSync(linkPathOf(path), 'utf8')).shipped).toBeUndefined();
    // next start, hub back: the finished match is sent in the background
    expect(await startHub()).toBe(true);
    const b = boot(dir);
    expect(b.app.host.current!.id).toBe(friendly); // the tournament match is over: the friendly one is resumed
    expect((await b.call(T.link)).value).toBeNull();
    const total = parseJournal(readFileSync(path)).records.length;
    await until('the finished match at the hub', () => hub.state.journal(1, 2)?.length === total);
    const both = sameRecords(path, hub, 1, 2);
    expect(both.hub).toEqual(both.local);
    await until('the link marked shipped', () => JSON.parse(readFileSync(linkPathOf(path), 'utf8')).shipped === true);
    await b.app.shutdown();
    await hub.stop();
    expect(readFileSync(join(dir, 'matches', `${id}.musj.hub.json`), 'utf8')).toContain('"shipped": true');
  });
});
