/**
 * The panel « Fausse donne… » opens (`MisdealMenu.tsx`): who has not four cards, the rule it applies
 * (FFMus art. 5 once play has begun, art. 4 in the mus rounds), a button for each seat still in the
 * deal and Annuler. In a chunk of its own, loaded when the panel is first opened (the control page's
 * weight at start). Keyboard: the first seat takes the focus when it appears — on the first press
 * too, the chunk arriving after it —, Escape closes it.
 */
import { useEffect, useRef } from 'preact/hooks';
import { useStore } from '../../app/context.js';
import { useT } from '../../app/use-t.js';
import type { MisdealSeat } from './misdeal-seats.js';
import './texts-panel.js';

/**
 * @param id the panel's id (the button's `aria-controls`)
 * @param seats the seats offered (`misdealSeats`)
 * @param close closes the panel, the focus back on its button
 */
export function MisdealPanel({ id, seats, close }: { id: string; seats: readonly MisdealSeat[]; close: () => void }) {
  const store = useStore();
  const { t } = useT();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    <div
      id={id} class="misdeal-panel" role="group" aria-labelledby={`${id}-who`} aria-describedby={`${id}-rule`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        close();
      }}
    >
      <h3 id={`${id}-who`} class="misdeal-who">{t('misdeal.who')}</h3>
      <p id={`${id}-rule`} class="misdeal-rule">{t('misdeal.rule')}</p>
      <div class="misdeal-seats">
        {seats.map((x, i) => (
          <button
            key={x.seat} ref={i === 0 ? first : undefined} type="button" class={`seat-btn team-${x.team}`} data-misdeal-seat={x.seat}
            onClick={() => {
              void store.send({ cmd: 'misdeal', seat: x.seat }, 'ui');
              close();
            }}
          >
            {x.name} ({x.team})
          </button>
        ))}
        <button type="button" class="misdeal-cancel" data-testid="misdeal-cancel" onClick={close}>{t('misdeal.cancel')}</button>
      </div>
    </div>
  );
}
