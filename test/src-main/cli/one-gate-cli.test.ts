/**
 * One gate, one answer, from the command line (issue 25 §4): every file of the hostile corpus gets
 * the same exit code and the same first code at the same JSON path from `mus check`, `mus settle`
 * (a file, and a line of `settle -`), `mus replay`, `mus library import` and `mus tournament check`
 * of a night embedding the match.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { main } from '../../../src-main/cli/commands.js';
import { runLibrary } from '../../../src-main/cli/library-command.js';
import { runTournament } from '../../../src-main/cli/tournament-command.js';
import { CORPUS, nightWith } from '../../helpers/hostile-corpus.js';

const dir = mkdtempSync(join(tmpdir(), 'mus-one-gate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `mus …args` in process, `stdin` its standard input. */
async function mus(args: string[], stdin = ''): Promise<{ code: number; text: string }> {
  let text = '';
  const code = await main(args, {
    stdin: Readable.from(stdin ? [stdin] : []),
    stdout: { write: (s) => { text += s; return true; }, once: () => undefined },
    stderr: { write: (s) => { text += s; return true; } },
  });
  return { code, text };
}
const io = () => {
  const o = { text: '' };
  return { o, io: { out: (s: string) => { o.text += `${s}\n`; }, err: (s: string) => { o.text += `${s}\n`; }, stdin: () => '' } };
};

/** What a refusal must say: the code, and the path unless it is the whole file. */
function says(text: string, code: string | null, path: string | undefined): void {
  if (code === null) return;
  expect(text).toContain(`(${code})`);
  if (path && path !== '$') expect(text).toContain(`${path}: `);
}

describe('the command line gives one answer per file', () => {
  CORPUS.forEach((f, i) => {
    it(`${f.kind}: ${f.name}`, async () => {
      const file = join(dir, `f${i}.json`);
      writeFileSync(file, f.bytes);
      const exit = f.code === null ? 0 : 1;
      const check = await mus(['check', file]);
      expect([check.code, check.text.includes(': ok (')]).toEqual([exit, exit === 0]);
      says(check.text, f.code, f.path);
      if (f.kind === 'deal') {
        const settle = await mus(['settle', file]);
        expect(settle.code, settle.text).toBe(exit);
        says(settle.text, f.code, f.path);
        const stream = await mus(['settle', '--json', '-'], `${new TextDecoder().decode(f.bytes)}\n`);
        expect(stream.code, stream.text).toBe(exit);
        if (f.code !== null) expect(JSON.parse(stream.text).error).toMatchObject({ code: f.code, path: f.path });
        return;
      }
      const replay = await mus(['replay', file]);
      expect(replay.code, replay.text).toBe(exit);
      says(replay.text, f.code, f.path);
      const lib = io();
      expect(await runLibrary(['import', file, '--data-dir', join(dir, `lib${i}`)], lib.io), lib.o.text).toBe(exit);
      says(lib.o.text, f.code, f.path);
      if (['format/bad-utf8', 'format/too-deep'].includes(f.code ?? '') || f.name === 'names in any script') return;
      const tfile = join(dir, `t${i}.json`);
      writeFileSync(tfile, nightWith(new TextDecoder().decode(f.bytes).replace(/^\ufeff/, '')));
      const tour = io();
      expect(await runTournament(['check', tfile], tour.io), tour.o.text).toBe(exit);
      if (f.code !== null) expect(tour.o.text).toContain(`(${f.code})`);
    });
  });
});
