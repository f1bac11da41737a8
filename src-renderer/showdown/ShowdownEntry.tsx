/**
 * The hands shown, typed fast: 1-7 and s c r (or 0 - =) for sota, caballo, rey, each seat in
 * speaking order, Backspace corrects, Enter (or n) counts. All keys go through `interpret`.
 * When a sota typed without its suit decides the deal (Juego Real with the sota of oros), the
 * showdown asks for that suit before counting (`suitQuestion`), the card marked, four suit buttons.
 */
import { nextCardSeat, suitQuestion, type TableCommand } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { cardLabel } from '../app/texts.js';
import { cardName } from './card-name.js';
import { seatName } from '../store/derive.js';
import { handRows } from './hand-rows.js';
import { keepFocus } from '../input/keyboard.js';
import './texts-entry.js';

const SUITS: { s: 'o' | 'c' | 'e' | 'b'; sym: string }[] = [
  { s: 'o', sym: '●' }, { s: 'c', sym: '♥' }, { s: 'e', sym: '⚔' }, { s: 'b', sym: '♣' },
];

/** A card as the table shows it: its rank (1-7, S C R) on a small card of the Spanish deck, with its suit when given. */
function CardFace({ n, suit }: { n: number; suit: string }) {
  const sym = SUITS.find((x) => x.s === suit)?.sym ?? '';
  return (
    <span class={`card-face${suit ? ` suit-${suit}` : ''}`} aria-hidden="true">
      {cardLabel(n)}
      {sym && <small>{sym}</small>}
    </span>
  );
}

const CARDS: { n: number; key: string }[] = [
  { n: 1, key: '1' }, { n: 2, key: '2' }, { n: 3, key: '3' }, { n: 4, key: '4' }, { n: 5, key: '5' },
  { n: 6, key: '6' }, { n: 7, key: '7' }, { n: 10, key: 'S' }, { n: 11, key: 'C' }, { n: 12, key: 'R' },
];

export function ShowdownEntry() {
  const store = useStore();
  const { t } = useT();
  const snap = store.snapshot.value;
  const view = store.view.value;
  if (!snap || !view?.current) return null;
  const next = nextCardSeat(view, snap.pad);
  const cursor = snap.pad.cursor ?? null;
  const needSuits = view.rules.juegoReal === 'oros';
  const send = (cmd: TableCommand) => void store.send(cmd, 'ui');
  const ask = suitQuestion(view, snap.pad);
  // the answer goes to the card asked about (the cursor put on it first)
  const answer = (suit: 'o' | 'c' | 'e' | 'b') => {
    if (!ask) return;
    void store.send({ cmd: 'slot', seat: ask.seat, index: ask.index }, 'ui').then(() => store.send({ cmd: 'suit', suit }, 'ui'));
  };
  return (
    <section class="showdown" aria-labelledby="showdown-h">
      <h3 id="showdown-h">{t('showdown.title')}</h3>
      <p class="muted">{t('showdown.hint')}</p>
      <table class="hands">
        <tbody>
          {handRows(view, snap.pad, t).map((h) => (
            <tr key={h.seat} class={`team-${h.team}${h.typing ? ' typing' : ''}`} aria-current={h.typing ? 'true' : undefined} data-hand={h.seat}>
              <th scope="row">
                <span class="team-tag small">{h.team}</span> {h.name}
                {h.esku && <span class="badge badge-esku">★</span>}
              </th>
              <td class="decls">{h.decls}</td>
              <td class="slots" aria-label={h.cardsLabel}>
                {h.slots.map((slot) => (
                  // a click or a tap on a typed card puts the cursor on it: the next card typed replaces it
                  <button
                    key={slot.index}
                    type="button"
                    onMouseDown={keepFocus}
                    class={`slot${slot.card ? ' filled' : ''}${slot.cursor ? ' cursor' : ''}${slot.asked ? ' asked' : ''}`}
                    aria-pressed={slot.card ? (cursor?.seat === h.seat && cursor.index === slot.index ? 'true' : 'false') : undefined}
                    aria-label={slot.label}
                    data-slot={`${h.seat}-${slot.index}`}
                    disabled={!slot.card}
                    onClick={() => send({ cmd: 'slot', seat: h.seat, index: slot.index })}
                  >
                    {slot.card ? <CardFace n={slot.card.n} suit={slot.card.suit} /> : ''}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {ask && (
        <div class="suit-ask" role="group" aria-labelledby="suit-ask-q" data-testid="suit-ask">
          <p id="suit-ask-q" role="status">
            <strong>{t('showdown.suitAsk', { name: seatName(view, ask.seat), n: ask.index + 1 })}</strong> {t('showdown.suitWhy')}
          </p>
          <div class="suit-answers">
            {SUITS.map((su) => (
              <button key={su.s} type="button" onMouseDown={keepFocus} class={`card-key suit-key suit-${su.s}`} aria-keyshortcuts={`Shift+${su.s.toUpperCase()}`} data-ask-suit={su.s} onClick={() => answer(su.s)}>
                <span aria-hidden="true">{su.sym}</span> {t(`suit.${su.s}`)}
              </button>
            ))}
          </div>
        </div>
      )}
      <div class="card-keys" role="group" aria-label={t('showdown.cards')}>
        {CARDS.map((c) => (
          <button key={c.n} type="button" onMouseDown={keepFocus} class="card-key" aria-keyshortcuts={c.key} title={cardName(c.n, view.rules.kings, t)} disabled={next === null && !cursor} onClick={() => send({ cmd: 'card', number: c.n })} data-card={c.n}>
            <CardFace n={c.n} suit="" />
          </button>
        ))}
        {needSuits && SUITS.map((su) => (
          <button key={su.s} type="button" onMouseDown={keepFocus} class={`card-key suit-key suit-${su.s}`} aria-keyshortcuts={`Shift+${su.s.toUpperCase()}`} title={t(`suit.${su.s}`)} data-suit={su.s} onClick={() => send({ cmd: 'suit', suit: su.s })}>
            <span aria-hidden="true">{su.sym}</span> {t(`suit.${su.s}`)}
          </button>
        ))}
        <button type="button" onMouseDown={keepFocus} class="card-key" aria-label={t('act.back')} aria-keyshortcuts="Backspace" onClick={() => send({ cmd: 'back' })}>
          ⌫
        </button>
        <button type="button" onMouseDown={keepFocus} class="card-key count-btn" aria-keyshortcuts="Enter" disabled={next !== null} onClick={() => send({ cmd: 'next' })}>
          {t('showdown.count')} <kbd>↵</kbd>
        </button>
      </div>
    </section>
  );
}
