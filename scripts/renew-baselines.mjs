#!/usr/bin/env node
// `npm run test:visual:update`: renews the stories' visual baselines (test/stories/baselines).
// Deletes them (a renamed or removed story leaves no orphan), shoots every story in each look of
// the baselines (light, dark, right to left, forced colors) with Vitest's --update, then runs the
// check that the baselines catch a one-pixel border and stripped colours (baselines-catch.test.ts,
// never with --update) and prints the folder's size. Review the new images (git diff --stat, an
// image viewer) before committing: they are what CI compares every later run against.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test/stories/baselines';
const vitest = (...args) =>
  spawnSync('node_modules/.bin/vitest', ['run', '--project', 'stories', ...args], {
    stdio: 'inherit',
  }).status;

rmSync(dir, { recursive: true, force: true });
// Not the check: in update mode a mismatch renews the baseline instead of failing.
const shot = vitest('--update', '--exclude', 'test/stories/baselines-catch.test.ts');
const caught = shot === 0 ? vitest('test/stories/baselines-catch.test.ts') : 1;
const files = existsSync(dir) ? readdirSync(dir) : [];
const bytes = files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
console.log(`${dir}: ${files.length} baselines, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
process.exit(shot || caught);
