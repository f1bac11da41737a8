/** The seats in speaking order: names, teams, the esku (★), the dealer, and who speaks now (▶). */
import { defaultSpeaker, teamOf } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { dealerOf, seatName } from '../store/derive.js';

export function Seats() {
  const store = useStore();
  const { t } = useT();
  const snap = store.snapshot.value;
  const view = store.view.value;
  const turn = store.turn.value;
  if (!snap || !view?.current || !turn) return null;
  const s = view.current.state;
  const speaker = turn.prompt === 'showdown' ? null : snap.pad.speaker !== null && turn.seats.includes(snap.pad.speaker) ? snap.pad.speaker : defaultSpeaker(s, turn);
  const dealer = dealerOf(s.esku, view.rules.players);
  return (
    <ol class="seats" aria-label={t('table.seats')}>
      {s.order.map((seat) => (
        <li
          key={seat}
          class={`seat team-${teamOf(seat)}${seat === speaker ? ' speaking' : ''}${turn.seats.includes(seat) ? ' may' : ''}${s.out.includes(seat) ? ' out' : ''}`}
          aria-current={seat === speaker ? 'true' : undefined}
          data-seat={seat}
        >
          <span class="seat-mark" aria-hidden="true">{seat === speaker ? '▶' : ''}</span>
          <span class="team-tag small">{teamOf(seat)}</span>
          <span class="seat-name">{seatName(view, seat)}</span>
          <span class="seat-no">{t('table.seatN', { n: seat + 1 })}</span>
          {seat === s.esku && <span class="badge badge-esku">★ {t('table.esku')}</span>}
          {seat === dealer && <span class="badge">{t('table.dealer')}</span>}
        </li>
      ))}
    </ol>
  );
}
