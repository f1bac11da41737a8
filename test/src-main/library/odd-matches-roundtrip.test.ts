/**
 * The files the app writes for an unusual match are ones its own readers take back: names of 100
 * characters, emoji (a ZWJ family), combining accents, full-width letters; four and six players; a
 * match ended by hordago kanta at every deal. The journal (`.musj`) reopens to the same log, the
 * library's export goes through the file gate (`checkBytes`, what `mus check` runs) and imports back
 * as the same finished match; a tournament night whose pairs have names of 100 characters checks.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyEntry, startMatch, whoSpeaks, type LiveMatch, type MatchEntry, type MatchSetup } from '../../../shared/index.js';
import { checkBytes } from '../../../shared/format/check.js';
import { checkTournament } from '../../../shared/format/tournament-check.js';
import { MatchLibrary } from '../../../src-main/library/library.js';
import { runTournament } from '../../../src-main/cli/tournament-command.js';

const dir = mkdtempSync(join(tmpdir(), 'mus-odd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NAMES = ['🂡 Peio', 'Pe\u0301io Etxeberri', 'x'.repeat(100), 'İñaki ß', 'Ｐｅｉｏ', '👨‍👩‍👧 Maite'];
const HANDS = [['1o', '1c', '1e', '1b'], ['4o', '5c', '6e', '7b'], ['4c', '5o', '6b', '7e'], ['4e', '5b', '6o', '7c'], ['12o', '12c', '12e', '12b'], ['2o', '2c', '3e', '3b']];

/** The entries of a whole match where each deal ends in a hordago seen (the first who may call it does, the next who may answer sees). */
function hordagoMatch(setup: MatchSetup): MatchEntry[] {
  const m0 = startMatch(setup);
  if (!m0.ok) throw new Error(m0.error.message);
  let m: LiveMatch = m0.value;
  const log: MatchEntry[] = [];
  for (let guard = 0; !m.view.winner; guard++) {
    if (guard > 500) throw new Error('the match did not end');
    const t = whoSpeaks(m.view.current!.state);
    const seat = t.seats[0]!;
    const acts = t.acts as string[];
    const e: MatchEntry = t.prompt === 'showdown'
      ? { type: 'hands', hands: HANDS.slice(0, setup.players.length) }
      : { type: 'action', action: acts.includes('ordago') ? { phase: t.prompt === 'mus' ? 'grande' : t.phase!, seat, act: 'ordago' } : acts.includes('see') ? { phase: t.phase!, seat, act: 'see' } : { phase: t.phase!, seat, act: acts[0] as 'pass' } };
    const r = applyEntry(m, e);
    if (!r.ok) throw new Error(`${JSON.stringify(e)}: ${r.error.message}`);
    m = r.value.match;
    log.push(e);
  }
  return log;
}

describe('an unusual match: every file written is read back', () => {
  for (const players of [4, 6] as const) {
    it(`${players} players, names of every kind, ended by hordago: journal, export, import`, () => {
      const setup: MatchSetup = { rules: { preset: 'ffmus', players }, teams: { A: 'Ñ'.repeat(100), B: '🂡🂡 Baiona' }, players: NAMES.slice(0, players), esku: 0 };
      const log = hordagoMatch(setup);
      const lib = new MatchLibrary(join(dir, `lib-${players}`), { sync: 'none' });
      const started = lib.start(setup);
      if (!started.ok) throw new Error(started.error.message);
      for (const e of log) expect(started.value.session!.entry(e, 'test').ok).toBe(true);
      const id = started.value.id!;
      started.value.close();
      // the journal reopens to the same match
      const back = lib.open(id, 'read');
      if (!back.ok) throw new Error(back.error.message);
      back.value.close();
      expect(back.value.problems).toEqual([]);
      expect(back.value.session!.match.log).toEqual(log);
      expect(back.value.session!.match.view.deals.every((d) => d.end === 'ordago')).toBe(true);
      expect(lib.get(id)).toMatchObject({ status: 'finished', players: setup.players, teams: setup.teams });
      // the export goes through the gate, and imports back as the same finished match
      const ex = lib.exportMatch(id);
      if (!ex.ok) throw new Error(ex.error.message);
      expect(ex.value.leftOut).toBeNull();
      expect(checkBytes(ex.value.text).problems).toEqual([]);
      const imported = lib.importText(ex.value.text, { allowDuplicate: true });
      if (!imported.ok) throw new Error(JSON.stringify(imported.error.problems));
      expect(imported.value.summary).toMatchObject({ status: 'finished', winner: lib.get(id)!.winner, deals: log.filter((e) => e.type === 'hands').length });
    });
  }

  it('a tournament night with names of 100 characters and emoji checks as written', async () => {
    const night = join(dir, 'night.json');
    const io = { out: () => undefined, err: (s: string) => { throw new Error(s); } };
    expect(await runTournament(['create', night, '--name', `${'Ñ'.repeat(190)} 🂡`, '--date', '2026-11-27', '--rounds', '1'], io)).toBe(0);
    expect(await runTournament(['add-pair', night, '--id', 'a', '--team', 'x'.repeat(100), '--players', `${'y'.repeat(100)},👨‍👩‍👧 Maite`, '--club', 'Pe\u0301io'], io)).toBe(0);
    expect(await runTournament(['add-pair', night, '--id', 'b', '--team', 'Ｐｅｉｏ', '--players', 'İñaki ß,🂡'], io)).toBe(0);
    expect(await runTournament(['pair', night], io)).toBe(0);
    const c = checkTournament(JSON.parse(readFileSync(night, 'utf8')));
    expect(c.ok && c.value.pairs.map((p) => p.team)).toEqual(['x'.repeat(100), 'Ｐｅｉｏ']);
  });
});
