/**
 * The phones of a table served by `mus serve` (issue 26), on the room display: the QR code of each
 * seat not yet taken (only on the display opened with the server's key: the codes are the seats'
 * secrets), who has joined, and at the showdown which seats have confirmed their hand. Asks
 * `/api/phones/lobby` every 1.5 s; shows nothing where there is no such table (the desktop app's
 * display server answers 204 once, the web mode has no server feed).
 */
import { useEffect, useState } from 'preact/hooks';
import type { T } from '../i18n/index.js';

/** What the table says of its phones. */
export interface Lobby {
  players: string[];
  joined: boolean[];
  /** At the showdown, the seats that have confirmed their hand; null otherwise. */
  shown: boolean[] | null;
  /** The QR code of each seat not taken (`data:` image), with the display key only. */
  qr?: (string | null)[];
}

const POLL_MS = 1500;

/** The phones strip and QR codes. */
export function PhoneLobby({ t }: { t: T }) {
  const [lobby, setLobby] = useState<Lobby | null>(null);
  useEffect(() => {
    if (!document.querySelector('meta[name="mus-feed"][content="sse"]')) return undefined;
    const key = new URLSearchParams(location.search).get('key');
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const r = await fetch('/api/phones/lobby', key ? { headers: { 'X-Display-Key': key } } : {});
        if (r.status === 204 || r.status === 404) return; // not a phones table: never asked again
        if (r.ok) setLobby((await r.json()) as Lobby);
      } catch {
        // the server restarts: asked again
      }
      if (!stop) timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, []);
  if (!lobby || (lobby.joined.every(Boolean) && !lobby.shown)) return null; // every seat taken, no showdown: nothing to say
  const waiting = lobby.joined.some((j) => !j) && lobby.qr;
  return (
    <section class={`phone-lobby${waiting ? ' with-qr' : ''}`} data-testid="phone-lobby" aria-label={t('display.phones')}>
      {lobby.players.map((name, seat) => {
        const shown = lobby.shown?.[seat];
        const qr = lobby.qr?.[seat];
        return (
          <div class="phone-seat" key={seat} data-seat={seat} data-joined={lobby.joined[seat] ? 'yes' : 'no'}>
            {qr && !lobby.joined[seat] && <img src={qr} alt={t('display.scan', { name })} width={160} height={160} />}
            <span>{name} {lobby.joined[seat] ? '✓' : '…'}{lobby.shown ? (shown ? ` · ${t('display.handIn')}` : ` · ${t('display.handWaiting')}`) : ''}</span>
          </div>
        );
      })}
    </section>
  );
}
