import { describe, expect, it } from 'vitest';
import { feedbackLines, nextSeq, parseAppLine, parseBoxLine, seqDistance, SEQ_MAX, appLine } from '../../../src-main/serial/protocol.js';

describe('box lines', () => {
  it('reads a hello, a key and a ping', () => {
    expect(parseBoxLine('HELLO MUSBOX 1 box-7 3FA2 12')).toEqual({ kind: 'hello', version: 1, id: 'box-7', session: '3fa2', lastAcked: 12 });
    expect(parseBoxLine('HELLO MUSBOX 1 box-7 3fa2 0 fw=1.2')).toMatchObject({ kind: 'hello', lastAcked: 0 });
    expect(parseBoxLine('K 42 pass')).toEqual({ kind: 'key', seq: 42, key: 'PASS' });
    expect(parseBoxLine('  K 1 SEAT3  ')).toEqual({ kind: 'key', seq: 1, key: 'SEAT3' });
    expect(parseBoxLine('PING')).toEqual({ kind: 'ping' });
  });

  it('ignores comments and empty lines', () => {
    expect(parseBoxLine('# booting')).toEqual({ kind: 'ignore' });
    expect(parseBoxLine('')).toEqual({ kind: 'ignore' });
  });

  it('refuses garbage, malformed keys and hellos, unknown lines, with a code', () => {
    expect(parseBoxLine('K 1 PA\u00ffSS')).toMatchObject({ kind: 'bad', code: 'serial/garbage' });
    expect(parseBoxLine('\u0000\u0001')).toMatchObject({ kind: 'bad', code: 'serial/garbage' });
    expect(parseBoxLine('K x PASS')).toMatchObject({ kind: 'bad', code: 'serial/bad-key-line' });
    expect(parseBoxLine('K 0 PASS')).toMatchObject({ kind: 'bad', code: 'serial/bad-key-line' });
    expect(parseBoxLine('K 65536 PASS')).toMatchObject({ kind: 'bad', code: 'serial/bad-key-line' });
    expect(parseBoxLine('K 1 PASS EXTRA')).toMatchObject({ kind: 'bad', code: 'serial/bad-key-line' });
    expect(parseBoxLine('HELLO MUSBOX 1 box')).toMatchObject({ kind: 'bad', code: 'serial/bad-hello' });
    expect(parseBoxLine('HELLO OTHER 1 box 1 0')).toMatchObject({ kind: 'bad', code: 'serial/bad-hello' });
    expect(parseBoxLine('HELLO MUSBOX 1 box zz 0')).toMatchObject({ kind: 'bad', code: 'serial/bad-hello' });
    expect(parseBoxLine('PASS')).toMatchObject({ kind: 'bad', code: 'serial/unknown-line' });
  });
});

describe('sequence numbers', () => {
  it('wrap from 65535 to 1, never 0', () => {
    expect(nextSeq(1)).toBe(2);
    expect(nextSeq(SEQ_MAX)).toBe(1);
  });

  it('measure how far ahead a seq is, across the wrap', () => {
    expect(seqDistance(0, 1)).toBe(1);
    expect(seqDistance(5, 5)).toBe(0);
    expect(seqDistance(5, 6)).toBe(1);
    expect(seqDistance(SEQ_MAX, 1)).toBe(1);
    expect(seqDistance(SEQ_MAX - 1, 2)).toBe(3);
    expect(seqDistance(6, 5)).toBeGreaterThan(SEQ_MAX / 2); // behind
    expect(seqDistance(1, SEQ_MAX)).toBeGreaterThan(SEQ_MAX / 2); // behind, across the wrap
  });
});

describe('app lines', () => {
  it('formats feedback and reads it back as a box would', () => {
    const l = feedbackLines({ turn: [1, 3], phase: 'grande', prompt: 'answer', score: { A: 12, B: 30, manchesA: 1, manchesB: 0 }, pad: '5' });
    expect(l).toEqual({ TURN: 'TURN 13', PHASE: 'PHASE grande answer', SCORE: 'SCORE 12 30 1 0', PAD: 'PAD 5' });
    expect(parseAppLine(l.TURN)).toEqual({ kind: 'turn', seats: [1, 3] });
    expect(parseAppLine(l.PHASE)).toEqual({ kind: 'phase', phase: 'grande', prompt: 'answer' });
    expect(parseAppLine(l.SCORE)).toEqual({ kind: 'score', A: 12, B: 30, manchesA: 1, manchesB: 0 });
    expect(parseAppLine(l.PAD)).toEqual({ kind: 'pad', digits: '5' });
    const none = feedbackLines({ turn: [], phase: null, prompt: 'showdown', score: { A: 0, B: 0, manchesA: 0, manchesB: 0 }, pad: '' });
    expect(none.TURN).toBe('TURN -');
    expect(none.PHASE).toBe('PHASE - showdown');
    expect(parseAppLine(none.TURN)).toEqual({ kind: 'turn', seats: [] });
    expect(parseAppLine(appLine.ack(7))).toEqual({ kind: 'ack', seq: 7 });
    expect(parseAppLine(appLine.err(7, 'input/not-your-turn'))).toEqual({ kind: 'err', seq: 7, code: 'input/not-your-turn' });
    expect(parseAppLine(appLine.err(null, 'serial/unknown-key'))).toEqual({ kind: 'err', seq: null, code: 'serial/unknown-key' });
    expect(parseAppLine(appLine.welcome(4))).toEqual({ kind: 'welcome', version: 1, players: 4 });
    expect(parseAppLine('SOMETHING NEW')).toEqual({ kind: 'other', line: 'SOMETHING NEW' });
  });
});
