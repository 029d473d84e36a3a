// Where the tests' Chromium is: shared by `npm test`'s set-up (ensure-chromium.mjs) and the
// Vitest config, so both agree. Only a browser already on the machine is used; nothing is ever
// downloaded (Playwright's own builds need the internet and are not what users run).
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Flags every headless launch here uses (Vitest's browser projects, Playwright's e2e): without
 * the background-networking ones Chromium keeps calling out to a network it cannot reach.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/** Names looked up on PATH, in order, after `CHROMIUM_PATH` and `/usr/bin/chromium`. */
export const chromiumNames = ['chromium', 'chromium-browser', 'google-chrome'];

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Chromium to launch: `CHROMIUM_PATH` when set (even if wrong, so a typo is reported, not
 * silently replaced), else `/usr/bin/chromium`, else the first of {@link chromiumNames} on PATH.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { error: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file` };
  }
  if (isExecutable('/usr/bin/chromium')) return { path: '/usr/bin/chromium' };
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of chromiumNames) {
    for (const dir of dirs) {
      if (isExecutable(join(dir, name))) return { path: join(dir, name) };
    }
  }
  return { error: 'no Chromium found' };
}
