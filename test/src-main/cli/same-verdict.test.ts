/**
 * The same file gets the same verdict from `mus settle`, `mus check`, the library import check and
 * the table (`fromMatchRecord`), issue 9 §4: a deal won by a tira during the dialogue may leave its
 * hands out, but hands given there must be valid (four cards of the deck each; FFMus art. 5).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fromMatchRecord, type MatchRecord } from '../../../shared/index.js';
import { checkFile } from '../../../shared/format/check.js';
import { checkImportText } from '../../../shared/library/import-check.js';
import { main } from '../../../src-main/cli/commands.js';

const root = new URL('../../../', import.meta.url).pathname;
/** `mus …args` in process (what `bin/mus.mjs` runs): its exit code and what it wrote. */
async function mus(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main(args, {
    stdin: Readable.from([]),
    stdout: { write: (s) => { out += s; return true; }, once: () => undefined },
    stderr: { write: (s) => { err += s; return true; } },
  });
  return { status, out, err };
}
/** `mus …args` as a user runs it: a child process, through the launcher. */
function musProcess(args: string[]) {
  return spawnSync(process.execPath, ['bin/mus.mjs', ...args], { cwd: root, encoding: 'utf8' });
}

/** Deal 0 leaves A at 39 (a tira of 38, the punto paso); in deal 1 A draws the grande tira, which wins the manche (FFMus art. 17). */
const DEAL0 = {"actions": [{"phase": "grande", "seat": 0, "act": "bet", "amount": 2}, {"phase": "grande", "seat": 1, "act": "raise", "amount": 36}, {"phase": "grande", "seat": 0, "act": "raise", "amount": 1}, {"phase": "grande", "seat": 1, "act": "fold"}, {"phase": "chica", "seat": 0, "act": "pass"}, {"phase": "chica", "seat": 1, "act": "pass"}, {"phase": "chica", "seat": 2, "act": "pass"}, {"phase": "chica", "seat": 3, "act": "pass"}, {"phase": "pares", "seat": 0, "act": "declare", "has": false}, {"phase": "pares", "seat": 1, "act": "declare", "has": false}, {"phase": "pares", "seat": 2, "act": "declare", "has": false}, {"phase": "pares", "seat": 3, "act": "declare", "has": false}, {"phase": "juego", "seat": 0, "act": "declare", "has": false}, {"phase": "juego", "seat": 1, "act": "declare", "has": false}, {"phase": "juego", "seat": 2, "act": "declare", "has": false}, {"phase": "juego", "seat": 3, "act": "declare", "has": false}, {"phase": "punto", "seat": 0, "act": "pass"}, {"phase": "punto", "seat": 1, "act": "pass"}, {"phase": "punto", "seat": 2, "act": "pass"}, {"phase": "punto", "seat": 3, "act": "pass"}], "hands": [["12", "7", "6", "5"], ["1", "4", "5", "6"], ["11", "7", "6", "4"], ["1", "4", "5", "7"]]} as const;
const WON = [{"phase": "grande", "seat": 1, "act": "pass"}, {"phase": "grande", "seat": 2, "act": "bet", "amount": 2}, {"phase": "grande", "seat": 3, "act": "fold"}];
const match = (hands: unknown): MatchRecord =>
  ({ format: 'mus-match/1', rules: 'ffmus', esku: 0, deals: [DEAL0, { actions: WON, ...(hands === undefined ? {} : { hands }) }] }) as unknown as MatchRecord;

const BAD: [string, unknown][] = [
  ['five 12s', [['12', '12', '12', '1'], ['12', '12', '7', '2'], ['4', '5', '6', '7'], ['4', '5', '6', '7']]],
  ['a card "zz"', [['zz', '12', '11', '1'], ['10', '7', '6', '2'], ['4', '5', '6', '7'], ['4', '5', '6', '7']]],
  ['a hand of three', [['12', '11', '1'], ['10', '7', '6', '2'], ['4', '5', '6', '7'], ['4', '5', '6', '7']]],
];
const GOOD: [string, unknown][] = [
  ['hands left out', undefined],
  ['valid hands', [['12', '11', '10', '1'], ['10', '7', '6', '2'], ['4', '5', '6', '7'], ['4', '5', '3', '7']]],
];

describe('settle, check, import and the table agree on hands of a deal won in the dialogue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mus-verdict-'));
  for (const [name, hands, ok] of [...BAD.map(([n, h]) => [n, h, false] as const), ...GOOD.map(([n, h]) => [n, h, true] as const)]) {
    it(`${name}: ${ok ? 'accepted' : 'rejected'} by all`, async () => {
      const rec = match(hands);
      const text = JSON.stringify(rec);
      const base = join(dir, name.replace(/\W+/g, '-'));
      writeFileSync(`${base}.match.json`, text);
      const dealRec = { format: 'mus-deal/1', rules: 'ffmus', esku: 1, score: { A: 39, B: 1 }, actions: WON, ...(hands === undefined ? {} : { hands }) };
      writeFileSync(`${base}.deal.json`, JSON.stringify(dealRec));
      const verdict = {
        settle: (await mus(['settle', `${base}.deal.json`])).status === 0,
        replay: (await mus(['replay', `${base}.match.json`])).status === 0,
        checkDeal: (await mus(['check', `${base}.deal.json`])).status === 0,
        checkMatch: (await mus(['check', `${base}.match.json`])).status === 0,
        checkFile: checkFile(rec).length === 0 && checkFile(dealRec).length === 0,
        imported: checkImportText(text).ok,
        table: fromMatchRecord(rec).ok,
      };
      expect(verdict).toEqual({ settle: ok, replay: ok, checkDeal: ok, checkMatch: ok, checkFile: ok, imported: ok, table: ok });
    });
  }

  it('the command line gives the same verdicts: check and settle of every file above in one process each', async () => {
    const cases = [...BAD.map(([n]) => [n, false] as const), ...GOOD.map(([n]) => [n, true] as const)];
    const base = (name: string) => join(dir, name.replace(/\W+/g, '-'));
    const files = cases.flatMap(([n]) => [`${base(n)}.deal.json`, `${base(n)}.match.json`]);
    const check = musProcess(['check', ...files]);
    expect(check.status).toBe(1); // some are refused
    expect(check.stdout).toBe((await mus(['check', ...files])).out);
    for (const [n, ok] of cases) {
      for (const f of [`${base(n)}.deal.json`, `${base(n)}.match.json`]) expect(check.stdout.includes(`${f}: ok (`), f).toBe(ok);
    }
    const deals = cases.map(([n]) => `${base(n)}.deal.json`);
    const settle = musProcess(['settle', '--json', ...deals]);
    expect(settle.status).toBe(1);
    const settled = settle.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { file: string }).file);
    expect(settled).toEqual(cases.filter(([, ok]) => ok).map(([n]) => `${base(n)}.deal.json`));
    expect(settle.stderr).not.toMatch(/internal error|\n\s+at /);
  });
});
