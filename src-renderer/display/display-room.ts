/**
 * The room display's own stores, made once per page and kept for its whole life (a match closed
 * at the table does not cut the banners still waiting): the moments queue, fed by every view the
 * app store receives, and the speech, which speaks each moment in the table's language when its
 * banner shows.
 */
import { effect, untracked } from '@preact/signals';
import type { AppStore } from '../store/app-store.js';
import { createMomentsStore } from './moments-store.js';
import { speechOf } from './moment-text.js';
import { createSpeech } from './speech.js';

/** What the platform gives the display: its speech synthesis, if any, and its storage. */
export interface RoomEnv {
  synth: SpeechSynthesis | null;
  Utterance: typeof SpeechSynthesisUtterance | null;
  storage: Storage | null;
}

/** The page's own speech synthesis and storage (none of them in a browser without them). */
export function pageEnv(): RoomEnv {
  const w = typeof window === 'undefined' ? null : window;
  let storage: Storage | null = null;
  try {
    storage = w?.localStorage ?? null;
  } catch {
    storage = null;
  }
  return { synth: w?.speechSynthesis ?? null, Utterance: w?.SpeechSynthesisUtterance ?? null, storage };
}

/** The stores of {@link createDisplayRoom}. */
export type DisplayRoom = ReturnType<typeof createDisplayRoom>;

/** Wires the moments and the speech to the app store; `dispose()` stops both. */
export function createDisplayRoom(app: AppStore, env: RoomEnv = pageEnv()) {
  const speech = createSpeech(env);
  const moments = createMomentsStore({
    onShow: (q) => {
      const lang = app.lang.peek();
      speech.say(speechOf(q.moment, q.view, lang), lang);
    },
  });
  const stop = effect(() => {
    const id = app.snapshot.value?.matchId ?? null;
    const view = app.view.value;
    untracked(() => moments.observe(id, view));
  });
  return {
    moments,
    speech,
    dispose(): void {
      stop();
      moments.dispose();
      speech.dispose();
    },
  };
}
