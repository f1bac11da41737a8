/** The headless table (`mus table`): argument checks, a match played from the box simulator, the record written. */
import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayMatch, type MatchRecord } from '../../../shared/index.js';
import { runTable, startTable, type HeadlessTable } from '../../../src-main/cli/table-command.js';
import { BoxSimulator } from '../../../src-main/serial/sim/box-simulator.js';
import { recordKeys } from '../../../src-main/serial/sim/record-keys.js';
import { startPtyPair, tempPtyPaths, type PtyPair } from '../../../src-main/serial/sim/pty-pair.js';
import { FULL, waitFor, within } from './helpers.js';
import { itemAt } from '../../helpers/item-at.js';
import { TABLE_CLI_WORDS } from '../../../src-main/cli/table-texts.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function pair(): Promise<PtyPair & { dir: string }> {
  const { a, b, dir } = tempPtyPaths('mus-table-test-');
  const p = await startPtyPair(a, b);
  cleanups.push(async () => { await p.stop(); rmSync(dir, { recursive: true, force: true }); });
  return Object.assign(p, { dir });
}

async function box(path: string): Promise<BoxSimulator> {
  const sim = new BoxSimulator({ path, retryMs: 20 });
  await sim.open();
  cleanups.push(() => sim.close());
  return sim;
}

function keysOf(deals: number[]): string[] {
  const r = recordKeys(FULL, deals);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.flatMap((d) => d.keys);
}

const setup = { rules: 'ffmus', teams: FULL.teams!, players: FULL.players!, esku: 0 };

describe('mus table', () => {
  it('refuses bad arguments with exit code 2', async () => {
    expect(await runTable([])).toBe(2);
    expect(await runTable(['--port'])).toBe(2);
    expect(await runTable(['--port', '/tmp/x', '--baud', 'fast'])).toBe(2);
    expect(await runTable(['--port', '/tmp/x', '--mode', 'loud'])).toBe(2);
    expect(await runTable(['--port', '/tmp/x', '--rules', 'nosuchpreset'])).toBe(2);
    expect(await runTable(['--port', '/tmp/x', '--keymap', '/nonexistent/keys.json'])).toBe(2);
    expect(await runTable(['--port', '/tmp/x', '--whatever'])).toBe(2);
    expect(await runTable(['--port', '/tmp/x', '--lang', 'de'])).toBe(2);
  });

  it('plays deals from the box, prints phase, turn, score and refused keys, and writes the record', async () => {
    const p = await pair();
    const out = join(p.dir, 'match.json');
    const lines: string[] = [];
    const table: HeadlessTable = await startTable({ port: p.a, setup, out, lang: 'en', print: (l) => lines.push(l) });
    cleanups.push(() => table.stop());
    const sim = await box(p.b);
    await waitFor(() => sim.ready && table.bridge.state.status === 'connected', 'the handshake');
    sim.press('REY'); // not legal during the dialogue
    sim.pressAll(keysOf([0, 1]));
    await within(sim.idle(), 'every key acknowledged');
    expect(lines).toContain('✗ box: input/not-showdown — cards are typed at the showdown, once the dialogue is over');
    expect(lines.some((l) => l.startsWith('deal 1 settled (showdown): A 2 (0 hamarrekos, 2 tantos) · B 24 (4 hamarrekos, 4 tantos)'))).toBe(true);
    expect(lines.some((l) => l.startsWith('deal 2 settled'))).toBe(true);
    expect(lines.some((l) => /^deal 1 · esku Peio · grande · answer · turn Maite \/ Xan · /.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('[serial] connected'))).toBe(true);
    // the record is written after each deal: it replays to the same scores
    const rec = JSON.parse(readFileSync(out, 'utf8')) as MatchRecord;
    expect(rec.deals).toHaveLength(2);
    const r = replayMatch(rec);
    expect(r.ok && r.value.current).toEqual(table.session.match.view.score);
  });

  it('has every word in every language', () => {
    const keys = (o: object, at = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${at}${k}.`) : [`${at}${k}`])).sort();
    for (const lang of ['fr', 'eu', 'es'] as const) expect(keys(TABLE_CLI_WORDS[lang])).toEqual(keys(TABLE_CLI_WORDS.en));
  });

  it('prints its status lines in the language asked (French by default)', async () => {
    const p = await pair();
    const lines: string[] = [];
    const table: HeadlessTable = await startTable({ port: p.a, setup, print: (l) => lines.push(l) });
    cleanups.push(() => table.stop());
    const sim = await box(p.b);
    await waitFor(() => sim.ready && table.bridge.state.status === 'connected', 'the handshake');
    sim.press('REY'); // not legal during the dialogue
    sim.pressAll(keysOf([0]));
    await within(sim.idle(), 'every key acknowledged');
    await waitFor(() => lines.some((l) => l.startsWith('donne 1 réglée')), 'the deal to be printed');
    expect(lines.some((l) => l.startsWith('[boîtier] connecté '))).toBe(true);
    expect(lines.some((l) => l.startsWith('✗ box : input/not-showdown — cards are typed at the showdown, once the dialogue is over — '))).toBe(true);
    expect(lines.some((l) => l.startsWith('donne 1 · esku : Peio · le grand (haundia) · réponse · à parler : Maite / Xan · A 0 (0 hamarreko, 0 tanto)'))).toBe(true);
    expect(lines.some((l) => l.startsWith('donne 1 réglée (décompte) : A 2 (0 hamarreko, 2 tantos) · B 24 (4 hamarrekos, 4 tantos)'))).toBe(true);
    expect(lines.filter((l) => /\b(deal|settled|turn|connected)\b/.test(l))).toEqual([]);
  });

  it('a bad line from the box: the warnings line says what it was, in the language asked (hardening)', async () => {
    const p = await pair();
    const lines: string[] = [];
    const table: HeadlessTable = await startTable({ port: p.a, setup, print: (l) => lines.push(l) });
    cleanups.push(() => table.stop());
    const sim = await box(p.b);
    await waitFor(() => sim.ready && table.bridge.state.status === 'connected', 'the handshake');
    await sim.writeRaw('RESET\n');
    await waitFor(() => lines.some((l) => l.startsWith('[boîtier] avertissements')), 'the warnings line');
    const said = lines.find((l) => l.startsWith('[boîtier] avertissements')) ?? '';
    expect(said).toMatch(/badLine 1 .* — dernier : unknown line "RESET" — Le boîtier a envoyé une ligne inconnue$/);
  });

  it('runs as a process (npm run mus -- table) and writes the record on SIGINT', async () => {
    const p = await pair();
    const out = join(p.dir, 'match.json');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-main/cli/mus.ts', 'table', '--port', p.a, '--out', out, '--quiet', '--lang', 'en'], {
      cwd: join(import.meta.dirname, '../../..'), stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stdout += d.toString(); });
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    cleanups.push(() => { if (child.exitCode === null) child.kill('SIGKILL'); });
    const sim = await box(p.b);
    await waitFor(() => sim.ready, `the table to answer; it printed: ${stdout}`);
    sim.pressAll(keysOf([0]));
    await within(sim.idle(), 'every key acknowledged');
    await waitFor(() => stdout.includes('deal 1 settled'), 'the deal to be printed');
    child.kill('SIGINT');
    expect(await within(exited, 'the table to exit')).toBe(0);
    expect(existsSync(out)).toBe(true);
    const rec = JSON.parse(readFileSync(out, 'utf8')) as MatchRecord;
    expect(rec.format).toBe('mus-match/1');
    expect(itemAt(rec.deals, 0).actions).toEqual(itemAt(FULL.deals, 0).actions);
    expect(stdout).toContain(`match record written to ${out}`);
  });
});
