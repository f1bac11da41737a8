/**
 * The app store: signals fed by the bridge (snapshots, settings) and the few bits of screen state
 * (the count of the deal just settled, a notice). Components read signals; all changes to the match
 * go through `send` → bridge → session.
 */
import { batch, computed, effect, signal } from '@preact/signals';
import type { MatchSetup, TableCommand } from '../../shared/index.js';
import type { Lang } from '../../shared/i18n/index.js';
import type { MusBridge, Settings, Snapshot } from '../../shared/bridge/table/table-contract.js';
import { turnOf } from './derive.js';
import { valueOr } from '../../shared/bridge/ipc-map.js';
import { inNamespace } from '../../shared/errors/index.js';
import { errorText } from '../app/texts.js';
import { matchTitleText } from '../app/match-title.js';
import { uiT } from '../i18n/index.js';
import { loadErrorSentences } from '../app/error-sentences.js';
import { windowKeeps, type WindowKeeps } from './window-keeps.js';
import { screenToReopen, type Screen } from './screen-keep.js';

export type { Screen } from './screen-keep.js';

/** An error the notice says: its code, rule and path (the sentence is looked up when shown). */
type NoticeError = Parameters<typeof errorText>[0];

/** The settings of an app whose bridge cannot give them: French, the setup screen. */
const DEFAULT_SETTINGS: Settings = { lang: 'fr', setup: null };

/** The store of one window. */
export type AppStore = ReturnType<typeof createAppStore>;

/**
 * Creates the store and subscribes it to the bridge. Call `init()` once to load the state.
 * `keeps` keep what the scorer sees across a reload (the control window's storage: the count, the
 * screen on show, the digits typed); a window that keeps nothing (the room display) leaves it out.
 */
export function createAppStore(bridge: MusBridge, keeps: WindowKeeps = windowKeeps(null)) {
  const snapshot = signal<Snapshot | null>(null);
  const settings = signal<Settings>({ lang: 'fr', setup: null });
  const ready = signal(false);
  /** Index of the settled deal whose count is on screen, or null. */
  const countFor = signal<number | null>(null);
  /**
   * What the app itself refused or could not do (a refused setup, a blocked pop-up, what start-up
   * recovery could not resume), kept as errors and said at render time (`notice`), so the
   * sentence is the screen's language even if the language's sentences arrive after the error.
   */
  const noticeErrors = signal<readonly NoticeError[] | null>(null);
  /** The screen on show (table, library, judge). Keys reach the table only on the table screen. */
  const screen = signal<Screen>({ name: 'table' });
  const lang = computed<Lang>(() => settings.value.lang);
  // the error sentences of the language on screen, fetched as soon as it is known (before any error)
  effect(() => { loadErrorSentences(lang.value).catch(() => {}); });
  /** The notice as the screen says it now (errors one per line), or null. */
  const notice = computed<string | null>(() => {
    const errs = noticeErrors.value;
    return errs && errs.length ? errs.map((n) => errorText(n, lang.value)).join('\n') : null;
  });
  const view = computed(() => snapshot.value?.view ?? null);
  const turn = computed(() => turnOf(view.value));
  // narrow signals: a component that reads only these re-renders only when they change
  const hasMatch = computed(() => snapshot.value !== null);
  /**
   * The match on the table is won (FFMus art. 2): "Nouvelle partie" then just closes it, asking
   * nothing, since nothing is abandoned; before the win it asks first.
   */
  const matchWon = computed(() => !!snapshot.value?.view.winner);
  const canUndo = computed(() => snapshot.value?.canUndo ?? false);
  const canRedo = computed(() => snapshot.value?.canRedo ?? false);
  const matchTitle = computed(() => {
    const v = view.value;
    return v ? matchTitleText(v, uiT(lang.value)) : '';
  });

  /** Shows the count of deal `c` (null: none) and keeps it for a reload of the match `matchId`. */
  function setCount(c: number | null, matchId: string | null): void {
    if (c === countFor.peek()) return;
    countFor.value = c;
    keeps.count.save(matchId, c);
  }

  /** The digits were put back once (a second match coming on the table does not type them again). */
  let digitsBack = false;
  /** Digits being typed again: the pad's digits are kept once they are all in. */
  let typing = false;
  /** The digits being typed again (`init` resolves once they are in). */
  let retyped: Promise<void> = Promise.resolve();
  /**
   * Types `digits` into the session's pad again, one `digit` command each (they say nothing), once
   * the snapshot they are typed into is the store's (`typing` is already set by then).
   */
  async function typeAgain(digits: string): Promise<void> {
    try {
      for (const d of digits) {
        const r = await bridge.command({ cmd: 'digit', digit: Number(d) }, 'ui').catch(() => null);
        if (!r?.ok) break;
      }
    } finally {
      typing = false;
      keeps.digits.save(snapshot.peek());
    }
  }

  function receive(s: Snapshot | null, opening = false): void {
    const prev = snapshot.peek();
    if (s && prev && s.matchId === prev.matchId && s.seq < prev.seq) return; // a stale copy
    // the digits to type again, when this match coming on the table is where they were typed
    const retype = batch((): string | null => {
      let digits: string | null = null;
      if (s && prev && s.matchId === prev.matchId) {
        if (!opening) {
          const n = s.view.deals.length;
          const c = countFor.peek();
          if (n > prev.view.deals.length) setCount(n - 1, s.matchId);
          else if (c !== null && c >= n) setCount(null, s.matchId);
        }
      } else {
        // a match comes on the table (start-up, a reload, the library): the count that was on
        // screen when the window went away comes back, if its deal is still settled
        const kept = s ? keeps.count.load(s.matchId) : null;
        setCount(s && kept !== null && kept < s.view.deals.length ? kept : null, s?.matchId ?? null);
        // and the digits typed for an amount, once per window, at the very point they were typed
        digits = s && !digitsBack ? keeps.digits.load(s) : null;
        if (digits) digitsBack = typing = true;
      }
      if (!typing) keeps.digits.save(s);
      snapshot.value = s;
      return digits;
    });
    if (retype) retyped = typeAgain(retype);
  }

  /** Shows a screen (the library, the judge's view of a match, back to the table) and keeps it for a reload. */
  function show(next: Screen): void {
    screen.value = next;
    keeps.screen.save(next);
  }

  /** How many snapshots the bridge has pushed: `init` keeps a pushed one over the one it asked for. */
  let pushed = 0;
  const offState = bridge.onState((s) => {
    pushed++;
    receive(s);
  });
  const offSettings = bridge.onSettings((s) => {
    settings.value = s;
  });

  return {
    /** Stops listening to the bridge (the store is then inert), as the box store does. */
    dispose(): void {
      offState();
      offSettings();
    },
    bridge,
    snapshot,
    settings,
    ready,
    screen,
    countFor,
    notice,
    lang,
    view,
    turn,
    hasMatch,
    matchWon,
    canUndo,
    canRedo,
    matchTitle,
    /**
     * Loads the settings, the match and the screen on show before a reload (if it can still be
     * shown); resolves once the digits typed before the reload, if any, are back in the pad.
     */
    async init(): Promise<void> {
      const pushedBefore = pushed;
      // a bridge that fails still opens the app: default settings, the setup screen
      const [s, st, notices, shown] = await Promise.all([
        bridge.getSettings().then((r) => valueOr(r, DEFAULT_SETTINGS), () => DEFAULT_SETTINGS),
        bridge.getState().then((r) => valueOr(r, null), () => null),
        // what the start-up recovery said when it could resume nothing (damaged, locked, read-only)
        bridge.getNotices ? bridge.getNotices().then((r) => valueOr(r, []), () => []) : Promise.resolve([]),
        // the screen on show before a reload, if it can still be shown (else where its « back » leads)
        screenToReopen(bridge, keeps.screen.load()),
      ]);
      // the language's error sentences are here before the first screen can say an error
      await loadErrorSentences(s.lang).catch(() => {});
      batch(() => {
        settings.value = s;
        // a snapshot pushed while this was loading is newer than the one asked for (a display's
        // control tab answers its hello at once, before the language's sentences have arrived)
        if (pushed === pushedBefore) receive(st, true);
        if (notices.length) noticeErrors.value = notices;
        show(shown);
        ready.value = true;
      });
      await retyped;
    },
    /** Sends a table command. Refusals come back in the snapshot (`error`). */
    async send(cmd: TableCommand, source: 'keyboard' | 'ui' = 'ui'): Promise<void> {
      if (cmd.cmd !== 'undo' && cmd.cmd !== 'redo') setCount(null, snapshot.peek()?.matchId ?? null);
      const r = await bridge.command(cmd, source);
      if (!r.ok && inNamespace(r.error.code, 'session')) noticeErrors.value = [r.error];
    },
    async newMatch(setup: MatchSetup, remembered: Settings['setup']): Promise<boolean> {
      noticeErrors.value = null;
      const r = await bridge.newMatch(setup);
      if (!r.ok) {
        noticeErrors.value = [r.error];
        return false;
      }
      await this.saveSettings({ ...settings.peek(), setup: remembered });
      return true;
    },
    async closeMatch(): Promise<void> {
      await bridge.closeMatch();
    },
    /** Switches the language once its error sentences are here, so no error is ever said as a bare code. */
    async setLang(l: Lang): Promise<void> {
      await loadErrorSentences(l).catch(() => {});
      await this.saveSettings({ ...settings.peek(), lang: l });
    },
    async saveSettings(s: Settings): Promise<void> {
      settings.value = s;
      await bridge.saveSettings(s);
    },
    show,
    /** Keeps the step the judge's view on show is at, for a reload (the screen itself is unchanged). */
    keepJudgeStep(step: number): void {
      const sc = screen.peek();
      if (sc.name === 'judge') keeps.screen.save({ ...sc, step });
    },
    dismissCount(): void {
      setCount(null, snapshot.peek()?.matchId ?? null);
    },
    async openDisplay(displayId: number | null, fullscreen: boolean): Promise<void> {
      const r = await bridge.openDisplay({ displayId, fullscreen });
      noticeErrors.value = r.ok ? null : [r.error];
    },
  };
}
