/**
 * Mutation testing (issue 16, docs/testing.md): the refusals of shared/deal (reducer, acts,
 * validate-action). `illegal.test.ts` checks each refusal's code and path; these check what the
 * refusal tells the table — the article it names (`rule`) and the facts of the case in the message:
 * whose turn it is, the amounts, the phase — each from the rule the action breaks.
 *
 * Articles: FFMus art. 4 (a misdeal before play: a new deal), art. 5 (a misdeal after play began:
 * the seat is out; a team keeps a player), art. 7 (mus rounds, in speaking order), art. 8 (discards,
 * esku first, after everyone said mus), art. 9 (the phases in order, each opened in speaking order),
 * art. 16 (a player without pares/juego does not bet for a partner), art. 17 (the hands are shown at
 * the end of the dialogue), FFMus *Le dialogue* (the ladder: imido of at least 2, gehiago, the other
 * team answers, a hordago is answered kanta or tira), Memo Mus ch. III (ba/ez in speaking order
 * before any bet at pares and juego), ch. VIII (biak hordago engages grande and chica, said at
 * grande), ch. IX (the deal ends when a team reaches the target).
 */
import { describe, expect, it, vi } from 'vitest';
import { playDeal } from '../../helpers/play.js';
import {
  activeSeats, applyInPlace, createDeal, defaultSpeaker, PRESETS, settleRecord, transition, whoSpeaks, type Action, type DealState, type Effect, type RuleOptions,
} from '../../../shared/index.js';
import { acts, allPass, decl } from '../../helpers/dsl.js';
import { itemAt } from '../../helpers/item-at.js';

const G_C = `${allPass('g')} | ${allPass('c')}`;
const MUS4 = 'm: 0m 1m 2m 3m';

function refusal(actions: unknown[], opts: { rules?: unknown; score?: unknown } = {}) {
  const r = settleRecord({ format: 'mus-deal/1', rules: opts.rules ?? 'ffmus', esku: 0, score: opts.score ?? { A: 0, B: 0 }, actions });
  if (r.ok) throw new Error('expected a refusal, the record settled');
  return r.error;
}

/** [case, script, code, path suffix after `actions[last]`, rule (undefined: none), message fragments] */
type Case = [string, string, string, string, string | undefined, string[], { rules?: unknown; score?: unknown }?];

const cases: Case[] = [
  // reducer
  ['the manche was won in the dialogue: nothing more is said (Memo Mus ch. IX)', 'g: 0b2 1f | c: 0p', 'action/deal-over', '', 'Memo Mus ch. IX', ['team A'], { score: { A: 39, B: 0 } }],
  ['an action after the dialogue (FFMus art. 17: the hands are shown)', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')} | t: 0p`, 'action/dialogue-over', '', 'FFMus art. 17', ['hands are shown']],
  ['a seat out after a misdeal speaks (art. 5)', 'g: 0p 2x 2p', 'action/seat-out', '', 'FFMus art. 5', ['seat 2']],
  ['chica at the mus rounds (art. 9: play starts with grande)', 'm: 0m | c: 1p', 'action/wrong-phase', '.phase', 'FFMus art. 9', ['not chica']],
  ['grande while the discards are made (art. 8)', `${MUS4} | g: 0p`, 'action/discards-pending', '', 'FFMus art. 8', ['seat 0 discards']],
  ['grande while the mus round is open (art. 7)', 'm: 0m | g: 0p', 'action/mus-round-open', '', 'FFMus art. 7', ['seat 1 has not said mus']],
  ['pares while the table is at chica (art. 9)', `${allPass('g')} | p: 0y`, 'action/wrong-phase', '.phase', 'FFMus art. 9', ['at chica, not pares']],
  // the mus rounds
  ['mus again while the discards are made (art. 8)', `${MUS4} | m: 0m`, 'action/discards-pending', '', 'FFMus art. 8', ['seat 0 discards now']],
  ['seat 1 discards before the esku (art. 8)', `${MUS4} 1d2`, 'action/not-your-turn', '', 'FFMus art. 8', ['seat 1 cannot discard', 'seat 0 discards first']],
  ['seat 2 discards before seat 1 (art. 8)', `${MUS4} 0d1 2d2`, 'action/not-your-turn', '', 'FFMus art. 8', ['seat 2 cannot discard', 'seat 1 discards first']],
  ['seat 1 says mus before the esku (art. 7)', 'm: 1m', 'action/not-your-turn', '', 'FFMus art. 7', ['seat 1 cannot speak', "seat 0's turn"]],
  ['a discard before everyone said mus (art. 8)', 'm: 0m 1d2', 'action/not-discarding', '', 'FFMus art. 8', ['discards come only after']],
  // the declarations
  ['a bet at pares before the ba/ez round (Memo Mus ch. III)', `${G_C} | p: 0b2`, 'action/must-declare', '', 'Memo Mus ch. III', ['at pares']],
  ['a bet at juego before the ba/ez round (Memo Mus ch. III)', `${G_C} | ${decl('p', 'nnnn')} | j: 0b2`, 'action/must-declare', '', 'Memo Mus ch. III', ['at juego']],
  ['seat 1 declares before the esku (Memo Mus ch. III)', `${G_C} | p: 1y`, 'action/not-your-turn', '', 'Memo Mus ch. III', ['seat 1 cannot declare', 'seat 0 declares first']],
  ['seat 3 declares before seat 2 (Memo Mus ch. III)', `${G_C} | p: 0y 1n 3y`, 'action/not-your-turn', '', 'Memo Mus ch. III', ['seat 3 cannot declare', 'seat 2 declares first']],
  ['a player who said ez bets at pares (art. 16)', `${G_C} | ${decl('p', 'yynn')} | p: 2b2`, 'action/not-a-holder', '', 'FFMus art. 16', ['seat 2 said ez at pares']],
  ['a player who said ez bets at juego (art. 16)', `${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'yyny')} | j: 2b2`, 'action/not-a-holder', '', 'FFMus art. 16', ['seat 2 said ez at juego']],
  ['a second declaration once the dialogue is open', `${G_C} | ${decl('p', 'yynn')} | p: 0y`, 'action/not-declaring', '', undefined, ['declarations at pares are over']],
  // the opening round (art. 9) and the ladder (Le dialogue)
  ['seat 1 opens before the esku (art. 9)', 'g: 1p', 'action/not-your-turn', '', 'FFMus art. 9', ["seat 0's turn at grande"]],
  ['seat 3 opens before seat 2 at chica (art. 9)', `${allPass('g')} | c: 0p 1p 3p`, 'action/not-your-turn', '', 'FFMus art. 9', ['seat 3 cannot speak', "seat 2's turn at chica"]],
  ['an imido of 1', 'g: 0b1', 'action/bet-too-small', '.amount', 'FFMus Le dialogue', ['at least 2', 'not 1']],
  ['an imido of 0', 'g: 0b0', 'action/bet-too-small', '.amount', 'FFMus Le dialogue', ['not 0']],
  ['biak imido at chica (art. 9)', `${allPass('g')} | c: 0B2`, 'action/biak-not-grande', '', 'FFMus art. 9', ['biak imido']],
  ['biak hordago opening chica (Memo Mus ch. VIII)', `${allPass('g')} | c: 0O`, 'action/biak-not-grande', '', 'Memo Mus ch. VIII', ['biak hordago']],
  ['biak hordago in answer at chica (Memo Mus ch. VIII)', `${allPass('g')} | c: 0b2 1O`, 'action/biak-not-grande', '', 'Memo Mus ch. VIII', ['biak hordago']],
  ['a raise with no bet', 'g: 0r2', 'action/no-bet-to-raise', '', 'FFMus Le dialogue', ['nobody has bet at grande']],
  ['an iduki with no bet', 'g: 0s', 'action/nothing-to-answer', '', 'FFMus Le dialogue', ['nobody has bet at grande', 'see (iduki)']],
  ['a tira with no bet', `${allPass('g')} | c: 0f`, 'action/nothing-to-answer', '', 'FFMus Le dialogue', ['nobody has bet at chica', 'refuse (tira)']],
  ['the partner sees his own team’s bet', 'g: 0b2 2s', 'action/not-your-turn', '', 'FFMus Le dialogue', ['seat 2 cannot see: team A made the last bet']],
  ['the partner refuses his own team’s bet', 'g: 0b2 2f', 'action/not-your-turn', '', 'FFMus Le dialogue', ['seat 2 cannot fold: team A']],
  ['the partner says hordago over his own team’s bet', 'g: 0p 1p 2b2 0o', 'action/not-your-turn', '', 'FFMus Le dialogue', ['seat 0 cannot say hordago: team A']],
  ['the partner passes', 'g: 0b2 2p', 'action/not-your-turn', '', 'FFMus Le dialogue', ['seat 2 cannot pass: team A']],
  ['the partner bets', 'g: 0b2 2b3', 'action/not-your-turn', '', 'FFMus Le dialogue', ['seat 2 cannot bet: team A']],
  ['a team B partner raises team B’s bet', 'g: 0p 1b2 3r2', 'action/not-your-turn', '', 'FFMus Le dialogue', ['seat 3 cannot raise: team B made the last bet']],
  ['the partner sees his own team’s hordago', 'g: 0o 2s', 'action/not-your-turn', '', 'FFMus Le dialogue', ['seat 2 cannot see: team A']],
  ['a raise over a hordago', 'g: 0o 1r2', 'action/must-answer-ordago', '', 'FFMus Le dialogue', ['kanta (see) or tira (fold)']],
  ['a pass over a bet of 2', 'g: 0b2 1p', 'action/must-answer', '', 'FFMus Le dialogue', ['a bet of 2 stands at grande']],
  ['a pass over 2 and a raise of 3', `${allPass('g')} | c: 0b2 1r3 0p`, 'action/must-answer', '', 'FFMus Le dialogue', ['a bet of 5 stands at chica']],
  ['a second imido', 'g: 0b2 1b3', 'action/bet-already-open', '', 'FFMus Le dialogue', ['a bet already stands at grande']],
  ['a raise of 1 under Pagat (raises of at least 2)', 'g: 0b2 1r1', 'action/raise-too-small', '.amount', 'Pagat « The Betting »', ['at least 2, not 1'], { rules: 'pagat' }],
  ['a raise of 1 under FFMus with the record’s own raiseMin of 2', 'g: 0b2 1r1', 'action/raise-too-small', '.amount', 'FFMus Le dialogue', ['at least 2, not 1'], { rules: { preset: 'ffmus', raiseMin: 2 } }],
  // misdeals (arts. 4-5)
  ['a misdeal before play (art. 4)', 'm: 0m 1x', 'action/misdeal-before-play', '', 'FFMus art. 4', ['new deal']],
  ['a seat found twice (art. 5)', 'g: 0p 2x 2x', 'action/seat-out', '', 'FFMus art. 5', ['seat 2 is already out']],
  ['the last of a team (art. 5)', 'g: 0p 2x 0x', 'action/team-out', '', 'FFMus art. 5', ['seat 0 is the last of team A']],
  ['the last of team B (art. 5)', 'g: 0p 1x 3x', 'action/team-out', '', 'FFMus art. 5', ['seat 3 is the last of team B']],
];

describe('each refusal names its article and the facts of the case', () => {
  it.each(cases)('%s', (_name, script, code, suffix, rule, fragments, opts) => {
    const list = acts(script);
    const e = refusal(list, opts);
    const path = `actions[${list.length - 1}]${suffix}`;
    expect([e.code, e.path]).toEqual([code, path]);
    expect(e.rule).toBe(rule);
    expect(e.message.startsWith(`${path}: `)).toBe(true);
    for (const f of fragments) expect(e.message).toContain(f);
    if (rule) expect(e.message.endsWith(` (${rule})`)).toBe(true);
    else expect(e.message).not.toContain('(');
  });
});

/** The table of acts of docs/formats.md (`mus-deal/1`, "Actions"): each field's type and range. */
describe('reading an action: each malformed field is named, with what it must be', () => {
  const one = (a: unknown) => refusal([a]);
  const G = { phase: 'grande', seat: 0 };
  it('an action is an object {phase, seat, act}', () => {
    for (const a of ['pass', null, [], 7]) {
      expect(one(a)).toEqual({ code: 'action/malformed', path: 'actions[0]', message: 'actions[0]: an action must be an object {phase, seat, act}' });
    }
  });
  it('the phase is one of mus, grande, chica, pares, juego, punto', () => {
    for (const phase of ['grand', 'Grande', 3, undefined, 'showdown']) {
      const e = one({ phase, seat: 0, act: 'pass' });
      expect([e.code, e.path]).toEqual(['action/bad-phase', 'actions[0].phase']);
      expect(e.message).toBe(`actions[0].phase: ${JSON.stringify(phase)} is not a phase (mus, grande, chica, pares, juego, punto)`);
    }
    for (const phase of ['mus', 'grande', 'chica', 'pares', 'juego', 'punto']) expect(one({ phase, seat: 0, act: 'shout' }).code).toBe('action/bad-act');
  });
  it('the seat is a whole number from 0 to players - 1 (four or six players)', () => {
    for (const seat of [4, -1, 1.5, '0', null]) {
      const e = one({ ...G, seat, act: 'pass' });
      expect([e.code, e.path]).toEqual(['action/bad-seat', 'actions[0].seat']);
      expect(e.message).toBe(`actions[0].seat: ${JSON.stringify(seat)} is not a seat of this 4-player table (0-3)`);
    }
    const six = refusal([{ ...G, seat: 6, act: 'pass' }], { rules: { preset: 'ffmus', players: 6 } });
    expect(six.message).toBe('actions[0].seat: 6 is not a seat of this 6-player table (0-5)');
    // seat 3 of four and seat 5 of six are seats: refused for whose turn it is, not for the seat
    expect(one({ ...G, seat: 3, act: 'pass' }).code).toBe('action/not-your-turn');
    expect(refusal([{ ...G, seat: 5, act: 'pass' }], { rules: { preset: 'ffmus', players: 6 } }).code).toBe('action/not-your-turn');
  });
  it('the act is one of the table of acts', () => {
    for (const act of ['shout', 'Pass', 1, undefined]) {
      const e = one({ ...G, act });
      expect([e.code, e.path]).toEqual(['action/bad-act', 'actions[0].act']);
      expect(e.message).toBe(`actions[0].act: ${JSON.stringify(act)} is not an act (pass bet raise ordago see fold declare mus cut discard misdeal)`);
    }
  });
  it('amounts: whole tantos up to 99 (a bet from 2, a raise from the preset’s minimum)', () => {
    // outside what the format holds: the file gate's code and words (settle/record.ts, `asTheGateSays`)
    const gate: Record<string, [string, string]> = {
      '2.5': ['schema/type', 'must be integer'], '100': ['schema/maximum', 'must be <= 99'], '1000000000': ['schema/maximum', 'must be <= 99'],
      '-1': ['schema/minimum', 'must be >= 0'], '"2"': ['schema/type', 'must be integer'], 'null': ['schema/type', 'must be integer'],
    };
    for (const amount of [2.5, 100, 1e9, -1, '2', null]) {
      const e = one({ ...G, act: 'bet', amount });
      const [code, words] = gate[JSON.stringify(amount)]!;
      expect([e.code, e.path]).toEqual([code, 'actions[0].amount']);
      expect(e.message).toBe(`actions[0].amount: ${words}`);
    }
    for (const amount of [2.5, 100, -1, '2']) {
      const e = refusal([{ ...G, act: 'bet', amount: 2 }, { phase: 'grande', seat: 1, act: 'raise', amount }]);
      const [code, words] = gate[JSON.stringify(amount)]!;
      expect([e.code, e.path]).toEqual([code, 'actions[1].amount']);
      expect(e.message).toBe(`actions[1].amount: ${words}`);
    }
    // a raise left out under ffmus: the rules' refusal, the engine's code
    const unsaid = refusal([{ ...G, act: 'bet', amount: 2 }, { phase: 'grande', seat: 1, act: 'raise' }]);
    expect([unsaid.code, unsaid.path, unsaid.message]).toEqual(['action/bad-amount', 'actions[1].amount', 'actions[1].amount: undefined is not a whole number of tantos from 1 to 99']);
    // at the table (`transition`, not a file) an amount over 99 stays `action/…`: deals.property.test.ts
  });
  it('an imido and a raise of 99 are read (99 is the largest amount a file keeps)', () => {
    for (const list of [
      [{ ...G, act: 'bet', amount: 99 }, { phase: 'grande', seat: 1, act: 'fold' }],
      [{ ...G, act: 'bet', amount: 2 }, { phase: 'grande', seat: 1, act: 'raise', amount: 99 }, { phase: 'grande', seat: 0, act: 'fold' }],
    ] as Action[][]) {
      const all = [...list, ...acts(`${allPass('c')} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`)];
      const r = settleRecord({ format: 'mus-deal/1', rules: 'ffmus', actions: all, hands: [['12', '7', '5', '1'], ['11', '6', '4', '2'], ['10', '7', '6', '4'], ['12', '11', '5', '4']] });
      expect(r.ok).toBe(true);
    }
  });
  it('both (biak) and has (ba/ez) are true or false', () => {
    for (const a of [{ ...G, act: 'bet', amount: 2, both: 'yes' }, { ...G, act: 'ordago', both: 1 }]) {
      expect(one(a)).toEqual({ code: 'action/bad-field', path: 'actions[0].both', message: 'actions[0].both: must be true or false' });
    }
    const pares = acts(G_C);
    for (const has of [undefined, 'yes', 1]) {
      const e = refusal([...pares, { phase: 'pares', seat: 0, act: 'declare', has }]);
      expect(e).toEqual({ code: 'action/bad-field', path: 'actions[8].has', message: 'actions[8].has: a declaration says has: true (ba) or has: false (ez)', params: { form: 'has' } });
    }
  });
  it('declarations at pares and juego only; mus, cut and discards in the mus rounds only (Memo Mus ch. III; FFMus arts. 7-8)', () => {
    expect(one({ ...G, act: 'declare', has: true })).toEqual({
      code: 'action/wrong-phase', path: 'actions[0].phase', message: 'actions[0].phase: declarations (ba/ez) are made at pares and juego only', params: { form: 'declare', phase: 'pares', phase2: 'juego' },
    });
    expect(one({ ...G, act: 'mus' }).message).toBe('actions[0].phase: "mus" is said in the mus rounds (phase "mus")');
    expect(one({ ...G, act: 'cut' }).message).toBe('actions[0].phase: "cut" is said in the mus rounds (phase "mus")');
    expect(one({ ...G, act: 'discard', count: 1 })).toEqual({
      code: 'action/wrong-phase', path: 'actions[0].phase', message: 'actions[0].phase: discards are made in the mus rounds (phase "mus")', params: { form: 'musOnly', act: 'discard', phase: 'mus' },
    });
    expect(one({ phase: 'mus', seat: 0, act: 'pass' })).toEqual({
      code: 'action/wrong-phase', path: 'actions[0].phase', message: 'actions[0].phase: "pass" is not said in the mus rounds (FFMus art. 7)', rule: 'FFMus art. 7', params: { form: 'notMus', act: 'pass', phase: 'mus' },
    });
  });
  it('a discard is 1 to 4 cards (Memo Mus ch. II « de 1 à 4 cartes »; art. 8 says « le nombre de cartes désiré »)', () => {
    const mus = acts(MUS4);
    for (const count of [0, 5, 1.5, undefined, '2']) {
      expect(refusal([...mus, { phase: 'mus', seat: 0, act: 'discard', count }])).toEqual({
        code: 'action/bad-field', path: 'actions[4].count', message: 'actions[4].count: a discard is 1 to 4 cards (Memo Mus ch. II)', rule: 'Memo Mus ch. II', params: { form: 'count', min: 1, max: 4 },
      });
    }
    // 1 and 4 cards are discards; after the four discards a new mus round begins, and seat 0 cuts
    const ok = [...mus, ...acts('m: 0d1 1d4 2d2 3d3 0c')];
    const r = settleRecord({ format: 'mus-deal/1', rules: 'ffmus', actions: [...ok, { phase: 'grande', seat: 1, act: 'pass' }] });
    expect(!r.ok && r.error.code).toBe('action/not-your-turn');
  });
});

/** Plays a script on a fresh deal with `transition` (each action checked), returning the state. */
const play = (script: string, rules: RuleOptions = PRESETS.ffmus, esku = 0): DealState => playDeal(script, { rules, esku });

describe('who speaks and what they may say (FFMus arts. 7-9, Le dialogue, Memo Mus ch. III, VIII)', () => {
  it('the mus rounds: the esku first; before anyone says mus he may also open grande (pass, imido, hordago, biak)', () => {
    expect(whoSpeaks(play(''))).toEqual({
      prompt: 'mus', phase: 'mus', seats: [0], cutSeats: [0, 2], team: null, acts: ['mus', 'cut', 'pass', 'bet', 'ordago'], total: 0, tiraPays: 0,
      minBet: 2, minRaise: 1, biak: true, biakOrdago: true,
    });
    const after = whoSpeaks(play('m: 0m'));
    expect([after.prompt, after.seats, after.acts, after.biak, after.biakOrdago]).toEqual(['mus', [1], ['mus', 'cut'], false, false]);
    expect(whoSpeaks(play('', PRESETS.ffmus, 2)).seats).toEqual([2]);
  });

  it('after four mus, the discards, esku first (art. 8)', () => {
    const t = whoSpeaks(play(MUS4));
    expect([t.prompt, t.phase, t.seats, t.acts]).toEqual(['discard', 'mus', [0], ['discard']]);
    expect(whoSpeaks(play(`${MUS4} 0d1 1d2`)).seats).toEqual([2]);
    const next = whoSpeaks(play(`${MUS4} 0d1 1d2 2d1 3d4`));
    expect([next.prompt, next.seats, next.acts.length]).toEqual(['mus', [0], 5]);
  });

  it('the opening round: biak (imido and hordago) is offered at grande only (art. 9, Memo Mus ch. VIII)', () => {
    const g = whoSpeaks(play('g: 0p'));
    expect(g).toEqual({
      prompt: 'open', phase: 'grande', seats: [1], team: null, acts: ['pass', 'bet', 'ordago'], total: 0, tiraPays: 0,
      minBet: 2, minRaise: 1, biak: true, biakOrdago: true,
    });
    const c = whoSpeaks(play(`${allPass('g')} | c: 0p 1p`));
    expect([c.prompt, c.phase, c.seats, c.biak, c.biakOrdago]).toEqual(['open', 'chica', [2], false, false]);
  });

  it('a bet stands: either player of the other team answers; the total, and what a tira pays (art. 17 Relances)', () => {
    expect(whoSpeaks(play('g: 0b2'))).toEqual({
      prompt: 'answer', phase: 'grande', seats: [1, 3], team: 'B', acts: ['see', 'fold', 'raise', 'ordago'], total: 2, tiraPays: 1,
      minBet: 2, minRaise: 1, biak: false, biakOrdago: true,
    });
    const raised = whoSpeaks(play('g: 0b2 3r3'));
    expect([raised.seats, raised.team, raised.total, raised.tiraPays]).toEqual([[0, 2], 'A', 5, 2]);
    const twice = whoSpeaks(play('g: 0b2 3r3 2r4'));
    expect([twice.seats, twice.team, twice.total, twice.tiraPays]).toEqual([[1, 3], 'B', 9, 5]);
    const chica = whoSpeaks(play(`${allPass('g')} | c: 0p 1b5`));
    expect([chica.seats, chica.team, chica.total, chica.tiraPays, chica.biakOrdago]).toEqual([[0, 2], 'A', 5, 1, false]);
    expect(whoSpeaks(play('g: 0b2', PRESETS.pagat)).minRaise).toBe(2);
  });

  it('a hordago stands: kanta or tira only; a tira pays the ladder before it, 1 when it opened (art. 17, Le dialogue)', () => {
    expect(whoSpeaks(play('g: 0o'))).toEqual({
      prompt: 'answer-ordago', phase: 'grande', seats: [1, 3], team: 'B', acts: ['see', 'fold'], total: 0, tiraPays: 1,
      minBet: 2, minRaise: 1, biak: false, biakOrdago: false,
    });
    const after = whoSpeaks(play('g: 0b2 1r3 0o'));
    expect([after.prompt, after.seats, after.team, after.total, after.tiraPays]).toEqual(['answer-ordago', [1, 3], 'B', 5, 5]);
  });

  it('the declarations: each seat in turn, at pares then juego (Memo Mus ch. III)', () => {
    const p = whoSpeaks(play(`${G_C} | p: 0y`));
    expect([p.prompt, p.phase, p.seats, p.acts]).toEqual(['declare', 'pares', [1], ['declare']]);
    const j = whoSpeaks(play(`${G_C} | ${decl('p', 'nnnn')} | j: 0n 1n 2n`));
    expect([j.prompt, j.phase, j.seats]).toEqual(['declare', 'juego', [3]]);
  });

  it('the showdown, and a deal over in the dialogue: nobody speaks', () => {
    const sd = whoSpeaks(play(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'nnnn')} | ${allPass('t')}`));
    expect([sd.prompt, sd.phase, sd.seats, sd.acts]).toEqual(['showdown', null, [], []]);
    const s = playDeal('g: 0b2 1f', { score: { A: 39, B: 0 } });
    expect(s.stage).toBe('over');
    const over = whoSpeaks(s);
    expect([over.prompt, over.phase, over.seats, over.acts]).toEqual(['over', null, [], []]);
    expect(defaultSpeaker(s)).toBeNull();
  });

  it('who answers for a team when the table does not say: the first of that team after the bettor', () => {
    expect(defaultSpeaker(play('g: 0b2'))).toBe(1);
    expect(defaultSpeaker(play('g: 0p 1p 2b2'))).toBe(3);
    expect(defaultSpeaker(play('g: 0p 1b2'))).toBe(2);
    expect(defaultSpeaker(play('g: 0p 1p 2p 3b2'))).toBe(0);
    expect(defaultSpeaker(play('g: 0p 1p 2p 3o'))).toBe(0);
    expect(defaultSpeaker(play('g: 0p 1p'))).toBe(2);
    const six = { ...PRESETS.ffmus, players: 6 as const, target: 50 };
    expect(defaultSpeaker(play('g: 0p 1b2', six))).toBe(2);
    expect(defaultSpeaker(play('g: 0p 1p 2p 3p 4p 5b2', six))).toBe(0);
    expect(defaultSpeaker(play('g: 0p 1p 2p 3b2', six))).toBe(4);
  });

  it('the seats in the deal: a copy, without a seat out after a misdeal (art. 5)', () => {
    const s = play('g: 0p 2x');
    const seats = activeSeats(s);
    expect(seats).toEqual([0, 1, 3]);
    seats.push(9);
    expect(activeSeats(s)).toEqual([0, 1, 3]);
    expect(activeSeats(play('g: 0p'))).toEqual([0, 1, 2, 3]);
  });
});

/**
 * Misdeals found in the middle of a round (FFMus art. 5: the seat is out of the deal, it no longer
 * speaks, declares or counts; the points its team drew in the deal are cancelled). The hands, eight
 * kings: 12 7 5 1 (grande 12-7, 23 points), 11 6 4 2 (chica 2-4: the 2 is an ace, 21 points),
 * 10 7 6 4 (27 points), 12 11 5 4 (grande 12-11, 29 points); with pares, 12 12 5 1 (a pair of
 * kings, 26 points) and 11 11 4 2 (a pair of caballos, 25 points).
 */
describe('a misdeal in the middle of a round (FFMus art. 5)', () => {
  const settle = (script: string, handText: string) => {
    const r = settleRecord({
      format: 'mus-deal/1', rules: 'ffmus', esku: 0, actions: acts(script),
      hands: handText.split('/').map((h) => (h.trim() === '-' ? null : h.trim().split(/\s+/))),
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.value.settlement;
  };
  const ledger = (s: ReturnType<typeof settle>) => s.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.seat}`);

  it('the esku is found out after two passes: the next to speak is still the seat after the last who spoke (seat 2)', () => {
    // grande: 0 and 1 passed, seat 0 out; 2 and 3 pass. Seat 0 neither speaks nor counts: grande to
    // seat 3 (12-11), chica to seat 1, punto to seat 3 (29). Team A drew nothing: nothing to cancel.
    const s = settle('g: 0p 1p 0x 2p 3p | c: 1p 2p 3p | p: 1n 2n 3n | j: 1n 2n 3n | t: 1p 2p 3p', '- / 11 6 4 2 / 10 7 6 4 / 12 11 5 4');
    expect(ledger(s)).toEqual(['B:1:paso:grande:3', 'B:1:paso:chica:1', 'B:1:paso:punto:3']);
    expect(s.out).toEqual([0]);
  });

  it('the last to speak at grande is found out after the others passed: grande is passed, chica opens with the esku', () => {
    // seats 0, 1, 2 left: grande to seat 0 (12-7 beats 11, 10), chica to seat 1, punto to seat 2 (27)
    const s = settle('g: 0p 1p 2p 3x | c: 0p 1p 2p | p: 0n 1n 2n | j: 0n 1n 2n | t: 0p 1p 2p', '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / -');
    expect(ledger(s)).toEqual(['A:1:paso:grande:0', 'B:1:paso:chica:1', 'A:1:paso:punto:2']);
  });

  it('a holder found out in the pares dialogue leaves one team holding: no dialogue, its pares count (Memo Mus ch. V)', () => {
    // pares: 0 and 1 said ba; 0 imido 2, seat 1 out: team A alone holds, the imido falls, A counts seat
    // 0's pair (1). Grande and chica among 0, 2, 3: seat 0 (12-12; 1-5); punto: seat 3 (29)
    const s = settle(`${G_C} | p: 0y 1y 2n 3n | p: 0b2 1x | j: 0n 2n 3n | t: 0p 2p 3p`, '12 12 5 1 / - / 10 7 6 4 / 12 11 5 4');
    expect(ledger(s)).toEqual(['A:1:paso:grande:0', 'A:1:paso:chica:0', 'A:1:base:pares:0', 'B:1:paso:punto:3']);
  });

  it('the last declarer found out: the declarations are over, the two holders bet', () => {
    // pares: 0 ba, 1 ba, 2 ez, seat 3 out before declaring: 0 and 1 hold, both teams: a dialogue, passed.
    // Seat 0's kings beat seat 1's caballos: A 1. Grande seat 0 (12-12); chica seat 1 (ace-4, the 2
    // an ace, against seat 0's ace-5); punto seat 2 (27 against 26 and 25)
    const s = settle(`${G_C} | p: 0y 1y 2n 3x | p: 0p 1p | j: 0n 1n 2n | t: 0p 1p 2p`, '12 12 5 1 / 11 11 4 2 / 10 7 6 4 / -');
    expect(ledger(s)).toEqual(['A:1:paso:grande:0', 'B:1:paso:chica:1', 'A:1:base:pares:0', 'A:1:paso:punto:2']);
  });

  it('only the points of the seat’s own team are cancelled', () => {
    // A draws 1 at grande, B 1 at chica; seat 3 (B) out at the pares declarations: B's point is
    // cancelled, A's stays. Punto among 0, 1, 2: seat 2 (27)
    const s = settle('g: 0b2 1f | c: 0p 1b2 2f | p: 0n 1n 2n 3x | j: 0n 1n 2n | t: 0p 1p 2p', '12 7 5 1 / 11 6 4 2 / 10 7 6 4 / -');
    expect(ledger(s)).toEqual(['A:1:tira:grande:0', 'B:1:tira:chica:1', 'B:-1:cancel:deal:3', 'A:1:paso:punto:2']);
    expect(s.scoreAfter).toEqual({ A: 2, B: 0 });
  });
});

describe('transition: a pure step that says what happened (effects)', () => {
  /** Every action of the script through `transition`, checking that no earlier state changes. */
  function walk(script: string, setup: { rules?: RuleOptions; score?: { A: number; B: number } } = {}) {
    let s = createDeal({ rules: setup.rules ?? PRESETS.ffmus, esku: 0, score: setup.score });
    const seen: [DealState, string][] = [];
    const effects: unknown[][] = [];
    for (const a of acts(script)) {
      const before = JSON.stringify(s);
      const t = transition(s, a);
      if (!t.ok) throw new Error(t.error.message);
      expect(JSON.stringify(s), `${JSON.stringify(a)} changed the state it was given`).toBe(before);
      seen.push([s, before]);
      effects.push(t.value.effects);
      s = t.value.state;
    }
    for (const [old, json] of seen) expect(JSON.stringify(old)).toBe(json);
    return { s, effects };
  }

  it('no earlier state is changed by the next step: mus, discards, bets, biak, hordago, declarations, misdeal', () => {
    walk(`${MUS4} 0d1 1d2 2d3 3d4 | m: 0m 1c | g: 0B2 1r2 0s | c: 1f`);
    walk(`g: 0p 1O 2s`);
    walk(`${allPass('g')} | c: 0p 1b2 2f | p: 0y 1y 2n 3x | p: 0b2 1r3 0f | j: 0y 1n 2y`);
    walk(`g: 0b2 1f | c: 2x 0o 1f`);
  });

  it('the effects: a stage entered, a tira drawn at once (FFMus art. 17), a seat out (art. 5), the manche won (Memo Mus ch. IX)', () => {
    const { s, effects } = walk('g: 0p 1b2 2f', { score: { A: 0, B: 39 } });
    expect(s.stage).toBe('over');
    expect(effects[0]).toEqual([{ type: 'stage', from: 'mus', to: 'grande' }]);
    expect(effects[1]).toEqual([]);
    // 2 refuses 1's imido: B draws 1 at once, reaches 40, the deal is over
    expect(effects[2]).toHaveLength(3);
    expect(itemAt(effects, 2)[0]).toMatchObject({ type: 'credit', credit: { team: 'B', points: 1, applied: 1, kind: 'tira', phase: 'grande', when: 'dialogue', seat: 1, decisive: true } });
    expect(itemAt(effects, 2).slice(1)).toEqual([{ type: 'manche-won', team: 'B' }, { type: 'stage', from: 'grande', to: 'over' }]);
    const quiet = walk('g: 0p 1b2 2f | c: 0p 3x');
    expect(itemAt(quiet.effects, 2).map((e) => (e as { type: string }).type)).toEqual(['credit', 'stage']);
    expect(itemAt(quiet.effects, 2)[1]).toEqual({ type: 'stage', from: 'grande', to: 'chica' });
    // seat 3 out: team B's point cancelled (art. 5)
    expect(itemAt(quiet.effects, 4)[0]).toEqual({ type: 'out', seat: 3 });
    expect(itemAt(quiet.effects, 4)[1]).toMatchObject({ type: 'credit', credit: { team: 'B', points: -1, kind: 'cancel', phase: 'deal', seat: 3, rule: 'FFMus art. 5' } });
    expect(quiet.s.score).toEqual({ A: 0, B: 0 });
  });

  it('errors name the path given, `action` by default; applyInPlace logs each accepted action', () => {
    const s = createDeal({ rules: PRESETS.ffmus, esku: 0 });
    const t = transition(s, { phase: 'grande', seat: 1, act: 'pass' });
    expect(!t.ok && [t.error.path, t.error.message.startsWith('action: ')]).toEqual(['action', true]);
    const seat = transition(s, { phase: 'grande', seat: 7, act: 'pass' });
    expect(!seat.ok && seat.error.path).toBe('action.seat');
    const effects: Effect[] = [];
    expect(applyInPlace(s, { phase: 'grande', seat: 0, act: 'pass' }, 'actions[0]', effects)).toBeNull();
    expect(s.log).toEqual([{ phase: 'grande', seat: 0, act: 'pass' }]);
    expect(effects).toEqual([{ type: 'stage', from: 'mus', to: 'grande' }]);
    const e = applyInPlace(s, { phase: 'grande', seat: 2, act: 'pass' }, 'actions[1]');
    expect(e && [e.code, e.path, e.message.startsWith('actions[1]: ')]).toEqual(['action/not-your-turn', 'actions[1]', true]);
    expect(s.log).toHaveLength(1);
  });
});

/**
 * The deal's modules keep tables and constants built when they load (the stage after each phase, the
 * seats of each team, the rule of the ladder, the smallest bet, the largest amount). A test that
 * imports the engine at the top of its file reaches them before any test starts, so Stryker cannot
 * tie them to it: this one loads a fresh engine inside the test.
 */
describe('with a freshly loaded engine', () => {
  it('every refusal above, and two whole deals through each stage', async () => {
    vi.resetModules();
    const fresh = await import('../../../shared/index.js');
    for (const [name, script, code, suffix, rule, fragments, opts] of cases) {
      const list = acts(script);
      const r = fresh.settleRecord({ format: 'mus-deal/1', rules: opts?.rules ?? 'ffmus', esku: 0, score: opts?.score ?? { A: 0, B: 0 }, actions: list });
      if (r.ok) throw new Error(`${name}: settled`);
      expect([r.error.code, r.error.path, r.error.rule], name).toEqual([code, `actions[${list.length - 1}]${suffix}`, rule]);
      for (const f of fragments) expect(r.error.message, name).toContain(f);
    }
    const ledger = (script: string, handText: string) => {
      const r = fresh.settleRecord({ format: 'mus-deal/1', rules: 'ffmus', esku: 0, actions: acts(script), hands: handText.split('/').map((h) => h.trim().split(/\s+/)) });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.settlement.ledger.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}:${c.seat}`);
    };
    // both teams hold pares: a dialogue, passed; seat 0's kings beat seat 1's caballos (A 1, Memo Mus
    // ch. V); grande 12-12 seat 0, chica seat 1 (the 2 an ace, then 4), punto seat 3 (29)
    expect(ledger(`${G_C} | ${decl('p', 'yynn')} | p: 0p 1p | ${decl('j', 'nnnn')} | ${allPass('t')}`, '12 12 5 1 / 11 11 4 2 / 10 7 6 4 / 12 11 5 4'))
      .toEqual(['A:1:paso:grande:0', 'B:1:paso:chica:1', 'A:1:base:pares:0', 'B:1:paso:punto:3']);
    // only team A holds juego: no dialogue, no punto; seat 0's 31 is worth 3 (Memo Mus ch. V)
    expect(ledger(`${G_C} | ${decl('p', 'nnnn')} | ${decl('j', 'ynnn')}`, '12 11 10 1 / 11 6 4 2 / 10 7 6 4 / 12 7 5 4'))
      .toEqual(['A:1:paso:grande:0', 'B:1:paso:chica:1', 'A:3:base:juego:0']);
    // an amount of 99 is read, 100 is not (a file keeps each amount within 99)
    const big = (amount: number) => fresh.settleRecord({ format: 'mus-deal/1', actions: [{ phase: 'grande', seat: 0, act: 'bet', amount }] });
    const b99 = big(99);
    const b100 = big(100);
    expect(!b99.ok && b99.error.code).toBe('record/deal-unfinished');
    expect(!b100.ok && b100.error.code).toBe('schema/maximum');
    // an action deep in a match: its path in the match record
    const m = fresh.replayMatch({ format: 'mus-match/1', deals: [{ actions: acts('g: 0o 1s'), hands: [['12', '7', '5', '1'], ['11', '6', '4', '2'], ['10', '7', '6', '4'], ['12', '11', '5', '4']] }, { actions: acts('g: 1b2 3r2') }] });
    expect(!m.ok && [m.error.path, m.error.message]).toEqual(['deals[1].actions[1]', 'deals[1].actions[1]: seat 3 cannot raise: team B made the last bet (FFMus Le dialogue)']);
    // who speaks, from a fresh deal
    const s = fresh.createDeal({ rules: fresh.PRESETS.ffmus, esku: 2 });
    expect([fresh.whoSpeaks(s).seats, fresh.whoSpeaks(s).minBet, s.order]).toEqual([[2], 2, [2, 3, 0, 1]]);
  });
});
