/**
 * The tournament hub's panel on the Tournoi screen (desktop app only): start it on a port, its
 * addresses and the room board's, stop it, print the table cards, and one card per table of the
 * round published (join code, QR code, join address; a code locked after too many wrong guesses,
 * with "unlock"). The view shown is the store's, pushed by main after each change; its warnings
 * come as codes and data, worded in the screen's language (`hub-warnings.ts`).
 */
import { useState } from 'preact/hooks';
import { HUB_DEFAULT_PORT, type HubTableCard, type QrPath } from '../../shared/bridge/tournament/tournament-contract.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import type { TournamentStore } from './tournament-store.js';
import { hubWarningText } from './hub-warnings.js';

/** The hub's panel, driven through the store `ts`. */
export function HubPanel({ ts }: { ts: TournamentStore }) {
  const store = useStore();
  const { t, lang } = useT();
  const hub = ts.hub.value;
  const busy = ts.hubBusy.value;
  /** Prints the table cards (code and QR) instead of the sheet: the print style follows `data-print` on the body. */
  const printCards = async () => {
    document.body.dataset.print = 'cards';
    try {
      const r = await store.bridge.library.printPdf(t('tournament.cardsTitle', { n: ts.hub.value?.round ?? 0 }));
      if (!r.ok) ts.fail(r.error);
      else if (r.value) ts.say(t('tournament.printed', { path: r.value.path }));
    } finally {
      delete document.body.dataset.print;
    }
  };
  const [port, setPort] = useState(HUB_DEFAULT_PORT);
  const start = (e: Event) => {
    e.preventDefault();
    void ts.hubStart(port, (v) => t('tournament.hubRunning', { url: v.urls[0] ?? '' }));
  };
  const unlock = async (card: HubTableCard) => {
    await ts.hubUnlock(card.round, card.table, t('tournament.hubUnlocked', { table: card.table }));
  };
  const stop = () => void ts.hubStop(t('tournament.hubStopped'));
  return (
    <section class="tn-hub tn-noprint" aria-labelledby="tn-hub-title" data-testid="tournament-hub">
      <h3 id="tn-hub-title">{t('tournament.hub')}</h3>
      <p class="muted tn-hint">{t('tournament.hubHint')}</p>
      {hub ? (
        <div class="tn-bar">
          <p data-testid="tournament-hub-url">{t('tournament.hubRunning', { url: hub.urls[0] ?? '' })}</p>
          {hub.boardUrl && <p data-testid="tournament-hub-board"><small>{t('tournament.hubBoard', { url: hub.boardUrl })}</small></p>}
          <button type="button" disabled={busy} data-testid="tournament-hub-stop" onClick={stop}>{t('tournament.hubStop')}</button>
          {hub.tables.length > 0 && <button type="button" data-testid="tournament-hub-print" onClick={() => void printCards()}>{t('tournament.printCards')}</button>}
        </div>
      ) : (
        <form class="tn-bar" onSubmit={start}>
          <label class="inline"><span>{t('tournament.hubPort')}</span>
            <input name="tn-hub-port" type="number" min={1024} max={65535} value={port} onInput={(e) => setPort(Number(e.currentTarget.value))} />
          </label>
          <button type="submit" disabled={busy} data-testid="tournament-hub-start">{t('tournament.hubStart')}</button>
        </form>
      )}
      {hub?.warnings.map((w, i) => <p key={`${w.kind}-${w.round}-${w.table}-${i}`} class="tn-error" data-testid="tournament-hub-warning">{hubWarningText(w, t, lang)}</p>)}
      {hub && hub.tables.length > 0 && (
        <ul class="tn-cards">
          {hub.tables.map((c) => <HubCard key={c.table} card={c} unlock={unlock} busy={busy} />)}
        </ul>
      )}
    </section>
  );
}

/** One table's card: its code, the lock and "unlock", its QR code and join address. */
function HubCard({ card, unlock, busy }: { card: HubTableCard; unlock: (card: HubTableCard) => Promise<void>; busy: boolean }) {
  const { t } = useT();
  const label = t('tournament.hubCard', { table: card.table, code: card.code });
  return (
    <li class="tn-card" data-testid="tournament-hub-card" data-table={card.table} data-locked={card.locked ? 'yes' : 'no'}>
      <p><strong>{t('tournament.table')} {card.table}</strong> · <code class="tn-code">{card.code}</code></p>
      {card.locked && (
        <p class="tn-error tn-noprint" role="alert" data-testid="tournament-hub-locked">
          {t('tournament.hubLocked')}{' '}
          <button type="button" class="tn-small" disabled={busy} data-testid="tournament-hub-unlock" aria-label={t('tournament.hubUnlockLabel', { table: card.table })} onClick={() => void unlock(card)}>
            {t('tournament.hubUnlock')}
          </button>
        </p>
      )}
      {card.qr && <Qr qr={card.qr} label={label} />}
      <p class="tn-join"><small>{card.joinUrl}</small></p>
    </li>
  );
}

/** A QR code drawn from its path (no markup from the bridge). */
function Qr({ qr, label }: { qr: QrPath; label: string }) {
  return (
    <svg class="tn-qr" viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label} shape-rendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} stroke="#000" fill="none" />
    </svg>
  );
}
