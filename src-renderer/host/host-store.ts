/**
 * The host page's state (signals) and what it shows, without the DOM: the seats as the table last
 * pushed them, whether the table is followed, « Nouveau lien » asked for a seat (the question that
 * comes before it: it cuts a phone off), the seat just given a new link, and the refusal to say.
 * The rows are the desktop panel's (`share-model.ts`: player, phone joined, QR code and link of a
 * free seat, hand shown at the showdown), plus what this page does with them.
 */
import { signal } from '@preact/signals';
import type { PhonesPanel } from '../../shared/phones/lobby.js';
import type { Result } from '../../shared/types.js';
import type { SeatError } from '../seat/seat-client.js';
import { phoneRows, phonesNoticeKey, type PhoneSeatRow } from '../share/share-model.js';
import type { HostEvent } from './host-client.js';
import type { T } from '../i18n/index.js';

/** Where the page stands: no key in its address, following the table, or why not. */
export type HostStatus = 'no-key' | 'connecting' | 'ready' | 'offline' | 'bad-key';

/** One seat on the host page. */
export interface HostRow extends PhoneSeatRow {
  /** « Nouveau lien » offered (a match being played). */
  canRenew: boolean;
  /** Its question is open (« Couper le téléphone de … ? »). */
  asking: boolean;
  /** It was just given a new link and no phone has taken it yet: its QR code and link shown open. */
  renewed: boolean;
}

/** What the page shows of the seats. */
export interface HostView {
  status: HostStatus;
  /** The sentence above the seats (no match, match over, scan your seat's QR code); null before the first push. */
  notice: 'share.phonesNoMatch' | 'share.phonesOver' | 'share.phonesOn' | null;
  rows: HostRow[];
  busy: boolean;
  error: SeatError | null;
}

/** The host page's store. */
export function createHostStore() {
  const panel = signal<PhonesPanel | null>(null);
  const status = signal<HostStatus>('connecting');
  const asking = signal<number | null>(null);
  const renewed = signal<number | null>(null);
  const busy = signal(false);
  const error = signal<SeatError | null>(null);
  const setPanel = (p: PhonesPanel) => {
    const before = panel.value;
    // another match (or none: a new match has new links for every seat) or the match won: the
    // questions and new links shown were for seats no longer played
    const same = before !== null && before.players.length === p.players.length && p.urls.some((u, i) => u !== '' && before.urls[i] === u);
    if (!same || p.over) {
      asking.value = null;
      renewed.value = null;
    }
    panel.value = p;
  };
  return {
    panel, status, asking, renewed, busy, error,
    /** What the client says: the seats (the table is followed), or why it cannot be. */
    onEvent(e: HostEvent) {
      if (e.type === 'panel') {
        setPanel(e.panel);
        status.value = 'ready';
        if (error.value?.code === 'phones/offline') error.value = null;
        return;
      }
      if (e.error.code === 'phones/bad-host-key') {
        status.value = 'bad-key';
        error.value = e.error; // said with its sentence (the table's message until the sentences arrive)
      } else status.value = 'offline';
    },
    /** « Nouveau lien » pressed for `seat`: its question opens (one at a time). */
    ask(seat: number) {
      error.value = null;
      asking.value = seat;
    },
    /** « Annuler »: nothing is done. */
    cancel() {
      asking.value = null;
    },
    /**
     * « Oui, nouveau lien »: the seat asked about gets a new link (`renew`: the client's `newLink`);
     * the page shows the seats it answers with, that seat's QR code open, or the refusal.
     * @returns the seat renewed, or null (nothing asked, busy, or refused).
     */
    async confirm(renew: (seat: number) => Promise<Result<PhonesPanel, SeatError>>): Promise<number | null> {
      const seat = asking.value;
      if (seat === null || busy.value) return null;
      asking.value = null;
      busy.value = true;
      error.value = null;
      const r = await renew(seat);
      busy.value = false;
      if (!r.ok) {
        error.value = r.error;
        return null;
      }
      setPanel(r.value);
      renewed.value = seat;
      return seat;
    },
  };
}

/** The host store's type. */
export type HostStore = ReturnType<typeof createHostStore>;

/** The page's title in the browser's tab, in the page's language (« Mus — Page de l’hôte »). */
export function hostTitle(t: T): string {
  return `Mus — ${t('host.title')}`;
}

/** What the page shows now ({@link HostView}). */
export function hostView(s: HostStore): HostView {
  const p = s.panel.value;
  const rows = phoneRows(p).map((r): HostRow => ({
    ...r,
    canRenew: !r.over,
    asking: !r.over && s.asking.value === r.seat,
    renewed: !r.over && !r.joined && s.renewed.value === r.seat,
  }));
  return { status: s.status.value, notice: p ? phonesNoticeKey(p) : null, rows, busy: s.busy.value, error: s.error.value };
}
