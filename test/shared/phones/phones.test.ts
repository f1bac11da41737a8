/** The platform-neutral part of a table played from phones (issue 26): tokens, taps, acts, showdown, undo by agreement. */
import { describe, expect, it } from 'vitest';
import {
  acceptUndo, askUndo, undoTarget, bookFor, commandsFor, completeHands, confirmHand, emptyShowdown, handOf, seatChoices, seatOfToken, seatView, showdownOf, standing, TapLedger,
} from '../../../shared/phones/index.js';
import { hostWithMatch, QUIET_HANDS } from '../../helpers/phones-play.js';
import type { MatchEntry } from '../../../shared/match/live.js';

const T = (c: string) => c.repeat(24);

describe('seat tokens', () => {
  const book = { matchId: 'm1', tokens: [T('a'), T('b'), T('c'), T('d')] };
  it('a token acts for its own seat only', () => {
    expect(seatOfToken(book, T('c'))).toBe(2);
    expect(seatOfToken(book, T('e'))).toBeNull();
    expect(seatOfToken(book, `${T('c')}x`)).toBeNull();
    expect(seatOfToken(book, 'short')).toBeNull();
    expect(seatOfToken(book, 42)).toBeNull();
  });
  it('a restart keeps the stored tokens; a new match gets the fresh ones', () => {
    const fresh = [T('w'), T('x'), T('y'), T('z')];
    expect(bookFor('m1', 4, book, fresh)).toEqual({ book, renewed: false });
    expect(bookFor('m2', 4, book, fresh)).toEqual({ book: { matchId: 'm2', tokens: fresh }, renewed: true });
    expect(bookFor('m1', 4, { matchId: 'm1', tokens: ['bad'] }, fresh).renewed).toBe(true);
    expect(() => bookFor('m2', 4, null, ['bad'])).toThrow(/tokens/);
  });
});

describe('tap ids', () => {
  it('gives back the first answer of a tap seen before, per seat, and forgets the oldest', () => {
    const l = new TapLedger<string>(2);
    l.record(0, 'tap-01', 'first');
    expect(l.seen(0, 'tap-01')).toBe('first');
    expect(l.seen(1, 'tap-01')).toBeUndefined();
    l.record(0, 'tap-02', 'b');
    l.record(0, 'tap-03', 'c');
    expect(l.seen(0, 'tap-01')).toBeUndefined();
    expect(l.seen(0, 'tap-03')).toBe('c');
  });
});

describe('acts from a phone', () => {
  it('only the seat to speak has buttons, the engine\'s legal acts', () => {
    const v = hostWithMatch().current!.match.view;
    expect(seatChoices(v, 0)).toMatchObject({ prompt: 'mus', acts: ['mus', 'cut', 'pass', 'bet', 'ordago'], biak: true });
    expect(seatChoices(v, 1).acts).toEqual([]);
  });
  it('a tap out of turn names who speaks; a tap after another phone spoke names what was said', () => {
    const host = hostWithMatch();
    const v0 = host.current!.match.view;
    expect(commandsFor(v0, 1, { act: 'mus' })).toMatchObject({ ok: false, error: { code: 'phones/not-your-turn', turn: 0 } });
    expect(commandsFor(v0, 0, { act: 'cut' })).toEqual({ ok: true, value: [{ cmd: 'cut' }] });
    host.command({ cmd: 'cut' }, 'phone:0');
    // grande opens with the esku: Ane bets 2; Peio and Xan (team B) may both answer
    host.command({ cmd: 'bet', amount: 2 }, 'phone:0');
    const v = host.current!.match.view;
    const seen = v.current!.state.log.length;
    expect(commandsFor(v, 3, { act: 'see' }, seen)).toEqual({ ok: true, value: [{ cmd: 'seat', seat: 3 }, { cmd: 'see' }] });
    host.command({ cmd: 'seat', seat: 1 }, 'phone:0');
    host.command({ cmd: 'fold' }, 'phone:0');
    const after = host.current!.match.view;
    expect(commandsFor(after, 3, { act: 'see' }, seen)).toMatchObject({ ok: false, error: { code: 'phones/already-said', by: 1, act: 'fold' } });
  });
  it('a tap after a see that answered a hordago names it « kanta » (seesOrdago); a see answering an imido is not', () => {
    const host = hostWithMatch();
    host.command({ cmd: 'cut' }, 'phone:0');
    host.command({ cmd: 'ordago' }, 'phone:0');
    const seen = host.current!.match.view.current!.state.log.length;
    host.command({ cmd: 'seat', seat: 1 }, 'phone:1');
    host.command({ cmd: 'see' }, 'phone:1');
    expect(commandsFor(host.current!.match.view, 3, { act: 'see' }, seen)).toMatchObject({ ok: false, error: { code: 'phones/already-said', by: 1, act: 'see', kanta: true } });
    const other = hostWithMatch();
    other.command({ cmd: 'cut' }, 'phone:0');
    other.command({ cmd: 'bet', amount: 2 }, 'phone:0');
    const before = other.current!.match.view.current!.state.log.length;
    other.command({ cmd: 'seat', seat: 1 }, 'phone:1');
    other.command({ cmd: 'see' }, 'phone:1');
    const r = commandsFor(other.current!.match.view, 3, { act: 'see' }, before);
    expect(r).toMatchObject({ ok: false, error: { code: 'phones/already-said', by: 1, act: 'see' } });
    expect(!r.ok && 'kanta' in r.error).toBe(false);
  });
  it('refuses an imido below the smallest and a discard of no card', () => {
    const v = hostWithMatch().current!.match.view;
    expect(commandsFor(v, 0, { act: 'bet', amount: 1 })).toMatchObject({ ok: false, error: { code: 'phones/bad-amount' } });
    expect(commandsFor(v, 0, { act: 'bet', amount: 5, both: true })).toEqual({ ok: true, value: [{ cmd: 'bet', amount: 5, both: true }] });
  });
});

describe('the showdown from phones', () => {
  it('checks a hand card by card and counts once every hand is in', () => {
    expect(handOf([{ n: 8, suit: '' }])).toMatchObject({ ok: false });
    expect(handOf([{ n: 1 }, { n: 2 }, { n: 9 }, { n: 4 }])).toEqual({ ok: false, error: { code: 'phones/bad-hand', path: 'cards[2].n', message: 'cards[2].n: not a card of the Spanish deck (1-7, 10, 11, 12)' } });
    expect(handOf([{ n: 1, suit: 'x' }, { n: 2 }, { n: 3 }, { n: 4 }])).toMatchObject({ ok: false, error: { path: 'cards[0].suit', message: expect.stringMatching(/^cards\[0\]\.suit/) } });
    const v = hostWithMatch().current!.match.view;
    let s = emptyShowdown(v);
    for (let seat = 0; seat < 4; seat++) {
      expect(completeHands(v, s)).toBeNull();
      const h = handOf(QUIET_HANDS[seat]);
      if (!h.ok) throw new Error(h.error.message);
      s = confirmHand(s, seat, h.value);
    }
    expect(completeHands(v, s)).toEqual([['1', '4', '5', '6'], ['1', '4', '5', '7'], ['4', '5', '6', '7'], ['1', '6', '7', '10']]);
    expect(showdownOf(v, { deal: 7, hands: [] }).deal).toBe(0);
  });
});

describe('undo by agreement', () => {
  it('names what it takes back: an act with its amount, count or word, or the hands shown', () => {
    expect(undoTarget({ type: 'action', action: { phase: 'mus', seat: 3, act: 'discard', count: 2 } })).toEqual({ type: 'action', seat: 3, act: 'discard', count: 2 });
    expect(undoTarget({ type: 'action', action: { phase: 'pares', seat: 1, act: 'declare', has: false } })).toEqual({ type: 'action', seat: 1, act: 'declare', has: false });
    expect(undoTarget({ type: 'action', action: { phase: 'chica', seat: 2, act: 'raise', amount: 5 } })).toEqual({ type: 'action', seat: 2, act: 'raise', amount: 5 });
    expect(undoTarget({ type: 'action', action: { phase: 'chica', seat: 2, act: 'fold' } })).toEqual({ type: 'action', seat: 2, act: 'fold' });
    expect(undoTarget({ type: 'hands', hands: [null, null, null, null] })).toEqual({ type: 'hands' });
  });

  it('is accepted by the other team only, and withdrawn when the log moves', () => {
    expect(askUndo(0, [])).toEqual({ ok: false, error: { code: 'phones/nothing-to-undo', message: 'nothing to take back: this is the start of the match' } });
    const log: MatchEntry[] = [
      { type: 'action', action: { phase: 'mus', seat: 0, act: 'mus' } },
      { type: 'action', action: { phase: 'mus', seat: 1, act: 'cut' } },
      { type: 'action', action: { phase: 'grande', seat: 0, act: 'bet', amount: 3 } },
    ];
    const r = askUndo(0, log);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value).toEqual({ askedBy: 0, logLength: 3, last: { type: 'action', seat: 0, act: 'bet', amount: 3 } });
    expect(acceptUndo(r.value, 2, 3)).toMatchObject({ ok: false, error: { code: 'phones/same-team' } });
    expect(acceptUndo(r.value, 1, 4)).toMatchObject({ ok: false, error: { code: 'phones/undo-withdrawn' } });
    expect(acceptUndo(null, 1, 3)).toMatchObject({ ok: false, error: { code: 'phones/no-undo-asked' } });
    expect(acceptUndo(r.value, 1, 3)).toEqual({ ok: true, value: { askedBy: 0, acceptedBy: 1 } });
    expect(standing(r.value, 4)).toBeNull();
  });
  it('the seat view says who asked and who may accept', () => {
    const host = hostWithMatch();
    host.command({ cmd: 'cut' }, 'phone:0');
    const v = host.current!.match.view;
    const last = { type: 'action', seat: 0, act: 'cut' } as const;
    const req = { askedBy: 0, logLength: 1, last };
    expect(seatView(v, 1, 1, emptyShowdown(v), req).undo).toEqual({ askedBy: 0, mayAccept: true, last });
    expect(seatView(v, 1, 2, emptyShowdown(v), req).undo).toEqual({ askedBy: 0, mayAccept: false, last });
    const me = seatView(v, 1, 2, emptyShowdown(v), null);
    expect(me).toMatchObject({ seat: 2, team: 'A', partners: [0], mayAskUndo: true, phase: 'grande', speaking: [0], deal: 1 });
    expect(JSON.stringify(me)).not.toMatch(/token/i);
    expect(me.facing).toBeNull();
  });
  it('the seat view names the bet to answer: the last imido, gehiago or hordago of the phase', () => {
    const host = hostWithMatch();
    host.command({ cmd: 'cut' }, 'phone:0');
    host.command({ cmd: 'bet', amount: 3 }, 'phone:0');
    let v = host.current!.match.view;
    expect(seatView(v, 2, 1, emptyShowdown(v), null).facing).toEqual({ type: 'action', seat: 0, act: 'bet', amount: 3 });
    host.command({ cmd: 'raise', amount: 2 }, 'phone:1');
    v = host.current!.match.view;
    expect(seatView(v, 3, 0, emptyShowdown(v), null).facing).toEqual({ type: 'action', seat: 1, act: 'raise', amount: 2 });
    host.command({ cmd: 'ordago' }, 'phone:0'); // team A answers: the table gives the word to seat 2 (the source is only a record)
    v = host.current!.match.view;
    expect(seatView(v, 4, 3, emptyShowdown(v), null).facing).toEqual({ type: 'action', seat: 2, act: 'ordago' });
    host.command({ cmd: 'fold' }, 'phone:1');
    v = host.current!.match.view;
    expect(seatView(v, 5, 1, emptyShowdown(v), null).facing).toBeNull(); // chica: nothing to answer
  });
});

describe('six players', () => {
  it('two partners each, six tokens, six hands before the count', async () => {
    const { SessionHost } = await import('../../../shared/session/session-host.js');
    const { defaultServices } = await import('../../../shared/session/services.js');
    const host = new SessionHost({ broadcast: () => {}, services: defaultServices });
    const r = host.newMatch({ rules: { preset: 'ffmus', players: 6 }, teams: { A: 'A', B: 'B' }, players: ['a', 'b', 'c', 'd', 'e', 'f'], esku: 0 });
    if (!r.ok) throw new Error(r.error.message);
    const v = host.current!.match.view;
    expect(seatView(v, 0, 3, emptyShowdown(v), null)).toMatchObject({ team: 'B', partners: [1, 5] });
    expect(bookFor('m6', 6, null, ['a', 'b', 'c', 'd', 'e', 'f'].map(T)).book.tokens).toHaveLength(6);
    let s = emptyShowdown(v);
    for (let seat = 0; seat < 5; seat++) s = confirmHand(s, seat, ['1', '4', '5', '6']);
    expect(completeHands(v, s)).toBeNull();
    expect(completeHands(v, confirmHand(s, 5, ['1', '4', '5', '7']))).toHaveLength(6);
  });
});
