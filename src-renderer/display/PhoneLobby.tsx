/**
 * The phones of a table served by `mus serve` (issue 26), on the room display: the QR code of each
 * seat not yet taken (only on the display opened with the server's key: the codes are the seats'
 * secrets), who has joined, and at the showdown which seats have confirmed their hand. Pushed on
 * the display's `/events` stream (`lobby-feed.ts`), so a join shows at once; shows nothing where
 * there are no phones. A phone at its seat is « ☎ » and a hand shown « 🂠 main montrée », each with its
 * name for a screen reader (`lobby-seats.ts`): never a tick, read "done" beside a hand awaited.
 * Sized by the screen's height, as the rest of the display (read across the room, scanned from a
 * few steps on a TV); a long name is cut with an ellipsis, never what follows it.
 */
import type { T } from '../i18n/index.js';
import { phoneLobby } from '../bridge/lobby-feed.js';
import { lobbySeats } from './lobby-seats.js';

/** The phones strip and QR codes. */
export function PhoneLobby({ t }: { t: T }) {
  const l = lobbySeats(phoneLobby.value, t);
  if (!l) return null;
  return (
    <section class={`phone-lobby${l.qr ? ` with-qr seats-${l.seats.length}` : ''}`} data-testid="phone-lobby" aria-label={t('display.phones')}>
      {l.qr && <p class="phone-lobby-title" data-testid="phone-lobby-title">{t('display.scanSeat')}</p>}
      {l.refused && <p class="phone-lobby-refused" role="alert" data-testid="phone-lobby-refused">⚠ {t('display.handsRefused')}</p>}
      {l.seats.map((s) => (
        <div class="phone-seat" key={s.seat} data-seat={s.seat} data-joined={s.joined ? 'yes' : 'no'}>
          {s.qr && <img src={s.qr} alt={t('display.scan', { name: s.name })} width={160} height={160} />}
          <span class="phone-line">
            <span class="phone-name" title={s.name}>{s.name}</span>{' '}
            <span class="phone-state">
              {s.marks.map((m, i) => (
                <span key={m.kind}>
                  {i > 0 && ' · '}
                  <span class={`phone-mark ${m.kind}`} role="img" aria-label={m.label} title={m.label} data-mark={m.kind}>{[m.sign, m.text].filter(Boolean).join(' ')}</span>
                </span>
              ))}
            </span>
          </span>
        </div>
      ))}
    </section>
  );
}
