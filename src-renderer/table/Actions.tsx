/**
 * The things that may be said, as buttons (one click each), each with its key. Only the legal
 * choices are enabled (`whoSpeaks`). Amounts: the number pad or digits, then imido / gehiago / Enter,
 * and shortcuts for common values. The answering seat, and the partner who says mintza, can be
 * chosen (Alt+1..6, or their buttons: `seatChoice`).
 */
import type { TableCommand, Turn } from '../../shared/index.js';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { keepFocus } from '../input/keyboard.js';
import { seatChoice } from './seat-choice.js';

/** Which on-screen commands are legal for a turn. */
export function legalCommands(turn: Turn | null): Set<string> {
  const ok = new Set<string>();
  if (!turn) return ok;
  const acts = new Set<string>(turn.acts);
  switch (turn.prompt) {
    case 'mus':
      ok.add('mus').add('cut');
      if (acts.has('bet')) ok.add('pass').add('bet').add('ordago').add('digits');
      break;
    case 'discard':
      ok.add('discard');
      break;
    case 'declare':
      ok.add('ba').add('ez');
      break;
    case 'open':
      ok.add('pass').add('bet').add('ordago').add('digits');
      break;
    case 'answer':
      ok.add('see').add('fold').add('raise').add('ordago').add('digits').add('seat');
      break;
    case 'answer-ordago':
      ok.add('see').add('fold').add('seat');
      break;
    default:
      break;
  }
  if (turn.biak) ok.add('biak');
  if (turn.biakOrdago) ok.add('biakOrdago');
  return ok;
}

interface Btn {
  id: string;
  cmd: TableCommand;
  label: string;
  key: string;
  aria: string;
  enabled: boolean;
  kind?: string;
}

const QUICK = [2, 3, 5, 10];

export function Actions() {
  const store = useStore();
  const { t } = useT();
  const snap = store.snapshot.value;
  const view = store.view.value;
  const turn = store.turn.value;
  if (!snap || !view?.current || !turn || turn.prompt === 'showdown') return null;
  const choice = seatChoice(view, view.current.state, turn, snap.pad.speaker);
  // a partner chosen to say mintza says only that (FFMus art. 7): the other words are the next seat's
  const ok = choice?.cutOnly ? new Set(['cut']) : legalCommands(turn);
  const send = (cmd: TableCommand) => void store.send(cmd, 'ui');
  const opening = turn.prompt === 'open' || (turn.prompt === 'mus' && ok.has('bet'));
  const main: Btn[] = [
    { id: 'pass', cmd: { cmd: 'pass' }, label: t('act.pass'), key: 'P', aria: 'p', enabled: ok.has('pass') },
    { id: 'bet', cmd: { cmd: 'bet' }, label: snap.pad.digits && opening ? t('act.betN', { n: Number(snap.pad.digits) }) : t('act.bet'), key: 'I', aria: 'i', enabled: ok.has('bet') },
    { id: 'raise', cmd: { cmd: 'raise' }, label: t('act.raiseN', { n: snap.pad.digits ? Number(snap.pad.digits) : 2 }), key: 'G', aria: 'g', enabled: ok.has('raise') },
    { id: 'see', cmd: { cmd: 'see' }, label: turn.prompt === 'answer-ordago' ? t('act.seeOrdago') : t('act.see'), key: 'K', aria: 'k', enabled: ok.has('see'), kind: 'go' },
    { id: 'fold', cmd: { cmd: 'fold' }, label: t('act.fold'), key: 'T', aria: 't', enabled: ok.has('fold'), kind: 'stop' },
    { id: 'ordago', cmd: { cmd: 'ordago' }, label: t('act.ordago'), key: 'H', aria: 'h', enabled: ok.has('ordago'), kind: 'ordago' },
  ];
  const second: Btn[] = [
    { id: 'ba', cmd: { cmd: 'ba' }, label: t('act.ba'), key: 'B', aria: 'b', enabled: ok.has('ba'), kind: 'go' },
    { id: 'ez', cmd: { cmd: 'ez' }, label: t('act.ez'), key: 'E', aria: 'e', enabled: ok.has('ez'), kind: 'stop' },
    { id: 'mus', cmd: { cmd: 'mus' }, label: t('act.mus'), key: 'M', aria: 'm', enabled: ok.has('mus') },
    { id: 'cut', cmd: { cmd: 'cut' }, label: t('act.cut'), key: 'X', aria: 'x', enabled: ok.has('cut') },
    { id: 'biak-bet', cmd: { cmd: 'bet', both: true }, label: t('act.biakBet'), key: '⇧I', aria: 'Shift+I', enabled: ok.has('biak') },
    { id: 'biak-ordago', cmd: { cmd: 'ordago', both: true }, label: t('act.biakOrdago'), key: '⇧H', aria: 'Shift+H', enabled: ok.has('biakOrdago'), kind: 'ordago' },
  ];
  const button = (b: Btn) => (
    <button
      key={b.id}
      type="button" onMouseDown={keepFocus}
      class={`act act-${b.id}${b.kind ? ` act-${b.kind}` : ''}`}
      data-cmd={b.id}
      disabled={!b.enabled}
      aria-keyshortcuts={b.aria}
      onClick={() => send(b.cmd)}
    >
      <span class="act-label">{b.label}</span>
      <kbd>{b.key}</kbd>
    </button>
  );
  return (
    <section class="actions" aria-label={t('table.actions')}>
      {choice && (
        <div class={`seat-choice seat-choice-${choice.kind}`} role="group" aria-labelledby="seat-choice-label" data-testid={`seat-choice-${choice.kind}`}>
          <span class="label" id="seat-choice-label">{t(choice.kind === 'cut' ? 'table.chooseCutter' : 'table.chooseSeat')}</span>
          {choice.seats.map((o) => (
            <button
              key={o.seat}
              type="button" onMouseDown={keepFocus}
              class="seat-btn"
              aria-pressed={o.chosen}
              aria-keyshortcuts={`Alt+${o.seat + 1}`}
              data-seat={o.seat}
              onClick={() => send(o.cmd)}
            >
              {/* the arrow is for the eyes: aria-pressed says which seat is chosen */}
              {o.chosen && <span aria-hidden="true">▶ </span>}
              {o.name} ({o.team}) <kbd>Alt+{o.seat + 1}</kbd>
            </button>
          ))}
        </div>
      )}
      <div class="act-row">{main.map(button)}</div>
      <div class="act-row">{second.map(button)}</div>
      {turn.prompt === 'discard' && (
        <div class="act-row discard-row" role="group" aria-label={t('act.discard')}>
          {[1, 2, 3, 4].map((n) => (
            <button key={n} type="button" onMouseDown={keepFocus} class="act act-discard" data-cmd={`discard-${n}`} onClick={() => send({ cmd: 'discard', count: n })}>
              <span class="act-label">{t('act.discardN', { n })}</span>
              <kbd>{n} D</kbd>
            </button>
          ))}
        </div>
      )}
      {ok.has('digits') && <NumberPad opening={opening} answering={turn.prompt === 'answer'} digits={snap.pad.digits} raiseMin={turn.minRaise} enterOk />}
    </section>
  );
}

function NumberPad(p: { opening: boolean; answering: boolean; digits: string; raiseMin: number; enterOk: boolean }) {
  const { opening, answering, digits, raiseMin, enterOk } = p;
  const store = useStore();
  const { t } = useT();
  const send = (cmd: TableCommand) => void store.send(cmd, 'ui');
  const quick = answering ? [...new Set([raiseMin, ...QUICK])].sort((a, b) => a - b) : QUICK;
  return (
    <div class="pad" role="group" aria-label={t('table.amount')}>
      <div class="pad-display" aria-live="polite">
        <span class="label">{t('table.amount')}</span> <output data-testid="pad-digits">{digits || '—'}</output>
      </div>
      <div class="pad-keys">
        {[7, 8, 9, 4, 5, 6, 1, 2, 3, 0].map((d) => (
          <button key={d} type="button" onMouseDown={keepFocus} class="pad-key" aria-keyshortcuts={String(d)} onClick={() => send({ cmd: 'digit', digit: d })}>
            {d}
          </button>
        ))}
        <button type="button" onMouseDown={keepFocus} class="pad-key" aria-label={t('act.back')} aria-keyshortcuts="Backspace" disabled={!digits} onClick={() => send({ cmd: 'back' })}>
          ⌫
        </button>
        <button type="button" onMouseDown={keepFocus} class="pad-key pad-enter" aria-keyshortcuts="Enter" disabled={!digits || !enterOk} onClick={() => send({ cmd: 'enter' })}>
          {t('act.enter')}
        </button>
      </div>
      {(opening || answering) && (
        <div class="pad-quick" role="group" aria-label={t('table.quick')}>
          {quick.map((n) => (
            <button
              key={n}
              type="button" onMouseDown={keepFocus}
              class="quick"
              data-quick={n}
              onClick={() => send(answering ? { cmd: 'raise', amount: n } : { cmd: 'bet', amount: n })}
            >
              {answering ? t('act.raiseN', { n }) : t('act.betN', { n })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
