import { screen, waitFor, within } from '@testing-library/react';
import { AccountSettings, type AuthLocalization, ar, en } from 'latchkey/ui';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page as browser, commands, userEvent } from 'vitest/browser';
import { endSessionElsewhere } from '../../support/end-session-elsewhere';
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

// WCAG 2.2 AA measured on the whole account page (AccountSettings) in every state of its rows,
// as test/browser/forms/wcag.test.tsx does for the forms: at rest, each row open (Profile,
// Email's change form and code field, Password), Profile's errors, the service's error in
// Password, a saved row's status, "Discard changes?", Delete account's dialog and the
// session-ended dialog over an open form. In each: axe with WCAG 2.2 AA's rules, 24 × 24 targets, 3:1 input borders (forced colors:
// borders kept), the rows' layout (at 1280 px each row's title and description beside its
// content, at 375 px above it), reflow at 320 px with a long address, text at 200 %. Light,
// dark, forced colors (over a light and a dark page), and right to left in Arabic.

interface Mode {
  name: string;
  theme: 'light' | 'dark';
  forced: boolean;
  t: AuthLocalization;
}

const modes: Mode[] = [
  { name: 'light', theme: 'light', forced: false, t: en },
  { name: 'dark', theme: 'dark', forced: false, t: en },
  { name: 'forced', theme: 'light', forced: true, t: en },
  { name: 'forced dark', theme: 'dark', forced: true, t: en },
  { name: 'right to left (Arabic)', theme: 'light', forced: false, t: ar },
];

/** The laptop the page is measured on; the phone its rows stack on; WCAG's reflow width. */
const wide = { width: 1280, height: 900 };
const phone = { width: 375, height: 800 };
const reflow = { width: 320, height: 640 };

const setViewport = async ({ width, height }: { width: number; height: number }) => {
  await browser.viewport(width, height);
  await expect.poll(() => window.innerWidth).toBe(width);
};

const main = () => document.querySelector('main') as HTMLElement;
const openDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const row = (name: string) => screen.getByRole('region', { name });

const describeBox = (box: DOMRect) =>
  `${Math.round(box.left)}..${Math.round(box.right)} × ${Math.round(box.top)}..${Math.round(box.bottom)}`;

/**
 * The rows' layout: `beside` (a wide page) each row's head (title, description) and body
 * (value, action or form) share their top, the head wholly before the body in the row's
 * direction; else the head is above the body, both from the row's inline start.
 */
function layoutProblems(beside: boolean): string[] {
  return [...document.querySelectorAll<HTMLElement>('.lk-account-row')].flatMap((section) => {
    const name = section.dataset.section;
    const head = (section.querySelector('.lk-row-head') as HTMLElement).getBoundingClientRect();
    const body = (section.querySelector('.lk-row-body') as HTMLElement).getBoundingClientRect();
    const rtl = getComputedStyle(section).direction === 'rtl';
    const where = `${name}: head ${describeBox(head)}, body ${describeBox(body)}`;
    if (beside) {
      const sameTop = Math.abs(head.top - body.top) <= 1;
      const before = rtl ? head.left >= body.right - 0.5 : head.right <= body.left + 0.5;
      return sameTop && before ? [] : [`${where}: not beside`];
    }
    const above = head.bottom <= body.top + 0.5;
    const sameStart = rtl
      ? Math.abs(head.right - body.right) <= 1
      : Math.abs(head.left - body.left) <= 1;
    return above && sameStart ? [] : [`${where}: not above`];
  });
}

/** Every measure on the page as it is now, named by `state`; back at the wide viewport after. */
async function measure(state: string, mode: Mode) {
  await setViewport(wide);
  await expectNoAxeViolations(`${state}: axe`, { wcag22: true });
  expect.soft(targetSizeProblems(document.body), `${state}: 2.5.8 target size`).toEqual([]);
  if (mode.forced) {
    expect.soft(forcedBorderProblems(document.body), `${state}: forced colors borders`).toEqual([]);
  } else {
    expect.soft(nonTextContrastProblems(document.body), `${state}: 1.4.11 non-text`).toEqual([]);
  }
  expect.soft(layoutProblems(true), `${state}: at ${wide.width} px, beside`).toEqual([]);

  await setViewport(phone);
  expect.soft(layoutProblems(false), `${state}: at ${phone.width} px, above`).toEqual([]);
  expect.soft(reflowProblems(document.body), `${state}: at ${phone.width} px`).toEqual([]);

  await setViewport(reflow);
  expect.soft(reflowProblems(document.body), `${state}: 1.4.10 reflow at 320 px`).toEqual([]);

  // Text at 200 % on a laptop: nothing clipped (in the dialog, when one is open), nothing wider.
  await setViewport({ width: 1024, height: 768 });
  document.documentElement.style.fontSize = '200%';
  const dialog = openDialog();
  expect.soft(clippingProblems(main()), `${state}: 1.4.4 text at 200 %`).toEqual([]);
  if (dialog) {
    // The session-ended dialog's Email holds the long address, wider than the input at any text
    // size: an input scrolls its value (as Profile's Name would a long name).
    const clipped = clippingProblems(dialog).filter(
      (problem) => !problem.startsWith('input.lk-input "email"'),
    );
    expect.soft(clipped, `${state}: 1.4.4 text at 200 %, dialog`).toEqual([]);
  }
  expect.soft(reflowProblems(document.body), `${state}: text at 200 %, nothing wider`).toEqual([]);
  document.documentElement.style.fontSize = '';
  await setViewport(wide);
}

/** Tab through the page: every control reached shows its ring (3:1 but in forced colors). */
async function measureFocus(state: string, mode: Mode) {
  const focus = await focusProblems(main(), !mode.forced);
  expect.soft(focus.problems, `${state}: focus ring`).toEqual([]);
  return focus.reached;
}

afterAll(() => browser.viewport(414, 896));
afterEach(async () => {
  document.documentElement.style.fontSize = '';
  await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
});

describe.each(modes.map((mode) => [mode.name, mode] as const))('WCAG 2.2 AA, %s', (_, mode) => {
  it('every state of the rows', async () => {
    const { t } = mode;
    await setViewport(wide);
    // Forced colors over a dark page, as test/browser/forms/wcag.test.tsx: the system's scheme
    // stays light (under a dark one axe reads -webkit-text-fill-color, which Chromium leaves
    // unforced: it reports the theme's dark danger text on the forced black it never paints).
    await commands.emulateMedia({
      forcedColors: mode.forced ? 'active' : 'none',
      colorScheme: mode.forced ? 'light' : mode.theme,
    });
    // The long address wraps in the header and the Email row; a name is in an input, which
    // scrolls its text (a long one would count as clipped at 200 %): a shorter one.
    const name = 'Augusta Ada King-Noel';
    const page = await showSettingsPage(<AccountSettings />, {
      theme: mode.theme,
      name,
      email: longAda.email,
      localization: t,
    });
    await within(row(t.emailSettingsTitle)).findByRole('button', { name: t.changeEmail });
    if (mode.t === ar) {
      expect(document.querySelector('.lk-account-settings')).toHaveAttribute('dir', 'rtl');
    }

    await measure('at rest', mode);
    // Edit profile, Send verification code and Change email, Change password, Delete account.
    expect(await measureFocus('at rest', mode), 'controls reached by Tab').toBe(5);

    // Profile open in place: its fields, Save and Cancel.
    await userEvent.click(within(row(t.profileTitle)).getByRole('button', { name: t.editProfile }));
    const profile = await within(row(t.profileTitle)).findByRole('form', { name: t.editProfile });
    await waitFor(() => expect(within(profile).getByLabelText(t.nameLabel)).toHaveFocus());
    await measure('Profile open', mode);
    await measureFocus('Profile open', mode);

    // Its errors, on the fields and in the summary.
    await userEvent.clear(within(profile).getByLabelText(t.nameLabel));
    await userEvent.fill(within(profile).getByLabelText(t.avatarUrlLabel), 'ada.png');
    await userEvent.click(within(profile).getByRole('button', { name: t.profileSubmit }));
    await waitFor(() =>
      expect(within(profile).getByLabelText(t.nameLabel)).toHaveAttribute('aria-invalid', 'true'),
    );
    await measure('Profile errors', mode);

    // Saved: the form closes, the row's status says so.
    await userEvent.fill(within(profile).getByLabelText(t.nameLabel), name);
    await userEvent.clear(within(profile).getByLabelText(t.avatarUrlLabel));
    await userEvent.click(within(profile).getByRole('button', { name: t.profileSubmit }));
    await waitFor(() =>
      expect(within(row(t.profileTitle)).getByRole('status')).toHaveTextContent(t.profileSaved),
    );
    await measure('Profile saved', mode);

    // Email's change form, in place.
    await userEvent.click(
      within(row(t.emailSettingsTitle)).getByRole('button', { name: t.changeEmail }),
    );
    await within(row(t.emailSettingsTitle)).findByRole('form', { name: t.changeEmail });
    await measure('Email open', mode);
    await measureFocus('Email open', mode);

    // Cancel, then Send verification code: the code field in place, its six boxes.
    const email = row(t.emailSettingsTitle);
    await userEvent.click(within(email).getByRole('button', { name: t.cancel }));
    await userEvent.click(within(email).getByRole('button', { name: t.emailSendVerification }));
    await within(email).findByRole('form', { name: t.verifyEmailTitle });
    await waitFor(() => expect(email.querySelector('[data-radix-otp-input]')).not.toBeNull());
    await measure('Email, the code field', mode);

    // Password's form (Email's closes: nothing was typed in it), then the service's error.
    const password = row(t.passwordSettingsTitle);
    await userEvent.click(within(password).getByRole('button', { name: t.changePasswordTitle }));
    const passwordForm = await within(password).findByRole('form', {
      name: t.changePasswordTitle,
    });
    expect(within(row(t.emailSettingsTitle)).queryByRole('form')).toBeNull();
    await measure('Password open', mode);
    await measureFocus('Password open', mode);
    await userEvent.fill(
      within(passwordForm).getByLabelText(t.currentPasswordLabel, { selector: 'input' }),
      'not-the-password-1',
    );
    await userEvent.fill(
      within(passwordForm).getByLabelText(t.newPasswordLabel, { selector: 'input' }),
      'another good passphrase',
    );
    await userEvent.click(
      within(passwordForm).getByRole('button', { name: t.changePasswordSubmit }),
    );
    await waitFor(() =>
      expect(within(passwordForm).getByText(t.errorCurrentPasswordWrong)).toBeVisible(),
    );
    await measure('Password, the service’s error', mode);

    // Typed input in Password: Edit profile asks first.
    await userEvent.click(within(row(t.profileTitle)).getByRole('button', { name: t.editProfile }));
    const discard = await screen.findByRole('alertdialog', { name: t.discardChangesTitle });
    await measure('Discard changes?', mode);
    await userEvent.click(within(discard).getByRole('button', { name: t.discardChanges }));
    const reopened = await within(row(t.profileTitle)).findByRole('form', {
      name: t.editProfile,
    });

    // Delete account's dialog, over the open Profile.
    await userEvent.click(
      within(row(t.deleteAccountTitle)).getByRole('button', { name: t.deleteAccountSubmit }),
    );
    const deleting = await screen.findByRole('alertdialog', { name: t.deleteAccountConfirmTitle });
    await measure('Delete account’s dialog', mode);
    await userEvent.click(within(deleting).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(openDialog()).toBeNull());

    // The session ends under the open Profile: Save asks to sign in again, the input kept.
    await userEvent.fill(within(reopened).getByLabelText(t.phoneLabel), '+44 7');
    await endSessionElsewhere(page.auth, page.user, page.password, 'changed elsewhere 42');
    await userEvent.click(within(reopened).getByRole('button', { name: t.profileSubmit }));
    await screen.findByRole('alertdialog', { name: t.sessionEndedTitle });
    expect(within(reopened).getByLabelText(t.phoneLabel)).toHaveValue('+44 7');
    await measure('session ended', mode);
  }, 300_000);
});

describe('right to left', () => {
  it('in Arabic each row mirrors: its title at the right, beside the content wide, above it on a phone', async () => {
    await setViewport(wide);
    await showSettingsPage(<AccountSettings />, { localization: ar });
    const page = document.querySelector('.lk-account-settings') as HTMLElement;
    expect(page).toHaveAttribute('lang', 'ar');
    const box = page.getBoundingClientRect();
    for (const section of page.querySelectorAll<HTMLElement>('.lk-account-row')) {
      expect(getComputedStyle(section).direction).toBe('rtl');
      const heading = within(section).getAllByRole('heading')[0] as HTMLElement;
      const title = heading.getBoundingClientRect();
      // The title starts at the right (its inline start), the content to its left.
      expect(box.right - title.right).toBeLessThan(title.left - box.left);
      const body = (section.querySelector('.lk-row-body') as HTMLElement).getBoundingClientRect();
      expect(body.right).toBeLessThanOrEqual(title.left + 0.5);
    }
    // The header's avatar at the right, the name to its left.
    const avatar = (
      page.querySelector('.lk-account-header .lk-avatar') as HTMLElement
    ).getBoundingClientRect();
    const name = (page.querySelector('.lk-account-name') as HTMLElement).getBoundingClientRect();
    expect(avatar.left).toBeGreaterThanOrEqual(name.right);
    await setViewport(phone);
    expect(layoutProblems(false)).toEqual([]);
  });
});
