import { screen, waitFor, within } from '@testing-library/react';
import { DeleteAccountForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPage, expectNoAxeViolations, type Theme } from './render-form';

// The delete dialog asking for the password (the session signed in longer ago than the
// service's 10 minutes), in real Chromium with axe: the asked state and a wrong password, in
// both themes. The service's clock is moved, so nothing waits.

async function askForPassword(theme: Theme) {
  let time = Date.now();
  const page = createPage(theme, { now: () => time });
  const { user, password } = await page.auth.createUser();
  await page.auth.signIn({ email: user.email, password });
  time += 11 * 60 * 1000;
  page.show(<DeleteAccountForm />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  await userEvent.fill(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  const field = await within(dialog).findByLabelText('Password', { selector: 'input' });
  return { page, user, dialog, field };
}

describe.each(['light', 'dark'] as const)(
  'the delete dialog asking for the password (%s)',
  (theme) => {
    it('has no axe violations when asking, nor after a wrong password', async () => {
      const { page, user, dialog, field } = await askForPassword(theme);
      await waitFor(() => expect(field).toHaveFocus());
      expect(field).toHaveAttribute('autocomplete', 'current-password');
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('For your security, enter your password to delete your account.'),
      );
      // The description and the message are visible text, not only announced.
      expect(within(dialog).getByText(/For your security/)).toBeVisible();
      await expectNoAxeViolations(`password asked, ${theme}`);

      await userEvent.fill(field, 'not-the-password');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining('The current password is wrong.'),
        ),
      );
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await page.auth.service.store.getUser('test-app', { id: user.id })).toBeTruthy();
      await expectNoAxeViolations(`wrong password, ${theme}`);
    });
  },
);
