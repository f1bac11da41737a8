/**
 * The tournament model: the event log, results from real matches (replayed), by hand and by
 * forfeit, refusals as data with `tournament/…` codes, the `mus-tournament/1` file and its schema.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { MatchRecord } from '../../../shared/types.js';
import {
  applyEvent, computeStandings, createTournament, foldFile, pairNextRound, resultFromMatch, toFile, TOURNAMENT_ERROR_CODES, TOURNAMENT_WORDS,
  handResult, parseManches, pairingSheetHtml, pairingSheetText, tableSetups, tournamentId, type Tournament, type TournamentEvent,
} from '../../../shared/tournament/index.js';
import { checkTournament, checkTournamentFile } from '../../../shared/format/tournament-check.js';
import { addPair, apply, BY, fromMatch, hand, ordagoMatch, pairRound, playRound, rng, withPairs } from './helpers.js';

const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const fixture = JSON.parse(readFileSync(root('test/fixtures/match-ffmus-full.record.json'), 'utf8')) as MatchRecord;

function refused(t: Tournament, e: unknown): { code: string; message: string; path?: string } {
  const r = applyEvent(t, e, 'events[9]');
  if (r.ok) throw new Error('accepted');
  expect(TOURNAMENT_ERROR_CODES).toContain(r.error.code);
  return r.error;
}

/** Four pairs, the fixture's teams at table 1 of round 1. */
function night(): Tournament {
  let t = withPairs(0, { rounds: 3, system: 'updown' });
  t = apply(t,
    { type: 'add-pair', pair: { id: 'etx', team: 'Etxeberri / Dufau', players: ['Peio', 'Battitt'], club: 'Baiona' } },
    { type: 'add-pair', pair: { id: 'las', team: 'Lasa / Irigoien', players: ['Maite', 'Xan'], club: 'Donibane' } },
    addPair(3), addPair(4));
  return pairRound(t)[0];
}

describe('results from played matches', () => {
  it('the match record is replayed: winner and manches by the pairing\'s sides, FFMus art. 2 lines', () => {
    let t = night();
    const res = fromMatch(t, 1, 1, fixture);
    expect(res.winner).toBe('etx');
    expect(res.manches).toHaveLength(5);
    expect(res.source.kind).toBe('match');
    t = apply(t, { type: 'result', result: res });
    const rows = computeStandings(t).rows;
    expect(rows.find((r) => r.pair === 'etx')).toMatchObject({ victories: 1, manchesWon: 0, pointsInLostManches: 0 });
    expect(rows.find((r) => r.pair === 'las')).toMatchObject({ victories: 0, manchesWon: 2, pointsInLostManches: 78 }); // as `mus replay` says
  });

  it('a record naming the teams the other way round is read by its names', () => {
    let t = withPairs(0, { rounds: 1 });
    t = apply(t,
      { type: 'add-pair', pair: { id: 'las', team: 'Lasa / Irigoien', players: ['Maite', 'Xan'], club: null } },
      { type: 'add-pair', pair: { id: 'etx', team: 'Etxeberri  / Dufau ', players: ['Peio', 'Battitt'], club: null } });
    [t] = pairRound(t);
    expect(t.rounds[0]!.tables[0]).toMatchObject({ A: 'las', B: 'etx' });
    const res = fromMatch(t, 1, 1, fixture);
    expect(res.winner).toBe('etx');
    expect(res.manches.filter((m) => m.B === 40)).toHaveLength(3); // etx, side B, won three manches
  });

  it('a result whose match replays to another winner is refused, naming the round, the table and the teams', () => {
    const t = night();
    const res = fromMatch(t, 1, 1, fixture);
    const e = refused(t, { type: 'result', result: { ...res, winner: 'las' } });
    expect(e.code).toBe('tournament/winner-mismatch');
    expect(e.message).toBe('events[9].result.winner: round 1, table 1 (Etxeberri / Dufau v Lasa / Irigoien): the match replays to a win for Etxeberri / Dufau, but the result says Lasa / Irigoien');
    const e2 = refused(t, { type: 'result', result: { ...res, manches: res.manches.slice(1) } });
    expect(e2.code).toBe('tournament/winner-mismatch');
    expect(e2.message).toMatch(/round 1, table 1 .*replays to manches/);
  });

  it('refuses a match the engine refuses, an unfinished match and other rules', () => {
    const t = night();
    const bad = structuredClone(fixture);
    bad.deals[0]!.actions[0] = { phase: 'grande', seat: 2, act: 'pass' }; // esku is seat 0
    const e1 = refused(t, { type: 'result', result: { round: 1, table: 1, winner: 'etx', manches: [], source: { kind: 'match', match: bad } } });
    expect(e1.code).toBe('tournament/match-invalid');
    expect(e1.path).toMatch(/^events\[9\]\.result\.source\.match\.deals\[0\]/);
    const r = resultFromMatch(t, 1, 1, ordagoMatch(['A', 'A']));
    expect(r.ok ? null : r.error.code).toBe('tournament/match-unfinished');
    const pagat = { ...ordagoMatch(['A', 'A']), rules: 'pagat' };
    const r2 = resultFromMatch(t, 1, 1, pagat);
    expect(r2.ok ? null : r2.error.code).toBe('tournament/rules-differ');
    expect(r2.ok ? '' : r2.error.message).toContain('manchesToWin 2 instead of 3');
    const other = resultFromMatch(t, 1, 2, fixture); // Team 3 v Team 4 played there
    expect(other.ok ? null : other.error.code).toBe('tournament/teams-differ');
    expect(other.ok ? '' : other.error.message).toBe('match.teams: round 1, table 2 (Team 3 v Team 4): the match record is between Etxeberri / Dufau and Lasa / Irigoien, not the teams of this table (a match of another table?)');
    const r3 = resultFromMatch(t, 1, 1, ordagoMatch(['B', 'A', 'B', 'B']));
    expect(r3.ok && r3.value.winner).toBe('las');
  });
});

describe('the log', () => {
  it('refuses as data, state unchanged: codes name the field', () => {
    let t = night();
    expect(refused(t, { type: 'nope' }).code).toBe('tournament/bad-event');
    expect(refused(t, addPair(3)).code).toBe('tournament/duplicate-pair');
    expect(refused(t, { type: 'add-pair', pair: { id: 'x', team: 'Team 4 ', players: ['a', 'b'] } }).code).toBe('tournament/duplicate-pair');
    expect(refused(t, { type: 'add-pair', pair: { id: 'a b', team: 'T', players: ['a', 'b'] } }).path).toBe('events[9].pair.id');
    expect(refused(t, { type: 'add-pair', pair: { id: 'ab', team: 'T', players: ['a'] } }).message).toContain('FFMus art. 1');
    expect(refused(t, { type: 'withdraw', pair: 'p03', who: '', why: 'x' }).code).toBe('tournament/no-attribution');
    expect(refused(t, { type: 'withdraw', pair: 'zz', who: 'a', why: 'x' }).code).toBe('tournament/unknown-pair');
    const r2 = pairNextRound(t);
    expect(r2.ok ? null : r2.error.code).toBe('tournament/round-incomplete');
    expect(r2.ok ? '' : r2.error.message).toBe('round 1 has no result yet at table 1 (Etxeberri / Dufau v Lasa / Irigoien), 2 (Team 3 v Team 4)');
    expect(refused(t, { type: 'result', result: { round: 1, table: 3, winner: 'etx', manches: [], source: { kind: 'forfeit', ...BY } } }).code).toBe('tournament/unknown-table');
    expect(refused(t, { type: 'result', result: { round: 1, table: 1, winner: 'p03', manches: [], source: { kind: 'forfeit', ...BY } } }).code).toBe('tournament/bad-result');
    expect(refused(t, { type: 'result', result: { round: 1, table: 1, winner: 'etx', manches: [], source: { kind: 'forfeit', who: 'x' } } }).path).toBe('events[9].result.source.why');
    // A hand result: the manches must make the winner (FFMus arts. 1-2).
    const h = handResult(t, 1, 1, [{ A: 40, B: 10 }, { A: 40, B: 10 }], BY);
    expect(h.ok ? null : h.error.message).toBe('manches: manches 2-0: nobody has won 3 manches (FFMus art. 2)');
    const h2 = handResult(t, 1, 1, [{ A: 40, B: 40 }], BY);
    expect(h2.ok ? null : h2.error.rule).toBe('FFMus art. 1');
    const good = hand(t, 1, 1, [{ A: 40, B: 10 }, { A: 40, B: 10 }, { A: 40, B: 39 }]);
    expect(refused(t, { type: 'result', result: { ...good, winner: 'las' } }).code).toBe('tournament/bad-result');
    t = apply(t, { type: 'result', result: good });
    expect(refused(t, { type: 'result', result: good }).code).toBe('tournament/result-exists');
    // Annul and enter again.
    t = apply(t, { type: 'annul-result', round: 1, table: 1, who: 'Arbitre', why: 'wrong table' });
    expect(t.results['1/1']).toBeUndefined();
    t = apply(t, { type: 'result', result: good });
    expect(t.events.map((e) => e.type).slice(-3)).toEqual(['result', 'annul-result', 'result']);
  });

  it('late entries play from the next round; withdrawn pairs are paired no more; all rounds paired', () => {
    let t = withPairs(4, { rounds: 2, system: 'swiss' });
    [t] = pairRound(t);
    t = apply(t, addPair(5), { type: 'withdraw', pair: 'p02', who: 'Arbitre', why: 'train to catch' });
    expect(t.pairs.find((p) => p.id === 'p05')!.fromRound).toBe(2);
    t = playRound(t, rng(9));
    let r;
    [t, r] = pairRound(t);
    expect([...r.tables.flatMap((p) => [p.A, p.B]), ...r.byes].sort()).toEqual(['p01', 'p03', 'p04', 'p05']);
    t = playRound(t, rng(9));
    const more = pairNextRound(t);
    expect(more.ok ? null : more.error.code).toBe('tournament/all-rounds-paired');
    expect(refused(t, { type: 'pair-round', round: { round: 3, system: 'swiss', tables: [], byes: [] } }).code).toBe('tournament/all-rounds-paired');
  });

  it('a round by hand is checked: a pair twice, a withdrawn pair, a missing pair', () => {
    let t = withPairs(4, { rounds: 2 });
    t = apply(t, { type: 'withdraw', pair: 'p04', who: 'a', why: 'b' });
    const round = (tables: [string, string][], byes: string[] = []): TournamentEvent => ({ type: 'pair-round', round: { round: 1, system: 'swiss', byes, tables: tables.map(([A, B], i) => ({ table: i + 1, A, B, token: null })) } });
    expect(refused(t, round([['p01', 'p02'], ['p03', 'p01']])).message).toBe('events[9].round.tables[1].B: pair p01 is placed twice in round 1');
    expect(refused(t, round([['p01', 'p02'], ['p03', 'p04']])).message).toContain('pair p04 cannot play round 1');
    expect(refused(t, round([['p01', 'p02']])).message).toContain('pair p03 is neither at a table nor on a bye');
    t = apply(t, round([['p01', 'p02']], ['p03']));
    expect(t.rounds[0]!.byes).toEqual(['p03']);
  });

  it('the settings are checked; the date is as given, never read from a clock', () => {
    expect(createTournament({ name: 'N', date: '2026-13-01', rules: 'ffmus', rounds: 3, system: 'swiss' }).ok).toBe(false);
    expect(createTournament({ name: 'N', date: '2026-11-27', rules: 'nope', rounds: 3, system: 'swiss' }).ok).toBe(false);
    expect(createTournament({ name: 'N', date: '2026-11-27', rules: 'ffmus', rounds: 0, system: 'swiss' }).ok).toBe(false);
    expect(createTournament({ name: 'N', date: '2026-11-27', rules: 'ffmus', rounds: 3, system: 'knockout' as never }).ok).toBe(false);
    const six = createTournament({ name: 'N', date: '2026-11-27', rules: { preset: 'ffmus', players: 6 }, rounds: 3, system: 'swiss' });
    expect(six.ok ? null : six.error.message).toBe('rules.players: must be four: a tournament is played by pairs of two players (FFMus art. 1)');
    // A round by hand may leave the tokens out (the hub fills them).
    let t = withPairs(2, { rounds: 1 });
    t = apply(t, { type: 'pair-round', round: { round: 1, system: 'swiss', byes: [], tables: [{ table: 1, A: 'p01', B: 'p02' } as never] } });
    expect(t.rounds[0]!.tables[0]!.token).toBeNull();
  });
});

describe('the mus-tournament/1 file', () => {
  function fullNight(): Tournament {
    let t = night();
    t = apply(t, { type: 'result', result: fromMatch(t, 1, 1, fixture) });
    t = apply(t, { type: 'result', result: hand(t, 1, 2, [{ A: 40, B: 39 }, { A: 12, B: 40 }, { A: 40, B: 0 }, { A: 40, B: 31 }]) });
    [t] = pairRound(t);
    t = playRound(t, rng(4));
    return t;
  }

  it('round-trips through JSON: the fold of the file is the same night, every match replayed', () => {
    const t = fullNight();
    const text = JSON.stringify(toFile(t));
    const c = checkTournament(JSON.parse(text));
    if (!c.ok) throw new Error(JSON.stringify(c.error.problems));
    expect(computeStandings(c.value)).toEqual(computeStandings(t));
    expect(c.value.rounds).toEqual(t.rounds);
  });

  it('a file for others leaves the tables\' tokens out', () => {
    let t = withPairs(4, { rounds: 1 });
    const r = pairNextRound(t);
    if (!r.ok) throw new Error(r.error.message);
    t = apply(t, { type: 'pair-round', round: { ...r.value, tables: r.value.tables.map((p, i) => ({ ...p, token: `secret-${i}` })) } });
    expect(JSON.stringify(toFile(t))).toContain('secret-1');
    const out = toFile(t, { tokens: false });
    expect(JSON.stringify(out)).not.toContain('secret');
    expect(checkTournamentFile(JSON.parse(JSON.stringify(out)))).toEqual([]);
    expect(t.rounds[0]!.tables[1]!.token).toBe('secret-1'); // the state is untouched
  });

  it('import refuses a file whose match replays to another winner, and unknown fields by path; x- extensions pass', () => {
    const f = JSON.parse(JSON.stringify(toFile(fullNight())));
    const i = f.events.findIndex((e: TournamentEvent) => e.type === 'result' && e.result.source.kind === 'match');
    f.events[i].result.winner = 'las';
    expect(checkTournamentFile(f)).toEqual([{
      path: `events[${i}].result.winner`, code: 'tournament/winner-mismatch',
      message: `events[${i}].result.winner: round 1, table 1 (Etxeberri / Dufau v Lasa / Irigoien): the match replays to a win for Etxeberri / Dufau, but the result says Lasa / Irigoien`,
      rule: 'FFMus art. 2',
      params: { say: 'winner', round: 1, table: 1, a: 'Etxeberri / Dufau', b: 'Lasa / Irigoien', replayed: 'Etxeberri / Dufau', claimed: 'Lasa / Irigoien' },
    }]);
    const g = JSON.parse(JSON.stringify(toFile(fullNight())));
    g.events[0].pair.clbu = 'x';
    g.events[i].result.source.match.deals[0].actions[0].amout = 2;
    g['x-league'] = 'Ligue Pays basque';
    const paths = checkTournamentFile(g).map((p) => [p.path, p.code]);
    expect(paths).toContainEqual(['events[0].pair.clbu', 'format/unknown-field']);
    expect(paths).toContainEqual([`events[${i}].result.source.match.deals[0].actions[0].amout`, 'format/unknown-field']);
    expect(paths.some(([p]) => p!.includes('x-league'))).toBe(false);
    const h = JSON.parse(JSON.stringify(toFile(fullNight())));
    h.events[0].type = 'add-pear';
    expect(checkTournamentFile(h)[0]).toMatchObject({ path: 'events[0].type', code: 'schema/discriminator' });
  });

  it('the published schema validates it with a plain draft 2020-12 validator (the match schema beside it)', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajv.addSchema(JSON.parse(readFileSync(root('docs/schemas/mus-match-1.schema.json'), 'utf8')));
    const v = ajv.compile(JSON.parse(readFileSync(root('docs/schemas/mus-tournament-1.schema.json'), 'utf8')));
    const f = JSON.parse(JSON.stringify(toFile(fullNight())));
    expect(v(f), JSON.stringify(v.errors)).toBe(true);
    const i = f.events.findIndex((e: TournamentEvent) => e.type === 'result' && e.result.source.kind === 'match');
    f.events[i].result.source.match.deals[0].hands[0][0] = '13';
    expect(v(f)).toBe(false);
    expect(v.errors!.map((e) => e.instancePath)).toContain(`/events/${i}/result/source/match/deals/0/hands/0/0`);
    expect(foldFile(f).ok).toBe(false);
  });
});

describe('table setups (for the hub and the app)', () => {
  it('teams and players by seat, the locked rules; a match recorded from it is read by name', () => {
    const t = night();
    const [s1, s2] = tableSetups(t, 1);
    expect(s1).toEqual({
      round: 1, table: 1, teams: { A: 'Etxeberri / Dufau', B: 'Lasa / Irigoien' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 0, rules: 'ffmus', token: null,
    });
    expect(s2!.teams).toEqual({ A: 'Team 3', B: 'Team 4' });
    const m = { ...ordagoMatch(['B', 'B', 'A', 'B']), teams: s2!.teams, players: s2!.players };
    expect(fromMatch(t, 1, 2, m).winner).toBe('p04');
    expect(tournamentId(t)).toBe('2026-11-27-championship-night');
    expect(tournamentId({ ...t, settings: { ...t.settings, name: 'Gau Handiá — Baiona!' } })).toBe('2026-11-27-gau-handia-baiona');
  });
});

describe('sheet and words', () => {
  it('the pairing sheet as text and as escaped HTML, in four languages', () => {
    let t = night();
    t = apply(t, { type: 'add-pair', pair: { id: 'x', team: '<script>alert(1)</script>', players: ['a&b', 'c'], club: null } });
    const r = pairNextRound({ ...t, rounds: [], results: {} });
    expect(r.ok).toBe(true);
    const text = pairingSheetText(t, t.rounds[0]!, 'en');
    expect(text).toContain('Championship night — 2026-11-27 — round 1 of 3 (table up, table down)');
    expect(text).toMatch(/Table  1 {2}Etxeberri \/ Dufau +v {2}Lasa \/ Irigoien/);
    expect(pairingSheetText(t, t.rounds[0]!, 'fr')).toContain('tour 1 sur 3 (montée-descente)');
    expect(pairingSheetText(t, t.rounds[0]!, 'es')).toContain('ronda 1 de 3 (sube y baja)');
    expect(pairingSheetText(t, t.rounds[0]!, 'eu')).toContain('1. txanda / 3 (igo eta jaitsi)');
    const html = pairingSheetHtml(t, t.rounds[0]!, 'en');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toContain('<script>');
    expect(parseManches('40-32, 12-40,40:38')).toEqual([{ A: 40, B: 32 }, { A: 12, B: 40 }, { A: 40, B: 38 }]);
    expect(parseManches('40-x')).toBeNull();
  });

  it('every language has every word', () => {
    const keys = (o: object, pre = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${pre}${k}.`) : [`${pre}${k}`]));
    const en = keys(TOURNAMENT_WORDS.en).sort();
    for (const l of ['fr', 'es', 'eu'] as const) expect(keys(TOURNAMENT_WORDS[l]).sort()).toEqual(en);
  });
});
