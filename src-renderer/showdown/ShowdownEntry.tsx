/**
 * The hands shown, typed fast: 1-7 and s c r (or 0 - =) for sota, caballo, rey, each seat in
 * speaking order, Backspace corrects, Enter (or n) counts. All keys go through `interpret`.
 */
import { nextCardSeat, type TableCommand } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { cardLabel } from '../app/texts.js';
import { seatName, teamOf } from '../store/derive.js';
import { keepFocus } from '../input/keyboard.js';

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
  const s = view.current.state;
  const next = nextCardSeat(view, snap.pad);
  const send = (cmd: TableCommand) => void store.send(cmd, 'ui');
  const seats = s.order.filter((x) => !s.out.includes(x));
  const decl = (p: 'pares' | 'juego', x: number) => {
    const d = s.declared[p][x];
    return d === null ? '' : `${t(`phase.${p}`)} ${d ? t('act.ba') : t('act.ez')}`;
  };
  return (
    <section class="showdown" aria-labelledby="showdown-h">
      <h3 id="showdown-h">{t('showdown.title')}</h3>
      <p class="muted">{t('showdown.hint')}</p>
      <table class="hands">
        <tbody>
          {seats.map((x) => {
            const cards = snap.pad.cards[x] ?? [];
            return (
              <tr key={x} class={`team-${teamOf(x)}${x === next ? ' typing' : ''}`} aria-current={x === next ? 'true' : undefined} data-hand={x}>
                <th scope="row">
                  <span class="team-tag small">{teamOf(x)}</span> {seatName(view, x)}
                  {x === s.esku && <span class="badge badge-esku">★</span>}
                </th>
                <td class="decls">{[decl('pares', x), decl('juego', x)].filter(Boolean).join(' · ')}</td>
                <td class="slots" aria-label={t('showdown.cardsOf', { name: seatName(view, x), cards: cards.map(cardLabel).join(' ') || '—' })}>
                  {[0, 1, 2, 3].map((i) => (
                    <span key={i} class={`slot${i < cards.length ? ' filled' : ''}${x === next && i === cards.length ? ' cursor' : ''}`} aria-hidden="true">
                      {i < cards.length ? cardLabel(cards[i]) : ''}
                    </span>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div class="card-keys" role="group" aria-label={t('showdown.cards')}>
        {CARDS.map((c) => (
          <button key={c.n} type="button" onMouseDown={keepFocus} class="card-key" aria-keyshortcuts={c.key} title={t(`card.${c.n}`)} disabled={next === null} onClick={() => send({ cmd: 'card', number: c.n })}>
            {cardLabel(c.n)}
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
