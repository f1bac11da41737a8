/**
 * `mus hub status --timeout MS`: how long status waits for the running hub's answer is an option
 * (default {@link STATUS_TIMEOUT_MS}), and when the hub gives none in that time status says what it
 * asked (the board's address) and how long it waited, in the language of --lang — not a bare
 * « does not answer ». Tested without the wall clock deciding anything: the hub's address is a
 * server that accepts connections and never answers, with a limit of a few ms.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runTournament } from '../../../src-main/cli/tournament-command.js';
import { hubFolder, runHub, HUB_RUN_FORMAT, STATUS_TIMEOUT_MS } from '../../../src-main/cli/hub-command.js';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { checkTournament } from '../../../shared/format/tournament-check.js';
import { tournamentId } from '../../../shared/tournament/index.js';
import { hubTournamentOf } from '../../../shared/hub/from-tournament.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

const quiet = { out: () => {}, err: () => {} };
const dir = tempDir('mus-hub-status-');
const file = join(dir, 'night.json');
const data = join(dir, 'data');
let hub: HubServer;
let mute: Server;
const sockets: Socket[] = [];
let url = '';

/** `mus hub status …` in this process: its exit code and what it wrote. */
async function status(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runHub(['status', file, '--data-dir', data, ...args], { out: (s) => { out += `${s}\n`; }, err: (s) => { err += `${s}\n`; } });
  return { code, out, err };
}

beforeAll(async () => {
  expect(await runTournament(['create', file, '--name', 'Open de Baiona', '--date', '2026-11-27', '--rounds', '2'], quiet)).toBe(0);
  for (let i = 1; i <= 4; i++) expect(await runTournament(['add-pair', file, '--id', `p${i}`, '--team', `Team ${i}`, '--players', `A${i},B${i}`], quiet)).toBe(0);
  expect(await runTournament(['pair', file], quiet)).toBe(0);
  const night = checkTournament(JSON.parse(readFileSync(file, 'utf8')));
  if (!night.ok) throw new Error('the night does not check');
  const id = tournamentId(night.value);
  // the night's hub, open in this process (it holds the folder's lock) …
  hub = new HubServer({ dir: hubFolder(data, id), tournament: hubTournamentOf(night.value, id), sync: 'none' });
  // … and its run file pointing at an address that accepts and never answers (a hub stuck, a network that drops)
  mute = createServer((s) => { sockets.push(s); });
  await new Promise<void>((ok) => mute.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(mute.address() as { port: number }).port}`;
  writeFileSync(join(hubFolder(data, id), 'hub.run.json'), JSON.stringify({ format: HUB_RUN_FORMAT, pid: process.pid, host: '127.0.0.1', port: 1, url, started: '2026-11-27T19:00:00.000Z', file }));
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((ok) => mute.close(() => ok()));
  await hub.stop();
  removeTempDirs();
});

describe('mus hub status --timeout', () => {
  it('waits as long as asked, then names the address asked and the time waited, in each language', async () => {
    const en = await status('--timeout', '20', '--lang', 'en');
    expect(en.code, en.err).toBe(0); // the hub's process runs: that stands
    expect(en.out).toContain(`The hub process runs but gave no answer at ${url}/api/board within 20 ms (--timeout 20): a loaded machine or a slow network may need a longer --timeout`);
    const fr = await status('--timeout', '20');
    expect(fr.out).toContain(`n’a pas répondu à ${url}/api/board en 20 ms (--timeout 20)`);
    for (const lang of ['eu', 'es']) {
      const r = await status('--timeout', '20', '--lang', lang);
      expect(r.out).toContain(`${url}/api/board`);
      expect(r.out).toContain('--timeout 20');
    }
    // what the hub folder holds is still printed: the round and each table's code
    expect(en.out).toMatch(/Round 1: 2 table\(s\)/);
  });

  it('--json says it too, for programs', async () => {
    const r = await status('--timeout', '15', '--json');
    const o = JSON.parse(r.out) as Record<string, unknown>;
    expect(o).toMatchObject({ running: true, answers: false, why: `no answer at ${url}/api/board within 15 ms (--timeout)`, timeoutMs: 15 });
  });

  it('the default is long enough for a loaded machine; a bad --timeout is a usage error naming it', async () => {
    expect(STATUS_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
    for (const bad of ['0', 'abc', '-5', '600001', '1.5']) {
      const r = await status(`--timeout=${bad}`, '--lang', 'en');
      expect(r.code).toBe(2);
      expect(r.err).toContain(`--timeout: "${bad}" is not a time to wait, in ms (1 to 600000)`);
    }
    let err = '';
    expect(await runHub(['start', file, '--timeout', '5', '--lang', 'en'], { out: () => {}, err: (s) => { err += s; } })).toBe(2);
    expect(err).toContain('--timeout does not apply');
  });
});
