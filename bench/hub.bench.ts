/**
 * The tournament hub under a championship night's load, on loopback (docs/hub.md, "Figures"):
 * 40 tables each making an action every 100 ms for {@link SECONDS} seconds (400 actions/s), shipped
 * to a hub running in its own process (durable: one journal per table, a flush per request, as in
 * use); a board follows `/api/events`.
 * - board update latency: from the moment a table makes an action (and posts it, at once unless its
 *   previous request is still out: then it goes in the next batch, as the shipper does) to the SSE
 *   message at the board that shows it (median, p99, max; goals ≤ 100 ms and ≤ 500 ms);
 * - the hub's resident memory (RSS, from /proc) at start and at its peak, and its CPU time.
 * Bounded: the load stops by itself after SECONDS; then every table must be complete on the hub.
 *
 * `MUS_HUB_BENCH_CHILD=<dir>` runs the hub side (this file, in a child process).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { median, percentile, type BenchRow } from './harness.js';
import { HubServer } from '../src-main/hub/hub-server.js';
import type { HubCredential } from '../shared/hub/types.js';
import type { JournalRecord } from '../shared/session/journal-records.js';
import type { BoardEvent } from '../shared/hub/board.js';
import { recordsOf, ROTATIONS, setupOf, tournament, variant } from '../test/src-main/hub/fixtures.js';

const TABLES = 40;
const PERIOD_MS = 100;
const SECONDS = Number(process.env.MUS_HUB_BENCH_SECONDS ?? 20);

/** The hub side: listen on 127.0.0.1, print the port and the credentials, stop on stdin "stop". */
async function hubChild(dir: string): Promise<void> {
  const hub = new HubServer({ dir, tournament: tournament(TABLES, 'bench'), maxConnectionsPerAddress: 256, maxClients: 8 });
  hub.showRound(1);
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  process.stdout.write(`listening ${r.value.port} ${JSON.stringify(hub.credentials())}\n`);
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', async (d: string) => {
    if (!d.includes('stop')) return;
    const cpu = process.cpuUsage();
    process.stdout.write(`cpu ${(cpu.user + cpu.system) / 1000}\n`);
    await hub.stop();
    process.exit(0);
  });
}

if (process.env.MUS_HUB_BENCH_CHILD) void hubChild(process.env.MUS_HUB_BENCH_CHILD);

/** Resident memory of a process in bytes (Linux /proc), or NaN. */
function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

function post(agent: Agent, port: number, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const data = Buffer.from(JSON.stringify(body));
    const req = request({ host: '127.0.0.1', port, path: '/api/records', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': String(data.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end(data);
  });
}

interface Table {
  n: number;
  cred: HubCredential;
  records: JournalRecord[];
  /** When each record was made (performance.now()). */
  made: number[];
  sent: number;
  have: number;
  busy: boolean;
  agent: Agent;
  seen: number;
}

/** Runs the hub benchmark. */
export async function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'mus-bench-hub-'));
  const self = fileURLToPath(import.meta.url);
  const extra = process.env.MUS_HUB_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []; // e.g. --cpu-prof
  const child = spawn(process.execPath, [...process.execArgv, ...extra, self], { env: { ...process.env, MUS_HUB_BENCH_CHILD: join(dir, 'hub') }, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const next = (prefix: string) => new Promise<string>((ok) => {
    const on = (l: string) => {
      if (l.startsWith(prefix)) {
        lines.off('line', on);
        ok(l.slice(prefix.length + 1));
      }
    };
    lines.on('line', on);
  });
  const [portText, credText] = (await next('listening')).split(/ (.*)/s) as [string, string];
  const port = Number(portText);
  const creds = JSON.parse(credText) as HubCredential[];
  const tour = tournament(TABLES, 'bench');
  const tables: Table[] = [];
  for (let t = 1; t <= TABLES; t++) {
    const p = tour.pairings.find((x) => x.round === 1 && x.table === t)!;
    const v = variant(ROTATIONS[(t - 1) % ROTATIONS.length]!, { rules: 'ffmus', teams: p.teams, players: p.players });
    tables.push({
      n: t, cred: creds.find((c) => c.round === 1 && c.table === t)!, records: recordsOf(setupOf(p), v.log, `bench-${t}`, 13),
      made: [], sent: 0, have: 0, busy: false, agent: new Agent({ keepAlive: true, maxSockets: 1 }), seen: 0,
    });
  }

  // the board
  const latencies: number[] = [];
  let boardBuf = '';
  const boardReq = request({ host: '127.0.0.1', port, path: '/api/events', agent: false });
  await new Promise<void>((ok) => {
    boardReq.on('response', (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        const at = performance.now();
        boardBuf += c;
        let i: number;
        while ((i = boardBuf.indexOf('\n\n')) >= 0) {
          const block = boardBuf.slice(0, i);
          boardBuf = boardBuf.slice(i + 2);
          if (!block.startsWith('data: ')) continue;
          const e = JSON.parse(block.slice(6)) as BoardEvent;
          if (e.type !== 'table') continue;
          const t = tables[e.table.table - 1]!;
          for (let s = t.seen; s < e.table.have; s++) if (t.made[s] !== undefined) latencies.push(at - t.made[s]!);
          t.seen = Math.max(t.seen, e.table.have);
        }
      });
      ok();
    });
    boardReq.end();
  });

  let errors = 0;
  const send = (t: Table) => {
    if (t.busy || t.sent >= t.made.length) return;
    t.busy = true;
    const seq = t.have;
    const batch = t.records.slice(seq, Math.min(t.made.length, seq + 64));
    t.sent = seq + batch.length;
    post(t.agent, port, { round: 1, table: t.n, token: t.cred.token, seq, records: batch }).then(
      (r) => {
        t.busy = false;
        if (r.status === 200) t.have = (JSON.parse(r.body) as { have: number }).have;
        else errors++;
        send(t);
      },
      () => {
        t.busy = false;
        errors++;
      },
    );
  };
  const make = (t: Table) => {
    if (t.made.length >= t.records.length) return;
    t.made.push(performance.now());
    send(t);
  };

  const rss0 = rssOf(child.pid!);
  let rssPeak = rss0;
  const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, rssOf(child.pid!)); }, 200);
  // every table's setup first (not timed), then the load, tables spread over the period
  for (const t of tables) make(t);
  const warm = Date.now();
  while (tables.some((t) => t.have < 1) && Date.now() - warm < 20_000) await new Promise((r) => setTimeout(r, 10));
  latencies.length = 0;
  const timers: ReturnType<typeof setInterval>[] = [];
  const t0 = performance.now();
  for (const t of tables) {
    await new Promise((r) => setTimeout(r, PERIOD_MS / TABLES));
    timers.push(setInterval(() => make(t), PERIOD_MS));
  }
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  for (const x of timers) clearInterval(x);
  const wall = (performance.now() - t0) / 1000;
  const drain = Date.now();
  while (tables.some((t) => t.seen < t.made.length) && Date.now() - drain < 30_000) await new Promise((r) => setTimeout(r, 20));
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssOf(child.pid!));
  const rssEnd = rssOf(child.pid!);
  const actions = tables.reduce((a, t) => a + t.made.length - 1, 0);
  const missing = tables.reduce((a, t) => a + (t.made.length - t.seen), 0);
  const cpuLine = next('cpu');
  child.stdin!.write('stop\n');
  const cpuMs = Number(await cpuLine);
  await new Promise((r) => child.once('exit', r));
  boardReq.destroy();
  for (const t of tables) t.agent.destroy();
  rmSync(dir, { recursive: true, force: true });

  const med = median(latencies);
  const p99 = percentile(latencies, 99);
  const mb = (b: number) => Math.round((b / (1024 * 1024)) * 10) / 10;
  return [
    { name: `hub: board update latency, ${TABLES} tables × 1 action / ${PERIOD_MS} ms (POST → SSE at a board)`, value: Math.round(med * 10) / 10, unit: 'ms', goal: '≤ 100', met: med <= 100, note: `p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms, ${latencies.length} actions over ${wall.toFixed(1)} s, ${missing} not shown, ${errors} refused` },
    { name: 'hub: board update latency p99', value: Math.round(p99 * 10) / 10, unit: 'ms', goal: '≤ 500', met: p99 <= 500 },
    { name: 'hub: resident memory (RSS), peak under load', value: mb(rssPeak), unit: 'MB', note: `${mb(rss0)} MB at start, ${mb(rssEnd)} MB at the end; ${actions} records held in ${TABLES} journals` },
    { name: 'hub: CPU time per action (durable: a flush per request)', value: Math.round((cpuMs / Math.max(1, actions)) * 1000) / 1000, unit: 'ms', note: `${(cpuMs / 1000).toFixed(1)} s CPU for ${actions} actions (${(actions / wall).toFixed(0)} actions/s)` },
  ];
}
