/**
 * A table scored from six phones (issue 26, `docs/phones.md`), on loopback:
 * - tap → room display told: from a phone's tap (`POST /api/seat/act` or `/hand`) to the room
 *   display's Server-Sent Event that carries it, with six phones and two displays following their
 *   streams (median and p99; goals ≤ 50 ms and ≤ 200 ms). The journal flushes as in use
 *   (`fdatasync`). The page's paint after the event is not in this figure.
 * - `mus serve` start to first QR: from spawning `node bin/mus.mjs serve` to the first QR code on
 *   its output (goal ≤ 1 s).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, percentile, type BenchRow } from './harness.js';
import { startServe, type ServedTable } from '../src-main/cli/serve-command.js';
import { seatChoices } from '../shared/phones/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TAPS = Number(process.env.MUS_PHONES_BENCH_TAPS ?? 300);
/** Six hands without pares or juego (8 kings). */
const HANDS = [[1, 4, 5, 6], [1, 4, 5, 7], [1, 4, 6, 7], [1, 5, 6, 7], [2, 4, 6, 10], [2, 5, 7, 11]].map((h) => h.map((n) => ({ n, suit: '' })));

function stream(url: string, headers: Record<string, string>, onData: (line: string) => void): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (d: string) => { for (const l of d.split('\n')) if (l.startsWith('data: ')) onData(l); });
      resolve(res);
    });
    req.on('error', reject);
  });
}

async function tapToDisplay(): Promise<number[]> {
  const pages = mkdtempSync(join(tmpdir(), 'mus-phones-bench-pages-'));
  const data = mkdtempSync(join(tmpdir(), 'mus-phones-bench-data-'));
  writeFileSync(join(pages, 'display.html'), '<html><head></head></html>');
  writeFileSync(join(pages, 'seat.html'), '<html></html>');
  let t: ServedTable | null = null;
  const open: IncomingMessage[] = [];
  try {
    t = await startServe({ setup: { rules: { preset: 'ffmus', players: 6 }, teams: { A: 'A', B: 'B' }, players: ['a', 'b', 'c', 'd', 'e', 'f'], esku: 0 }, host: '127.0.0.1', port: 0, dataDir: data, pages, print: () => {}, maxConnectionsPerAddress: 64, tapsPerMinute: 100_000 });
    const table = t;
    const token = (s: number) => new URL(table.seatUrl(s)).hash.slice(3);
    const post = async (path: string, seat: number, body: unknown) => {
      const r = await fetch(`${table.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token(seat)}` }, body: JSON.stringify(body) });
      if (!r.ok) throw new Error(`${path}: ${await r.text()}`);
    };
    const joins: number[] = [];
    for (let s = 0; s < 6; s++) {
      const r = await fetch(`${table.base}/api/seat/join`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token(s)}` }, body: '{}' });
      joins.push(((await r.json()) as { join: number }).join);
      open.push(await stream(`${table.base}/api/seat/events?join=${joins[s]}`, { Authorization: `Bearer ${token(s)}` }, () => {}));
    }
    let waiting: (() => void) | null = null;
    for (let d = 0; d < 2; d++) {
      open.push(await stream(`${table.base}/events`, {}, (l) => { if (d === 0 && l.includes('"type":"state"') && waiting) { const w = waiting; waiting = null; w(); } }));
    }
    const out: number[] = [];
    let tap = 0;
    while (out.length < TAPS) {
      const v = table.host.current!.match.view;
      if (!v.current) break;
      const painted = new Promise<void>((r) => { waiting = r; });
      const t0 = performance.now();
      if (v.current.state.stage === 'showdown') {
        // the hands before the last change no display (the room display asks who has shown): only the last is timed
        const s = table.phones.viewOf(0).showdown!;
        const left = s.need.filter((x) => !s.confirmed.includes(x));
        for (const seat of left.slice(0, -1)) await post('/api/seat/hand', seat, { cards: HANDS[seat], tap: `bench-${++tap}`, join: joins[seat] });
        const last = left[left.length - 1]!;
        const t1 = performance.now();
        await post('/api/seat/hand', last, { cards: HANDS[last], tap: `bench-${++tap}`, join: joins[last] });
        await painted;
        out.push(performance.now() - t1);
        continue;
      } else {
        let seat = 0;
        while (!seatChoices(v, seat).acts.length) seat++;
        const acts = seatChoices(v, seat).acts;
        const act = acts.includes('cut') ? 'cut' : acts.includes('ez') ? 'ez' : acts.includes('pass') ? 'pass' : 'see';
        await post('/api/seat/act', seat, { act, tap: `bench-${++tap}`, join: joins[seat] });
      }
      await painted;
      out.push(performance.now() - t0);
    }
    return out;
  } finally {
    for (const s of open) s.destroy();
    await t?.stop();
    rmSync(pages, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
}

async function startToQr(): Promise<number> {
  const data = mkdtempSync(join(tmpdir(), 'mus-phones-bench-serve-'));
  const pages = mkdtempSync(join(tmpdir(), 'mus-phones-bench-pages-'));
  writeFileSync(join(pages, 'display.html'), '<html><head></head></html>');
  writeFileSync(join(pages, 'seat.html'), '<html></html>');
  try {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['bin/mus.mjs', 'serve', '--host', '127.0.0.1', '--port', '0', '--data-dir', data, '--pages', pages, '--quiet'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const ms = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => { if (d.toString('utf8').includes('▄')) resolve(performance.now() - t0); });
      child.on('exit', (c) => reject(new Error(`mus serve exited (${c}) before its QR codes`)));
    });
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    return ms;
  } finally {
    rmSync(data, { recursive: true, force: true });
    rmSync(pages, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  const lat = await tapToDisplay();
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) starts.push(await startToQr());
  const med = median(lat);
  const p99 = percentile(lat, 99);
  const qr = median(starts);
  return [
    { name: `phones: tap → room display told, median (${lat.length} taps, 6 phones, 2 displays)`, value: med, unit: 'ms', goal: '≤ 50', met: med <= 50 },
    { name: 'phones: tap → room display told, p99', value: p99, unit: 'ms', goal: '≤ 200', met: p99 <= 200 },
    { name: 'phones: mus serve start to first QR (median of 3)', value: qr, unit: 'ms', goal: '≤ 1000', met: qr <= 1000 },
  ];
}
