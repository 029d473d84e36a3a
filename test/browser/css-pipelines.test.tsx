import { screen, waitFor } from '@testing-library/react';
import { AccountSettings, ForgotPasswordForm, LoginForm, SignupForm } from 'latchkey/ui';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import type { CssPipeline } from './css-pipelines';
import { showInApp } from './forms/app-page';
import { type StyleSnapshot, snapshotFormStyles, styleDifferences } from './forms/computed-styles';
import { type FormCase, formCases } from './forms/form-cases';

// Issue 22: latchkey/styles.css through the CSS pipelines of apps' production builds (Lightning
// CSS at Vite 8's default targets, esbuild's minifier, PostCSS with autoprefixer) paints every
// part of every form as the unbuilt file does: each computed property of each element, in light,
// dark, data-theme on the page and on the form, and forced colors. The outputs come from Node
// (the browser command cssPipelines, test/browser/css-pipelines.ts).

interface Mode {
  name: string;
  colorScheme: 'light' | 'dark';
  forcedColors?: boolean;
  /** data-theme on <html>, and on the forms and dialogs themselves. */
  pageTheme?: 'light' | 'dark' | 'system';
  formTheme?: 'light' | 'dark';
  /** The page's `<meta name="color-scheme">` (it says the page supports dark). */
  meta?: string;
}

const modes: Mode[] = [
  { name: 'light', colorScheme: 'light' },
  // The system's dark, where the page says it supports dark (data-theme="system", the meta).
  { name: 'dark', colorScheme: 'dark', pageTheme: 'system' },
  { name: 'dark, the page’s meta', colorScheme: 'dark', meta: 'light dark' },
  { name: 'dark-only page', colorScheme: 'light', meta: 'only dark' },
  // A page that says nothing about dark stays light on a dark system.
  { name: 'dark system, silent page', colorScheme: 'dark' },
  { name: 'data-theme dark', colorScheme: 'light', pageTheme: 'dark' },
  { name: 'data-theme light', colorScheme: 'dark', pageTheme: 'light' },
  { name: 'form light in a dark page', colorScheme: 'dark', pageTheme: 'dark', formTheme: 'light' },
  {
    name: 'form dark in a light page',
    colorScheme: 'light',
    pageTheme: 'light',
    formTheme: 'dark',
  },
  { name: 'forced colors', colorScheme: 'light', forcedColors: true },
  { name: 'forced colors, dark', colorScheme: 'dark', forcedColors: true, pageTheme: 'dark' },
  {
    name: 'forced colors over a dark form',
    colorScheme: 'light',
    forcedColors: true,
    formTheme: 'dark',
  },
];

/** The form states the form cases do not reach: a form error, a status, strength, focus. */
const moreCases: FormCase[] = [
  {
    name: 'LoginForm, wrong password, email focused, submit disabled',
    ui: () => <LoginForm />,
    showErrors: async () => {
      await userEvent.fill(await screen.findByLabelText('Email'), 'nobody@example.com');
      await userEvent.fill(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-1');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() =>
        expect(document.querySelector('.lk-form-error')).not.toBeEmptyDOMElement(),
      );
      screen.getByLabelText('Email').focus();
      screen.getByRole('button', { name: 'Sign in' }).setAttribute('disabled', '');
      return document.body;
    },
  },
  {
    name: 'ForgotPasswordForm, code sent',
    ui: () => <ForgotPasswordForm />,
    showErrors: async () => {
      await userEvent.fill(await screen.findByLabelText('Email'), 'ada@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
      await waitFor(() => expect(document.querySelector('.lk-status')).not.toBeEmptyDOMElement());
      return document.body;
    },
  },
  {
    // The account page's rows: the header, their lines (color-mix), the container query's
    // columns, each at rest but Profile, open in place with the avatar preview.
    name: 'AccountSettings, its rows, Profile open',
    ui: () => <AccountSettings />,
    signedIn: true,
    showErrors: async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
      await screen.findByRole('button', { name: 'Change email' });
      await waitFor(() => expect(document.querySelector('.lk-avatar-preview')).not.toBeNull());
      return document.body;
    },
  },
  {
    name: 'SignupForm, a weak password',
    ui: () => <SignupForm />,
    showErrors: async () => {
      await userEvent.fill(await screen.findByLabelText('Password', { selector: 'input' }), 'abc');
      await waitFor(() => expect(document.querySelector('[data-strength]')).not.toBeNull());
      return document.body;
    },
  },
];

let outputs: Record<CssPipeline, string>;
beforeAll(async () => {
  outputs = await commands.cssPipelines();
});
afterEach(async () => {
  await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
  document.head.querySelector('meta[name="color-scheme"]')?.remove();
});

/** Puts the page in `mode`: emulated media, data-theme on <html> and on the forms. */
async function enter(mode: Mode) {
  await commands.emulateMedia({
    forcedColors: mode.forcedColors ? 'active' : 'none',
    colorScheme: mode.colorScheme,
  });
  const html = document.documentElement;
  if (mode.pageTheme) html.dataset.theme = mode.pageTheme;
  else delete html.dataset.theme;
  document.head.querySelector('meta[name="color-scheme"]')?.remove();
  if (mode.meta) {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'color-scheme';
    meta.content = mode.meta;
  }
  for (const form of document.querySelectorAll<HTMLElement>('.lk-form, .lk-dialog')) {
    if (mode.formTheme) form.dataset.theme = mode.formTheme;
    else delete form.dataset.theme;
  }
}

/** The page's styles.css (imported by app-page.tsx) swapped for `css` while `snapshot` runs. */
function snapshotWith(css: string): StyleSnapshot {
  const imported = [...document.querySelectorAll('style')].filter(
    (style) => !style.dataset.pipeline && style.textContent?.includes('.lk-form'),
  );
  expect(imported.length, 'styles.css in the page').toBeGreaterThan(0);
  for (const style of imported) if (style.sheet) style.sheet.disabled = true;
  const style = document.head.appendChild(document.createElement('style'));
  style.dataset.pipeline = 'yes';
  style.textContent = css;
  try {
    return snapshotFormStyles();
  } finally {
    style.remove();
    for (const imported_ of imported) if (imported_.sheet) imported_.sheet.disabled = false;
  }
}

/**
 * The unbuilt file's snapshot and each pipeline's, taken while the page did not change: the
 * unbuilt one again after the others must equal the first (a late render, the session's or the
 * lazy strength meter's, would compare two pages), else again after the next frame.
 */
async function snapshotsOfSettledPage() {
  const pipelines = ['lightningcss', 'esbuild', 'postcss-autoprefixer'] as const;
  for (let attempt = 1; ; attempt++) {
    const expected = snapshotWith(outputs.none);
    const built = pipelines.map((name) => [name, snapshotWith(outputs[name])] as const);
    const changed = styleDifferences(expected, snapshotWith(outputs.none));
    if (changed.length === 0) return { expected, built };
    if (attempt === 10) throw new Error(`The page kept changing: ${changed.join('; ')}`);
    await new Promise((frame) => requestAnimationFrame(frame));
  }
}

const backgroundOfForm = (snapshot: StyleSnapshot) =>
  Object.entries(snapshot).find(([key]) => / (form|div)\.lk-(form|dialog)/.test(key))?.[1]?.[
    'background-color'
  ];

describe('styles.css through production CSS pipelines, in Chromium', () => {
  it.each([...formCases, ...moreCases].map((c) => [c.name, c] as const))(
    '%s: every pipeline paints what the unbuilt file paints, in every theme',
    async (_, formCase) => {
      await showInApp(formCase.ui(), { signedIn: formCase.signedIn });
      await formCase.showErrors();
      // A code field shows plain boxes until Radix's (a chunk of their own) arrive: the modes
      // must all measure the same page, so measure once they are here.
      if (document.querySelector('.lk-otp')) {
        await waitFor(() =>
          expect(document.querySelector('[data-radix-otp-input]')).not.toBeNull(),
        );
      }
      const differences: string[] = [];
      const unbuilt: Record<string, StyleSnapshot> = {};
      for (const mode of modes) {
        await enter(mode);
        const { expected, built } = await snapshotsOfSettledPage();
        unbuilt[mode.name] = expected;
        for (const [pipeline, snapshot] of built) {
          for (const line of styleDifferences(expected, snapshot, 5)) {
            differences.push(`${pipeline}, ${mode.name}: ${line}`);
          }
        }
      }
      expect(differences).toEqual([]);
      // The modes took effect, and each way to a theme paints the same.
      expect(backgroundOfForm(unbuilt.light ?? {})).toBe('rgb(255, 255, 255)');
      expect(backgroundOfForm(unbuilt.dark ?? {})).toBe('rgb(17, 24, 39)');
      // The meta darkens the page itself too (the overlay takes its colour): the forms alone.
      expect(backgroundOfForm(unbuilt['dark, the page’s meta'] ?? {})).toBe('rgb(17, 24, 39)');
      expect(backgroundOfForm(unbuilt['dark-only page'] ?? {})).toBe('rgb(17, 24, 39)');
      // color-scheme itself aside: what each way to a theme paints is compared.
      const painted = (name: string) =>
        Object.fromEntries(
          Object.entries(unbuilt[name] ?? {}).map(([key, { 'color-scheme': _, ...rest }]) => [
            key,
            rest,
          ]),
        );
      const same = (a: string, b: string) =>
        expect(styleDifferences(painted(a), painted(b)), `${a} = ${b}`).toEqual([]);
      same('light', 'data-theme light');
      same('light', 'dark system, silent page');
      same('light', 'form light in a dark page');
      same('dark', 'data-theme dark');
      same('dark', 'form dark in a light page');
    },
    // Every computed property of every form part, four stylesheets, nine modes: CPU-bound, and
    // the machines are shared.
    120_000,
  );
});
