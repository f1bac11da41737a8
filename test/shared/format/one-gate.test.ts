/**
 * One gate, one answer for every file (issue 25 §4): the same hostile bytes get the same verdict —
 * accepted, or refused with the same first code at the same JSON path — from `mus check`
 * (`checkBytes`), `mus settle` (`settleDealFile`), `mus replay` (`replayMatchFile`), the library's
 * import (`checkImportText`), a tournament file embedding the match (`checkTournament`), and, for
 * names and dates, the hub's record intake (`journalRecordProblem`) and the table reopening a
 * journal (`TableSession.recover`).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBytes, replayMatchFile, settleDealFile } from '../../../shared/format/check.js';
import { parseGated } from '../../../shared/format/gate.js';
import { checkTournamentFile } from '../../../shared/format/tournament-check.js';
import { checkImportText } from '../../../shared/library/import-check.js';
import { journalRecordProblem } from '../../../shared/hub/records.js';
import { TableSession } from '../../../shared/session/table-session.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { CORPUS, MATCH, NIGHT_WITH_MATCH, nightWith, type HostileFile } from '../../helpers/hostile-corpus.js';

type Verdict = { code: string | null; path: string | null };
const verdict = (problems: readonly { code: string; path: string }[]): Verdict =>
  problems.length ? { code: problems[0]!.code, path: problems[0]!.path } : { code: null, path: null };
const expected = (f: HostileFile): Verdict => ({ code: f.code, path: f.code ? (f.path ?? '$') : null });

const TOURNAMENT = NIGHT_WITH_MATCH;

/** The tournament's verdict on a match: its first problem, the path relative to the embedded match. */
function tournamentVerdict(matchText: string): Verdict {
  const p = parseGated(nightWith(matchText));
  const problems = p.ok ? checkTournamentFile(p.value) : p.error.problems;
  const v = verdict(problems);
  if (v.path === null) return v;
  if (v.path === TOURNAMENT.prefix) return { code: v.code, path: '$' };
  if (!v.path.startsWith(TOURNAMENT.prefix)) return v;
  const rel = v.path.slice(TOURNAMENT.prefix.length);
  return { code: v.code, path: rel.startsWith('.') ? rel.slice(1) : `$${rel}` };
}

describe('every reader gives the same verdict on the same bytes', () => {
  for (const f of CORPUS.filter((x) => x.kind === 'match')) {
    it(`match: ${f.name}`, () => {
      const want = expected(f);
      const check = verdict(checkBytes(f.bytes).problems);
      const p = parseGated(f.bytes);
      const replay = p.ok ? verdict((() => { const r = replayMatchFile(p.value); return r.ok ? [] : r.error.problems; })()) : verdict(p.error.problems);
      const imp = checkImportText(f.bytes);
      const imported = verdict(imp.ok ? [] : imp.error.problems);
      expect({ check, replay, imported }).toEqual({ check: want, replay: want, imported: want });
      // the tournament reads the match embedded in its file (the file's own bytes: a BOM, bad UTF-8 and depth are the file's)
      // (names in other scripts are other teams than the tournament's pairs: the tournament's own refusal)
      if (!['format/bad-utf8', 'format/too-deep'].includes(f.code ?? '') && f.name !== 'names in any script') {
        const text = new TextDecoder().decode(f.bytes).replace(/^\ufeff/, '');
        expect(tournamentVerdict(text)).toEqual(want);
      }
    });
  }

  for (const f of CORPUS.filter((x) => x.kind === 'deal')) {
    it(`deal: ${f.name}`, () => {
      const want = expected(f);
      const check = verdict(checkBytes(f.bytes).problems);
      const p = parseGated(f.bytes);
      const settle = p.ok ? verdict((() => { const r = settleDealFile(p.value); return r.ok ? [] : r.error.problems; })()) : verdict(p.error.problems);
      expect({ check, settle }).toEqual({ check: want, settle: want });
    });
  }

  it('names and dates: the hub\'s intake and the table reopening a journal answer as the file readers', () => {
    let n = 0;
    for (const f of CORPUS.filter((x) => x.kind === 'match')) {
      const p = parseGated(f.bytes);
      if (!p.ok) continue;
      const j = p.value as { teams?: { A?: unknown; B?: unknown }; players?: unknown; created?: unknown };
      if (typeof j.teams?.A !== 'string' || typeof j.teams?.B !== 'string' || !Array.isArray(j.players)) continue;
      const fieldsCode = f.code === 'format/bad-name' || f.code === 'format/bad-date' ? f.code : null;
      if (f.code !== null && fieldsCode === null) continue; // another problem, not one a journal's setup can hold
      const setup = { seq: 0, t: 'setup', setup: { rules: 'ffmus', teams: j.teams, players: j.players, esku: 0 }, id: 'm1', created: j.created ?? '2026-11-27T20:00:00Z' };
      const hub = journalRecordProblem(setup, 0);
      const table = TableSession.recover([setup as JournalRecord], null);
      if (fieldsCode === null) {
        expect([f.name, hub, table.error]).toEqual([f.name, null, null]);
      } else {
        expect(hub, f.name).toContain(`(${fieldsCode})`);
        expect(table.error?.code, f.name).toBe(fieldsCode);
      }
      n++;
    }
    expect(n).toBeGreaterThanOrEqual(14);
  });

  it('fuzzed names and creation times: check, replay, import and a tournament never disagree (fixed seed)', () => {
    const text = fc.string({ unit: 'binary', maxLength: 110 });
    const created = fc.oneof(text, fc.date({ min: new Date(-1e14), max: new Date(1e14), noInvalidDate: true }).map((d) => d.toISOString()));
    let refused = 0;
    fc.assert(fc.property(text, text, created, (A, B, when) => {
      const bytes = new TextEncoder().encode(JSON.stringify({ ...MATCH, teams: { A, B }, created: when }));
      const check = verdict(checkBytes(bytes).problems);
      const imp = checkImportText(bytes);
      const p = parseGated(bytes);
      const replay = p.ok ? verdict((() => { const r = replayMatchFile(p.value); return r.ok ? [] : r.error.problems; })()) : verdict(p.error.problems);
      expect(verdict(imp.ok ? [] : imp.error.problems)).toEqual(check);
      expect(replay).toEqual(check);
      if (check.code) {
        refused++;
        expect(tournamentVerdict(new TextDecoder().decode(bytes))).toEqual(check);
      }
    }), { seed: 20261126, numRuns: 300 });
    expect(refused).toBeGreaterThan(100);
  });
});
