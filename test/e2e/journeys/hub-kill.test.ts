/**
 * A hub process (`hub-child.ts`, under tsx) SIGKILLed three times while three tables ship to it —
 * each time once the running hub has acknowledged at least 50, 130, 210 records to every table — restarted each time on the same
 * folder (on port 0: the tables ship to a port the test holds for the whole night, relayed to the
 * hub's port of the moment, test/helpers/ports.ts): after every restart the hub holds at least every record it had acknowledged to
 * each table before the kill; the tables never wait (they play on while it is down) and catch up;
 * at the end every hub journal is byte for byte the table's. 127.0.0.1 only; kills are triggered by
 * the tables' progress, not by the clock.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { JournalWriter } from '../../../src-main/journal/journal-writer.js';
import { JOURNAL_FORMAT } from '../../../src-main/journal/codec.js';
import { ShippingSink, TableShipper, joinHub } from '../../../src-main/hub/table-shipper.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { HubStore } from '../../../src-main/hub/hub-store.js';
import { removeTempDirs, tempDir } from '../../src-main/journal/helpers.js';
import { ROTATIONS, variant } from '../../src-main/hub/fixtures.js';
import { http, until } from '../../src-main/hub/http.js';
import { portFront } from '../../helpers/ports.js';

afterAll(removeTempDirs);

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CHILD = fileURLToPath(new URL('../../src-main/hub/hub-child.ts', import.meta.url));
const TABLES = 3;
const RECORDS = 300;

function startHub(dir: string, port: number): Promise<{ proc: ChildProcess; port: number }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', CHILD, dir, String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr!.on('data', (d) => { err += String(d); });
  return new Promise((ok, fail) => {
    const rl = createInterface({ input: proc.stdout! });
    rl.on('line', (l) => {
      const m = /^listening (\d+)$/.exec(l);
      if (m) ok({ proc, port: Number(m[1]) });
      else fail(new Error(`${l} ${err}`));
    });
    proc.once('exit', (c) => fail(new Error(`hub exited ${c}: ${err}`)));
  });
}

describe('a hub process killed and restarted mid-night', () => {
  it('loses nothing it acknowledged; the tables catch up; the copies are the tables\' journals', { timeout: 120_000 }, async () => {
    const dir = tempDir('mus-hub-kill-');
    const hubDir = join(dir, 'hub');
    let hub = await startHub(hubDir, 0);
    const front = await portFront();
    front.to(hub.port);
    const url = front.url();
    // the credentials, as the organizer's screen reads them (the file is written before listening)
    const creds = (JSON.parse(readFileSync(join(hubDir, 'hub.json'), 'utf8')) as { credentials: { round: number; table: number; code: string }[] }).credentials;
    const tables = await Promise.all(Array.from({ length: TABLES }, async (_, i) => {
      const n = i + 1;
      const j = await joinHub(url, creds.find((c) => c.round === 1 && c.table === n)!.code);
      if (!j.ok) throw new Error(j.error.message);
      const setup = { rules: j.value.rules, teams: j.value.teams, players: j.value.players, esku: j.value.esku };
      const plan = variant(ROTATIONS[i]!, { rules: setup.rules, teams: setup.teams, players: setup.players }).log;
      const path = join(dir, `table-${n}.musj`);
      const writer = JournalWriter.create(path, { format: JOURNAL_FORMAT, id: `kill-t${n}`, created: '2026-11-25T20:00:00.000Z' });
      const shipper = new TableShipper({ url, round: 1, table: n, token: j.value.token }, { retryMs: 30, maxRetryMs: 200, timeoutMs: 2000 });
      const session = TableSession.create(setup, { id: `kill-t${n}`, created: '2026-11-25T20:00:00.000Z', journal: new ShippingSink(writer, shipper) });
      return { n, plan, path, writer, shipper, session, acked: 0 };
    }));
    // what the hub acknowledged to each table, as the table heard it
    const sampler = setInterval(() => { for (const t of tables) t.acked = Math.max(t.acked, t.shipper.status.have); }, 2);
    const play = (async () => {
      for (let k = 0; k < RECORDS; k++) {
        for (const t of tables) {
          const r = t.session.entry(t.plan[k]!, 'test');
          if (!r.ok) throw new Error(r.error.message);
        }
        await new Promise((r) => setTimeout(r, 8));
      }
    })();
    const kills: string[] = [];
    for (const at of [50, 130, 210]) {
      // every table has been acknowledged at least `at` records by the hub now running
      await until(() => tables.every((t) => t.shipper.status.have >= at), `every table acknowledged ${at} records`, 60_000);
      for (const t of tables) t.acked = Math.max(t.acked, t.shipper.status.have);
      const before = tables.map((t) => t.acked);
      front.to(null);
      hub.proc.kill('SIGKILL');
      await new Promise((r) => hub.proc.once('exit', r));
      hub = await startHub(hubDir, 0);
      front.to(hub.port);
      for (const t of tables) {
        const have = (await http(hub.port, `/api/tables/1/${t.n}`)).json.have as number;
        expect(have, `table ${t.n} after the kill at ${at}`).toBeGreaterThanOrEqual(before[t.n - 1]!);
      }
      kills.push(`kill at ${at}: acknowledged ${before.join('/')}`);
    }
    await play;
    for (const t of tables) expect(await t.shipper.whenSynced(30_000)).toBe(true);
    clearInterval(sampler);
    hub.proc.kill('SIGKILL');
    await new Promise((r) => hub.proc.once('exit', r));
    await front.close();
    for (const t of tables) {
      t.shipper.stop();
      t.writer.close();
      const store = `${hubDir}/tables/r1-t${t.n}.musj`;
      expect(readFileSync(store).equals(readFileSync(t.path)), `table ${t.n}`).toBe(true);
      expect(t.shipper.status.have).toBe(RECORDS + 1);
    }
    // the folder opens again healthy (locks of the killed hub taken over)
    const again = HubStore.open(hubDir);
    expect(again.state.where(1, 1)).toMatchObject({ ok: true, value: { have: RECORDS + 1 } });
    again.close();
    console.log(`hub killed 3 times: ${kills.join('; ')}`);
  });
});
