/**
 * The Tournoi screen's store (src-renderer/tournament/tournament-store.ts) over a fake tournament
 * bridge that keeps the night in memory and checks each event with the real model: the night
 * loaded, created and changed; a refusal kept as the error itself (said when shown, in the screen's
 * language); one call at a time (busy); the hub's view pushed by main and shown as pushed, never
 * asked again on a timer; results the hub entered by itself read back and counted.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { effect } from '@preact/signals';
import type { Result } from '../../../shared/types.js';
import type { HubView, TournamentBridge } from '../../../shared/bridge/tournament/tournament-contract.js';
import { applyToNight, createNight } from '../../../shared/bridge/tournament/tournament-night.js';
import { foldFile } from '../../../shared/tournament/reducer.js';
import type { TournamentEvent, TournamentFile, TournamentSettings } from '../../../shared/tournament/types.js';
import { createTournamentStore, type TournamentStatus } from '../../../src-renderer/tournament/tournament-store.js';
import { statusText } from '../../../src-renderer/tournament/status-text.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import { errorSentence } from '../../../shared/i18n/errors.js';
import '../../../src-renderer/tournament/texts.js';

const SETTINGS: TournamentSettings = { name: 'Gau handia', date: '2026-11-27', rules: 'ffmus', rounds: 3, system: 'swiss' };
const PAIR: TournamentEvent = { type: 'add-pair', pair: { id: 'p01', team: 'Etxeberri / Dufau', players: ['Peio', 'Mixel'], club: null } };

function night(): TournamentFile {
  const n = createNight(SETTINGS);
  if (!n.ok) throw new Error(n.error.message);
  return n.value;
}

function view(entered = 0, round = 1): HubView {
  return { urls: ['http://192.168.1.20:8750'], port: 8750, round, tables: [], warnings: [], entered };
}

/** A bridge over one night in memory; `hold()` keeps the next call pending until `release()`. */
function fakeBridge(o: { file?: TournamentFile | null; hubAvailable?: boolean; hub?: HubView | null } = {}) {
  let file: TournamentFile | null = o.file === undefined ? night() : o.file;
  let listener: ((v: HubView | null) => void) | null = null;
  let gate: Promise<void> | null = null;
  let open = () => {};
  const calls: string[] = [];
  const answer = async <T>(name: string, make: () => Result<T>): Promise<Result<T>> => {
    calls.push(name);
    if (gate) await gate;
    return make();
  };
  const bridge: TournamentBridge = {
    get: () => answer('get', () => ({ ok: true, value: file })),
    create: (s) => answer('create', () => {
      const n = createNight(s);
      if (n.ok) file = n.value;
      return n;
    }),
    apply: (e) => answer('apply', () => {
      const r = applyToNight(file, e);
      if (r.ok) file = r.value;
      return r;
    }),
    close: () => answer('close', () => {
      file = null;
      return { ok: true, value: null };
    }),
    hubAvailable: o.hubAvailable ?? true,
    hubStart: (port) => answer('hubStart', () => (port === 80 ? { ok: false, error: { code: 'hub/port-in-use', message: 'in use' } } : { ok: true, value: view() })),
    hubStop: () => answer('hubStop', () => ({ ok: true, value: null })),
    hubState: () => answer('hubState', () => ({ ok: true, value: o.hub ?? null })),
    hubUnlock: () => answer('hubUnlock', () => ({ ok: true, value: view() })),
    join: () => answer('join', () => ({ ok: false, error: { code: 'hub/unknown-code', message: 'no such code' } })),
    hubResult: () => answer('hubResult', () => ({ ok: false, error: { code: 'tournament/no-result', message: 'none' } })),
    link: () => answer('link', () => ({ ok: true, value: null })),
    hubJudge: () => answer('hubJudge', () => ({ ok: false, error: { code: 'hub/unavailable', message: 'none' } })),
    onHub: (cb) => {
      listener = cb;
      return () => {
        listener = null;
      };
    },
  };
  return {
    bridge,
    calls,
    /** Main pushes the hub's view. */
    push: (v: HubView | null) => listener?.(v),
    listening: () => listener !== null,
    hold: () => {
      gate = new Promise((r) => (open = r));
    },
    release: () => {
      gate = null;
      open();
    },
    /** A result entered behind the screen's back (the hub did it). */
    change: (e: TournamentEvent) => {
      const r = applyToNight(file, e);
      if (!r.ok) throw new Error(r.error.message);
      file = r.value;
    },
  };
}

/** Resolves once `check()` holds, checked again at each change of the signals it reads (no clock). */
function until(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (!check()) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Tournoi store: the night', () => {
  it('loads the night in progress', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    expect(ts.file.value).toBeUndefined();
    await ts.load();
    expect(ts.file.value?.name).toBe('Gau handia');
  });

  it('says "create" when there is no night, and when the window has no tournament bridge', async () => {
    const none = createTournamentStore(fakeBridge({ file: null }).bridge);
    await none.load();
    expect(none.file.value).toBeNull();
    const display = createTournamentStore(null);
    await display.load();
    expect(display.file.value).toBeNull();
  });

  it('keeps a night that cannot be read as the error itself, and says "create"', async () => {
    const f = fakeBridge();
    f.bridge.get = async () => ({ ok: false, error: { code: 'library/damaged', message: '$.events: not an array' } });
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    expect(ts.file.value).toBeNull();
    expect(ts.status.value).toEqual({ kind: 'error', error: { code: 'library/damaged', message: '$.events: not an array' } });
  });

  it('creates a night: the new file, its name in the status line', async () => {
    const ts = createTournamentStore(fakeBridge({ file: null }).bridge);
    await ts.load();
    expect(await ts.create({ ...SETTINGS, name: 'Udaberri' })).toBe(true);
    expect(ts.file.value?.name).toBe('Udaberri');
    expect(ts.status.value).toEqual({ kind: 'ok', text: 'Udaberri' });
  });

  it('applies an event: the file the bridge gives back, the done text', async () => {
    const ts = createTournamentStore(fakeBridge().bridge);
    await ts.load();
    expect(await ts.apply(PAIR, 'p01 · Etxeberri / Dufau')).toBe(true);
    expect(ts.file.value?.events).toEqual([PAIR]);
    expect(ts.status.value).toEqual({ kind: 'ok', text: 'p01 · Etxeberri / Dufau' });
  });

  it('keeps the model\'s refusal as the error, and the file as it was', async () => {
    const ts = createTournamentStore(fakeBridge().bridge);
    await ts.load();
    await ts.apply(PAIR, 'added');
    const before = ts.file.value;
    expect(await ts.apply(PAIR, 'added again')).toBe(false);
    expect(ts.file.value).toBe(before);
    const s = ts.status.value;
    expect(s?.kind === 'error' && s.error.code).toMatch(/^tournament\//);
  });

  it('closes the night: "create" again', async () => {
    const ts = createTournamentStore(fakeBridge().bridge);
    await ts.load();
    expect(await ts.close()).toBe(true);
    expect(ts.file.value).toBeNull();
  });

  it('is busy during a call, and sends no second call meanwhile', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    f.hold();
    const first = ts.apply(PAIR, 'added');
    expect(ts.busy.value).toBe(true);
    expect(await ts.close()).toBe(false);
    f.release();
    expect(await first).toBe(true);
    expect(ts.busy.value).toBe(false);
    expect(f.calls.filter((c) => c === 'close')).toEqual([]);
  });

  it('keeps a refusal of the page (a pairing refused, a failed print) as the error; says a done text', () => {
    const ts = createTournamentStore(fakeBridge().bridge);
    ts.fail({ code: 'tournament/bad-round', message: 'no pairs' });
    expect(ts.status.value).toEqual({ kind: 'error', error: { code: 'tournament/bad-round', message: 'no pairs' } });
    ts.say('standings.csv');
    expect(ts.status.value).toEqual({ kind: 'ok', text: 'standings.csv' });
  });

  it('keeps a refused join as the error and gives no pairing', async () => {
    const ts = createTournamentStore(fakeBridge().bridge);
    expect(await ts.join('http://192.168.1.20:8750', 'ABC-DEF')).toBeNull();
    expect(ts.status.value).toEqual({ kind: 'error', error: { code: 'hub/unknown-code', message: 'no such code' } });
  });
});

describe('the Tournoi store: the hub', () => {
  it('asks the hub\'s view once on load, then shows what main pushes', async () => {
    const f = fakeBridge({ hub: view(0, 1) });
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    expect(ts.hub.value?.round).toBe(1);
    f.push(view(0, 2));
    expect(ts.hub.value?.round).toBe(2);
    f.push(null);
    expect(ts.hub.value).toBeNull();
  });

  it('never asks the hub again on a timer', async () => {
    vi.useFakeTimers();
    const f = fakeBridge({ hub: view() });
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.calls.filter((c) => c === 'hubState')).toEqual(['hubState']);
    ts.dispose();
  });

  it('in a browser page (no hub): neither asks nor listens', async () => {
    const f = fakeBridge({ hubAvailable: false });
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    expect(ts.hubAvailable).toBe(false);
    expect(f.listening()).toBe(false);
    expect(f.calls).toEqual(['get']);
  });

  it('reads the night again when the pushed view says the hub entered results, and counts them', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    f.change(PAIR);
    f.push(view(2));
    await until(() => ts.status.value?.kind === 'entered');
    expect(ts.file.value?.events).toEqual([PAIR]);
    expect(ts.status.value).toEqual({ kind: 'entered', count: 2 });
  });

  it('reads the night only once for the same count of entered results', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    f.push(view(1));
    await until(() => ts.status.value?.kind === 'entered');
    f.push(view(1));
    expect(f.calls.filter((c) => c === 'get')).toEqual(['get', 'get']);
  });

  it('reads the night again after the call in progress when results were entered meanwhile', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    f.hold();
    const adding = ts.apply(PAIR, 'added');
    f.push(view(1));
    f.release();
    await adding;
    await until(() => ts.status.value?.kind === 'entered');
    expect(f.calls.filter((c) => c === 'get')).toEqual(['get', 'get']);
    expect(ts.status.value).toEqual({ kind: 'entered', count: 1 });
  });

  it('counts from 0 again after the hub restarts', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    f.push(view(3));
    await until(() => ts.status.value?.kind === 'entered');
    f.push(null);
    f.push(view(1));
    await until(() => ts.busy.value === false && f.calls.length === 4);
    expect(ts.status.value).toEqual({ kind: 'entered', count: 1 });
  });

  it('starts the hub: its view and the done text; a refusal kept as the error', async () => {
    const ts = createTournamentStore(fakeBridge().bridge);
    expect(await ts.hubStart(8750, (v) => `running at ${v.urls[0] ?? ''}`)).toBe(true);
    expect(ts.hub.value?.port).toBe(8750);
    expect(ts.status.value).toEqual({ kind: 'ok', text: 'running at http://192.168.1.20:8750' });
    expect(await ts.hubStart(80, () => 'never')).toBe(false);
    expect(ts.status.value).toEqual({ kind: 'error', error: { code: 'hub/port-in-use', message: 'in use' } });
  });

  it('stops the hub: no view', async () => {
    const ts = createTournamentStore(fakeBridge().bridge);
    await ts.hubStart(8750, () => 'running');
    expect(await ts.hubStop('stopped')).toBe(true);
    expect(ts.hub.value).toBeNull();
    expect(ts.status.value).toEqual({ kind: 'ok', text: 'stopped' });
  });

  it('stops listening once disposed', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    ts.dispose();
    expect(f.listening()).toBe(false);
  });
});

describe('the Tournoi status line, said when shown', () => {
  beforeAll(async () => {
    await Promise.all((['fr', 'en'] as const).map((l) => loadErrorSentences(l)));
  });

  it('says a kept refusal in the language on screen now', () => {
    const s: TournamentStatus = { kind: 'error', error: { code: 'tournament/duplicate-pair', message: 'p01 twice' } };
    expect(statusText(s, 'fr', uiT('fr'))).toContain(errorSentence('tournament/duplicate-pair', 'fr'));
    expect(statusText(s, 'en', uiT('en'))).toContain(errorSentence('tournament/duplicate-pair', 'en'));
  });

  it('says the hub\'s entered results in the language on screen now', () => {
    expect(statusText({ kind: 'entered', count: 1 }, 'fr', uiT('fr'))).toMatch(/Résultat reçu du hub : 1 partie gagnée/);
    expect(statusText({ kind: 'entered', count: 1 }, 'en', uiT('en'))).not.toMatch(/Résultat reçu/);
  });

  it('says nothing, or the done text as it is', () => {
    expect(statusText(null, 'fr', uiT('fr'))).toBe('');
    expect(statusText({ kind: 'ok', text: 'Udaberri' }, 'fr', uiT('fr'))).toBe('Udaberri');
  });
});

describe('the Tournoi store: registering a pair (the form)', () => {
  beforeAll(async () => {
    await Promise.all((['fr', 'eu'] as const).map((l) => loadErrorSentences(l)));
  });

  /** The night as the screen shows it: the store's file, folded. */
  const shown = (ts: ReturnType<typeof createTournamentStore>) => {
    const f = foldFile(ts.file.value ?? night());
    if (!f.ok) throw new Error(f.error.message);
    return f.value;
  };

  it('refuses « b/a » after « A / B » before sending anything, naming both names and the pair id in the screen\'s language', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    expect(await ts.addPair(shown(ts), { id: 'p01', team: 'A / B', players: ['Peio', 'Mixel'], club: null }, 'p01 · A / B')).toBe(true);
    expect(ts.status.value).toEqual({ kind: 'ok', text: 'p01 · A / B' });
    const sent = f.calls.length;
    expect(await ts.addPair(shown(ts), { id: 'p02', team: 'b/a', players: ['Maite', 'Xan'], club: null }, 'p02 · b/a')).toBe(false);
    expect(f.calls).toHaveLength(sent); // nothing sent: the night is as it was
    expect(shown(ts).pairs.map((p) => p.team)).toEqual(['A / B']);
    expect(ts.status.value).toMatchObject({ kind: 'error', error: { code: 'tournament/duplicate-pair', path: 'events[1].pair.team', params: { team: 'b/a', other: 'A / B', id: 'p01' } } });
    expect(statusText(ts.status.value, 'fr', uiT('fr'))).toBe('Refusé : « b/a » serait pour la ligue la même équipe que « A / B » (paire p01), déjà inscrite : les noms ne diffèrent que par les majuscules, les espaces ou l’ordre des partenaires ; changez le nom — champ « Équipe »');
    expect(statusText(ts.status.value, 'eu', uiT('eu'))).toMatch(/^Ukatua: Ligarentzat «b\/a» eta «A \/ B» \(p01 bikotea.* — «Taldea» eremua$/);
  });

  it('refuses a player who already sits in a pair of the night, under another team name, naming the player and that pair', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    expect(await ts.addPair(shown(ts), { id: 'p01', team: 'Etxeberri / Dufau', players: ['Peio', 'Mixel'], club: null }, 'p01')).toBe(true);
    const sent = f.calls.length;
    expect(await ts.addPair(shown(ts), { id: 'p02', team: 'Berriak', players: ['Maite', 'peio'], club: null }, 'p02')).toBe(false);
    expect(f.calls).toHaveLength(sent); // nothing sent
    expect(shown(ts).pairs.map((p) => p.id)).toEqual(['p01']);
    expect(ts.status.value).toMatchObject({ kind: 'error', error: { code: 'tournament/player-in-two-pairs', path: 'events[1].pair.players[1]', params: { player: 'peio', id: 'p01', team: 'Etxeberri / Dufau' } } });
    expect(statusText(ts.status.value, 'fr', uiT('fr'))).toContain('Refusé : peio joue déjà dans la paire p01 (« Etxeberri / Dufau ») de cette soirée : un joueur ne joue que dans une paire d’une soirée');
    expect(statusText(ts.status.value, 'eu', uiT('eu'))).toContain('peio gau honetako p01 bikotean («Etxeberri / Dufau») jokatzen du jada');
  });

  it('says the model\'s own refusal as before (the same name), and sends a pair the league tells apart', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    await ts.addPair(shown(ts), { id: 'p01', team: 'A / B', players: ['Peio', 'Mixel'], club: null }, 'p01');
    expect(await ts.addPair(shown(ts), { id: 'p02', team: 'A  /  B', players: ['Maite', 'Xan'], club: null }, 'p02')).toBe(false);
    expect(statusText(ts.status.value, 'fr', uiT('fr'))).toBe('Refusé : L’équipe « A / B » est déjà inscrite : c’est la paire p01 — champ « Équipe »');
    expect(await ts.addPair(shown(ts), { id: 'p02', team: 'A / C', players: ['Maite', 'Xan'], club: null }, 'p02 · A / C')).toBe(true);
    expect(f.calls.filter((c) => c === 'apply')).toHaveLength(2);
    expect(shown(ts).pairs.map((p) => p.team)).toEqual(['A / B', 'A / C']);
  });

  it('one call at a time: nothing is checked or sent while another is in progress', async () => {
    const f = fakeBridge();
    const ts = createTournamentStore(f.bridge);
    await ts.load();
    f.hold();
    const first = ts.addPair(shown(ts), { id: 'p01', team: 'A / B', players: ['Peio', 'Mixel'], club: null }, 'p01');
    expect(await ts.addPair(shown(ts), { id: 'p02', team: 'C / D', players: ['Maite', 'Xan'], club: null }, 'p02')).toBe(false);
    f.release();
    expect(await first).toBe(true);
    expect(shown(ts).pairs.map((p) => p.id)).toEqual(['p01']);
  });
});
