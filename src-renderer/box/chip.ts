/**
 * What the button box's chip says (`BoxStatus.tsx`), as pure functions of the bridge state: the
 * status word's key, the last key and what became of it, and the one-line summary read by screen
 * readers (icon, word, box id, last key, warning total: never colour alone).
 */
import type { BridgeState, LastKey } from '../../shared/bridge/box/box-state.js';
import type { T } from '../i18n/index.js';

/** What the chip shows: the bridge status, with `idle` (waiting for a match) and `off` (stopped or nothing asked). */
export type ChipStatus = 'connected' | 'reconnecting' | 'handshake' | 'detecting' | 'idle' | 'off';

/** The chip status of a bridge state (null or `stopped`: `off`). */
export function chipStatus(s: BridgeState | null): ChipStatus {
  if (!s || s.status === 'stopped') return 'off';
  return s.status;
}

/** The icon beside each chip status (the word is always shown too). */
export const CHIP_ICONS: Record<ChipStatus, string> = { connected: '●', reconnecting: '↻', handshake: '⇄', detecting: '⌕', idle: '◌', off: '○' };
const RESULT_ICONS: Record<LastKey['result'], string> = { applied: '✓', refused: '✗', duplicate: '⧉', dropped: '⊘' };

/**
 * The last key in words: `PASS ✓ applied`, `SEAT2 ✗ refused (input/not-your-turn)`; the device's
 * own key name in brackets when it differs; the error code only for a refused or dropped key.
 */
export function lastKeyText(t: T, k: LastKey): string {
  const dev = k.deviceKey ? ` [${k.deviceKey}]` : '';
  const why = k.error && (k.result === 'refused' || k.result === 'dropped') ? ` (${k.error.code})` : '';
  return `${k.key}${dev} ${RESULT_ICONS[k.result]} ${t(`box.result.${k.result}`)}${why}`;
}

/**
 * The chip's summary for the polite live region: the status, the box id (not when off), the last
 * key, and the warning total when there are warnings, joined by ` · `.
 */
export function chipSummary(t: T, s: BridgeState | null): string {
  const status = chipStatus(s);
  const word = t(`box.status.${status}`);
  return [
    t('box.chipLabel', { status: word }),
    s?.box && status !== 'off' ? t('box.boxId', { id: s.box.id }) : '',
    s?.lastKey ? `${t('box.lastKey')} ${lastKeyText(t, s.lastKey)}` : '',
    s && s.warningTotal > 0 ? t('box.warningsShort', { count: s.warningTotal }) : '',
  ].filter(Boolean).join(' · ');
}
