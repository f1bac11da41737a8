/**
 * The director's corrections (issue 25 §5): a withdrawal taken back (`reinstate`) and a pair added
 * by mistake taken out (`remove-pair`), each with who and why, under the rule of `annul-result`: a
 * correction never changes a round already paired.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, foldFile, toFile, TOURNAMENT_ERROR_CODES, type Tournament } from '../../../shared/tournament/index.js';
import { checkTournamentFile } from '../../../shared/format/tournament-check.js';
import { checkTournamentEvent } from '../../../shared/bridge/tournament/tournament-validate.js';
import { addPair, apply, hand, manchesFor, pairRound, withPairs } from './helpers.js';

const BY = { who: 'Arbitre', why: 'entered by mistake' };

function refused(t: Tournament, e: unknown): { code: string; message: string; path?: string } {
  const r = applyEvent(t, e, 'events[9]');
  if (r.ok) throw new Error('accepted');
  expect(TOURNAMENT_ERROR_CODES).toContain(r.error.code);
  return r.error;
}

/** Every table of the last round won by side A, typed by hand. */
function finishRound(t: Tournament): Tournament {
  const r = t.rounds[t.rounds.length - 1]!;
  for (const p of r.tables) t = apply(t, { type: 'result', result: hand(t, r.round, p.table, manchesFor('A', 0, [10, 10, 10])) });
  return t;
}

describe('reinstate: a withdrawal taken back', () => {
  it('before the next round is paired, the pair is active again and paired in it', () => {
    let t = withPairs(4, { rounds: 3 });
    [t] = pairRound(t);
    t = finishRound(t);
    t = apply(t, { type: 'withdraw', pair: 'p02', ...BY });
    t = apply(t, { type: 'reinstate', pair: 'p02', who: 'Arbitre', why: 'withdrawn by mistake: p02 is here' });
    expect(t.pairs.find((p) => p.id === 'p02')!.withdrawn).toBeNull();
    const [t2, r2] = pairRound(t);
    expect(r2.tables.some((p) => p.A === 'p02' || p.B === 'p02')).toBe(true);
    // the file says it, and folds again to the same state
    const again = foldFile(toFile(t2));
    expect(again.ok && again.value.pairs.find((p) => p.id === 'p02')!.withdrawn).toBeNull();
    expect(checkTournamentFile(toFile(t2))).toEqual([]);
  });

  it('is refused once a round was paired without the pair, for a pair not withdrawn, without who or why', () => {
    let t = withPairs(5, { rounds: 3 });
    [t] = pairRound(t);
    t = finishRound(t);
    t = apply(t, { type: 'withdraw', pair: 'p02', ...BY });
    expect(refused(t, { type: 'reinstate', pair: 'p02', who: '', why: 'x' })).toMatchObject({ code: 'tournament/no-attribution', path: 'events[9].who' });
    expect(refused(t, { type: 'reinstate', pair: 'p02', who: 'Arbitre' })).toMatchObject({ code: 'tournament/no-attribution', path: 'events[9].why' });
    expect(refused(t, { type: 'reinstate', pair: 'p03', ...BY })).toMatchObject({ code: 'tournament/not-withdrawn', path: 'events[9].pair' });
    expect(refused(t, { type: 'reinstate', pair: 'zz', ...BY }).code).toBe('tournament/unknown-pair');
    [t] = pairRound(t);
    const e = refused(t, { type: 'reinstate', pair: 'p02', ...BY });
    expect(e.code).toBe('tournament/too-late');
    expect(e.message).toBe('events[9].pair: pair p02 (Team 2) withdrew after round 1, and round 2 is already paired without it; a withdrawal can be taken back only before the next round is paired');
  });
});

describe('remove-pair: a pair added by mistake', () => {
  it('before round 1 is paired, the pair is gone and its id and team are free again', () => {
    let t = withPairs(5, { rounds: 3 });
    t = apply(t, { type: 'remove-pair', pair: 'p05', ...BY });
    expect(t.pairs.map((p) => p.id)).toEqual(['p01', 'p02', 'p03', 'p04']);
    const [t2, r1] = pairRound(t);
    expect(r1.byes).toEqual([]);
    t = apply(t2, addPair(5)); // a late entry with the same id and team
    expect(t.pairs.find((p) => p.id === 'p05')!.fromRound).toBe(2);
    expect(checkTournamentFile(toFile(t))).toEqual([]);
  });

  it('a late entry not yet paired can be removed; a pair paired at a table or with a bye cannot', () => {
    let t = withPairs(5, { rounds: 3 });
    [t] = pairRound(t);
    const bye = t.rounds[0]!.byes[0]!;
    const e = refused(t, { type: 'remove-pair', pair: bye, ...BY });
    expect(e).toMatchObject({ code: 'tournament/too-late', path: 'events[9].pair' });
    expect(e.message).toContain('round 1 (a bye)');
    expect(refused(t, { type: 'remove-pair', pair: 'p01', ...BY }).message).toContain('was paired in round 1, table');
    t = apply(t, addPair(6));
    expect(refused(t, { type: 'remove-pair', pair: 'p06', who: 'Arbitre', why: ' ' }).code).toBe('tournament/no-attribution');
    t = apply(t, { type: 'remove-pair', pair: 'p06', ...BY });
    expect(t.pairs.some((p) => p.id === 'p06')).toBe(false);
    expect(refused(t, { type: 'remove-pair', pair: 'p06', ...BY }).code).toBe('tournament/unknown-pair');
  });

  it('the file schema and the app\'s channel know both events, with who and why required', () => {
    const t = withPairs(4, { rounds: 1 });
    const file = toFile(apply(t, { type: 'remove-pair', pair: 'p04', ...BY }));
    expect(checkTournamentFile(file)).toEqual([]);
    const bad = { ...file, events: [...file.events.slice(0, -1), { type: 'remove-pair', pair: 'p04', who: 'Arbitre' }] };
    expect(checkTournamentFile(bad).map((p) => p.path)).toEqual(['events[4].why']);
    expect(checkTournamentEvent({ type: 'reinstate', pair: 'p01', ...BY })).toEqual({ ok: true, value: { type: 'reinstate', pair: 'p01', ...BY } });
    expect(checkTournamentEvent({ type: 'remove-pair', pair: 'p01', who: 'A' }).ok).toBe(false);
  });
});
