/**
 * The display's speech toggle and volume (`speech.ts`): off by default; says, next to the toggle,
 * when this device has no voice for the table's language or no speech synthesis at all.
 */
import type { SpeechStore } from './speech.js';
import { useT } from '../app/use-t.js';
import './texts.js';

export function SpeechControls({ speech }: { speech: SpeechStore }) {
  const { t, lang } = useT();
  const { on, volume } = speech.prefs.value;
  const status = speech.status(lang);
  return (
    <div class="display-speech" data-testid="speech-controls" data-status={status}>
      <button type="button" class="speech-toggle" aria-pressed={on} data-testid="speech-toggle" onClick={() => speech.setOn(!on)}>
        <span aria-hidden="true">{on ? '✓' : '✗'}</span> {t('speech.toggle')}
      </button>
      <label class="speech-volume">
        <span class="sr-only">{t('speech.volume')}</span>
        <input
          type="range" min={0} max={100} step={5} value={Math.round(volume * 100)} disabled={!on} data-testid="speech-volume"
          onInput={(e) => speech.setVolume(Number((e.target as HTMLInputElement).value) / 100)}
        />
      </label>
      {status !== 'ok' && <span class="speech-note" data-testid="speech-note">{t(status === 'unsupported' ? 'speech.unsupported' : 'speech.noVoice')}</span>}
    </div>
  );
}
