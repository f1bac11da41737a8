/**
 * The seat page (issue 26): one player's phone. Shows the seat's player, team and partner, the score
 * in tantos and hamarrekos, the phase and who speaks; on this seat's turn only the acts open to it,
 * as large buttons; at the showdown a card pad for its own four cards with a confirm step; undo by
 * agreement. Mobile first (360×640 up), touch targets of 48 px at least.
 */
import { signal, type Signal } from '@preact/signals';
import type { Lang } from '../../shared/i18n/index.js';
import { uiT, type T } from '../i18n/index.js';
import type { SeatView } from '../../shared/phones/seat-view.js';
import type { PhoneActName } from '../../shared/phones/seat-acts.js';
import { partnersText, refusalText, refusedHandsText, scoreWords, saidText, tapError, type SeatStore } from './seat-store.js';
import type { SeatClient } from './seat-client.js';
import { errorSentencesOf } from '../app/error-sentences.js';
import { LangSwitch } from './LangSwitch.js';
import { KeepCounts } from '../scoreboard/KeepCounts.js';
import './texts.js';

/** The page's language (the table's by default; the switch changes it). */
export const seatLang = signal<Lang>('fr');

const CARDS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];
const SUITS = ['o', 'c', 'e', 'b'] as const;

const cardText = (t: T, c: { n: number; suit: string }) => `${t(`card.${c.n}`)}${c.suit ? ` ${t(`suit.${c.suit}`)}` : ''}`;

/** The seat page. */
export function SeatApp({ store, client }: { store: SeatStore; client: SeatClient | null }) {
  const t = uiT(seatLang.value);
  const v = store.view.value;
  const st = store.status.value;
  return (
    <main class="seat" lang={seatLang.value}>
      <header class="seat-top">
        <h1>{t('seat.title')}</h1>
        <LangSwitch value={seatLang.value} onChange={(l) => { seatLang.value = l; }} />
      </header>
      {st === 'no-token' && <p class="seat-note" role="alert">{t('seat.noToken')}</p>}
      {st === 'bad-token' && <p class="seat-note" role="alert">{t('seat.badToken')}</p>}
      {st === 'lost' && <p class="seat-note" role="alert" data-testid="seat-lost">{t('seat.lost')}</p>}
      {st === 'ended' && <p class="seat-note" role="alert" data-testid="seat-ended">{t('seat.ended')}</p>}
      {st === 'joining' && !v && <p class="seat-note">{t('seat.joining')}</p>}
      {store.offline.value && (st === 'playing' || st === 'joining') && <p class="seat-offline" role="status" data-testid="seat-offline">{t('seat.offline')}</p>}
      {v && st === 'playing' && client && <Playing v={v} t={t} store={store} client={client} />}
    </main>
  );
}

function Playing({ v, t, store, client }: { v: SeatView; t: T; store: SeatStore; client: SeatClient }) {
  const name = (x: number) => v.players[x] ?? `${x + 1}`;
  const send = async (path: 'act' | 'hand' | 'undo', body: Record<string, unknown>) => {
    store.error.value = null;
    const r = await client.tap(path, body);
    if (r.ok) store.view.value = r.value;
    else store.error.value = r.error;
    return r.ok;
  };
  const err = tapError(store.error.value, v);
  return (
    <>
      <section class="seat-who" data-testid="seat-who">
        <p class="seat-me">{t('seat.you', { name: name(v.seat), team: v.teams[v.team] })}</p>
        <p data-testid="seat-partners">{partnersText(v, t)}</p>
      </section>
      <section class="seat-score" aria-label={t('seat.score')}>
        {(['A', 'B'] as const).map((k) => {
          const w = scoreWords(v.score[k], v.manchesWon[k], t);
          return (
            <p key={k} class={k === v.team ? 'mine' : ''} data-testid={`seat-score-${k}`}>
              <strong>{v.teams[k]}</strong> {v.score[k].total} — <KeepCounts text={w.tokens} /> · <span class="nobreak">{w.manches}</span>
            </p>
          );
        })}
      </section>
      {v.winner ? <p class="seat-turn" data-testid="seat-over">{t('seat.over', { team: v.teams[v.winner] })}</p> : (
        <p class="seat-turn" data-testid="seat-turn">
          {t('seat.deal', { n: v.deal })} · {t(`phase.${v.phase ?? (v.prompt === 'showdown' ? 'showdown' : 'over')}`)}
          {v.choices.acts.length ? <> · <strong>{t('seat.yourTurn')}</strong></> : v.speaking.length ? ` · ${t('seat.speaks', { name: v.speaking.map(name).join(' / ') })}` : ''}
        </p>
      )}
      {v.facing && !v.winner && <p class="seat-facing" data-testid="seat-facing">{t('seat.facing', { what: saidText(v.facing, t, name) })}</p>}
      {err && <p class="seat-error" role="alert" data-testid="seat-error">{refusalText(err, t, errorSentencesOf(seatLang.value), { lang: seatLang.value, players: v.players })}</p>}
      {v.choices.acts.length > 0 && <Acts v={v} t={t} say={(a, extra) => void send('act', { act: a, seen: v.seen, deal: v.deal, ...extra })} />}
      {v.showdown && <Showdown v={v} t={t} store={store} confirm={(cards) => send('hand', { cards, deal: v.deal })} />}
      <Undo v={v} t={t} name={name} send={(accept) => void send('undo', { accept })} />
    </>
  );
}

function Acts({ v, t, say }: { v: SeatView; t: T; say: (a: PhoneActName, extra?: Record<string, unknown>) => void }) {
  const amount = signalFor(`amount-${v.seen}-${v.deal}`, v.choices.prompt === 'answer' ? v.choices.minRaise : v.choices.minBet);
  const count = signalFor(`count-${v.seen}-${v.deal}`, 1);
  const c = v.choices;
  const answering = c.prompt === 'answer-ordago';
  const label = (a: PhoneActName): string => {
    switch (a) {
      case 'see': return answering ? t('act.seeOrdago') : t('act.see');
      case 'bet': return t('act.betN', { n: amount.value });
      case 'raise': return t('act.raiseN', { n: amount.value });
      case 'discard': return t('act.discardN', { n: count.value });
      default: return t(`act.${a}`);
    }
  };
  const needsAmount = c.acts.includes('bet') || c.acts.includes('raise');
  return (
    <section class="seat-acts" data-testid="seat-acts">
      {needsAmount && (
        <div class="seat-stepper" role="group" aria-label={t('seat.amount')}>
          <button type="button" onClick={() => { amount.value = Math.max(c.prompt === 'answer' ? c.minRaise : c.minBet, amount.value - 1); }}>−</button>
          <output data-testid="seat-amount">{amount.value}</output>
          <button type="button" onClick={() => { amount.value = Math.min(99, amount.value + 1); }}>+</button>
        </div>
      )}
      {c.acts.includes('discard') && (
        <div class="seat-stepper" role="group" aria-label={t('seat.discard')}>
          {[1, 2, 3, 4].map((n) => <button type="button" key={n} aria-pressed={count.value === n} onClick={() => { count.value = n; }}>{n}</button>)}
        </div>
      )}
      <div class="seat-buttons">
        {c.acts.map((a) => (
          <button type="button" key={a} class={`act act-${a}`} data-act={a}
            onClick={() => say(a, a === 'bet' || a === 'raise' ? { amount: amount.value } : a === 'discard' ? { count: count.value } : {})}>
            {label(a)}
          </button>
        ))}
        {c.biak && c.acts.includes('bet') && <button type="button" class="act" data-act="biak" onClick={() => say('bet', { amount: amount.value, both: true })}>{t('act.biakBetN', { n: amount.value })}</button>}
        {c.biakOrdago && c.acts.includes('ordago') && <button type="button" class="act" data-act="biak-ordago" onClick={() => say('ordago', { both: true })}>{t('act.biakOrdago')}</button>}
      </div>
    </section>
  );
}

const asking = signal(false);
/** The deal whose confirmed hand this phone is correcting (the pad open again), or null. */
const correcting = signal<number | null>(null);

function Showdown({ v, t, store, confirm }: { v: SeatView; t: T; store: SeatStore; confirm: (cards: unknown) => Promise<boolean> }) {
  const sd = v.showdown!;
  const pad = store.pad.value.deal === v.deal ? store.pad.value.cards : [];
  const counted = (
    <p data-testid="seat-hands-in">{t('seat.waitingHands', { n: sd.confirmed.length, of: sd.need.length })}</p>
  );
  const refusedText = refusedHandsText(v, t, errorSentencesOf(seatLang.value));
  const refusal = refusedText && <p class="seat-error" role="alert" data-testid="seat-hands-refused">{refusedText}</p>;
  const mine = sd.mine;
  if (mine && correcting.value !== v.deal) {
    return (
      <section class="seat-showdown">
        {refusal}
        <p data-testid="seat-shown">{t('seat.shown', { cards: mine.map((c) => cardText(t, { n: Number(/^\d+/.exec(c)?.[0] ?? 0), suit: c.replace(/^\d+/, '') })).join(', ') })}</p>
        {/* a hand entered wrong (or refused by the count) is corrected until the deal is counted */}
        <button type="button" data-testid="seat-correct" onClick={() => { store.editHand(v.deal, mine); asking.value = false; correcting.value = v.deal; }}>{t('seat.correct')}</button>
        {counted}
      </section>
    );
  }
  return (
    <section class="seat-showdown" data-testid="seat-pad">
      {refusal}
      <h2>{t('seat.showdown')}</h2>
      <p class="seat-picked" data-testid="seat-picked">{pad.map((c) => cardText(t, c)).join(', ') || t('seat.pad')}</p>
      <div class="seat-cards">
        {CARDS.map((n) => <button type="button" key={n} data-card={n} disabled={pad.length >= 4} onClick={() => store.addCard(n, v.deal)}>{t(`card.${n}`)}</button>)}
      </div>
      <div class="seat-suits" role="group" aria-label={t('seat.suit')}>
        {SUITS.map((s) => <button type="button" key={s} data-suit={s} disabled={!pad.length} onClick={() => store.setSuit(s)}>{t(`suit.${s}`)}</button>)}
        <button type="button" onClick={() => { store.clearPad(); asking.value = false; }}>{t('seat.clear')}</button>
      </div>
      {asking.value && pad.length === 4 ? (
        <div class="seat-confirm" role="group">
          <p>{t('seat.confirmQ', { cards: pad.map((c) => cardText(t, c)).join(', ') })}</p>
          <button type="button" class="act" data-testid="seat-confirm-yes" onClick={async () => { asking.value = false; if (await confirm(pad)) { store.clearPad(); correcting.value = null; } }}>{t('seat.yes')}</button>
          <button type="button" onClick={() => { asking.value = false; }}>{t('seat.no')}</button>
        </div>
      ) : (
        <button type="button" class="act" data-testid="seat-confirm" disabled={pad.length !== 4} onClick={() => { asking.value = true; }}>{t('seat.confirm')}</button>
      )}
      {counted}
    </section>
  );
}

function Undo({ v, t, name, send }: { v: SeatView; t: T; name: (x: number) => string; send: (accept: boolean) => void }) {
  if (v.undo) {
    return (
      <section class="seat-undo" data-testid="seat-undo">
        <p>{t('seat.undoAsked', { name: name(v.undo.askedBy) })}</p>
        <p data-testid="seat-undo-what">{t('seat.undoWhat', { what: saidText(v.undo.last, t, name) })}</p>
        {v.undo.mayAccept ? <button type="button" class="act" data-testid="seat-undo-accept" onClick={() => send(true)}>{t('seat.undoAccept')}</button> : <p>{t('seat.undoWait')}</p>}
      </section>
    );
  }
  if (!v.mayAskUndo || v.winner) return null;
  return <section class="seat-undo"><button type="button" data-testid="seat-undo-ask" onClick={() => send(false)}>{t('seat.undoAsk')}</button></section>;
}

const fields = new Map<string, Signal<number>>();
/** A number kept for one turn (the amount being chosen): a new turn starts from its smallest value. */
function signalFor(key: string, initial: number): Signal<number> {
  let s = fields.get(key);
  if (!s) {
    if (fields.size > 50) fields.clear();
    s = signal<number>(initial);
    fields.set(key, s);
  }
  return s;
}
