/**
 * The display's stores wired to the app store (src-renderer/display/display-room.ts): each snapshot
 * the bridge sends feeds the moments queue; each moment, when its banner shows, is spoken in the
 * table's language (a stand-in speech synthesis), once the speech is on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../src-renderer/store/app-store.js';
import { createDisplayRoom } from '../../../src-renderer/display/display-room.js';
import { MOMENT_MS } from '../../../src-renderer/display/moments-store.js';
import { speechOf } from '../../../src-renderer/display/moment-text.js';
import type { MusBridge, Settings, Snapshot } from '../../../shared/bridge/table/table-contract.js';
import { momentsBetween } from '../../../shared/display/moments.js';
import { HORDAGO_TIRA } from '../../helpers/display-match.js';
import { viewsOf } from './moments-play.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function rig() {
  const state = new Set<(s: Snapshot | null) => void>();
  const settings = new Set<(s: Settings) => void>();
  const bridge = {
    onState: (cb: (s: Snapshot | null) => void) => (state.add(cb), () => void state.delete(cb)),
    onSettings: (cb: (s: Settings) => void) => (settings.add(cb), () => void settings.delete(cb)),
  } as unknown as MusBridge;
  const app = createAppStore(bridge);
  const spoken: { text: string; lang: string }[] = [];
  const synth = {
    getVoices: () => [{ lang: 'fr-FR', default: true }, { lang: 'es-ES', default: false }],
    speak: (u: { text: string; lang: string }) => spoken.push({ text: u.text, lang: u.lang }),
  } as unknown as SpeechSynthesis;
  function Utterance(this: Record<string, unknown>, text: string) {
    this.text = text;
  }
  const room = createDisplayRoom(app, { synth, Utterance: Utterance as unknown as typeof SpeechSynthesisUtterance, storage: null });
  const send = (view: Snapshot['view'], seq: number) => {
    for (const cb of state) cb({ seq, matchId: 'm1', view, pad: { speaker: null } as unknown as Snapshot['pad'], canUndo: false, canRedo: false, error: null, source: 'ui' });
  };
  const lang = (l: Settings['lang']) => {
    for (const cb of settings) cb({ lang: l, setup: null });
  };
  return { app, room, spoken, send, lang };
}

describe('the room display hears the table', () => {
  it('each moment of each snapshot gets its banner and, with the speech on, its sentence in the table’s language', () => {
    const r = rig();
    r.room.speech.setOn(true);
    r.lang('es');
    const views = viewsOf(HORDAGO_TIRA);
    views.forEach((v, i) => r.send(v, i));
    expect(r.room.moments.head.value?.moment.kind).toBe('hordago');
    vi.advanceTimersByTime(MOMENT_MS);
    expect(r.room.moments.head.value?.moment.kind).toBe('tira');
    const want = views.slice(1).flatMap((v, i) => momentsBetween(views[i]!, v).map((m) => ({ text: speechOf(m, v, 'es'), lang: 'es-ES' })));
    expect(want).toHaveLength(2);
    expect(r.spoken).toEqual(want);
    r.room.dispose();
  });

  it('nothing spoken while the speech is off (the default)', () => {
    const r = rig();
    viewsOf(HORDAGO_TIRA).forEach((v, i) => r.send(v, i));
    expect(r.room.moments.queue.value).toHaveLength(2);
    expect(r.spoken).toEqual([]);
    r.room.dispose();
  });
});
