// Copies the forms' screenshots that `npm run e2e` took (demo/dist/e2e-artifacts/forms/) into
// docs/screenshots/, the README's pictures: `npm run e2e && npm run screenshots`.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const from = 'demo/dist/e2e-artifacts/forms';
const to = 'docs/screenshots';
/**
 * The README shows these; the e2e flows take them (see e2e/support/steps.ts: formShot for a form
 * alone, pageShot for what the page shows, a dialog over its backdrop or a phone's width).
 */
const wanted = [
  'sign-up',
  'verify-email',
  'sign-in-error-dark',
  'forgot-password-rate-limited',
  'reset-password',
  'profile',
  'sign-up-error-summary',
  'session-ended',
  'delete-dialog',
  'phone-sign-up',
  'phone-delete-dialog-dark',
  'dev-mailbox-message',
  'account-menu',
  'account-menu-dark',
  'account-page',
  'account-page-dark',
  'phone-account-page',
  'phone-account-page-dark',
  'email-change-code',
];
/** 40 KB a picture; the account page at a laptop's width (896 px of text and rows) 64 KB. */
const budgetOf = (name) => (name.startsWith('account-page') ? 64 : 40) * 1024;

if (!existsSync(from)) {
  console.error(`No screenshots in ${from}: run \`npm run e2e\` first.`);
  process.exit(1);
}
const taken = new Set(readdirSync(from).map((file) => file.replace(/\.png$/, '')));
const missing = wanted.filter((name) => !taken.has(name));
if (missing.length) {
  console.error(`The e2e run took no screenshot of: ${missing.join(', ')}.`);
  process.exit(1);
}
mkdirSync(to, { recursive: true });
let failed = false;
for (const name of wanted) {
  const target = join(to, `${name}.png`);
  copyFileSync(join(from, `${name}.png`), target);
  const size = statSync(target).size;
  const budget = budgetOf(name);
  const over = size > budget;
  failed ||= over;
  console.log(
    `${target.padEnd(50)} ${String(size).padStart(6)} B${over ? `  over ${budget / 1024} KB` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
