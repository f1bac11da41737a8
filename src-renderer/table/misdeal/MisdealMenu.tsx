/**
 * « Fausse donne… » under the table's actions: a player found with more or fewer than four cards.
 * The button opens a group of the seats still in the deal (`misdealSeats`); choosing one sends
 * `{cmd: 'misdeal', seat}` (FFMus art. 5 once play has begun; in the mus rounds the engine refuses
 * it as art. 4, a new deal, and the turn panel says so). Keyboard: Tab reaches it, the first seat
 * takes the focus when it opens, Escape or Annuler closes it back onto its button.
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { useStore } from '../../app/context.js';
import { useT } from '../../app/use-t.js';
import { misdealSeats } from './misdeal-seats.js';
import './texts.js';
import './misdeal.css';

export function MisdealMenu() {
  const store = useStore();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  const seats = misdealSeats(store.view.value);
  if (seats.length === 0) return null;
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div class="misdeal">
      <button type="button" ref={opener} class="misdeal-open" aria-expanded={open} aria-controls={id} data-testid="misdeal-open" onClick={() => (open ? close() : setOpen(true))}>
        {t('misdeal.open')}
      </button>
      {open && (
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
      )}
    </div>
  );
}
