/**
 * The phones of a table served by `mus serve` (issue 26), on the room display: the QR code of each
 * seat not yet taken (only on the display opened with the server's key: the codes are the seats'
 * secrets), who has joined, and at the showdown which seats have confirmed their hand. Pushed on
 * the display's `/events` stream (`lobby-feed.ts`), so a join shows at once; shows nothing where
 * there are no phones.
 */
import type { T } from '../i18n/index.js';
import { phoneLobby } from '../bridge/lobby-feed.js';

/** The phones strip and QR codes. */
export function PhoneLobby({ t }: { t: T }) {
  const lobby = phoneLobby.value;
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
