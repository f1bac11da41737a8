/**
 * The seat page's link to the table (`mus serve`, issue 26): the token is read from the page
 * address's fragment (`#t=…`, never sent in a URL), then sent only in the `Authorization` header.
 * Joins the seat, follows its Server-Sent Events with `fetch` (an `EventSource` cannot send the
 * header), and sends taps, each with an id: a tap whose answer was lost is sent again with the same
 * id, and the table applies it once.
 */
import type { SeatView } from '../../shared/phones/seat-view.js';
import type { EngineError, Result } from '../../shared/types.js';
import { pause, readSse } from './sse-read.js';

/**
 * A refusal from the table as the page receives it (the server's `PhoneError` without its HTTP
 * status): a `phones/…` or table code, the English message, the names its sentence needs; or
 * `phones/offline`, said by the page itself when the table cannot be reached.
 */
export interface SeatError extends EngineError {
  params?: Record<string, string | number>;
}

const offline = (): { ok: false; error: SeatError } => ({ ok: false, error: { code: 'phones/offline', message: 'no connection' } });

/** What the page is told. */
export type SeatEvent = { type: 'view'; view: SeatView } | { type: 'lost' } | { type: 'ended' } | { type: 'error'; error: SeatError };

/** The token of the page address's fragment (`#t=…`), or null. */
export function tokenOf(hash: string): string | null {
  const t = new URLSearchParams(hash.replace(/^#/, '')).get('t');
  return t && /^[A-Za-z0-9_-]{22,64}$/.test(t) ? t : null;
}

/** A new tap id (random, from the browser's crypto). */
export function newTapId(): string {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The link of one seat's page. */
export class SeatClient {
  private join = 0;
  private stopped = false;
  /** This page's own id, sent with each join: coming back after a cut, the table knows it was this page that held the seat. */
  private readonly page = newTapId();

  constructor(private readonly token: string, private readonly on: (e: SeatEvent) => void) {}

  /**
   * Joins the seat and follows it; rejoins after a lost stream (a phone that slept), saying the
   * table is out of reach (`phones/offline`) until it answers again. Coming back, the page sends its
   * last join number: when another phone took the seat meanwhile, this one is told it lost it
   * instead of taking the seat back.
   */
  async start(): Promise<void> {
    while (!this.stopped) {
      const j = await this.post('/api/seat/join', this.join > 0 ? { after: this.join, page: this.page } : { page: this.page });
      if (!j.ok) {
        if (j.error.code === 'phones/seat-moved') return this.on({ type: 'lost' });
        if (j.error.code === 'phones/match-ended') return this.on({ type: 'ended' });
        this.on({ type: 'error', error: j.error });
        if (j.error.code === 'phones/bad-token') return;
        await pause(2000);
        continue;
      }
      const body = j.value as { join: number; view: SeatView };
      this.join = body.join;
      this.on({ type: 'view', view: body.view });
      const end = await this.follow();
      if (end) {
        this.on({ type: end });
        return;
      }
      this.on({ type: 'error', error: offline().error });
      await pause(1000);
    }
  }

  /**
   * Sends a tap (`/api/seat/act`, `hand`, `undo`) with a new id; sent again (same id: the table
   * applies it once) until the table answers, as the page says (« le coup sera renvoyé »: it gave up
   * after five tries before, and a tap made while the Wi-Fi was out was lost). The table refuses it
   * then if the deal moved on meanwhile (`phones/already-said`). Stops trying when the page stops.
   * A tap answered `phones/match-ended` (the match was closed since) tells the page `ended`, as its
   * stream would, and the page stops.
   */
  async tap(path: 'act' | 'hand' | 'undo', body: Record<string, unknown>): Promise<Result<SeatView, SeatError>> {
    const tap = newTapId();
    for (let i = 0; !this.stopped; i++) {
      const r = await this.post(`/api/seat/${path}`, { ...body, tap, join: this.join });
      if (r.ok) return { ok: true, value: (r.value as { view: SeatView }).view };
      if (r.error.code === 'phones/match-ended') {
        this.stopped = true;
        this.on({ type: 'ended' });
      }
      if (r.error.code !== 'phones/offline') return r;
      await pause(Math.min(500 * (i + 1), 3000));
    }
    return offline();
  }

  stop(): void {
    this.stopped = true;
  }

  private async post(path: string, body: unknown): Promise<Result<unknown, SeatError>> {
    try {
      const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.token}` }, body: JSON.stringify(body) });
      const json = (await res.json()) as { error?: SeatError };
      if (!res.ok || json.error) return { ok: false, error: json.error ?? { code: 'phones/failed', message: `HTTP ${res.status}` } };
      return { ok: true, value: json };
    } catch {
      return offline();
    }
  }

  /**
   * Reads the seat's stream until it ends. @returns `lost` when the seat was taken by another phone
   * (or cut off by « Nouveau lien »), `ended` when its match was closed or another one started (told
   * on the stream: also when the match was closed before the stream opened), null when the stream
   * was only cut (the page rejoins).
   */
  private async follow(): Promise<'lost' | 'ended' | null> {
    try {
      const res = await fetch(`/api/seat/events?join=${this.join}`, { headers: { Authorization: `Bearer ${this.token}` } });
      if (!res.ok || !res.body) return res.status === 409 ? 'lost' : null;
      let end: 'lost' | 'ended' | null = null;
      await readSse(res.body, (x) => {
        const m = x as SeatEvent;
        if (m.type === 'lost' || m.type === 'ended') end = m.type;
        else this.on(m);
        return end !== null;
      });
      return end;
    } catch {
      return null;
    }
  }
}
