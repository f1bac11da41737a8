/**
 * The display's speech (src-renderer/display/speech.ts) with a stand-in speechSynthesis: off by
 * default; once on, each sentence goes to the platform with its language tag, a voice of that
 * language and the volume chosen; nothing is said without a voice for the language (the status
 * says so) or without speech synthesis at all; the choice is kept in the page's storage.
 */
import { describe, expect, it } from 'vitest';
import { createSpeech, readSpeechPrefs, SPEECH_KEY, voiceFor } from '../../../src-renderer/display/speech.js';

type V = { lang: string; default: boolean; name: string };
const VOICES: V[] = [
  { lang: 'en-US', default: true, name: 'en-us' },
  { lang: 'fr-CA', default: false, name: 'fr-ca' },
  { lang: 'fr-FR', default: false, name: 'fr-fr' },
  { lang: 'es_ES', default: false, name: 'es' },
];

function rig(voices: V[] = VOICES) {
  const spoken: { text: string; lang: string; voice: string; volume: number }[] = [];
  const listeners = new Set<() => void>();
  const synth = {
    getVoices: () => voices,
    speak: (u: { text: string; lang: string; voice: V; volume: number }) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice.name, volume: u.volume }),
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  } as unknown as SpeechSynthesis;
  class Utterance {
    lang = '';
    voice: unknown = null;
    volume = 1;
    constructor(public text: string) {}
  }
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as unknown as Storage;
  const speech = createSpeech({ synth, Utterance: Utterance as unknown as typeof SpeechSynthesisUtterance, storage });
  return { speech, spoken, store, storage, listeners, voices };
}

describe('the voice for a language', () => {
  it('the exact tag first, else one of the same language, else none', () => {
    expect(voiceFor(VOICES, 'fr')?.name).toBe('fr-fr');
    expect(voiceFor(VOICES, 'en')?.name).toBe('en-us');
    expect(voiceFor(VOICES, 'es')?.name).toBe('es');
    expect(voiceFor(VOICES, 'eu')).toBeNull();
  });
});

describe('the display speaks', () => {
  it('nothing while off (the default)', () => {
    const r = rig();
    expect(r.speech.prefs.value).toEqual({ on: false, volume: 1 });
    expect(r.speech.say('Hordago !', 'fr')).toBe(false);
    expect(r.spoken).toEqual([]);
  });

  it('once on: the sentence, its language tag, a voice of that language and the volume', () => {
    const r = rig();
    r.speech.setOn(true);
    r.speech.setVolume(0.4);
    expect(r.speech.say('Hordago !', 'fr')).toBe(true);
    expect(r.speech.say('¡Órdago!', 'es')).toBe(true);
    expect(r.spoken).toEqual([
      { text: 'Hordago !', lang: 'fr-FR', voice: 'fr-fr', volume: 0.4 },
      { text: '¡Órdago!', lang: 'es-ES', voice: 'es', volume: 0.4 },
    ]);
    expect(readSpeechPrefs(r.storage)).toEqual({ on: true, volume: 0.4 });
  });

  it('nothing in a language without a voice; the status says so, and follows voices loaded later', () => {
    const r = rig([...VOICES]);
    r.speech.setOn(true);
    expect(r.speech.status('eu')).toBe('no-voice');
    expect(r.speech.say('Hordago!', 'eu')).toBe(false);
    expect(r.spoken).toEqual([]);
    r.voices.push({ lang: 'eu-ES', default: false, name: 'eu' });
    for (const fn of r.listeners) fn();
    expect(r.speech.status('eu')).toBe('ok');
    expect(r.speech.say('Hordago!', 'eu')).toBe(true);
    expect(r.spoken[0]).toMatchObject({ lang: 'eu-ES', voice: 'eu' });
  });

  it('nothing without speech synthesis', () => {
    const speech = createSpeech({ synth: null, Utterance: null, storage: null });
    speech.setOn(true);
    expect(speech.status('fr')).toBe('unsupported');
    expect(speech.say('Hordago !', 'fr')).toBe(false);
  });

  it('a stored choice that is not readable gives the default', () => {
    const bad = { getItem: (k: string) => (k === SPEECH_KEY ? '{not json' : null) };
    expect(readSpeechPrefs(bad)).toEqual({ on: false, volume: 1 });
    expect(readSpeechPrefs({ getItem: () => '{"on":true,"volume":7}' })).toEqual({ on: true, volume: 1 });
  });
});
