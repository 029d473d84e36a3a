import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { ar, EmailSettings, EmailVerificationPrompt } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page as browser, commands, userEvent } from 'vitest/browser';
import {
  clippingProblems,
  focusProblems,
  forcedBorderProblems,
  nonTextContrastProblems,
  reflowProblems,
  targetSizeProblems,
} from '../forms/measure';
import { focusedFirstDigit, showEmailPage } from './email-page';

// WCAG 2.2 AA measured on EmailSettings and EmailVerificationPrompt in each of their states,
// light, dark and forced colors, as test/browser/forms/wcag.test.tsx does for the forms: axe
// wcag22aa, 24 × 24 targets, 3:1 borders and focus rings, reflow at 320 px with a long address,
// text at 200 %; and right to left.

type Mode = 'light' | 'dark' | 'forced' | 'forced dark';

const longEmail =
  'augusta.ada.king-noel.countess-of-lovelace.analytical-engine@very-long-domain.example.com';

async function axeProblems() {
  const results = await axe.run(document, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
  );
}

const setViewport = async (width: number, height: number) => {
  await browser.viewport(width, height);
  await expect.poll(() => window.innerWidth).toBe(width);
};

/** Every measure on the page as it is now, named by `state`. */
async function measure(state: string, forced: boolean) {
  const root = document.querySelector('main') as HTMLElement;
  expect.soft(await axeProblems(), `${state}: axe`).toEqual([]);
  expect.soft(targetSizeProblems(root), `${state}: 2.5.8 target size`).toEqual([]);
  if (forced) {
    expect.soft(forcedBorderProblems(root), `${state}: forced colors borders`).toEqual([]);
  } else {
    expect.soft(nonTextContrastProblems(root), `${state}: 1.4.11 non-text`).toEqual([]);
  }
}

/** Reflow at 320 px, and text at 200 % on a laptop: nothing clipped, nothing wider. */
async function measureReflow(state: string) {
  const root = document.querySelector('main') as HTMLElement;
  await setViewport(320, 640);
  expect.soft(reflowProblems(document.body), `${state}: 1.4.10 reflow at 320 px`).toEqual([]);
  await setViewport(1024, 768);
  document.documentElement.style.fontSize = '200%';
  expect.soft(clippingProblems(root), `${state}: 1.4.4 text at 200 %`).toEqual([]);
  expect.soft(reflowProblems(document.body), `${state}: text at 200 %, nothing wider`).toEqual([]);
  document.documentElement.style.fontSize = '';
}

async function open(mode: Mode, ui: ReactNode, verified = false) {
  await setViewport(1024, 768);
  const forced = mode.startsWith('forced');
  await commands.emulateMedia({
    forcedColors: forced ? 'active' : 'none',
    colorScheme: mode === 'dark' ? 'dark' : 'light',
  });
  const page = await showEmailPage(ui, {
    theme: mode.endsWith('dark') ? 'dark' : 'light',
    email: longEmail,
    verified,
  });
  return { page, forced };
}

afterAll(() => browser.viewport(414, 896));
afterEach(async () => {
  document.documentElement.style.fontSize = '';
  await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
});

describe.each<Mode>(['light', 'dark', 'forced', 'forced dark'])('WCAG 2.2 AA, %s', (mode) => {
  it('EmailSettings: the address and badge, the code field, the change form with errors', async () => {
    const { forced } = await open(mode, <EmailSettings />);
    await screen.findByText('Not verified');
    await measure('address', forced);
    const focus = await focusProblems(document.querySelector('main') as HTMLElement, !forced);
    expect(focus.reached, 'controls reached by Tab').toBe(2);
    expect.soft(focus.problems, 'focus ring').toEqual([]);
    await measureReflow('address');

    await userEvent.click(screen.getByRole('button', { name: 'Send verification code' }));
    await focusedFirstDigit();
    await measure('code field', forced);
    await measureReflow('code field');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save new email' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New email')).toHaveAttribute('aria-invalid', 'true'),
    );
    await measure('change form, errors', forced);
    await measureReflow('change form, errors');
  }, 90_000);

  it('EmailSettings verified, and the prompt: notice and code field', async () => {
    const settings = await open(mode, <EmailSettings />, true);
    await screen.findByText('Verified');
    await measure('verified', settings.forced);
    settings.page.view.unmount();

    const { forced } = await open(mode, <EmailVerificationPrompt onDismiss={() => {}} />);
    await screen.findByText('Verify your email address');
    await measure('prompt', forced);
    await measureReflow('prompt');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await focusedFirstDigit();
    await measure('prompt, code field', forced);
    await measureReflow('prompt, code field');
  }, 90_000);
});

describe('right to left', () => {
  it('in Arabic at 320 px: mirrored, the code boxes still left to right, nothing wider', async () => {
    await setViewport(320, 640);
    await showEmailPage(
      <>
        <EmailVerificationPrompt />
        <EmailSettings />
      </>,
      { email: longEmail, localization: ar },
    );
    const section = await screen.findByRole('region', { name: ar.emailSettingsTitle });
    expect(getComputedStyle(section).direction).toBe('rtl');
    expect(section).toHaveAttribute('lang', 'ar');
    await userEvent.click(screen.getByRole('button', { name: ar.emailSendVerification }));
    const otp = await waitFor(() => {
      const field = section.querySelector('.lk-otp') as HTMLElement;
      expect(field).not.toBeNull();
      return field;
    });
    expect(getComputedStyle(otp).direction).toBe('ltr');
    // The heading starts at the right (its inline start).
    const heading = screen.getByRole('heading', { name: ar.emailSettingsTitle });
    const box = heading.getBoundingClientRect();
    expect(320 - box.right).toBeLessThan(box.left + 1);
    expect(reflowProblems(document.body)).toEqual([]);
    expect(await axeProblems()).toEqual([]);
  });
});
