/**
 * One app per data folder. Electron's single-instance lock (`app.requestSingleInstanceLock`) is
 * held per `userData` folder, so the app keys `userData` by its data folder first: the default
 * data folder keeps Electron's `userData`; another one (`MUS_DATA_DIR`) gets
 * `<userData>/data-dirs/<hash of its path>` (its own settings, its own lock). A second launch on
 * the same data folder gets no lock: it quits at once and opens nothing, and the running app
 * brings its window to the front. A launch on another data folder is another app and runs.
 * Free of Electron's globals (the `app` is passed): tested under Node.
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

/** The part of Electron's `app` used here. */
export interface InstanceApp {
  getPath(name: 'userData'): string;
  setPath(name: 'userData', path: string): void;
  requestSingleInstanceLock(additionalData?: Record<string, unknown>): boolean;
  on(event: 'second-instance', listener: (event: unknown, argv: string[], cwd: string, additionalData: unknown) => void): unknown;
}

/** The `userData` folder for a data folder: Electron's own for the default data folder, a sub-folder per other data folder. */
export function userDataFor(userData: string, dataDir: string, defaultDataDir: string): string {
  const d = resolve(dataDir);
  if (d === resolve(defaultDataDir)) return userData;
  return join(userData, 'data-dirs', createHash('sha256').update(d).digest('hex').slice(0, 16));
}

/**
 * Claims the app for a data folder (call before `app.whenReady()`).
 * @param onSecondLaunch called in the running app when the same data folder is launched again
 *   (bring the control window to the front).
 * @returns true when this process is the app for `dataDir` (go on starting); false when one runs
 *   already (quit at once, open nothing).
 */
export function claimSingleInstance(app: InstanceApp, o: { dataDir: string; defaultDataDir: string; onSecondLaunch: () => void }): boolean {
  const dataDir = resolve(o.dataDir);
  const userData = userDataFor(app.getPath('userData'), dataDir, o.defaultDataDir);
  if (userData !== app.getPath('userData')) app.setPath('userData', userData);
  if (!app.requestSingleInstanceLock({ dataDir })) return false;
  app.on('second-instance', (_e, _argv, _cwd, data) => {
    // the lock is per userData, hence per data folder; a launcher that passes no data still means us
    const other = typeof data === 'object' && data !== null ? (data as { dataDir?: unknown }).dataDir : undefined;
    if (other === undefined || other === dataDir) o.onSecondLaunch();
  });
  return true;
}
