/**
 * The display page's SSE bridge (`src-renderer/bridge/sse-display-bridge.ts`) over a stand-in
 * event source: it waits for the first state and language, follows later messages, ignores
 * malformed ones, answers every change with `bridge/read-only`, and opens a new stream when the
 * browser gives up on one (an HTTP error such as the server's 503).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseDisplayBridge, feedIsSse, feedUrl, parseFeedMessage, REOPEN_MS, type FeedSource } from '../../../src-renderer/bridge/sse-display-bridge.js';
import type { Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { feedLost, phoneLobby } from '../../../src-renderer/bridge/lobby-feed.js';

class FakeSource implements FeedSource {
  readyState = 0;
  closed = false;
  private on: Record<string, ((e: MessageEvent<string>) => void)[]> = {};
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void): void {
    (this.on[type] ??= []).push(fn);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  emit(data: unknown): void {
    for (const fn of this.on.message ?? []) fn({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent<string>);
  }
  fail(readyState: number): void {
    this.readyState = readyState;
    for (const fn of this.on.error ?? []) fn({} as MessageEvent<string>);
  }
}

const snap = (seq: number) => ({ seq, matchId: 'm1', view: { deals: [] } }) as unknown as Snapshot;

afterEach(() => vi.useRealTimers());

describe('the SSE display bridge', () => {
  it('knows the page the display server marked', () => {
    const doc = (content: string | null) => ({ querySelector: () => (content === null ? null : { getAttribute: () => content }) }) as unknown as Document;
    expect(feedIsSse(doc('sse'))).toBe(true);
    expect(feedIsSse(doc('other'))).toBe(false);
    expect(feedIsSse(doc(null))).toBe(false);
  });

  it('follows the events with the display key the page was opened with, and only then', () => {
    expect(feedUrl('')).toBe('events');
    expect(feedUrl('?lang=eu')).toBe('events');
    expect(feedUrl('?key=0a1b')).toBe('events?key=0a1b');
    expect(feedUrl('?key=a%26b')).toBe('events?key=a%26b');
  });

  it('reads only well-formed messages', () => {
    expect(parseFeedMessage('{"type":"settings","lang":"eu"}')).toEqual({ type: 'settings', lang: 'eu' });
    expect(parseFeedMessage('{"type":"settings","lang":"de"}')).toBeNull();
    expect(parseFeedMessage('{"type":"state","snapshot":null}')).toEqual({ type: 'state', snapshot: null });
    expect(parseFeedMessage('{"type":"state","snapshot":{"seq":1}}')).toBeNull();
    expect(parseFeedMessage('{"type":"command","cmd":"fold"}')).toBeNull();
    expect(parseFeedMessage('not json')).toBeNull();
  });

  it('a table with phones: the lobby pushed on the stream is what the room display shows at once (no polling); a malformed one shows none', () => {
    const sources: FakeSource[] = [];
    createSseDisplayBridge('events', () => {
      const s = new FakeSource();
      sources.push(s);
      return s;
    });
    const lobby = { players: ['Ane', 'Peio', 'Maite', 'Xan'], joined: [false, true, false, false], shown: null, qr: ['data:image/svg+xml,a', null, 'data:image/svg+xml,c', 'data:image/svg+xml,d'] };
    sources[0]!.emit({ type: 'lobby', lobby });
    expect(phoneLobby.value).toEqual(lobby);
    sources[0]!.emit({ type: 'lobby', lobby: { ...lobby, joined: [true, true, true, true], qr: [null, null, null, 'javascript:x'] } });
    expect(phoneLobby.value).toEqual({ ...lobby, joined: [true, true, true, true], qr: undefined });
    sources[0]!.emit({ type: 'lobby', lobby: { players: ['Ane'], joined: [] , shown: null } });
    expect(phoneLobby.value).toBeNull();
    sources[0]!.emit({ type: 'lobby', lobby });
    sources[0]!.emit({ type: 'lobby', lobby: null });
    expect(phoneLobby.value).toBeNull();
  });

  it('waits for the first state and language, then follows; changes are refused', async () => {
    const sources: FakeSource[] = [];
    const b = createSseDisplayBridge('events', () => {
      const s = new FakeSource();
      sources.push(s);
      return s;
    });
    const state = b.getState();
    const settings = b.getSettings();
    const langs: string[] = [];
    const seqs: (number | null)[] = [];
    b.onSettings((s) => langs.push(s.lang));
    b.onState((s) => seqs.push(s ? s.seq : null));
    sources[0]!.emit({ type: 'settings', lang: 'es' });
    sources[0]!.emit({ type: 'state', snapshot: snap(3) });
    expect(await settings).toEqual({ ok: true, value: { lang: 'es', setup: null } });
    expect(await state).toMatchObject({ ok: true, value: { seq: 3 } });
    sources[0]!.emit('garbage');
    sources[0]!.emit({ type: 'state', snapshot: null });
    sources[0]!.emit({ type: 'settings', lang: 'es' }); // same language: no change
    sources[0]!.emit({ type: 'settings', lang: 'en' });
    expect(seqs).toEqual([3, null]);
    expect(langs).toEqual(['es', 'en']);
    expect(await b.command({ cmd: 'fold' }, 'ui')).toMatchObject({ ok: false, error: { code: 'bridge/read-only' } });
    expect(await b.share.start()).toMatchObject({ ok: false, error: { code: 'share/unavailable' } });
  });

  it('answers with what it has when nothing comes; opens a new stream when the browser gives up', async () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    const b = createSseDisplayBridge('events', () => {
      const s = new FakeSource();
      sources.push(s);
      return s;
    });
    const state = b.getState();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await state).toEqual({ ok: true, value: null });
    sources[0]!.fail(0); // CONNECTING: the browser retries by itself
    await vi.advanceTimersByTimeAsync(REOPEN_MS * 2);
    expect(sources).toHaveLength(1);
    sources[0]!.fail(2); // CLOSED: it will not
    await vi.advanceTimersByTimeAsync(REOPEN_MS);
    expect(sources).toHaveLength(2);
    expect(sources[0]!.closed).toBe(true);
    sources[1]!.emit({ type: 'state', snapshot: snap(9) });
    expect(await b.getState()).toMatchObject({ ok: true, value: { seq: 9 } });
  });

  it('a stream cut (the table stopped, the Wi-Fi lost) is said on the display until the table\'s next message, whether the browser or the bridge opens the new one', async () => {
    vi.useFakeTimers();
    const sources: FakeSource[] = [];
    createSseDisplayBridge('events', () => {
      const s = new FakeSource();
      sources.push(s);
      return s;
    });
    sources[0]!.emit({ type: 'settings', lang: 'fr' });
    expect(feedLost.value).toBe(false);
    sources[0]!.fail(0); // the browser tries again by itself
    expect(feedLost.value).toBe(true);
    sources[0]!.emit({ type: 'state', snapshot: snap(3) }); // back: the server sends its state again
    expect(feedLost.value).toBe(false);
    sources[0]!.fail(2); // refused (a 503): the bridge opens a new one later
    await vi.advanceTimersByTimeAsync(REOPEN_MS);
    expect(feedLost.value).toBe(true);
    sources[1]!.emit({ type: 'settings', lang: 'fr' });
    expect(feedLost.value).toBe(false);
  });
});
