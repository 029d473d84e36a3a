import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { DeleteAccountForm, ProfileForm } from 'latchkey/ui';
import { afterAll, describe, expect, it } from 'vitest';
import { page as browser, commands, userEvent } from 'vitest/browser';
import { endSessionElsewhere } from '../../support/end-session-elsewhere';
import { createPage } from './render-form';

// The dialogs in Chromium: a backdrop that shows, focus kept inside, Escape, the buttons laid
// out as a dialog's (wide and on a phone), language and direction on the portalled content, and
// the session-ended flow from a Save to the saved profile.

afterAll(() => browser.viewport(414, 896));

/** axe-core with the WCAG 2.2 AA rules (and those before it) finds nothing on the page. */
async function expectWcag22(state: string) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`),
    state,
  ).toEqual([]);
}

/** The alpha of a computed `rgb()`/`rgba()` colour (1 when it has none). */
const alphaOf = (colour: string) => {
  const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  return parts.length === 4 ? (parts[3] ?? 0) : parts.length === 3 ? 1 : 0;
};

/** Presses Tab `count` times; fails if focus ever leaves `container`. */
async function tabStaysIn(container: HTMLElement, count: number) {
  for (let i = 0; i < count; i++) {
    await userEvent.tab();
    expect(container.contains(document.activeElement), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < count; i++) {
    await userEvent.tab({ shift: true });
    expect(container.contains(document.activeElement), `Shift+Tab ${i + 1}`).toBe(true);
  }
}

async function openDeleteDialog(
  localization?: Parameters<typeof DeleteAccountForm>[0]['localization'],
) {
  const page = createPage('light');
  await page.auth.signIn();
  page.show(<DeleteAccountForm localization={localization} />);
  const trigger = await screen.findByRole('button', { name: 'Delete account' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  return { page, trigger, dialog };
}

const box = (element: Element) => element.getBoundingClientRect();

describe('the delete dialog in Chromium', () => {
  it('dims the page behind it, keeps focus inside, and Escape returns focus to the trigger', async () => {
    const { trigger, dialog } = await openDeleteDialog();
    const overlay = document.querySelector('.lk-overlay');
    expect(overlay?.parentElement?.closest('.lk-form')).toBeFalsy();
    expect(alphaOf(getComputedStyle(overlay as Element).backgroundColor)).toBeGreaterThan(0.3);
    expect(box(overlay as Element).width).toBe(window.innerWidth);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await tabStaysIn(dialog, 6);
    await expectWcag22('delete dialog open');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('puts Cancel beside the action, the action last; stacks them on a phone, off the edges', async () => {
    await browser.viewport(1024, 768);
    const { dialog } = await openDeleteDialog();
    expect(dialog).toHaveAttribute('lang', 'en');
    // Left to right by default: no dir, so a dir="rtl" page still mirrors it.
    expect(dialog).not.toHaveAttribute('dir');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const action = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(box(cancel).right).toBeLessThanOrEqual(box(action).left);
    expect(Math.round(box(cancel).top)).toBe(Math.round(box(action).top));
    // At the inline end (the content box's right), each as wide as its words.
    const edge = (side: 'paddingRight' | 'borderRightWidth') =>
      Number.parseFloat(getComputedStyle(dialog)[side]);
    expect(Math.round(box(action).right)).toBe(
      Math.round(box(dialog).right - edge('paddingRight') - edge('borderRightWidth')),
    );
    expect(box(action).width).toBeLessThan(box(dialog).width / 2);
    // Buttons come in the order they are seen: Cancel, then the action.
    expect(cancel.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await browser.viewport(375, 700);
    await waitFor(() => expect(box(cancel).bottom).toBeLessThanOrEqual(box(action).top));
    expect(Math.round(box(action).width)).toBe(Math.round(box(cancel).width));
    expect(box(dialog).left).toBeGreaterThanOrEqual(12);
    expect(box(dialog).right).toBeLessThanOrEqual(375 - 12);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await browser.viewport(414, 896);
  });

  it('keeps an edge in forced colors, where its shadow and the backdrop are gone', async () => {
    await commands.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
    try {
      const { dialog } = await openDeleteDialog();
      const style = getComputedStyle(dialog);
      expect(style.borderTopStyle).toBe('solid');
      expect(Number.parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(1);
      expect(alphaOf(style.borderTopColor)).toBe(1);
    } finally {
      await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
    }
  });

  it('mirrors right to left: the action at the inline end, on the left', async () => {
    await browser.viewport(1024, 768);
    const { dialog } = await openDeleteDialog({ locale: 'ar', dir: 'rtl' });
    expect(dialog).toHaveAttribute('dir', 'rtl');
    expect(dialog).toHaveAttribute('lang', 'ar');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const action = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(box(action).right).toBeLessThanOrEqual(box(cancel).left);
    await browser.viewport(414, 896);
  });
});

describe('a session that ends under the profile form, in Chromium', () => {
  it('Save opens the sign-in dialog (focus kept inside), signs in and saves', async () => {
    const page = createPage('dark');
    const { user, password } = await page.auth.createUser({ name: 'Ada Lovelace' });
    await page.auth.signIn({ email: user.email, password });
    page.show(<ProfileForm />);
    const name = await screen.findByDisplayValue('Ada Lovelace');
    // Another browser changes the password: this one's session ends.
    await endSessionElsewhere(page.auth, user, password, 'pw-2-elsewhere');

    await userEvent.fill(name, 'Ada King');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session has ended. Sign in to continue.',
    });
    expect(dialog).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(user.email);
    const passwordInput = within(dialog).getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(passwordInput).toHaveFocus());
    const overlays = document.querySelectorAll('.lk-overlay');
    expect(
      alphaOf(getComputedStyle(overlays[overlays.length - 1] as Element).backgroundColor),
    ).toBeGreaterThan(0.3);
    await tabStaysIn(dialog, 6);
    await expectWcag22('session-ended dialog open');

    await userEvent.fill(passwordInput, 'pw-2-elsewhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your changes were saved.'),
    );
    // Back on Save, where the user was.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await page.auth.service.store.getUser('test-app', { id: user.id })).toMatchObject({
      name: 'Ada King',
    });
  });

  it('Escape closes it and keeps the values; focus on the message that nothing was saved', async () => {
    const page = createPage('light');
    const { user, password } = await page.auth.createUser({ name: 'Ada Lovelace' });
    await page.auth.signIn({ email: user.email, password });
    page.show(<ProfileForm />);
    const name = await screen.findByDisplayValue('Ada Lovelace');
    // Typed, then the session ends under the form (a form with nothing typed would show the
    // signed-out state instead: nothing to keep).
    await userEvent.fill(name, 'Ada King');
    // Ended in another browser (a password change there), then found here.
    await endSessionElsewhere(page.auth, user, password, 'pw-3-elsewhere');
    await page.auth.client.checkUserSession();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Focus on the form's message, which says why nothing was saved.
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('Your session has ended. Sign in again.');
    expect(name).toHaveValue('Ada King');
  });
});
