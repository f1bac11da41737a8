/**
 * `mus hub` as a director runs it (issue 25 §1): a child process through the launcher
 * (`node bin/mus.mjs hub start FILE --host 127.0.0.1 --port 0 --json`), read line by line, talked to
 * over loopback only. A table joins with a printed code and ships a whole match; the hub prints the
 * won match and the `mus tournament result` line, which enters it in the file while the hub runs;
 * the next round paired by `mus tournament pair` is published by the running hub (new codes that
 * join); `mus hub status` sees it running; a second hub on the same night is refused; SIGTERM stops
 * it with exit code 0, every record flushed in its journal, and `status` then says it is stopped.
 * The words in the four languages are checked key for key.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { runTournament } from '../../../src-main/cli/tournament-command.js';
import { HUB_CLI_WORDS } from '../../../src-main/cli/hub-texts.js';
import { parseJournal } from '../../../src-main/journal/codec.js';
import { FULL, recordsOf, variant } from '../hub/fixtures.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { http } from '../hub/http.js';

afterAll(removeTempDirs);

const root = new URL('../../../', import.meta.url).pathname;
const quiet = { out: () => {}, err: () => {} };

/** `mus …` as a user runs it, to its end. */
function mus(...args: string[]) {
  const r = spawnSync(process.execPath, ['bin/mus.mjs', ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** A `mus hub start` child: its JSON lines, waited for by event. */
function startHub(...args: string[]) {
  const proc = spawn(process.execPath, ['bin/mus.mjs', 'hub', 'start', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const events: Record<string, any>[] = [];
  const waiting: { pick: (e: Record<string, any>) => boolean; ok: (e: Record<string, any>) => void }[] = [];
  let err = '';
  proc.stderr!.on('data', (d) => { err += String(d); });
  createInterface({ input: proc.stdout! }).on('line', (l) => {
    const e = JSON.parse(l) as Record<string, any>;
    events.push(e);
    for (const w of waiting.splice(0)) if (w.pick(e)) w.ok(e); else waiting.push(w);
  });
  const exited = new Promise<number | null>((ok) => proc.once('exit', (c) => ok(c)));
  /** The first event (from the start) for which `pick` holds. */
  const next = (pick: (e: Record<string, any>) => boolean, from = 0) => {
    const seen = events.slice(from).find(pick);
    if (seen) return Promise.resolve(seen);
    return new Promise<Record<string, any>>((ok, fail) => {
      waiting.push({ pick, ok });
      void exited.then((c) => fail(new Error(`the hub exited (${c}) first: ${err}`)));
    });
  };
  return { proc, events, next, exited, stderr: () => err };
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

/**
 * One request to the hub at `url` on a connection of its own (no keep-alive): the test process
 * blocks in `spawnSync` and in seconds of CPU on a loaded machine, long past the hub's keep-alive
 * time, and a pooled connection the hub had closed meanwhile failed the next request ("other side
 * closed", seen at load 20).
 */
const get = (url: string, path: string) => http(Number(new URL(url).port), path);
const post = (url: string, path: string, body: unknown) => http(Number(new URL(url).port), path, { body });

describe('mus hub: the hub without the desktop app', () => {
  it('start, join with a printed code, a whole match shipped and entered, a round published from the file, status, SIGTERM flushes and exits 0', async () => {
    const dir = tempDir('mus-hub-cli-');
    const file = join(dir, 'night.json');
    const data = join(dir, 'data');
    expect(await runTournament(['create', file, '--name', 'Open de Baiona', '--date', '2026-11-27', '--rounds', '2'], quiet)).toBe(0);
    for (let i = 1; i <= 4; i++) expect(await runTournament(['add-pair', file, '--id', `p${i}`, '--team', `Team ${i}`, '--players', `A${i},B${i}`], quiet)).toBe(0);

    // nothing started yet
    const before = mus('hub', 'status', file, '--data-dir', data, '--json');
    expect(before.code).toBe(3);
    expect(JSON.parse(before.out)).toMatchObject({ running: false, started: false });

    const hub = startHub(file, '--host', '127.0.0.1', '--port', '0', '--data-dir', data, '--json', '--lang', 'en');
    children.push(hub.proc);
    const listening = await hub.next((e) => e.event === 'listening');
    expect(listening).toMatchObject({ name: 'Open de Baiona', id: '2026-11-27-open-de-baiona', urls: [listening.url] });
    const url = listening.url as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await get(url, '/');
    expect([page.status, page.body]).toEqual([200, expect.stringContaining('board.js')]); // the room's board page, as from the app
    // no round paired yet: the hub waits for one, and publishes it as soon as the director pairs it
    expect(await hub.next((e) => e.event === 'round')).toEqual({ event: 'round', round: 0, tables: [] });
    expect(await runTournament(['pair', file], quiet)).toBe(0);
    const round1 = await hub.next((e) => e.event === 'round' && e.round === 1);
    expect(round1.tables.length).toBe(2);
    for (const t of round1.tables) expect(t.joinUrl).toBe(`${url}/join#${t.code.replace('-', '')}`);

    // the director's status, from another process
    const st = mus('hub', 'status', file, '--data-dir', data, '--json');
    expect(st.code, st.err).toBe(0);
    expect(JSON.parse(st.out)).toMatchObject({ running: true, url, pid: hub.proc.pid, answers: true, round: 1, tables: round1.tables.map((t: any) => ({ table: t.table, code: t.code, state: 'waiting', have: 0 })) });
    const human = mus('hub', 'status', file, '--data-dir', data, '--lang', 'en');
    expect(human.out).toContain(`running (process ${hub.proc.pid})`);
    expect(human.out).toContain(`code ${round1.tables[0].code}  waiting, 0 record(s)`);

    // one hub per night: a second one is refused, naming the process that holds the folder
    const second = mus('hub', 'start', file, '--host', '127.0.0.1', '--port', '0', '--data-dir', data, '--lang', 'en');
    expect(second.code).toBe(1);
    expect(second.err).toContain(`in use: its hub is open for writing in process ${hub.proc.pid}`);
    // in the language of --lang (French by default), saying what to do
    const secondFr = mus('hub', 'start', file, '--host', '127.0.0.1', '--port', '0', '--data-dir', data);
    expect(secondFr.code).toBe(1);
    expect(secondFr.err).toContain(`est déjà utilisé : son hub est ouvert en écriture par le processus ${hub.proc.pid} (arrêtez d’abord ce hub)`);

    // table 1 joins with its printed code and ships a whole match
    const joined = await post(url, '/api/join', { code: round1.tables[0].code });
    expect(joined.status).toBe(200);
    const j = joined.json;
    const k = ((j.esku - (FULL.esku ?? 0)) % 4 + 4) % 4;
    const v = variant(k, { rules: j.rules, teams: j.teams, players: j.players });
    expect(v.setup.esku).toBe(j.esku);
    const records = recordsOf(v.setup, v.log, 'cli-r1-t1', 13);
    for (let i = 0; i < records.length; i += 64) {
      const r = await post(url, '/api/records', { round: 1, table: 1, token: j.token, seq: i, records: records.slice(i, i + 64) });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    const won = await hub.next((e) => e.event === 'finished');
    expect(won).toMatchObject({ round: 1, table: 1 });
    expect(won.command).toBe(`mus tournament result ${file} --round 1 --table 1 --match ${won.path}`);
    expect(existsSync(won.path)).toBe(true);

    // the director enters it while the hub runs (the hub only reads the file), and table 2 by hand
    const args = (won.command as string).split(' ').slice(2);
    expect(await runTournament(args, quiet)).toBe(0);
    expect(await runTournament(['result', file, '--round', '1', '--table', '2', '--manches', '40-32,12-40,40-38,40-20', '--who', 'Arbitre', '--why', 'played on paper'], quiet)).toBe(0);
    const mark = hub.events.length;
    expect(await runTournament(['pair', file], quiet)).toBe(0);
    const published = await hub.next((e) => e.event === 'file', mark);
    expect(published.ok).toBe(true);
    const round2 = await hub.next((e) => e.event === 'round' && e.round === 2, mark);
    expect(round2.tables.length).toBe(2);
    const j2 = await post(url, '/api/join', { code: round2.tables[1].code });
    expect(j2.json).toMatchObject({ round: 2, table: 2 });

    // a file that cannot be read is said; the hub keeps serving
    const held = readFileSync(file, 'utf8');
    const mark2 = hub.events.length;
    writeFileSync(file, '{"format": "mus-tournament/1"');
    const bad = await hub.next((e) => e.event === 'file', mark2);
    expect(bad.ok).toBe(false);
    expect((await get(url, '/api/board')).status).toBe(200);
    writeFileSync(file, held);

    // SIGTERM: a clean stop, exit code 0, everything flushed
    hub.proc.kill('SIGTERM');
    expect(await hub.exited).toBe(0);
    expect(hub.events[hub.events.length - 1]).toMatchObject({ event: 'stopped', signal: 'SIGTERM' });
    const hubDir = listening.dir as string;
    expect(existsSync(join(hubDir, 'hub.run.json'))).toBe(false);
    expect(existsSync(join(hubDir, 'hub.json.lock'))).toBe(false);
    expect(parseJournal(readFileSync(join(hubDir, 'tables', 'r1-t1.musj'))).records).toEqual(records);
    const after = mus('hub', 'status', file, '--data-dir', data, '--json');
    expect(after.code).toBe(3);
    expect(JSON.parse(after.out)).toMatchObject({ running: false, started: true, round: 2 });
    expect(hub.stderr()).toBe('');
  });

  it('as a person reads it (French by default): the codes and QR codes printed; Ctrl-C and SIGHUP stop it cleanly', async () => {
    const dir = tempDir('mus-hub-cli-');
    const file = join(dir, 'gaua.json');
    expect(await runTournament(['create', file, '--name', 'Gau handia', '--date', '2026-11-28', '--rounds', '1'], quiet)).toBe(0);
    for (let i = 1; i <= 2; i++) expect(await runTournament(['add-pair', file, '--id', `p${i}`, '--team', `Taldea ${i}`, '--players', `A${i},B${i}`], quiet)).toBe(0);
    expect(await runTournament(['pair', file], quiet)).toBe(0);
    for (const signal of ['SIGINT', 'SIGHUP'] as const) {
      const proc = spawn(process.execPath, ['bin/mus.mjs', 'hub', 'start', file, '--host', '127.0.0.1', '--port', '0', '--data-dir', join(dir, 'data')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(proc);
      let out = '';
      let err = '';
      proc.stderr!.on('data', (d) => { err += String(d); });
      const exited = new Promise<number | null>((ok) => proc.once('exit', (c) => ok(c)));
      await new Promise<void>((ok, fail) => {
        proc.stdout!.on('data', (d) => {
          out += String(d);
          if (out.includes('Ctrl-C (ou SIGTERM) arrête le hub')) ok();
        });
        void exited.then((c) => fail(new Error(`exited ${c}: ${err}`)));
      });
      expect(out).toMatch(/^Hub « Gau handia » à l’écoute : http:\/\/127\.0\.0\.1:\d+\n/);
      expect(out).toContain('Tour 1 : 1 table(s)');
      expect(out).toMatch(/Table 1 {2}Taldea [12] c\. Taldea [12] {2}code [2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3} {2}http:\/\/127\.0\.0\.1:\d+\/join#[2-9A-HJKMNP-TV-Z]{6}\n/);
      expect(out).toContain('▄'); // the QR code, in the terminal's half blocks
      proc.kill(signal);
      expect(await exited).toBe(0);
      expect(out.trimEnd().split('\n').slice(-2)).toEqual(['Arrêt du hub…', 'Hub arrêté : tout ce qu’il a accusé est sur le disque.']);
      expect(err).toBe('');
    }
  });

  it('usage errors exit 2; a bad tournament file exits 1 naming it; the words exist in every language', () => {
    expect(mus('hub').code).toBe(2);
    const bad = mus('hub', 'start', 'x.json', '--port', '99999');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--port : "99999" n’est pas un port');
    expect(mus('hub', 'status', 'x.json', '--port', '1').code).toBe(2);
    const missing = mus('hub', 'status', '/nonexistent/night.json');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('/nonexistent/night.json: lecture impossible : ENOENT');
    const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`])).sort();
    for (const lang of ['fr', 'eu', 'es'] as const) expect(keys(HUB_CLI_WORDS[lang])).toEqual(keys(HUB_CLI_WORDS.en));
  });
});
