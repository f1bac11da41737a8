/** The control window's bar: the match, language, undo/redo, the room display, new match. */
import { useEffect, useState } from 'preact/hooks';
import { LANGS, type Lang } from '../../shared/i18n/index.js';
import type { DisplayInfo } from '../../shared/bridge/table/table-contract.js';
import { valueOr } from '../../shared/bridge/ipc-map.js';
import { useStore } from './context.js';
import { useT } from './use-t.js';
import { keepFocus } from '../input/keyboard.js';
import { keysBackToTable } from '../table/focus-keeper.js';
import { BoxStatus } from '../box/BoxStatus.js';
import { HubLinkStatus } from '../tournament/HubLinkStatus.js';
import { lazyComponent } from './lazy.js';
import { confirmAfter, focusOnMount, type Confirm } from './confirm-focus.js';
import '../library/texts-open.js';
import '../tournament/texts-open.js';
import { tournamentOf } from '../../shared/bridge/tournament/tournament-contract.js';

/** The share control, in its own chunk: loaded only where the bridge can share (the desktop app), never in a browser. */
const ShareControl = lazyComponent(() => import('../share/ShareControl.js').then((m) => m.ShareControl), () => null);

export function Header() {
  const store = useStore();
  const { t, lang } = useT();
  const hasMatch = store.hasMatch.value;
  const title = store.matchTitle.value;
  const [displays, setDisplays] = useState<DisplayInfo[]>([]);
  const [monitor, setMonitor] = useState<string>('auto');
  const [full, setFull] = useState(true);
  // the new-match question, and where it puts the focus of a keyboard user (confirm-focus.ts)
  const [confirm, setConfirm] = useState<Confirm>('closed');
  useEffect(() => {
    void store.bridge.listDisplays().then((r) => setDisplays(valueOr(r, [])), () => setDisplays([]));
  }, []);
  return (
    <header class="bar">
      <a class="skip" href="#main">
        {t('app.skip')}
      </a>
      <p class="brand">
        <strong>{t('app.title')}</strong>
        {title && <span class="muted"> · {title}</span>}
      </p>
      <div class="bar-tools">
        <BoxStatus />
        <HubLinkStatus />
        {hasMatch && (
          <>
            <button type="button" onMouseDown={keepFocus} disabled={!store.canUndo.value} aria-keyshortcuts="Control+Z" onClick={() => void store.send({ cmd: 'undo' })} data-testid="undo">
              ↶ {t('app.undo')} <kbd>Ctrl+Z</kbd>
            </button>
            <button type="button" onMouseDown={keepFocus} disabled={!store.canRedo.value} aria-keyshortcuts="Control+Y" onClick={() => void store.send({ cmd: 'redo' })} data-testid="redo">
              ↷ {t('app.redo')} <kbd>Ctrl+Y</kbd>
            </button>
          </>
        )}
        {displays.length > 0 && (
          <>
            <label class="inline">
              <span class="sr-only">{t('app.monitor')}</span>
              <select value={monitor} onChange={(e) => setMonitor((e.target as HTMLSelectElement).value)} aria-label={t('app.monitor')}>
                <option value="auto">{t('app.monitorAuto')}</option>
                {displays.map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.label} ({d.width}×{d.height}){d.primary ? ` · ${t('app.primary')}` : ''}
                  </option>
                ))}
              </select>
            </label>
            <label class="inline">
              <input type="checkbox" checked={full} onChange={(e) => setFull((e.target as HTMLInputElement).checked)} /> {t('app.fullscreen')}
            </label>
          </>
        )}
        {store.screen.value.name === 'table' ? (
          <button type="button" onMouseDown={keepFocus} data-testid="open-library" onClick={() => store.show({ name: 'library' })}>{t('library.open')}</button>
        ) : (
          <button type="button" data-testid="open-table" onClick={() => store.show({ name: 'table' })}>{t('library.toTable')}</button>
        )}
        {store.screen.value.name !== 'tournament' && tournamentOf(store.bridge) && (
          <button type="button" onMouseDown={keepFocus} data-testid="open-tournament" onClick={() => store.show({ name: 'tournament' })}>{t('tournament.open')}</button>
        )}
        {store.bridge.share.available && <ShareControl />}
        <button type="button" onMouseDown={keepFocus} data-testid="open-display" onClick={() => void store.openDisplay(monitor === 'auto' ? null : Number(monitor), full)}>
          {t('app.display')}
        </button>
        <label class="inline">
          <span class="sr-only">{t('app.lang')}</span>
          <select value={lang} aria-label={t('app.lang')} data-testid="lang" onChange={(e) => {
              // give the keys back to the table: its turn's heading takes the focus (focus-keeper.ts)
              keysBackToTable(e.currentTarget, document.querySelector<HTMLElement>('main.table'));
              void store.setLang((e.target as HTMLSelectElement).value as Lang);
            }}>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`app.langs.${l}`)}
              </option>
            ))}
          </select>
        </label>
        {hasMatch &&
          (confirm === 'asked' || confirm === 'asked-key' ? (
            <>
              <button type="button" onMouseDown={keepFocus} class="danger" data-testid="new-match-confirm" onClick={() => { setConfirm('closed'); void store.closeMatch(); }}>
                {t('app.confirmNew')}
              </button>
              <button type="button" ref={confirm === 'asked-key' ? focusOnMount : undefined} onMouseDown={keepFocus} data-testid="new-match-cancel"
                onKeyDown={(e) => e.key === 'Escape' && e.currentTarget.click()} onClick={(e) => setConfirm(confirmAfter('cancel', e.detail))}>
                {t('app.cancel')}
              </button>
            </>
          ) : (
            <button type="button" ref={confirm === 'closed-key' ? focusOnMount : undefined} onMouseDown={keepFocus} data-testid="new-match"
              onClick={(e) => (store.matchWon.value ? void store.closeMatch() : setConfirm(confirmAfter('ask', e.detail)))}>
              {t('app.newMatch')}
            </button>
          ))}
      </div>
      {store.notice.value && hasMatch && (
        <p class="notice" role="alert">
          {store.notice.value}
        </p>
      )}
    </header>
  );
}
