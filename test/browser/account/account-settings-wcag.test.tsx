import { screen, waitFor, within } from '@testing-library/react';
import { AccountSettings, ar } from 'latchkey/ui';
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
import { expectNoAxeViolations } from '../forms/render-form';
import { longAda } from './account-page';
import { showSettingsPage } from './settings-page';

// WCAG 2.2 AA measured on the whole account page (AccountSettings), light, dark and forced
// colors, as test/browser/forms/wcag.test.tsx does for the forms: axe with WCAG 2.2 AA's rules,
// 24 × 24 targets, 3:1 borders and focus rings, reflow at 320 px with a long name and address,
// text at 200 %; as first shown and with Profile's errors; and right to left.

type Mode = 'light' | 'dark' | 'forced' | 'forced dark';

const setViewport = async (width: number, height: number) => {
  await browser.viewport(width, height);
  await expect.poll(() => window.innerWidth).toBe(width);
};

const main = () => document.querySelector('main') as HTMLElement;

/** Every measure on the page as it is now, named by `state`. */
async function measure(state: string, forced: boolean) {
  await expectNoAxeViolations(`${state}: axe`, { wcag22: true });
  expect.soft(targetSizeProblems(main()), `${state}: 2.5.8 target size`).toEqual([]);
  if (forced) {
    expect.soft(forcedBorderProblems(main()), `${state}: forced colors borders`).toEqual([]);
  } else {
    expect.soft(nonTextContrastProblems(main()), `${state}: 1.4.11 non-text`).toEqual([]);
  }
}

/** Reflow at 320 px, and text at 200 % on a laptop: nothing clipped, nothing wider. */
async function measureReflow(state: string) {
  await setViewport(320, 640);
  expect.soft(reflowProblems(document.body), `${state}: 1.4.10 reflow at 320 px`).toEqual([]);
  await setViewport(1024, 768);
  document.documentElement.style.fontSize = '200%';
  expect.soft(clippingProblems(main()), `${state}: 1.4.4 text at 200 %`).toEqual([]);
  expect.soft(reflowProblems(document.body), `${state}: text at 200 %, nothing wider`).toEqual([]);
  document.documentElement.style.fontSize = '';
}

afterAll(() => browser.viewport(414, 896));
afterEach(async () => {
  document.documentElement.style.fontSize = '';
  await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
});

describe.each<Mode>(['light', 'dark', 'forced', 'forced dark'])('WCAG 2.2 AA, %s', (mode) => {
  it('the account page as shown, and with Profile’s errors', async () => {
    await setViewport(1024, 768);
    const forced = mode.startsWith('forced');
    await commands.emulateMedia({
      forcedColors: forced ? 'active' : 'none',
      colorScheme: mode === 'dark' ? 'dark' : 'light',
    });
    // The long address wraps in the Email card; a name is in an input, which scrolls its text
    // (a long one would count as clipped at 200 %): a shorter one.
    await showSettingsPage(<AccountSettings />, {
      theme: mode.endsWith('dark') ? 'dark' : 'light',
      name: 'Augusta Ada King-Noel',
      email: longAda.email,
    });
    await screen.findByRole('button', { name: 'Change email' });
    await measure('as shown', forced);
    const focus = await focusProblems(main(), !forced);
    // Profile: 5 fields and Save; Email: 2 buttons; Password: 2 fields, 2 toggles and its
    // button; Delete account.
    expect(focus.reached, 'controls reached by Tab').toBe(14);
    expect.soft(focus.problems, 'focus ring').toEqual([]);
    await measureReflow('as shown');

    const profile = screen.getByRole('form', { name: 'Profile' });
    await userEvent.clear(within(profile).getByLabelText('Name'));
    await userEvent.fill(within(profile).getByLabelText('Avatar URL'), 'ada.png');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(profile).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'),
    );
    await measure('Profile errors', forced);
    await measureReflow('Profile errors');
  }, 120_000);
});

describe('right to left', () => {
  it('in Arabic at 320 px: every card mirrors, the danger zone too; nothing wider', async () => {
    await setViewport(320, 640);
    await showSettingsPage(<AccountSettings />, { email: longAda.email, localization: ar });
    const zone = screen.getByRole('region', { name: ar.dangerZoneTitle });
    expect(zone).toHaveAttribute('lang', 'ar');
    for (const card of [screen.getByRole('form', { name: ar.profileTitle }), zone]) {
      expect(getComputedStyle(card).direction).toBe('rtl');
      // The heading starts at the right (its inline start).
      const heading = within(card).getAllByRole('heading')[0] as HTMLElement;
      const box = heading.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      expect(cardBox.right - box.right).toBeLessThan(box.left - cardBox.left + 1);
    }
    expect(reflowProblems(document.body)).toEqual([]);
    await expectNoAxeViolations('Arabic', { wcag22: true });
  });
});
