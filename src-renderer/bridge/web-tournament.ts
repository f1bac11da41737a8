/**
 * The tournament bridge in a browser (`npm run web`, the e2e tests): the night in progress is one
 * localStorage key, `mus:tournament:current` (the `mus-tournament/1` file as JSON); a night put aside
 * is kept under `mus:tournament:night-<time>`. Every payload goes through the same validators as
 * main's IPC, and every event through the model (`applyToNight`), so the browser refuses exactly
 * what the desktop app refuses.
 */
import type { Result } from '../../shared/types.js';
import type { TournamentFile } from '../../shared/tournament/types.js';
import { TOURNAMENT_BRIDGE, type TournamentBridge } from '../../shared/bridge/tournament/tournament-contract.js';
import { webTwin } from './web-twin.js';

/** What a page answers on the hub's channels (`webTwin`: every channel not implemented here). */
const NO_HUB = { ok: false as const, error: { code: 'hub/unavailable' as const, message: 'a browser page cannot run the tournament hub: use the desktop app' } };

/**
 * The validators and the model, loaded on the first call (their own chunk: the table's start bundle
 * does not carry the tournament model).
 */
async function load() {
  const [v, n] = await Promise.all([import('../../shared/bridge/tournament/tournament-validate.js'), import('../../shared/bridge/tournament/tournament-night.js')]);
  return { ...v, ...n };
}

/** The key of the night in progress. */
export const TOURNAMENT_KEY = 'mus:tournament:current';
/** The prefix of the nights put aside. */
export const TOURNAMENT_ARCHIVE_PREFIX = 'mus:tournament:night-';

/** Options of {@link createWebTournament}. */
export interface WebTournamentOptions {
  storage: Storage;
  now?: () => Date;
}

/** The browser's tournament bridge over a `Storage`. */
export function createWebTournament(opts: WebTournamentOptions): TournamentBridge {
  const { storage } = opts;
  const now = opts.now ?? (() => new Date());

  const read = async (): Promise<Result<TournamentFile | null>> => {
    const { foldNight } = await load();
    const text = storage.getItem(TOURNAMENT_KEY);
    if (text === null) return { ok: true, value: null };
    try {
      const file = JSON.parse(text) as TournamentFile;
      const f = foldNight(file);
      return f.ok ? { ok: true, value: file } : { ok: false, error: { code: 'library/damaged', message: `${f.error.path ?? '$'}: ${f.error.message}` } };
    } catch (e) {
      return { ok: false, error: { code: 'library/damaged', message: (e as Error).message } };
    }
  };
  const write = (file: TournamentFile): Result<TournamentFile> => {
    try {
      storage.setItem(TOURNAMENT_KEY, JSON.stringify(file));
      return { ok: true, value: file };
    } catch (e) {
      return { ok: false, error: { code: 'library/storage-full', message: (e as Error).message } };
    }
  };
  const putAside = (): Result<null> => {
    const text = storage.getItem(TOURNAMENT_KEY);
    if (text === null) return { ok: true, value: null };
    try {
      storage.setItem(`${TOURNAMENT_ARCHIVE_PREFIX}${now().toISOString()}`, text);
      storage.removeItem(TOURNAMENT_KEY);
      return { ok: true, value: null };
    } catch (e) {
      return { ok: false, error: { code: 'library/storage-full', message: (e as Error).message } };
    }
  };

  return {
    // a page cannot listen on the network: the hub runs in the desktop app
    hubAvailable: false,
    ...webTwin(TOURNAMENT_BRIDGE, NO_HUB, {
      async get() {
        return read();
      },
      async create(settings) {
        const { checkTournamentSettings, createNight } = await load();
        const s = checkTournamentSettings(settings);
        if (!s.ok) return s;
        const n = createNight(s.value);
        if (!n.ok) return n;
        const a = putAside();
        return a.ok ? write(n.value) : a;
      },
      async apply(event) {
        const { checkApply, applyToNight } = await load();
        const c = checkApply({ event });
        if (!c.ok) return c;
        const cur = await read();
        if (!cur.ok) return cur;
        const r = applyToNight(cur.value, c.value.event);
        return r.ok ? write(r.value) : r;
      },
      async close() {
        return putAside();
      },
      async hubStop() {
        return { ok: true, value: null };
      },
      async hubState() {
        return { ok: true, value: null };
      },
      async join() {
        return { ok: false, error: { code: 'hub/unavailable', message: 'a browser page cannot join a tournament hub: use the desktop app' } };
      },
      async link() {
        return { ok: true, value: null };
      },
    }),
  };
}
