/**
 * A part loaded on first use (`lazyModule`, behind `lazyComponent`): its load starts when it is first
 * read — at a render, not from an effect, which waits for the page's clock: with the clock paused the
 * end-of-match panel (a lazy part) never came —, its arrival is signalled to whatever read it, and a
 * failed load is started again only by a new mount (`retry`), never by a render in a loop.
 */
import { describe, expect, it } from 'vitest';
import { effect } from '@preact/signals';
import { lazyModule } from '../../../src-renderer/app/lazy-module.js';

/** A load the test ends by hand: how many times it was started, and its resolve / reject. */
function handLoad<M>() {
  const calls: { ok: (m: M) => void; no: (e: Error) => void }[] = [];
  const load = () => new Promise<M>((ok, no) => { calls.push({ ok, no }); });
  return { load, calls };
}

const flush = () => new Promise<void>((r) => queueMicrotask(r));

describe('a part loaded on first use', () => {
  it('starts loading at its first read, with no effect and no clock, once however often it is read', () => {
    const h = handLoad<string>();
    const part = lazyModule(h.load);
    expect(h.calls).toHaveLength(0);
    expect(part.read()).toEqual({ module: null, failed: null });
    part.read();
    expect(h.calls).toHaveLength(1);
  });

  it('tells whatever read it when the module arrives, and gives it from then on', async () => {
    const h = handLoad<string>();
    const part = lazyModule(h.load);
    const seen: (string | null)[] = [];
    const stop = effect(() => { seen.push(part.read().module); });
    h.calls[0]!.ok('MatchOver');
    await flush();
    stop();
    expect(seen).toEqual([null, 'MatchOver']);
    expect(part.read()).toEqual({ module: 'MatchOver', failed: null });
  });

  it('after a failed load, says why; reading does not retry it, a new mount does', async () => {
    const h = handLoad<string>();
    const part = lazyModule(h.load);
    part.read();
    h.calls[0]!.no(new Error('chunk not found'));
    await flush();
    expect(part.read()).toEqual({ module: null, failed: 'chunk not found' });
    part.read();
    expect(h.calls).toHaveLength(1);
    part.retry();
    expect(h.calls).toHaveLength(2);
    expect(part.read()).toEqual({ module: null, failed: null });
    h.calls[1]!.ok('MatchOver');
    await flush();
    expect(part.read().module).toBe('MatchOver');
  });
});
