#!/usr/bin/env node
// `npm test`'s browser set-up: make sure a Chromium is there before Vitest starts, installing
// Debian's package when we can (root with apt-get), else stopping at once with one line that
// says what to install. Never downloads a browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const found = findChromium();
if (found.path) process.exit(0);

const fail = (why) => {
  console.error(
    `npm test: ${why}. Install Chromium (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to its executable.`,
  );
  process.exit(1);
};

// A wrong CHROMIUM_PATH is the user's choice to fix, not a reason to install another browser.
if (process.env.CHROMIUM_PATH) fail(found.error);
const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) fail(found.error);

console.error('npm test: no Chromium found; installing Debian’s (apt-get install chromium)…');
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
} catch {
  fail('installing Chromium with apt-get failed');
}
const installed = findChromium();
if (!installed.path) fail(installed.error);
console.error(`npm test: installed ${installed.path}`);
