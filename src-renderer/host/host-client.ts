/**
 * The host page's link to the table (`mus serve`'s operator page): the host key is read from the
 * page address's fragment (`#k=…`, never sent in a URL), then sent only in the `X-Host-Key` header.
 * Follows the seats on `/api/host/events` with `fetch` (an `EventSource` cannot send the header),
 * and asks « Nouveau lien » for a seat (`POST /api/host/new-link`).
 */
import type { PhonesPanel } from '../../shared/phones/lobby.js';
import type { Result } from '../../shared/types.js';
import type { SeatError } from '../seat/seat-client.js';
import { pause, readSse } from '../seat/sse-read.js';

/** What the page is told: the seats (at connection and on every change), or why the table cannot be followed. */
export type HostEvent = { type: 'panel'; panel: PhonesPanel } | { type: 'error'; error: SeatError };

/** The host key of the page address's fragment (`#k=…`), or null. */
export function hostKeyOf(hash: string): string | null {
  const k = new URLSearchParams(hash.replace(/^#/, '')).get('k');
  return k && /^[A-Za-z0-9_-]{22,64}$/.test(k) ? k : null;
}

const offline = (): { ok: false; error: SeatError } => ({ ok: false, error: { code: 'phones/offline', message: 'no connection' } });

/** The host page's client. `fetch` is the browser's (a test passes its own). */
export class HostClient {
  private stopped = false;

  constructor(
    private readonly key: string,
    private readonly on: (e: HostEvent) => void,
    private readonly http: typeof fetch = (...a) => fetch(...a),
    private readonly retryMs = 2000,
  ) {}

  /**
   * Follows the seats until stopped; after a cut stream (the table restarted, the Wi-Fi dropped)
   * says `phones/offline` and follows again. A wrong key (`phones/bad-host-key`) stops it.
   */
  async start(): Promise<void> {
    while (!this.stopped) {
      const end = await this.follow();
      if (end) {
        this.on({ type: 'error', error: end });
        if (end.code === 'phones/bad-host-key') return;
      }
      if (!this.stopped) await pause(this.retryMs);
    }
  }

  /** Stops following (the page closes). */
  stop(): void {
    this.stopped = true;
  }

  /** « Nouveau lien » for `seat` (0-based), once confirmed: the seats with its new link, or the refusal. */
  async newLink(seat: number): Promise<Result<PhonesPanel, SeatError>> {
    try {
      const res = await this.http('/api/host/new-link', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Host-Key': this.key }, body: JSON.stringify({ seat }) });
      const json = (await res.json()) as { panel?: PhonesPanel; error?: SeatError };
      if (!res.ok || !json.panel) return { ok: false, error: json.error ?? { code: 'phones/failed', message: `HTTP ${res.status}` } };
      return { ok: true, value: json.panel };
    } catch {
      return offline();
    }
  }

  /** Reads the stream until it ends. @returns why it ended (a refusal, or `phones/offline` when cut). */
  private async follow(): Promise<SeatError> {
    try {
      const res = await this.http('/api/host/events', { headers: { 'X-Host-Key': this.key } });
      if (!res.ok || !res.body) {
        const json = (await res.json().catch(() => ({}))) as { error?: SeatError };
        return json.error ?? { code: 'phones/failed', message: `HTTP ${res.status}` };
      }
      await readSse(res.body, (m) => {
        const e = m as { type?: string; panel?: PhonesPanel };
        if (e.type === 'panel' && e.panel) this.on({ type: 'panel', panel: e.panel });
        return this.stopped;
      });
    } catch {
      // cut: said below, then followed again
    }
    return offline().error;
  }
}
