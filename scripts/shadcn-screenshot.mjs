#!/usr/bin/env node
// docs/images/shadcn-signup.png, the picture in docs/shadcn.md: the shadcn registry's sign-up
// beside the drop-in <SignupForm>, as the story `shadcn/Beside the drop-in` shows them (both over
// the install test's primitives and stylesheet). Starts Storybook's dev server on loopback, takes
// the story's canvas in Chromium (light), stops the server.
//
//   node scripts/shadcn-screenshot.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './find-chromium.mjs';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT) || 6116;
const target = join(root, 'docs/images/shadcn-signup.png');
const story = 'shadcn-beside-the-drop-in--sign-up';
const budget = 150 * 1024;

/** Storybook's dev server, in its own process group so that stopping it stops its children. */
const server = spawn(
  join(root, 'node_modules/.bin/storybook'),
  ['dev', '--ci', '--no-open', '--exact-port', '-p', String(port)],
  { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stop);

/** Resolves when the server says it is listening (its banner names the local URL). */
const ready = new Promise((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes(`localhost:${port}`) || output.includes(`127.0.0.1:${port}`)) resolve();
  });
  server.on('exit', (code) => reject(new Error(`storybook dev exited (${code})`)));
});

let browser;
try {
  await ready;
  browser = await chromium.launch({
    executablePath: findChromium().path ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const page = await browser.newPage({ viewport: { width: 880, height: 900 } });
  await page.goto(
    `http://localhost:${port}/iframe.html?id=${story}&viewMode=story&globals=theme:light`,
  );
  // Both forms are there once two "Create an account" headings are (Vite compiles on first load).
  await page
    .getByRole('heading', { name: 'Create an account' })
    .nth(1)
    .waitFor({ timeout: 120_000 });
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(join(root, 'docs/images'), { recursive: true });
  await page.locator('#storybook-root > div').screenshot({ path: target, animations: 'disabled' });
  const size = statSync(target).size;
  console.log(`${target} ${size} B${size > budget ? '  over 150 KB' : ''}`);
  if (size > budget) process.exitCode = 1;
} finally {
  await browser?.close();
  stop();
}
