/**
 * "Partager l'écran sur le réseau" in the control window's bar (desktop app only: shown when
 * `bridge.share.available`). The button opens a panel: the port, Share / Stop, and a status region
 * (`role="status"`) with the address to type into the TV's browser and the other addresses of this
 * computer. Keys typed in the panel stay there (the table shortcuts do not fire); Escape closes it.
 * While the panel is open and the display is shared, the count of connected displays is refreshed.
 * "Téléphones aux places" (issue 26), beside it, opens the same panel: its button shares the display
 * with the players' phones, then the panel shows each seat — player, QR code and link to take it,
 * phone joined or not, and at the showdown whose hand is confirmed — as main pushes it (no polling);
 * per seat, « Nouveau lien » (confirmed first: it cuts the phone off) gives the seat a new QR code.
 * No match: a sentence; a match over: the seats say « partie terminée ».
 * A browser has neither (`share.available` false: a page cannot serve the phones).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { EngineError } from '../../shared/index.js';
import { SHARE_DEFAULT_PORT, type ShareBridge, type ShareState } from '../../shared/bridge/share/share-contract.js';
import { valueOr } from '../../shared/bridge/ipc-map.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { useInWindow } from '../app/in-window.js';
import { useRefocus } from '../app/use-refocus.js';
import type { PhonesPanel } from '../../shared/phones/lobby.js';
import { followPhones, otherUrls, phoneRows, phonesNoticeKey, renewLink, startLabelKey, startPhones, startSharing, stopSharing, type ShareOutcome } from './share-model.js';
import './texts.js';
import './share.css';
import { HAND_SIGN, PHONE_SIGN } from '../display/lobby-seats.js';

const REFRESH_MS = 4000;

/** The bar's share control; nothing in a browser. */
export function ShareControl() {
  const share = useStore().bridge.share;
  const [state, setState] = useState<ShareState | null>(null);
  const [phones, setPhones] = useState<PhonesPanel | null>(null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const phonesRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const panelId = useId();
  const { t } = useT();
  useEffect(() => {
    if (share.available) void share.getState().then((r) => setState(valueOr(r, null)), () => setState(null));
  }, [share]);
  useEffect(() => (share.available ? followPhones(share, setPhones) : undefined), [share]);
  if (!share.available) return null;
  // the panel closes back onto the button that opened it
  const close = () => {
    setOpen(false);
    (opener.current ?? buttonRef.current)?.focus();
  };
  const toggle = (from: HTMLButtonElement | null) => {
    if (open) return close();
    opener.current = from;
    setOpen(true);
  };
  return (
    <div class="share-wrap">
      <button
        type="button" ref={buttonRef} aria-expanded={open} aria-controls={panelId} data-testid="share-open"
        onClick={() => toggle(buttonRef.current)}
      >
        {t('share.open')}
        {state && <span class="share-on">● {t('share.onShort')}</span>}
      </button>
      <button type="button" ref={phonesRef} aria-expanded={open} aria-controls={panelId} data-testid="share-phones-open" onClick={() => toggle(phonesRef.current)}>
        {t('share.phones')}
        {phones && phones.players.length > 0 && <span class="share-on">● {phones.joined.filter(Boolean).length}/{phones.players.length}</span>}
      </button>
      {open && <SharePanel id={panelId} share={share} state={state} phones={phones} onState={setState} onPhones={setPhones} onClose={close} />}
    </div>
  );
}

interface PanelProps {
  id: string;
  share: ShareBridge;
  state: ShareState | null;
  phones: PhonesPanel | null;
  onState(s: ShareState | null): void;
  onPhones(p: PhonesPanel): void;
  onClose(): void;
}

function SharePanel({ id, share, state, phones, onState, onPhones, onClose }: PanelProps) {
  const { t } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useInWindow(panelRef); // under a tool of the bar, wherever the bar has wrapped it
  const startRef = useRef<HTMLButtonElement>(null);
  const [port, setPort] = useState(String(state?.port ?? SHARE_DEFAULT_PORT));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<EngineError | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  // a button that gets disabled (Stop once stopped, both while busy) drops the focus: give it to
  // Share. Chromium moves the focus off a disabled button only at its next rendering step, so the
  // focus may still sit on the disabled button here, or already be on the body.
  // The button pressed gets it back when it is enabled again (« Téléphones aux places » stays on itself).
  const pressed = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    const el = document.activeElement as HTMLButtonElement | null;
    if (busy || !(el === null || el === document.body || el.disabled === true)) return;
    const back = pressed.current;
    if (back && back.isConnected && !back.disabled) back.focus();
    else startRef.current?.focus();
  }, [busy, state]);
  useEffect(() => {
    if (!state) return;
    const timer = setInterval(() => void share.getState().then((r) => r.ok && onState(r.value), () => {}), REFRESH_MS);
    return () => clearInterval(timer);
  }, [share, state !== null]);

  // a started server may listen on another port than typed (empty: the default): the field shows it
  const run = async (call: () => Promise<ShareOutcome>, showPort = false) => {
    const el = document.activeElement;
    pressed.current = el instanceof HTMLButtonElement ? el : null;
    setBusy(true);
    setError(null);
    const out = await call();
    if (out.state !== undefined) onState(out.state);
    if (showPort && out.state) setPort(String(out.state.port));
    setError(out.error);
    setBusy(false);
  };
  const start = (e: Event) => {
    e.preventDefault();
    void run(() => startSharing(share, port), true);
  };
  const stop = () => void run(() => stopSharing(share));
  // « Nouveau lien » (confirmed): the seat's new QR code shows at once; the push follows
  const [renewed, setRenewed] = useState<number | null>(null);
  const newLink = async (seat: number) => {
    setBusy(true);
    setError(null);
    const out = await renewLink(share, seat);
    if (out.phones) onPhones(out.phones);
    setRenewed(out.phones ? seat : null);
    setError(out.error);
    setBusy(false);
  };
  const withPhones = () => void run(() => startPhones(share, port), true);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
    // keys typed here stay here: the table shortcuts do not fire
    e.stopPropagation();
  };
  const others = otherUrls(state);

  return (
    <section id={id} ref={panelRef} class="share-panel" aria-labelledby={`${id}-h`} onKeyDown={onKeyDown} data-testid="share-panel">
      <div class="share-head">
        <h2 id={`${id}-h`} tabIndex={-1} ref={headingRef}>{t('share.panelTitle')}</h2>
        <button type="button" onClick={onClose} aria-label={t('share.close')}>✕</button>
      </div>
      <p class="share-intro">{t('share.intro')}</p>
      <form class="share-form" onSubmit={start}>
        <label>
          {t('share.port')}
          <input
            type="number" inputMode="numeric" min={1024} max={65535} value={port} aria-describedby={`${id}-port`} data-testid="share-port"
            onInput={(e) => setPort((e.target as HTMLInputElement).value)}
          />
          <small id={`${id}-port`} class="muted">{t('share.portHint')}</small>
        </label>
        <button type="submit" class="primary" ref={startRef} disabled={busy} data-testid="share-start">
          {t(startLabelKey(busy, state))}
        </button>
        <button type="button" disabled={busy || !state} onClick={stop} data-testid="share-stop">{t('share.stop')}</button>
        <button type="button" disabled={busy} onClick={withPhones} data-testid="share-phones-start" aria-describedby={`${id}-phones`}>{t('share.phones')}</button>
        <small id={`${id}-phones`} class="muted share-phones-hint">{t('share.phonesIntro')}</small>
      </form>
      <div class={`share-status${state ? ' share-live' : ''}`} role="status" data-testid="share-status">
        {state ? (
          <>
            <p>{t('share.on')}</p>
            <p class="share-url" data-testid="share-url">{state.url}</p>
            {state.keyedUrl && (
              <>
                <p class="muted">{t('share.keyed')}</p>
                <p class="share-keyed" data-testid="share-keyed-url"><small>{state.keyedUrl}</small></p>
              </>
            )}
            {others.length > 0 && (
              <>
                <p class="muted">{t('share.others')}</p>
                <ul class="share-others">
                  {others.map((u) => <li key={u}>{u}</li>)}
                </ul>
              </>
            )}
            <p class="muted" data-testid="share-clients">{t('share.clients', { count: state.clients })}</p>
          </>
        ) : (
          <p>{t('share.off')}</p>
        )}
      </div>
      {phones && <PhoneSeats phones={phones} busy={busy} renewed={renewed} onNewLink={(seat) => void newLink(seat)} />}
      {error && (
        <p class="share-error" role="alert" data-testid="share-error">
          ✗ {error.message} <code>{error.code}</code>
        </p>
      )}
      <p class="share-note muted">{t('share.firewall')}</p>
    </section>
  );
}

interface SeatsProps {
  phones: PhonesPanel;
  busy: boolean;
  /** The seat just given a new link (its new QR code is said so), or null. */
  renewed: number | null;
  onNewLink(seat: number): void;
}

/**
 * The seats of a table shared with phones: who has joined, each free seat's QR code and link, whose
 * hand is in at the showdown, and per seat « Nouveau lien » (asked, then confirmed: it cuts the
 * phone off). No match: a sentence; a match over: the seats with « partie terminée ».
 */
function PhoneSeats({ phones, busy, renewed, onNewLink }: SeatsProps) {
  const { t } = useT();
  const [asking, setAsking] = useState<number | null>(null);
  // the seat whose « Nouveau lien » gets the focus back once its question is answered (and the new link made)
  const { buttons, refocus } = useRefocus(busy);
  // the question takes the focus on its safe answer (« Annuler »): the button that asked it is gone
  const noRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (asking !== null) noRef.current?.focus();
  }, [asking]);
  const answer = (seat: number, yes: boolean) => {
    setAsking(null);
    refocus(seat);
    if (yes) onNewLink(seat);
  };
  return (
    <section class="share-phones" aria-live="polite" data-testid="share-phones">
      <p data-testid="share-phones-notice">{t(phonesNoticeKey(phones))}</p>
      <ul>
        {phoneRows(phones).map((r) => (
          <li key={r.seat} data-seat={r.seat} data-joined={r.joined ? 'yes' : 'no'} data-hand={r.hand ?? 'none'}>
            <strong>{t('share.phonesSeat', { n: r.seat + 1, name: r.name })}</strong>
            {r.over ? (
              <span class="muted">{t('share.seatOver')}</span>
            ) : (
              <span class={r.joined ? 'share-phone-in' : 'muted'}>{r.joined ? `${PHONE_SIGN} ${t('share.phoneJoined')}` : `… ${t('share.phoneWaiting')}`}</span>
            )}
            {renewed === r.seat && r.qr && <span role="status">{t('share.newLinkDone', { name: r.name })}</span>}
            {r.hand && <span class={r.hand === 'in' ? 'share-phone-in' : 'muted'}>{r.hand === 'in' ? `${HAND_SIGN} ${t('share.handIn')}` : t('share.handWaiting')}</span>}
            {r.qr && <img src={r.qr} alt={t('share.scan', { name: r.name })} width={128} height={128} />}
            {!r.joined && r.url && (
              <details>
                <summary>{t('share.seatLink')}</summary>
                <small class="share-seat-url">{r.url}</small>
              </details>
            )}
            {!r.over && (asking === r.seat ? (
              <span class="share-new-link" data-testid="share-new-link-ask">
                {t('share.newLinkAsk', { name: r.name })}{' '}
                <button type="button" disabled={busy} data-testid="share-new-link-yes" onClick={() => answer(r.seat, true)}>{t('share.newLinkYes')}</button>
                <button type="button" ref={noRef} data-testid="share-new-link-no" onClick={() => answer(r.seat, false)}>{t('share.newLinkNo')}</button>
              </span>
            ) : (
              <button
                type="button" disabled={busy} data-testid="share-new-link" onClick={() => setAsking(r.seat)}
                ref={(el) => { if (el) buttons.current.set(r.seat, el); else buttons.current.delete(r.seat); }}
              >{t('share.newLink')}</button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
