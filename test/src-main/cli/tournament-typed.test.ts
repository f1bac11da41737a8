/**
 * A refused tournament command names the option the person typed, never the night file's JSON path
 * of the event the command made (src-main/cli/tournament-typed.ts); a path into a file given by
 * `--match` is said as that file's.
 */
import { describe, expect, it } from 'vitest';
import { asTyped, resultAsTyped } from '../../../src-main/cli/tournament-typed.js';

describe('a refused event said in the options typed', () => {
  it('names the option a field came from', () => {
    expect(asTyped('events[8].pair.team: the team "X" is already registered as pair p01', 8)).toBe('--team: the team "X" is already registered as pair p01');
    expect(asTyped('events[3].pair.id: the pair "p01" is already registered', 3)).toBe('--id: the pair "p01" is already registered');
    expect(asTyped('events[3].pair.players[1]: a name cannot be empty', 3)).toBe('--players: a name cannot be empty');
    expect(asTyped('events[4].pair: "p09" is not a registered pair', 4)).toBe('--pair: "p09" is not a registered pair');
    expect(asTyped('events[12].who: say who entered it (1 to 200 characters)', 12)).toBe('--who: say who entered it (1 to 200 characters)');
  });

  it('drops the path of a refusal about the whole event, and keeps a path the options do not explain', () => {
    expect(asTyped('events[4]: round 1, table 1 (X v Z) has no result to annul', 4)).toBe('round 1, table 1 (X v Z) has no result to annul');
    expect(asTyped('events[7].result: round 1, table 2 (X v Z) already has a result; annul it first (annul-result, with who and why)', 7))
      .toBe('round 1, table 2 (X v Z) already has a result; annul it first (mus tournament annul FILE --round R --table T --who NAME --why TEXT)');
    expect(asTyped('events[4].result.match.deals[2].actions[0]: seat 2 cannot speak', 4)).toBe('events[4].result.match.deals[2].actions[0]: seat 2 cannot speak');
    // another event's path (a problem met while the file was replayed) is the file's
    expect(asTyped('events[2].pair: unknown', 4)).toBe('events[2].pair: unknown');
  });

  it('says a refused result by its option, and a match record problem by the file given', () => {
    expect(resultAsTyped('manches: manches 2-0: nobody has won 3 manches', undefined)).toBe('--manches: manches 2-0: nobody has won 3 manches');
    expect(resultAsTyped('forfeit: pair "p09" does not play at round 1, table 1', undefined)).toBe('--forfeit: pair "p09" does not play at round 1, table 1');
    expect(resultAsTyped('result.round: round 2 is not paired (rounds paired: 1)', undefined)).toBe('--round: round 2 is not paired (rounds paired: 1)');
    expect(resultAsTyped('result.table: round 1 has no table 9 (tables 1 to 2)', 'final.json')).toBe('--table: round 1 has no table 9 (tables 1 to 2)');
    expect(resultAsTyped('match.teams: round 1, table 1: the match record is between A and B', 'final.json')).toBe('final.json: teams: round 1, table 1: the match record is between A and B');
    expect(resultAsTyped('match: round 1, table 1: the match is not over', 'final.json')).toBe('final.json: round 1, table 1: the match is not over');
  });
});
