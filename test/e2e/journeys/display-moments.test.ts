/**
 * The room display's moments and its speech, in headless Chromium (issue 28 §1 "moments queue" and
 * §2 "the room hears it"). The context gets playwright's clock (each banner's 5 s are moved on, not
 * waited for) and a stand-in `speechSynthesis` with one voice per language that records each
 * utterance (text and language). The control tab loads a match before and after what happens (the
 * web mode's journal, then a reload): the display compares the two views, as it does with a live
 * table. In each of the four languages: a hordago refused (hordago, then the tira), a hordago seen
 * (kanta), and the last deal of the match with two announcement errors — each error, the manche,
 * then the match won, each its own banner in that order, with the text `moment-text.ts` gives, and
 * each spoken in the table's language. Speech is off until the toggle is pressed; without a voice
 * for the language nothing is said and the toggle says so. Banners with the longest names stay
 * inside the viewport at every size (a club's 4:3 and 5:4 monitors and a TV on its side too). Screenshots: `test-artifacts/display-moment-<lang>-<kind>-<w>x<h>.png`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { applyEntry, startMatch, type MatchEntry, type MatchView, type RulesSpec } from '../../../shared/index.js';
import type { Lang } from '../../../shared/i18n/index.js';
import { momentsBetween, type Moment } from '../../../shared/display/moments.js';
import { bannerOf, speechOf } from '../../../src-renderer/display/moment-text.js';
import { SPEECH_TAG } from '../../../src-renderer/display/speech.js';
import { loadMatch, openControlPage, openDisplay, ROOT, stopClock, type ControlRig } from '../harness.js';
import { violations } from '../axe.js';
import { DISPLAY_REGIONS, layoutProblems } from '../layout-check.js';
import { HORDAGO_KANTA, HORDAGO_TIRA, longSetup, TO_WIN, TO_WIN_RULES } from '../../helpers/display-match.js';

const SHOTS = join(ROOT, 'test-artifacts');
const LANGS: Lang[] = ['fr', 'eu', 'es', 'en'];
const SIZES = [[1280, 720], [1024, 768], [1280, 1024], [1920, 1080], [3840, 2160], [1080, 1920]] as const;

/** Runs in every page of the context: the stand-in speech. */
function stubs(): void {
  const w = window as unknown as Record<string, unknown>;
  const spoken: { text: string; lang: string; voice: string; volume: number }[] = [];
  const voices = [
    { lang: 'fr-FR', name: 'fr', default: false, localService: true, voiceURI: 'fr' },
    { lang: 'eu-ES', name: 'eu', default: false, localService: true, voiceURI: 'eu' },
    { lang: 'es-ES', name: 'es', default: false, localService: true, voiceURI: 'es' },
    { lang: 'en-GB', name: 'en', default: true, localService: true, voiceURI: 'en' },
  ];
  const synth = new EventTarget() as EventTarget & Record<string, unknown>;
  synth.getVoices = () => voices;
  synth.speak = (u: { text: string; lang: string; voice: { name: string }; volume: number }) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice.name, volume: u.volume });
  synth.cancel = () => {};
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  // a plain constructor: the page's own class syntax, whatever the test's transform does to class fields
  w.SpeechSynthesisUtterance = function Utterance(this: Record<string, unknown>, text: string) {
    this.text = text;
    this.lang = '';
    this.voice = null;
    this.volume = 1;
  };
  w.__spoken = spoken;
  w.__voices = voices;
  // the match ids of the snapshots the page's own listeners have taken in (recorded once they have
  // run: the display has compared that view with the one before), for the test to wait on
  const seen: string[] = [];
  const add = BroadcastChannel.prototype.addEventListener;
  BroadcastChannel.prototype.addEventListener = function (this: BroadcastChannel, type: string, fn: EventListenerOrEventListenerObject, o?: boolean | AddEventListenerOptions) {
    if (type !== 'message' || typeof fn !== 'function') return add.call(this, type, fn, o);
    return add.call(this, type, (e: Event) => {
      fn.call(this, e);
      const d = (e as MessageEvent<{ type?: string; snapshot?: { matchId?: string } | null }>).data;
      if (d?.type === 'state' && d.snapshot?.matchId) seen.push(d.snapshot.matchId);
    }, o);
  };
  w.__seen = seen;
}

/** The moments of `after` seen after `before` (the engine's views), as the display finds them. */
function expected(before: MatchEntry[], after: MatchEntry[], rules: RulesSpec = 'ffmus'): { m: Moment; view: MatchView }[] {
  const m = startMatch(longSetup(rules));
  if (!m.ok) throw new Error(m.error.message);
  const play = (entries: MatchEntry[]) => {
    let match = m.value;
    for (const e of entries) {
      const r = applyEntry(match, e);
      if (!r.ok) throw new Error(r.error.message);
      match = r.value.match;
    }
    return match.view;
  };
  const v = play(after);
  return momentsBetween(play(before), v).map((x) => ({ m: x, view: v }));
}

describe('the room display announces and speaks each moment', () => {
  let rig: ControlRig;
  let page: Page;
  let display: Page;
  let n = 0;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'display-moments-', consoleErrors: true });
    page = rig.page;
    await rig.ctx.clock.install();
    await rig.ctx.addInitScript(stubs);
    await page.reload();
    await loadMatch(page, { setup: longSetup(), log: [], id: 'moments-0' }, { lang: 'fr', setup: null });
    display = await openDisplay(rig.ctx, page, rig.pageErrors);
  }, 120_000);

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail') await rig.shootFailure(c.task.name);
  });

  afterAll(async () => {
    await rig?.close();
  });

  const spoken = () => display.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken.map((s) => ({ text: s.text, lang: s.lang })));
  /** The key of the last banner read (keys grow by one per moment on the page). */
  let lastKey = 0;

  /**
   * The control tab goes from `before` to `after` (a match of its own); the display shows each
   * moment found, one after the other, 5 s each (the clock moved on), and speaks it. Answers what
   * was shown and said, from the first banner of this step.
   */
  async function step(lang: Lang, before: MatchEntry[], after: MatchEntry[], rules: RulesSpec = 'ffmus', ready?: string, atSizes?: string) {
    const id = `moments-${++n}`;
    const said0 = (await spoken()).length;
    await loadMatch(page, { setup: longSetup(rules), log: before, id }, { lang, setup: null });
    await display.waitForFunction((l) => document.documentElement.lang === l, lang);
    // the display has the view before (else the next one is its match's first: no moment to find)
    await display.waitForFunction((i) => (window as unknown as { __seen: string[] }).__seen.includes(i), id);
    // the clock stopped (no banner waits now): a banner leaves only when the test moves the clock
    // on, however long it takes to look at it (running, the clock took a banner away during the
    // checks at five sizes, and the test waited for a banner already gone)
    await stopClock(rig.ctx);
    try {
      return await banners(lang, before, after, rules, ready, atSizes, id, said0);
    } finally {
      await rig.ctx.clock.resume();
    }
  }

  /** The rest of {@link step}, the clock stopped: `after` loaded, each banner read (and checked at every size for `atSizes`). */
  async function banners(lang: Lang, before: MatchEntry[], after: MatchEntry[], rules: RulesSpec, ready: string | undefined, atSizes: string | undefined, id: string, said0: number) {
    await loadMatch(page, { setup: longSetup(rules), log: after, id }, { lang, setup: null }, ready);
    const want = expected(before, after, rules);
    const shown: { kind: string; text: string }[] = [];
    for (let i = 0; i < want.length; i++) {
      const banner = await display.waitForSelector(`[data-testid=moment][data-key="${lastKey + 1}"]`);
      lastKey++;
      shown.push({ kind: (await banner.getAttribute('data-kind')) ?? '', text: (await banner.textContent()) ?? '' });
      const kind = want[i]!.m.kind;
      if (atSizes && (kind === atSizes || kind === 'match')) {
        for (const [w, h] of SIZES) {
          await display.setViewportSize({ width: w, height: h });
          await display.screenshot({ path: join(SHOTS, `display-moment-${lang}-${kind}-${w}x${h}.png`) });
          expect(await layoutProblems(display, DISPLAY_REGIONS), `${lang} ${kind} banner ${w}×${h}`).toEqual([]);
        }
        expect(await violations(display, { experimental: true }), `axe: ${lang} ${kind} banner`).toEqual([]);
        await display.setViewportSize({ width: 1920, height: 1080 });
      }
      await rig.ctx.clock.fastForward(5000);
    }
    await display.waitForFunction(() => document.querySelector('[data-testid=moment]') === null);
    return { want, shown, said: (await spoken()).slice(said0) };
  }

  it('speech is off by default: the toggle says so, and the moments are shown but not spoken', async () => {
    const toggle = display.locator('[data-testid=speech-toggle]');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await display.locator('[data-testid=speech-volume]').isDisabled()).toBe(true);
    const r = await step('fr', HORDAGO_TIRA.slice(0, 1), HORDAGO_TIRA);
    expect(r.shown.map((b) => b.kind)).toEqual(['hordago', 'tira']);
    expect(r.said).toEqual([]);
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await display.locator('[data-testid=speech-volume]').fill('60');
    expect(await display.evaluate(() => JSON.parse(localStorage.getItem('mus.display.speech') ?? 'null'))).toEqual({ on: true, volume: 0.6 });
    expect(await display.locator('[data-testid=speech-note]').count()).toBe(0);
  }, 60_000);

  for (const lang of LANGS) {
    it(`${lang}: hordago and tira, kanta, then each error, the manche and the match won — each its own banner, in order, each spoken`, async () => {
      const steps = [
        await step(lang, HORDAGO_TIRA.slice(0, 1), HORDAGO_TIRA),
        await step(lang, HORDAGO_KANTA.slice(0, 2), HORDAGO_KANTA),
        await step(lang, [...TO_WIN.first, ...TO_WIN.last.slice(0, -1)], [...TO_WIN.first, ...TO_WIN.last], TO_WIN_RULES, '[data-testid=match-winner]', lang === 'fr' || lang === 'eu' ? 'error' : undefined),
      ];
      expect(steps.map((s) => s.shown.map((b) => b.kind))).toEqual([['hordago', 'tira'], ['kanta'], ['error', 'error', 'manche', 'match']]);
      for (const s of steps) {
        expect(s.shown.map((b) => b.text)).toEqual(s.want.map(({ m, view }) => { const b = bannerOf(m, view, lang); return b.main + b.sub; }));
        expect(s.said).toEqual(s.want.map(({ m, view }) => ({ text: speechOf(m, view, lang), lang: SPEECH_TAG[lang] })));
      }
    }, 120_000);
  }

  it('without a voice for the language: nothing is said, and the toggle says so', async () => {
    await display.evaluate(() => {
      const w = window as unknown as { __voices: { lang: string }[]; speechSynthesis: EventTarget };
      w.__voices.splice(w.__voices.findIndex((v) => v.lang === 'eu-ES'), 1);
      w.speechSynthesis.dispatchEvent(new Event('voiceschanged'));
    });
    const r = await step('eu', HORDAGO_TIRA.slice(0, 1), HORDAGO_TIRA);
    expect(r.shown.map((b) => b.kind)).toEqual(['hordago', 'tira']);
    expect(r.said).toEqual([]);
    expect(await display.getAttribute('[data-testid=speech-controls]', 'data-status')).toBe('no-voice');
    expect(await display.textContent('[data-testid=speech-note]')).toBe('ez dago hizkuntza honetako ahotsik gailu honetan');
    await display.screenshot({ path: join(SHOTS, 'display-speech-no-voice-eu.png') });
    expect(await violations(display, { experimental: true })).toEqual([]);
  }, 60_000);

  it('no page error', () => {
    expect(rig.pageErrors).toEqual([]);
  });
});
