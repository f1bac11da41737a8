/**
 * What the share control (`ShareControl.tsx`) does, without the DOM: the port field read into a
 * start request, the Share / Stop calls with what the panel shows after them (the state, or the
 * error: a thrown call becomes `share/failed`), the start button's word and the other addresses;
 * "Téléphones aux places": the start with phones, the phones' panel followed as main pushes it, and
 * each seat's row (player, QR code, link, phone joined, hand shown at the showdown), the panel's
 * sentence (no match, match over), « Nouveau lien » for a seat (asked, confirmed, then called).
 */
import type { EngineError, Result } from '../../shared/index.js';
import type { ShareBridge, ShareStartRequest, ShareState } from '../../shared/bridge/share/share-contract.js';
import type { PhonesPanel } from '../../shared/phones/lobby.js';
import { valueOr } from '../../shared/bridge/ipc-map.js';

/**
 * The start request of the port field: empty asks for the default port; an integer asks for it; any
 * other text asks for port -1, which main refuses (it checks 1024-65535) with an `ipc/bad-payload`
 * error, so a typo is said, never replaced by a port nobody typed.
 */
export function portRequest(text: string): ShareStartRequest {
  const t = text.trim();
  if (t === '') return {};
  const n = Number(t);
  return { port: Number.isInteger(n) ? n : -1 };
}

/** What a call leaves on the panel: the state to show (unchanged: `undefined`), and the error or null. */
export interface ShareOutcome {
  state?: ShareState | null;
  error: EngineError | null;
}

/** A call that throws (the IPC gone) as `share/failed` with its message. */
async function guarded<O extends { error: EngineError | null }>(call: () => Promise<O>): Promise<O | { error: EngineError }> {
  try {
    return await call();
  } catch (e) {
    return { error: { code: 'share/failed', message: (e as Error).message } };
  }
}

/** Starts the server by `start` (with phones or without) on the port typed: the new state, or the refusal with the state unchanged. */
function startBy(start: (req: ShareStartRequest) => Promise<Result<ShareState>>, portText: string): Promise<ShareOutcome> {
  return guarded(async () => {
    const r = await start(portRequest(portText));
    return r.ok ? { state: r.value, error: null } : { error: r.error };
  });
}

/** Share (or share on another port): the new state, or the refusal with the state unchanged. */
export function startSharing(share: Pick<ShareBridge, 'start'>, portText: string): Promise<ShareOutcome> {
  return startBy((req) => share.start(req), portText);
}

/** Stop sharing: the refusal if any, and the state main has after it (null: not shared, or unknown). */
export function stopSharing(share: Pick<ShareBridge, 'stop' | 'getState'>): Promise<ShareOutcome> {
  return guarded(async () => {
    const r = await share.stop();
    return { state: valueOr(await share.getState(), null), error: r.ok ? null : r.error };
  });
}

/** The start button's text key: busy, `restart` (another port) while shared, `start` otherwise. */
export function startLabelKey(busy: boolean, state: ShareState | null): 'share.busy' | 'share.restart' | 'share.start' {
  return busy ? 'share.busy' : state ? 'share.restart' : 'share.start';
}

/** The other addresses of this computer: every URL but the one shown first. */
export function otherUrls(state: ShareState | null): string[] {
  return state ? state.urls.filter((u) => u !== state.url) : [];
}

/** "Téléphones aux places": share the display with the players' phones (the new state, or the refusal with the state unchanged). */
export function startPhones(share: Pick<ShareBridge, 'startPhones'>, portText: string): Promise<ShareOutcome> {
  return startBy((req) => share.startPhones(req), portText);
}

/**
 * Follows the phones' panel: the one main has now, then each one it pushes (a phone joins, a hand is
 * confirmed, sharing starts or stops). A push that arrives before the first answer wins over it.
 * @returns the function that stops following.
 */
export function followPhones(share: Pick<ShareBridge, 'getPhones' | 'onPhones'>, set: (p: PhonesPanel | null) => void): () => void {
  let pushed = false;
  const off = share.onPhones((p) => {
    pushed = true;
    set(p);
  });
  void share.getPhones().then((r) => {
    if (!pushed) set(valueOr(r, null));
  }, () => {});
  return off;
}

/** One seat's row in the phones' panel. `hand`: at the showdown, whether its hand is confirmed (`in`) or awaited (`waiting`); null otherwise. */
export interface PhoneSeatRow {
  seat: number;
  name: string;
  joined: boolean;
  /** The match is over: the row says « partie terminée », with neither QR code, link nor « Nouveau lien » (absent while it is played). */
  over?: true;
  /** The QR code to take the seat (`data:` image), for a seat without a phone. */
  qr: string | null;
  /** The seat's link (holds its token: shown in this window only). */
  url: string;
  hand: 'in' | 'waiting' | null;
}

/** The rows of the phones' panel, by seat. */
export function phoneRows(p: PhonesPanel | null): PhoneSeatRow[] {
  if (!p) return [];
  const over = p.over === true;
  return p.players.map((name, seat) => ({
    seat,
    name,
    joined: p.joined[seat] === true,
    ...(over ? { over: true as const } : {}),
    qr: p.joined[seat] || over ? null : p.qr?.[seat] ?? null,
    url: over ? '' : p.urls[seat] ?? '',
    hand: p.shown && !over ? (p.shown[seat] ? 'in' : 'waiting') : null,
  }));
}

/** The sentence above the seats: no match in progress (no seats), the match over, or « scan your seat's QR code ». */
export function phonesNoticeKey(p: PhonesPanel): 'share.phonesNoMatch' | 'share.phonesOver' | 'share.phonesOn' {
  if (p.players.length === 0) return 'share.phonesNoMatch';
  return p.over ? 'share.phonesOver' : 'share.phonesOn';
}

/** What « Nouveau lien » leaves: the new panel (absent on a refusal) and the error or null. */
export interface NewLinkOutcome {
  phones?: PhonesPanel;
  error: EngineError | null;
}

/**
 * « Nouveau lien » for `seat`, once confirmed: main gives the seat a new link (the phone holding it
 * cut off, the old link refused) and answers the panel with the seat's new QR code. A call that
 * throws is `share/failed`.
 */
export function renewLink(share: Pick<ShareBridge, 'newLink'>, seat: number): Promise<NewLinkOutcome> {
  return guarded(async (): Promise<NewLinkOutcome> => {
    const r = await share.newLink({ seat });
    return r.ok ? { phones: r.value, error: null } : { error: r.error };
  });
}
