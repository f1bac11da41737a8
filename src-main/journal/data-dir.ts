/**
 * Where the app keeps its data. The folder is always a parameter: the Electron main process passes
 * `app.getPath('userData')`; the `mus` command line uses `MUS_DATA_DIR`, or a per-user default.
 * Layout inside it (docs/storage.md):
 *
 *     <data>/matches/<id>.musj        one journal per match
 *     <data>/matches/<id>.musj.lock   while a process writes the match
 *     <data>/trash/<id>.<time>.musj   deleted matches
 *     <data>/library-index.json       summary cache (rebuilt when missing or stale)
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Folder name of the app's data. */
export const APP_FOLDER = 'mus-table-companion';

/**
 * The per-user default data folder of the command line:
 * Linux and others `$XDG_DATA_HOME/mus-table-companion` (default `~/.local/share/mus-table-companion`),
 * macOS `~/Library/Application Support/mus-table-companion`, Windows `%APPDATA%\mus-table-companion`.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER);
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), APP_FOLDER);
}

/**
 * The data folder to use: the one given (Electron's `userData`), else `MUS_DATA_DIR`, else the default.
 */
export function resolveDataDir(opts: { given?: string | null; env?: NodeJS.ProcessEnv } = {}): string {
  const env = opts.env ?? process.env;
  if (opts.given) return opts.given;
  if (env.MUS_DATA_DIR) return env.MUS_DATA_DIR;
  return defaultDataDir(env);
}

/** Paths of the library inside a data folder. */
export interface LibraryPaths {
  dataDir: string;
  matches: string;
  trash: string;
  index: string;
}

/** The library's paths in `dataDir`. */
export function libraryPaths(dataDir: string): LibraryPaths {
  return { dataDir, matches: join(dataDir, 'matches'), trash: join(dataDir, 'trash'), index: join(dataDir, 'library-index.json') };
}

/** Journal file extension. */
export const JOURNAL_EXT = '.musj';

export { MATCH_ID, isMatchId } from '../../shared/library/match-id.js';
