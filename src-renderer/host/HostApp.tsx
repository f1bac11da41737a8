/**
 * The host page (`mus serve`'s operator page, opened from the owner's own phone or laptop): each
 * seat with its player, whether a phone has joined (and at the showdown whether its hand is in), the
 * QR code and link of a free seat (folded), and « Nouveau lien »: a question first (« Couper le
 * téléphone de … et faire un nouveau lien ? », the focus on « Annuler », the safe answer; Escape
 * answers it too), then the seat's new QR code and link shown open, the focus back on its button.
 * No match: a sentence; the match won: no buttons. Mobile first (360×640 up), 48 px targets, every
 * control reached and used by the keyboard.
 */
import { signal } from '@preact/signals';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../shared/i18n/index.js';
import type { PhonesPanel } from '../../shared/phones/lobby.js';
import type { Result } from '../../shared/types.js';
import { uiT, type T } from '../i18n/index.js';
import { errorSentencesOf } from '../app/error-sentences.js';
import { useRefocus } from '../app/use-refocus.js';
import { LangSwitch } from '../seat/LangSwitch.js';
import { refusalText } from '../seat/seat-store.js';
import type { SeatError } from '../seat/seat-client.js';
import { hostTitle, hostView, type HostRow, type HostStore } from './host-store.js';
import './texts.js';
import { HAND_SIGN, PHONE_SIGN } from '../display/lobby-seats.js';

/** The page's language (the browser's by default; the switch changes it). */
export const hostLang = signal<Lang>('fr');


/** The host page. `renew`: the client's « Nouveau lien » (null without a key). */
export function HostApp({ store, renew }: { store: HostStore; renew: ((seat: number) => Promise<Result<PhonesPanel, SeatError>>) | null }) {
  const lang = hostLang.value;
  const t = uiT(lang);
  const v = hostView(store);
  // the tab's title and the document's language follow the page's (the switch changes them)
  useEffect(() => {
    document.title = hostTitle(t);
    document.documentElement.lang = lang;
  }, [lang]);
  // the seat whose « Nouveau lien » takes the focus back once its question is answered (and its new link made)
  const { buttons, refocus } = useRefocus(v.busy, v.rows);
  const answer = async (seat: number, yes: boolean) => {
    if (yes && renew) await store.confirm(renew);
    else store.cancel();
    refocus(seat);
  };
  return (
    <main class="seat host" lang={lang}>
      <header class="seat-top">
        <h1>{t('host.title')}</h1>
        <LangSwitch value={lang} onChange={(l) => { hostLang.value = l; }} />
      </header>
      {v.status === 'no-key' && <p class="seat-note" role="alert" data-testid="host-no-key">{t('host.noKey')}</p>}
      {v.status === 'bad-key' && v.error && <p class="seat-note" role="alert" data-testid="host-bad-key">{refusalText(v.error, t, errorSentencesOf(lang))}</p>}
      {v.status === 'connecting' && <p class="seat-note" role="status">{t('host.connecting')}</p>}
      {v.status === 'offline' && <p class="seat-note" role="status" data-testid="host-offline">{t('host.offline')}</p>}
      {v.notice && v.status !== 'bad-key' && (
        <>
          <p class="host-private">{t('host.private')}</p>
          <p data-testid="host-notice">{t(v.notice)}</p>
          {v.rows.length > 0 && (
            <ul class="host-seats" aria-label={t('host.seats')}>
              {v.rows.map((r) => (
                <Seat key={r.seat} r={r} t={t} busy={v.busy} onAsk={() => store.ask(r.seat)} onAnswer={(yes) => void answer(r.seat, yes)}
                  buttonRef={(el) => { if (el) buttons.current.set(r.seat, el); else buttons.current.delete(r.seat); }} />
              ))}
            </ul>
          )}
        </>
      )}
      {v.error && v.status !== 'bad-key' && <p class="seat-error" role="alert" data-testid="host-error">{refusalText(v.error, t, errorSentencesOf(lang))}</p>}
    </main>
  );
}

interface SeatProps {
  r: HostRow;
  t: T;
  busy: boolean;
  onAsk(): void;
  onAnswer(yes: boolean): void;
  buttonRef(el: HTMLButtonElement | null): void;
}

/** One seat: its player, its phone, its QR code and link while free, « Nouveau lien » and its question. */
function Seat({ r, t, busy, onAsk, onAnswer, buttonRef }: SeatProps) {
  const id = `host-seat-${r.seat}`;
  // the question takes the focus on its safe answer (« Annuler »): the button that asked it is gone
  const noRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (r.asking) noRef.current?.focus();
  }, [r.asking]);
  return (
    <li class="host-seat" data-seat={r.seat} data-joined={r.joined ? 'yes' : 'no'} data-testid="host-seat">
      <h2 id={id}>{t('share.phonesSeat', { n: r.seat + 1, name: r.name })}</h2>
      {r.over
        ? <p>{t('share.seatOver')}</p>
        : <p class={r.joined ? 'host-in' : ''}>{r.joined ? `${PHONE_SIGN} ${t('share.phoneJoined')}` : `… ${t('share.phoneWaiting')}`}</p>}
      {r.hand && <p class={r.hand === 'in' ? 'host-in' : ''}>{r.hand === 'in' ? `${HAND_SIGN} ${t('share.handIn')}` : t('share.handWaiting')}</p>}
      {r.renewed && <p class="host-done" role="status" data-testid="host-new-link-done">{t('share.newLinkDone', { name: r.name })}</p>}
      {r.qr && (
        <details open={r.renewed} data-testid="host-link">
          <summary>{t('host.showLink')}</summary>
          <img src={r.qr} alt={t('share.scan', { name: r.name })} width={220} height={220} />
          <p class="host-url" aria-label={t('share.seatLink')}>{r.url}</p>
        </details>
      )}
      {r.canRenew && (r.asking ? (
        <div class="host-ask" role="group" aria-labelledby={`${id}-ask`} data-testid="host-ask"
          onKeyDown={(e) => { if (e.key === 'Escape') { e.preventDefault(); onAnswer(false); } }}>
          <p id={`${id}-ask`}>{t('share.newLinkAsk', { name: r.name })}</p>
          <button type="button" ref={noRef} data-testid="host-new-link-no" onClick={() => onAnswer(false)}>{t('share.newLinkNo')}</button>
          <button type="button" class="host-yes" disabled={busy} data-testid="host-new-link-yes" onClick={() => onAnswer(true)}>{t('share.newLinkYes')}</button>
        </div>
      ) : (
        <button type="button" ref={buttonRef} disabled={busy} aria-describedby={id} data-testid="host-new-link" onClick={onAsk}>{t('share.newLink')}</button>
      ))}
    </li>
  );
}
