/**
 * Championship night on loopback: a hub (in this process) and 8 table processes playing at the
 * same time, each a match built from the example match's deals (test/src-main/hub/table-child.ts: the
 * TableSession, the durable journal and the TableShipper, as the app will run them). Mid-match one
 * table's connection is cut (its traffic goes through a proxy that drops every connection for 1.5 s)
 * and restored, and another table process is SIGKILLed and restarted (it reopens its journal, asks
 * the hub where it stands and goes on). At the end:
 * - the hub's copy of every journal is byte for byte the table's (nothing lost, nothing doubled);
 * - every match is complete (the journal's log is the planned match);
 * - the board the hub serves (scores, manches, states, winners, art. 2 standings) equals what is
 *   computed offline from the same journals, by the engine and by the match library.
 * 127.0.0.1 only. Events are triggered by the tables' own progress (not by the clock), so the cut
 * and the kill always fall mid-match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { replayLog } from '../../../shared/index.js';
import { foldJournal } from '../../../shared/session/journal-records.js';
import { boardStandings } from '../../../shared/hub/board.js';
import { parseJournal } from '../../../src-main/journal/codec.js';
import { MatchLibrary } from '../../../src-main/library/library.js';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { removeTempDirs, tempDir } from '../../src-main/journal/helpers.js';
import { ROTATIONS, tournament, variant } from '../../src-main/hub/fixtures.js';
import { http } from '../../src-main/hub/http.js';

const TABLES = 8;
const CUT_TABLE = 3;
const KILL_TABLE = 5;
const DELAY_MS = 4;
const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = fileURLToPath(new URL('../../fixtures/match-ffmus-full.record.json', import.meta.url));

let dir: string;
let childJs: string;

beforeAll(async () => {
  dir = tempDir('mus-hub-night-');
  await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      ssr: join(root, 'test/src-main/hub/table-child.ts'),
      outDir: join(dir, 'bin'),
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'table-child.mjs' } },
    },
    ssr: { noExternal: true },
  });
  childJs = join(dir, 'bin', 'table-child.mjs');
});

afterAll(removeTempDirs);

/** A TCP proxy to the hub that can drop every connection (a cable pulled) and come back. */
function proxy(target: number): Promise<{ port: number; cut(): void; restore(): void; close(): Promise<void> }> {
  const open = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const up = connect(target, '127.0.0.1');
    open.add(client);
    open.add(up);
    const end = () => {
      client.destroy();
      up.destroy();
      open.delete(client);
      open.delete(up);
    };
    client.on('error', end).on('close', end);
    up.on('error', end).on('close', end);
    client.pipe(up);
    up.pipe(client);
  });
  return new Promise((ok) => {
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      ok({
        port: typeof a === 'object' && a ? a.port : 0,
        cut() {
          down = true;
          for (const s of open) s.destroy();
          open.clear();
        },
        restore() {
          down = false;
        },
        close: () => new Promise<void>((r) => {
          for (const s of open) s.destroy();
          server.close(() => r());
        }),
      });
    });
  });
}

interface Table {
  n: number;
  dir: string;
  proc: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
}

function startTable(n: number, url: string, code: string, onLine: (t: Table, line: string) => void): Promise<Table> {
  const tdir = join(dir, `table-${n}`);
  mkdirSync(tdir, { recursive: true });
  const proc = spawn(process.execPath, [childJs, tdir, url, code, String(ROTATIONS[n - 1]), String(DELAY_MS)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, MUS_HUB_FIXTURE: fixture },
  });
  let stderr = '';
  proc.stderr!.on('data', (d) => { stderr += String(d); });
  const t: Table = { n, dir: tdir, proc, lines: [], exited: null as unknown as Promise<number | null> };
  const rl = createInterface({ input: proc.stdout! });
  const closed = new Promise<void>((r) => rl.once('close', () => r()));
  t.exited = new Promise((ok) => proc.once('exit', (c) => void closed.then(() => {
    if (c !== 0 && c !== null) t.lines.push(`stderr ${stderr}`);
    ok(c);
  })));
  return new Promise((ok) => {
    rl.on('line', (l) => {
      t.lines.push(l);
      if (l === 'ready') ok(t);
      else onLine(t, l);
    });
  });
}

describe('championship night: a hub and 8 table processes on loopback', () => {
  it('every journal reaches the hub intact through a cut connection and a killed table; the board equals the offline result', { timeout: 120_000 }, async () => {
    const t0 = Date.now();
    const tour = tournament(TABLES, 'night-2026');
    const hub = new HubServer({ dir: join(dir, 'hub'), tournament: tour, maxConnectionsPerAddress: 64 });
    const started = await hub.start({ host: '127.0.0.1', port: 0 });
    if (!started.ok) throw new Error(started.error.message);
    hub.showRound(1);
    const port = started.value.port;
    const hubUrl = started.value.url;
    const px = await proxy(port);
    const code = (n: number) => hub.credentials().find((c) => c.round === 1 && c.table === n)!.code;
    const urlOf = (n: number) => (n === CUT_TABLE ? `http://127.0.0.1:${px.port}` : hubUrl);

    let cutDone = false;
    let restoredCut = false;
    let killed = false;
    let restarted: Promise<Table> | null = null;
    const events: string[] = [];
    const timeline: string[] = [];
    const onLine = (t: Table, line: string) => {
      if (/^(open|done|synced)/.test(line)) timeline.push(`${((Date.now() - t0) / 1000).toFixed(1)}s t${t.n} ${line}`);
      const ack = /^ack (\d+)$/.exec(line);
      if (ack && t.n === CUT_TABLE && !cutDone && Number(ack[1]) === 60) {
        cutDone = true;
        px.cut();
        events.push(`cut table ${t.n} at record 60`);
      }
      // the connection comes back once the table has felt the cut (it was 1.5 s of the wall clock:
      // a table held off the CPU that long would not have tried to ship in the meantime)
      if (t.n === CUT_TABLE && cutDone && !restoredCut && line.startsWith('status offline')) {
        restoredCut = true;
        px.restore();
        events.push(`restored table ${t.n}`);
      }
      if (ack && t.n === KILL_TABLE && !killed && Number(ack[1]) === 90) {
        killed = true;
        t.proc.kill('SIGKILL');
        events.push(`killed table ${t.n} after record 90`);
        restarted = t.exited.then(async () => {
          const again = await startTable(KILL_TABLE, urlOf(KILL_TABLE), code(KILL_TABLE), onLine);
          again.proc.stdin!.write('go\n');
          return again;
        });
      }
    };
    const tables = await Promise.all(Array.from({ length: TABLES }, (_, i) => startTable(i + 1, urlOf(i + 1), code(i + 1), onLine)));
    for (const t of tables) t.proc.stdin!.write('go\n');
    const codes = await Promise.all(tables.filter((t) => t.n !== KILL_TABLE).map((t) => t.exited));
    expect(killed).toBe(true);
    const again = await restarted!;
    const againCode = await again.exited;
    const all = tables.map((t) => (t.n === KILL_TABLE ? again : t));
    for (const t of all) expect(t.lines.filter((l) => l.startsWith('fatal') || l.startsWith('stderr')), `table ${t.n}`).toEqual([]);
    expect(codes.every((c) => c === 0)).toBe(true);
    expect(againCode).toBe(0);
    expect(tables.find((t) => t.n === KILL_TABLE)!.lines.some((l) => l.startsWith('synced'))).toBe(false);

    // the cut was felt: the table went offline and caught up
    const cutLines = tables.find((t) => t.n === CUT_TABLE)!.lines;
    expect(cutLines.some((l) => l.startsWith('status offline'))).toBe(true);
    // the restarted table resumed from its journal (not from zero) and the hub's count
    expect(Number(/^open (\d+)$/.exec(again.lines.find((l) => l.startsWith('open'))!)![1])).toBeGreaterThanOrEqual(91);

    const mark = (what: string) => timeline.push(`${((Date.now() - t0) / 1000).toFixed(1)}s ${what}`);
    mark('all synced');
    const library = new MatchLibrary(join(dir, 'library'), { cache: false });
    mkdirSync(library.paths.matches, { recursive: true });
    const board = (await http(port, '/api/board')).json as import('../../../shared/hub/board.js').BoardSnapshot;
    const finished: { teams: { A: string; B: string }; standings: import('../../../shared/index.js').Standings }[] = [];
    for (const t of all) {
      const local = readFileSync(join(t.dir, 'match.musj'));
      const mine = readFileSync(hub.journalPath(1, t.n));
      // nothing lost, nothing doubled: the same bytes
      expect(mine.equals(local), `table ${t.n}: the hub's copy is the table's journal`).toBe(true);
      const parsed = parseJournal(local);
      expect(parsed.status).toBe('ok');
      parsed.records.forEach((r, i) => expect(r.seq).toBe(i));
      expect(Number(/^synced (\d+)$/.exec(t.lines.find((l) => l.startsWith('synced'))!)![1])).toBe(parsed.records.length);
      expect((await http(port, `/api/tables/1/${t.n}`)).json.have).toBe(parsed.records.length);
      // the match is complete: the journal folds to the planned match
      const f = foldJournal(parsed.records);
      const p = tour.pairings.find((x) => x.round === 1 && x.table === t.n)!;
      const plan = variant(ROTATIONS[t.n - 1]!, { rules: 'ffmus', teams: p.teams, players: p.players });
      expect(f.log).toEqual(plan.log);
      // the board's line equals the engine's offline replay of the table's own file
      const offline = replayLog(f.setup!, f.log);
      if (!offline.ok) throw new Error(offline.error.message);
      const v = offline.value.view;
      const line = board.tables.find((x) => x.table === t.n)!;
      expect(line).toMatchObject({ state: v.winner ? 'finished' : 'playing', have: parsed.records.length, score: v.score, manchesWon: v.manchesWon, winner: v.winner, standings: v.standings, deals: v.deals.length });
      if (v.standings) finished.push({ teams: f.setup!.teams, standings: v.standings });
      copyFileSync(join(t.dir, 'match.musj'), join(library.paths.matches, `${f.id}.musj`));
    }
    expect(finished.length).toBe(TABLES);
    expect(board.standings).toEqual(boardStandings(finished));
    // and the app's own library, reading the tables' files, ranks the teams the same way
    const lib = library.standings({});
    expect(lib.counted.length).toBe(TABLES);
    expect(lib.rows.map(({ rank, name, matches, victories, manchesWon, pointsInLostManches }) => ({ rank, name, matches, victories, manchesWon, pointsInLostManches }))).toEqual(board.standings);

    mark('library');
    await hub.stop();
    await px.close();
    mark('stopped');
    const seconds = (Date.now() - t0) / 1000;
    console.log(`championship night: ${TABLES} tables, ${finished.length} matches finished, ${events.join('; ')}; ${seconds.toFixed(1)} s\n${timeline.join('\n')}`);
    // about 25-40 s on 2 loaded cores (8 node start-ups, ~3,600 records flushed twice); the test's limit is for a loaded machine
  });
});
