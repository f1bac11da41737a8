/**
 * Which Chromium the end-to-end tests and the UI bench drive (through playwright-core), in this order:
 * 1. `MUS_CHROMIUM`: a path to a Chrome or Chromium executable (`MUS_CHROMIUM=bundled` skips to 3);
 * 2. a browser installed on the machine: Debian's `/usr/lib/chromium/chromium` (or
 *    `/usr/bin/chromium`), `chromium-browser`, Google Chrome;
 * 3. the Chromium shipped inside the `@sparticuz/chromium` npm package (its own libraries and fonts;
 *    unpacked to the temp folder on first use, about 2 s) — so `npm ci && npm test` needs no system
 *    package. Never a download.
 * Always headless, with the flags that keep Chromium off the network.
 */
import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags for every launch: no sandbox (CI runs as root), nothing fetched from the network. */
const OFFLINE = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu', '--disable-sync'];

const SYSTEM = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function executable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser chosen by the order above: its path, extra launch flags, and where it came from. */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<{ path: string; args: string[]; from: 'MUS_CHROMIUM' | 'system' | 'package' }> {
  const forced = env.MUS_CHROMIUM?.trim();
  if (forced && forced !== 'bundled') {
    if (!executable(forced)) throw new Error(`MUS_CHROMIUM=${forced}: no executable there (unset it, or MUS_CHROMIUM=bundled for the packaged Chromium)`);
    return { path: forced, args: [], from: 'MUS_CHROMIUM' };
  }
  if (forced !== 'bundled') {
    const found = SYSTEM.find(executable);
    if (found) return { path: found, args: [], from: 'system' };
  }
  const pkg = (await import('@sparticuz/chromium')).default;
  const path = await pkg.executablePath();
  // the package's own flags, less the ones that fight a plain headless run on a desktop machine
  const args = pkg.args.filter((a: string) => !/^--(headless|single-process|use-gl|use-angle|in-process-gpu)/.test(a));
  return { path, args, from: 'package' };
}

/** Launches the chosen Chromium headless. */
export async function launchChromium(): Promise<Browser> {
  const found = await findChromium();
  return chromium.launch({ executablePath: found.path, headless: true, args: [...found.args, ...OFFLINE] });
}
