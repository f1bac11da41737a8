/**
 * The button box in the control window's bar: a compact chip (icon + status word + box id + the
 * last key and what became of it + the warning total: never colour alone) that opens a panel to
 * pick the port (listed ports, detection, or a typed path: ptys are never listed), the baud rate,
 * the mode and a key map file, connect or disconnect, and read the counts. The status is also a
 * polite live region. In a browser there is no serial port: the chip says so and offers nothing.
 * Keys typed in the panel stay in the panel (the table shortcuts do not fire); Escape closes it.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { useStore } from '../app/context.js';
import { useT } from '../app/use-t.js';
import { lazyComponent } from '../app/lazy.js';
import { createBoxStore } from './box-store.js';
import { CHIP_ICONS as ICONS, chipStatus, chipSummary, lastKeyText } from './chip.js';
import './texts.js';
import './box.css';

/**
 * The panel, in a chunk of its own loaded when the chip is first opened (`BoxPanel.tsx`): it is not
 * on the control page's first screen. Until it is there, nothing is shown under the chip; a failed
 * load is tried again at the next opening.
 */
const BoxPanel = lazyComponent(() => import('./BoxPanel.js').then((m) => m.BoxPanel), () => null);

/** The chip, and the panel it opens. Put it in the control window's header. */
export function BoxStatus() {
  const app = useStore();
  const { t } = useT();
  const box = useMemo(() => createBoxStore(app.bridge.box), [app.bridge]);
  useEffect(() => () => box.dispose(), [box]);
  const [open, setOpen] = useState(false);
  const chipRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  if (!box.available) {
    return (
      <p class="box-chip box-off box-web" role="status" data-testid="box-status" title={t('box.browserOnly')}>
        <span class="box-icon" aria-hidden="true">{ICONS.off}</span> <span aria-hidden="true">{t('box.browserShort')}</span>
        <span class="sr-only">{t('box.browserOnly')}</span>
      </p>
    );
  }

  const s = box.state.value;
  const status = chipStatus(s);
  const word = t(`box.status.${status}`);
  const close = () => {
    setOpen(false);
    chipRef.current?.focus();
  };
  const summary = chipSummary(t, s);

  return (
    <div class="box-wrap" data-testid="box-status">
      <button
        type="button" ref={chipRef} class={`box-chip box-${status}`} aria-expanded={open} aria-controls={panelId}
        title={t('box.open')} data-testid="box-chip" data-status={status} onClick={() => (open ? close() : setOpen(true))}
      >
        <span class="box-icon" aria-hidden="true">{ICONS[status]}</span>
        <span class="box-word">{t('box.chip', { status: word })}</span>
        {s?.box && status !== 'off' && <span class="box-id">{s.box.id}</span>}
        {s?.lastKey && <span class={`box-last box-last-${s.lastKey.result}`} data-testid="box-last">{lastKeyText(t, s.lastKey)}</span>}
        {s && s.warningTotal > 0 && <span class="box-warn" data-testid="box-warnings">⚠ {s.warningTotal}</span>}
      </button>
      <span class="sr-only" role="status">{summary}</span>
      {open && <BoxPanel id={panelId} box={box} t={t} onClose={close} />}
    </div>
  );
}
