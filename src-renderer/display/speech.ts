/**
 * The room display speaks its moments (the sentences of `moment-text.ts`) through the platform's
 * speech synthesis (the Web Speech API: Chromium, Electron and a TV's browser where they have
 * voices). Off by default; the choice (on/off, volume 0–1) is kept in the display page's own
 * storage (`mus.display.speech`). Says nothing when the browser has no speech synthesis or no voice
 * for the table's language ({@link SpeechStore.status} says which). `speechSynthesis.speak` queues
 * the sentence and returns at once: speaking never blocks or delays the screen.
 */
import { signal } from '@preact/signals';
import type { Lang } from '../../shared/i18n/index.js';

/** The language tag each utterance carries (BCP 47). */
export const SPEECH_TAG: Record<Lang, string> = { fr: 'fr-FR', eu: 'eu-ES', es: 'es-ES', en: 'en-GB' };

/** Where the display keeps the choice (its own page's storage: the display is read-only towards the app). */
export const SPEECH_KEY = 'mus.display.speech';

/** The listener's choice: speak or not, and how loud (0 … 1). */
export interface SpeechPrefs {
  on: boolean;
  volume: number;
}

/** The voice fields the choice looks at. */
type VoiceLike = Pick<SpeechSynthesisVoice, 'lang' | 'default'>;

/**
 * The voice to speak `lang` with: one of the exact tag ({@link SPEECH_TAG}), else one of the same
 * language (`fr-CA`, `eu`), the platform's default first; null when there is none (then nothing is
 * said: a French voice reading Basque would be worse than silence).
 */
export function voiceFor<V extends VoiceLike>(voices: readonly V[], lang: Lang): V | null {
  const norm = (s: string) => s.replace('_', '-').toLowerCase();
  const same = voices.filter((v) => norm(v.lang).split('-')[0] === lang);
  const exact = same.filter((v) => norm(v.lang) === SPEECH_TAG[lang].toLowerCase());
  const pick = (list: V[]) => list.find((v) => v.default) ?? list[0] ?? null;
  return pick(exact) ?? pick(same);
}

/** The choice stored, or the default (off, full volume) when there is none or it is not readable. */
export function readSpeechPrefs(storage: Pick<Storage, 'getItem'> | null): SpeechPrefs {
  try {
    const x = JSON.parse(storage?.getItem(SPEECH_KEY) ?? 'null') as Partial<SpeechPrefs> | null;
    const volume = typeof x?.volume === 'number' && x.volume >= 0 && x.volume <= 1 ? x.volume : 1;
    return { on: x?.on === true, volume };
  } catch {
    return { on: false, volume: 1 };
  }
}

/** What the toggle says besides on/off: speech works, the browser has none, or no voice for the language. */
export type SpeechStatus = 'ok' | 'unsupported' | 'no-voice';

/** The store of {@link createSpeech}. */
export type SpeechStore = ReturnType<typeof createSpeech>;

/**
 * @param o.synth the platform's `speechSynthesis` (none: nothing is ever said)
 * @param o.Utterance the `SpeechSynthesisUtterance` constructor
 * @param o.storage where the choice is kept
 */
export function createSpeech(o: { synth?: SpeechSynthesis | null; Utterance?: typeof SpeechSynthesisUtterance | null; storage?: Storage | null }) {
  const synth = o.synth && o.Utterance ? o.synth : null;
  const prefs = signal<SpeechPrefs>(readSpeechPrefs(o.storage ?? null));
  const voices = signal<SpeechSynthesisVoice[]>(synth ? safeVoices(synth) : []);
  const onVoices = () => {
    if (synth) voices.value = safeVoices(synth);
  };
  synth?.addEventListener?.('voiceschanged', onVoices);
  const save = (p: SpeechPrefs) => {
    prefs.value = p;
    try {
      o.storage?.setItem(SPEECH_KEY, JSON.stringify(p));
    } catch {
      // a full or refused storage: the choice lasts for this page only
    }
  };
  return {
    prefs,
    /** Whether `lang` can be spoken here (read in a component: follows the voices as they load). */
    status(lang: Lang): SpeechStatus {
      if (!synth) return 'unsupported';
      return voiceFor(voices.value, lang) ? 'ok' : 'no-voice';
    },
    setOn(on: boolean): void {
      save({ ...prefs.value, on });
    },
    /** @param volume 0 … 1 (clamped) */
    setVolume(volume: number): void {
      save({ ...prefs.value, volume: Math.max(0, Math.min(1, Number.isFinite(volume) ? volume : 1)) });
    },
    /**
     * Speaks `text` in `lang` if the listener turned speech on and a voice exists; returns whether
     * it was handed to the platform. Never throws.
     */
    say(text: string, lang: Lang): boolean {
      if (!synth || !o.Utterance || !prefs.value.on || !text) return false;
      const voice = voiceFor(voices.value.length ? voices.value : safeVoices(synth), lang);
      if (!voice) return false;
      try {
        const u = new o.Utterance(text);
        u.lang = SPEECH_TAG[lang];
        u.voice = voice;
        u.volume = prefs.value.volume;
        synth.speak(u);
        return true;
      } catch {
        return false;
      }
    },
    dispose(): void {
      synth?.removeEventListener?.('voiceschanged', onVoices);
    },
  };
}

function safeVoices(synth: SpeechSynthesis): SpeechSynthesisVoice[] {
  try {
    return synth.getVoices();
  } catch {
    return [];
  }
}
