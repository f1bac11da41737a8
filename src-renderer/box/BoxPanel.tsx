/**
 * The button box's panel, opened from its chip (`BoxStatus.tsx`) and loaded on first opening: pick
 * the port (listed ports, detection, or a typed path: ptys are never listed), the baud rate, the
 * mode and a key map file, connect or disconnect, and read the counts. Keys typed in the panel stay
 * in the panel (the table shortcuts do not fire); Escape closes it.
 */
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { BridgeMode, BridgeState, WarningCounts } from '../../shared/bridge/box/box-state.js';
import { BAUD_RATES, BOX_MODES } from '../../shared/bridge/box/box-validate.js';
import { useT } from '../app/use-t.js';
import { useInWindow } from '../app/in-window.js';
import { errorText } from '../app/texts.js';
import type { T } from '../i18n/index.js';
import type { BoxStore } from './box-store.js';
import { lastKeyText } from './chip.js';
import './texts-panel.js';

const WARNING_KINDS: (keyof WarningCounts)[] = ['garbage', 'badLine', 'overlong', 'unknownKey', 'debounced', 'rateLimited', 'outOfOrder', 'partialLine', 'badHello', 'portErrors'];

/** The panel's props: its element id (the chip's `aria-controls`), the box's store, the translator, and how to close it. */
export interface PanelProps {
  id: string;
  box: BoxStore;
  t: T;
  onClose(): void;
}

type Choice = { kind: 'auto' } | { kind: 'listed'; path: string } | { kind: 'manual' };

/** The panel (see the module's comment). */
export function BoxPanel({ id, box, t, onClose }: PanelProps) {
  const { lang } = useT();
  const s = box.state.value;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useInWindow(panelRef); // under a tool of the bar, wherever the bar has wrapped it
  const [choice, setChoice] = useState<Choice>(() => (s?.path ? { kind: 'manual' } : { kind: 'auto' }));
  const [manual, setManual] = useState(s?.path ?? '');
  const [baud, setBaud] = useState<number>(s?.baudRate ?? 115200);
  const [mode, setMode] = useState<BridgeMode>(s?.mode ?? 'auto');
  const [keymap, setKeymap] = useState<{ name: string; text: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const name = useId();

  useEffect(() => {
    headingRef.current?.focus();
    if (box.ports.peek() === null) void box.refresh();
  }, []);

  const ports = box.ports.value ?? [];
  const listedPath = choice.kind === 'listed' ? choice.path : null;
  const path = choice.kind === 'auto' ? null : choice.kind === 'listed' ? choice.path : manual.trim();
  const canConnect = !box.busy.value && path !== '';
  const connected = s !== null && s.status !== 'stopped';

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
    // keys typed here stay here: the table shortcuts do not fire
    e.stopPropagation();
  };

  const readKeymap = async (input: HTMLInputElement) => {
    const f = input.files?.[0];
    if (!f) return;
    try {
      setKeymap({ name: f.name, text: await f.text() });
      box.fail(null);
    } catch (e) {
      box.fail({ code: 'box/keymap-unreadable', message: t('box.errors.readFailed', { msg: (e as Error).message }) });
    }
  };

  const connect = async (e: Event) => {
    e.preventDefault();
    if (path === '') {
      box.fail({ code: 'box/no-port', message: t('box.errors.pickPort') });
      return;
    }
    await box.connect({ path, baudRate: baud, mode, keymap: keymap?.text ?? null });
  };

  return (
    <section id={id} ref={panelRef} class="box-panel" aria-labelledby={`${id}-h`} onKeyDown={onKeyDown} data-testid="box-panel">
      <div class="box-panel-head">
        <h2 id={`${id}-h`} tabIndex={-1} ref={headingRef}>{t('box.panelTitle')}</h2>
        <button type="button" onClick={onClose} aria-label={t('box.close')}>✕</button>
      </div>
      <form onSubmit={(e) => void connect(e)}>
        <fieldset class="box-ports">
          <legend>{t('box.ports')}</legend>
          <label>
            <input type="radio" name={name} checked={choice.kind === 'auto'} onChange={() => setChoice({ kind: 'auto' })} /> {t('box.autoDetect')}
          </label>
          {ports.map((p) => (
            <label key={p.path}>
              <input type="radio" name={name} checked={listedPath === p.path} onChange={() => setChoice({ kind: 'listed', path: p.path })} />{' '}
              <code>{p.path}</code>
              {p.manufacturer && <span class="muted"> · {p.manufacturer}</span>}
              {p.serialNumber && <span class="muted"> · {p.serialNumber}</span>}
            </label>
          ))}
          {box.ports.value !== null && ports.length === 0 && <p class="muted box-note">{t('box.noPorts')}</p>}
          <div class="box-manual">
            <label>
              <input type="radio" name={name} checked={choice.kind === 'manual'} onChange={() => setChoice({ kind: 'manual' })} /> {t('box.manualPath')}
            </label>
            <input
              type="text" value={manual} spellcheck={false} autocomplete="off" maxLength={4096} placeholder="/dev/ttyACM0"
              aria-label={t('box.manualPath')} aria-describedby={`${id}-hint`} data-testid="box-path"
              onInput={(e) => {
                setManual((e.target as HTMLInputElement).value);
                setChoice({ kind: 'manual' });
              }}
            />
            <small id={`${id}-hint`} class="muted">{t('box.manualHint')}</small>
          </div>
          <button type="button" onClick={() => void box.refresh()} disabled={box.busy.value}>↻ {t('box.refresh')}</button>
        </fieldset>
        <div class="box-row">
          <label class="field">
            {t('box.baud')}
            <select value={String(baud)} onChange={(e) => setBaud(Number((e.target as HTMLSelectElement).value))}>
              {BAUD_RATES.map((b) => <option key={b} value={String(b)}>{b}</option>)}
            </select>
          </label>
          <label class="field">
            {t('box.mode')}
            <select value={mode} onChange={(e) => setMode((e.target as HTMLSelectElement).value as BridgeMode)}>
              {BOX_MODES.map((m) => <option key={m} value={m}>{t(`box.modes.${m}`)}</option>)}
            </select>
          </label>
        </div>
        <div class="field">
          <label for={`${id}-keymap`}>{t('box.keymap')}</label>
          <input id={`${id}-keymap`} ref={fileRef} type="file" accept=".json,application/json" onChange={(e) => void readKeymap(e.target as HTMLInputElement)} />
          {keymap && (
            <p class="box-note">
              {t('box.keymapLoaded', { name: keymap.name })}{' '}
              <button type="button" onClick={() => { setKeymap(null); if (fileRef.current) fileRef.current.value = ''; }}>{t('box.keymapClear')}</button>
            </p>
          )}
        </div>
        {box.error.value && (
          <p class="box-error" role="alert" data-testid="box-error">
            ✗ {box.error.value.code === 'box/keymap-unreadable' || box.error.value.code === 'box/no-port' ? box.error.value.message : errorText(box.error.value, lang)} <code>{box.error.value.code}</code>
          </p>
        )}
        <div class="box-actions">
          <button type="submit" class="primary" disabled={!canConnect}>{box.busy.value ? t('box.connecting') : t('box.connect')}</button>
          <button type="button" disabled={!connected || box.busy.value} onClick={() => void box.disconnect()}>{t('box.disconnect')}</button>
        </div>
      </form>
      {s && <BoxCounts s={s} t={t} />}
    </section>
  );
}

function BoxCounts({ s, t }: { s: BridgeState; t: T }) {
  const { lang } = useT();
  return (
    <div class="box-counts">
      <dl class="box-dl">
        <div><dt>{t('box.port')}</dt><dd><code>{s.path ?? '—'}</code> @{s.baudRate} · {s.activeMode}</dd></div>
        {s.box && <div><dt>{t('box.title')}</dt><dd>{s.box.id} (session {s.box.session}, v{s.box.version})</dd></div>}
        {s.lastKey && (
          <div>
            <dt>{t('box.lastKey')}</dt>
            <dd>
              {lastKeyText(t, s.lastKey)}
              {s.lastKey.seq !== null && <span class="muted"> · #{s.lastKey.seq}</span>}
              {s.lastKey.error && <span class="box-why"> — {errorText(s.lastKey.error, lang)}</span>}
            </dd>
          </div>
        )}
        {s.lastError && <div><dt>{t('box.lastError')}</dt><dd>{errorText(s.lastError, lang)} <code>{s.lastError.code}</code></dd></div>}
        <div><dt>{t('box.keys')}</dt><dd data-testid="box-keys">{t('box.keysLine', { ...s.keys })}</dd></div>
        <div><dt>{t('box.link')}</dt><dd>{t('box.linkLine', { disconnects: s.disconnects, reconnects: s.reconnects })}</dd></div>
      </dl>
      <h3>{t('box.warnings')} <span class="muted">({s.warningTotal})</span></h3>
      <dl class="box-warnings">
        {WARNING_KINDS.map((k) => (
          <div key={k} class={s.warnings[k] > 0 ? 'box-nonzero' : undefined}>
            <dt>{t(`box.warningKinds.${k}`)}</dt>
            <dd class="num">{s.warnings[k]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
