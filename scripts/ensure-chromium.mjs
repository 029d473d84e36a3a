#!/usr/bin/env node
// `npm test`'s browser set-up: make sure a Chromium is there before Vitest starts, installing
// Debian's package when we can (root with apt-get), else stopping at once with one line that
// says what to install. Never downloads a browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

// The forms' font stack names Noto's face for the scripts the system UI fonts lack; the tests
// of those languages (test/browser/languages) check that their words are set in it. Debian's
// fonts-noto-core has them: installed when no font covers Bengali (best effort, quiet: a
// machine without apt-get or root fails those tests, naming the font).
const hasFont = (lang) => {
  try {
    return execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const apt = (...args) =>
  execFileSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env: aptEnv });
const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
let updated = false;
if (canApt && !hasFont('bn')) {
  console.error('npm test: installing Debian’s fonts-noto-core (the scripts the forms name)…');
  try {
    apt('update', '-qq');
    updated = true;
    apt('install', '-y', '-qq', '--no-install-recommends', 'fonts-noto-core');
  } catch {
    console.error('npm test: installing fonts-noto-core failed; the script font tests will say so');
  }
}

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
if (!canApt) fail(found.error);

console.error('npm test: no Chromium found; installing Debian’s (apt-get install chromium)…');
try {
  if (!updated) apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
} catch {
  fail('installing Chromium with apt-get failed');
}
const installed = findChromium();
if (!installed.path) fail(installed.error);
console.error(`npm test: installed ${installed.path}`);
