/**
 * The room display's and the hub board's streams (`SseClients`), with fakes: a stream that stops
 * reading is dropped at the next write over the limit (`writeOrDrop`, the rule the phones' streams
 * share), or at two heartbeats in a row with data unsent; a stream that reads is never dropped.
 */
import { describe, expect, it } from 'vitest';
import { SseClients } from '../../../src-main/net/sse-clients.js';
import { writeOrDrop } from '../../../src-main/net/stream-write.js';
import { fake, fakeRequest } from './fake-stream.js';

describe('writeOrDrop', () => {
  it('writes under the limit, destroys over it, leaves a destroyed stream alone', () => {
    const r = fake();
    expect(writeOrDrop(r, 'a', 10)).toBe(true);
    r.writableLength = 10;
    expect(writeOrDrop(r, 'b', 10)).toBe(true);
    r.writableLength = 11;
    expect(writeOrDrop(r, 'c', 10)).toBe(false);
    expect(r.destroyed).toBe(true);
    expect(writeOrDrop(r, 'd', 10)).toBe(false);
    expect(r.written).toEqual(['a', 'b']);
  });
});

describe('SseClients (room display, hub board)', () => {
  it('a stream that stops reading is dropped at the next send over the limit; the reading one keeps every message', () => {
    const s = new SseClients({ maxClients: 8, maxPerAddress: 4, maxBufferedBytes: 1000 });
    const reading = fake();
    const stuck = fake();
    s.open(fakeRequest('192.168.1.20'), reading, 'data: first\n\n');
    s.open(fakeRequest('192.168.1.21'), stuck, 'data: first\n\n', { keyed: true });
    stuck.writableLength = 1001;
    s.sendAll('data: board\n\n');
    expect(stuck.destroyed).toBe(true);
    expect(stuck.written).toEqual(['data: first\n\n']);
    expect(reading.written).toEqual(['data: first\n\n', 'data: board\n\n']);
    expect(s.size).toBe(1);
    for (let i = 0; i < 5; i++) s.beat();
    expect(reading.destroyed).toBe(false);
    expect(reading.written).toHaveLength(7);
  });

  it('a stream with data unsent at two heartbeats in a row is dropped, under the byte limit too; one that drains is kept', () => {
    const s = new SseClients({ maxClients: 8, maxPerAddress: 4, maxBufferedBytes: 1 << 20 });
    const draining = fake();
    const stalled = fake();
    s.open(fakeRequest('10.0.0.2'), draining, 'data: first\n\n');
    s.open(fakeRequest('10.0.0.3'), stalled, 'data: first\n\n');
    stalled.writableLength = 10;
    draining.writableLength = 10;
    s.beat();
    draining.writableLength = 0;
    s.beat();
    expect(stalled.destroyed).toBe(true);
    expect(draining.destroyed).toBe(false);
    expect(s.size).toBe(1);
  });
});
