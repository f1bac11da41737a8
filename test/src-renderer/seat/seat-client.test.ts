/**
 * The seat page's link to the table when the connection goes (a phone that slept, the bar's Wi-Fi
 * lost, the table restarted): the page says the table is out of reach until its seat comes back,
 * and a page coming back does not take back a seat another phone took meanwhile (it is told it lost
 * it); a tap made meanwhile is sent until the table answers. `fetch` is a stand-in answering in
 * turn; the pauses between tries run on fake timers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeatClient, type SeatEvent } from '../../../src-renderer/seat/seat-client.js';
import { createSeatStore } from '../../../src-renderer/seat/seat-store.js';
import type { SeatView } from '../../../shared/phones/seat-view.js';

const VIEW = { seat: 2, players: ['Ane', 'Peio', 'Maite', 'Xan'], partners: [0] } as unknown as SeatView;
const TOKEN = 'abcdefghijklmnopqrstuvwx';

/** A JSON answer. */
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** A stream that sends the seat's view, then is cut (its body ends). */
const cutStream = () => new Response(new ReadableStream({
  start(c) {
    c.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ type: 'view', view: VIEW })}\n\n`));
    c.close();
  },
}), { status: 200 });

/** Stubs `fetch` with answers taken in turn (a function answers by request); records each request. */
function stubFetch(answers: ((url: string, body: unknown) => Response)[]): { url: string; body: unknown }[] {
  const seen: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: { body?: string }) => {
    const body = init?.body ? JSON.parse(init.body) as unknown : undefined;
    seen.push({ url, body });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next(url, body);
  });
  return seen;
}

/** Runs the client until `start()` ends, advancing the fake clock through its pauses. */
async function run(client: SeatClient): Promise<void> {
  let done = false;
  const started = client.start().then(() => { done = true; });
  for (let i = 0; i < 50 && !done; i++) await vi.advanceTimersByTimeAsync(1000);
  client.stop();
  await vi.advanceTimersByTimeAsync(3000);
  await started;
}

describe('the seat page when the connection to the table goes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says the table is out of reach while it is, and stops saying it when the seat comes back', async () => {
    vi.useFakeTimers();
    const store = createSeatStore(null);
    const events: SeatEvent[] = [];
    const seen = stubFetch([
      () => answer(200, { join: 1, view: VIEW }),
      cutStream,
      () => { throw new TypeError('Failed to fetch'); }, // the table is down
      () => answer(200, { join: 1, view: VIEW }), // back (restarted: its numbers start again)
      () => new Response(`data: ${JSON.stringify({ type: 'ended' })}\n\n`, { status: 200 }), // then the match is closed at the table
    ]);
    const client = new SeatClient(TOKEN, (e) => {
      events.push(e);
      store.onEvent(e);
    });
    const offlineSeen: boolean[] = [];
    const stop = store.offline.subscribe((o) => offlineSeen.push(o));
    await run(client);
    stop();
    expect(offlineSeen).toContain(true);
    expect(events.map((e) => (e.type === 'error' ? e.error.code : e.type))).toEqual(['view', 'view', 'phones/offline', 'phones/offline', 'view', 'ended']);
    expect(store.status.value).toBe('ended');
    // the page came back as itself: its last join number and its own id
    const joins = seen.filter((r) => r.url === '/api/seat/join').map((r) => r.body as Record<string, unknown>);
    expect(joins[0]).toEqual({ page: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(joins[1]).toEqual({ after: 1, page: joins[0]!.page });
  });

  it('a page coming back after another phone took its seat is told it lost it, and does not take it back', async () => {
    vi.useFakeTimers();
    const store = createSeatStore(null);
    const seen = stubFetch([
      () => answer(200, { join: 3, view: VIEW }),
      cutStream,
      () => answer(409, { error: { code: 'phones/seat-moved', message: 'this seat was taken by another phone' } }),
    ]);
    await run(new SeatClient(TOKEN, (e) => store.onEvent(e)));
    expect(store.status.value).toBe('lost');
    expect(seen.filter((r) => r.url === '/api/seat/join')).toHaveLength(2);
  });

  it('a tap made while the table is out of reach is sent again, with its id, until the table answers (it gave up after five tries)', async () => {
    vi.useFakeTimers();
    const down = () => { throw new TypeError('Failed to fetch'); };
    const seen = stubFetch([...Array.from({ length: 8 }, () => down), () => answer(200, { view: VIEW })]);
    const client = new SeatClient(TOKEN, () => {});
    let got: unknown = null;
    const sent = client.tap('act', { act: 'pass', seen: 4 }).then((r) => { got = r; });
    for (let i = 0; i < 40 && got === null; i++) await vi.advanceTimersByTimeAsync(1000);
    await sent;
    expect(got).toEqual({ ok: true, value: VIEW });
    const taps = seen.map((r) => (r.body as { tap: string; act: string }));
    expect(taps).toHaveLength(9);
    expect(new Set(taps.map((t) => t.tap)).size).toBe(1);
    expect(taps.every((t) => t.act === 'pass')).toBe(true);
  });

  it('the match closed between the join and the stream: the stream says it ended, and the page shows the ended screen, not « not a seat »', async () => {
    vi.useFakeTimers();
    const store = createSeatStore(null);
    stubFetch([
      () => answer(200, { join: 1, view: VIEW }),
      () => new Response(`data: ${JSON.stringify({ type: 'ended' })}\n\n`, { status: 200 }), // what the table answers a link of a closed match
    ]);
    await run(new SeatClient(TOKEN, (e) => store.onEvent(e)));
    expect(store.status.value).toBe('ended');
  });

  it('a page opened again after its match was closed (phones/match-ended) shows the ended screen and stops joining', async () => {
    vi.useFakeTimers();
    const store = createSeatStore(null);
    const seen = stubFetch([
      () => answer(410, { error: { code: 'phones/match-ended', message: 'this match was closed at the table' } }),
      () => answer(410, { error: { code: 'phones/match-ended', message: 'this match was closed at the table' } }),
    ]);
    await run(new SeatClient(TOKEN, (e) => store.onEvent(e)));
    expect(store.status.value).toBe('ended');
    expect(seen).toHaveLength(1);
  });

  it('a tap answered phones/match-ended (the match closed before its stream said so) shows the ended screen', async () => {
    vi.useFakeTimers();
    const store = createSeatStore(null);
    const events: SeatEvent[] = [];
    stubFetch([() => answer(410, { error: { code: 'phones/match-ended', message: 'this match was closed at the table' } })]);
    const client = new SeatClient(TOKEN, (e) => {
      events.push(e);
      store.onEvent(e);
    });
    const r = await client.tap('act', { act: 'mus', seen: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'phones/match-ended' } });
    expect(events).toEqual([{ type: 'ended' }]);
    expect(store.status.value).toBe('ended');
  });
});
