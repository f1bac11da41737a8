/**
 * « Fausse donne… » under the table's actions: a player found with more or fewer than four cards.
 * The button opens a group of the seats still in the deal (`misdealSeats`; the panel,
 * `MisdealPanel.tsx`, in a chunk loaded when it is first opened); choosing one sends
 * `{cmd: 'misdeal', seat}` (FFMus art. 5 once play has begun; in the mus rounds the engine refuses
 * it as art. 4, a new deal, and the turn panel says so). Keyboard: Tab reaches it, the first seat
 * takes the focus when it opens, Escape or Annuler closes it back onto its button.
 */
import { useId, useRef, useState } from 'preact/hooks';
import { useStore } from '../../app/context.js';
import { useT } from '../../app/use-t.js';
import { lazyPart } from '../../chart/lazy-part.js';
import { misdealSeats } from './misdeal-seats.js';
import './texts.js';
import './misdeal.css';

const MisdealPanel = lazyPart(() => import('./MisdealPanel.js').then((m) => m.MisdealPanel));

export function MisdealMenu() {
  const store = useStore();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
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
      {open && <MisdealPanel id={id} seats={seats} close={close} />}
    </div>
  );
}
