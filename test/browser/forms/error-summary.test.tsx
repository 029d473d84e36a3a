import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { AuthFlow, ProfileForm, ResetPasswordForm, SignupForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPage } from './render-form';

// GOV.UK's error summary (issue 17): two field errors or more after a submit, client's or
// service's, are listed at the top of the form as links to their fields, and focus goes there.

const summaryOf = () => screen.findByRole('region', { name: 'There is a problem' });
const submit = (name = 'Create account') => userEvent.click(screen.getByRole('button', { name }));
const fillField = (label: string, text: string) =>
  userEvent.fill(screen.getByLabelText(label, { selector: 'input' }), text);
/** The words of a field's inline message. */
const inlineError = (label: string) =>
  screen
    .getByLabelText(label, { selector: 'input' })
    .closest('[data-slot="field"]')
    ?.querySelector('[data-slot="error"]')?.textContent;

describe('error summary, in Chromium', () => {
  it('lists each client error as a link to its field and takes focus; a link focuses its input', async () => {
    createPage('light').show(<SignupForm />);
    await submit();
    const summary = await summaryOf();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveAttribute('data-slot', 'error-summary');
    expect(summary).toHaveAttribute('tabindex', '-1');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      inlineError('Name'),
      inlineError('Email'),
      inlineError('Password'),
    ]);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(links[2]).toHaveAttribute('href', `#${password.id}`);
    // The password input itself, not its Show password toggle.
    await userEvent.click(links[2] as HTMLElement);
    expect(password).toHaveFocus();
    (links[1] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('lists the errors in the order of the page, not of the rules (Profile)', async () => {
    const page = createPage('light');
    const { user, password } = await page.auth.createUser({ name: 'Ada Lovelace' });
    await page.auth.signIn({ email: user.email, password });
    page.show(<ProfileForm />);
    await screen.findByDisplayValue('Ada Lovelace');
    await fillField('Name', '');
    // A new email asks for the current password, shown under Email, above Avatar URL.
    await fillField('Email', 'ada.king@example.com');
    await fillField('Avatar URL', 'not a web address');
    await submit('Save changes');
    const links = within(await summaryOf()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      inlineError('Name'),
      inlineError('Current password'),
      inlineError('Avatar URL'),
    ]);
  });

  it("a link to the code goes to the code's first box", async () => {
    createPage('light', { clientHasApiKey: true }).show(
      <ResetPasswordForm email="ada@example.com" />,
    );
    await submit('Reset password');
    const summary = await summaryOf();
    await userEvent.click(within(summary).getAllByRole('link')[0] as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Verification code Digit 1 of 6' })).toHaveFocus();
  });

  it('updates on the next submit, and is gone when one error is left: focus on that field', async () => {
    createPage('light').show(<SignupForm />);
    await submit();
    const summary = await summaryOf();
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    await fillField('Name', 'Ada');
    await submit();
    await waitFor(() => expect(within(summary).getAllByRole('link')).toHaveLength(2));
    await waitFor(() => expect(summary).toHaveFocus());
    await fillField('Email', 'ada@example.com');
    await submit();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it("lists the service's field errors too", async () => {
    createPage('light').show(<SignupForm optionalFields={['username', 'phone']} />);
    await fillField('Name', 'Ada');
    await fillField('Email', 'ada@example.com');
    await fillField('Password', 'long enough passphrase');
    // Longer than the service allows (the client does not check it).
    await fillField('Username', 'u'.repeat(65));
    await fillField('Phone', '1'.repeat(65));
    await submit();
    const summary = await summaryOf();
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      inlineError('Username'),
      inlineError('Phone'),
    ]);
  });

  it('errorSummary={false}: no summary, focus on the first invalid field (AuthFlow passes it on)', async () => {
    createPage('light').show(<AuthFlow defaultView="signup" errorSummary={false} />);
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('axe (WCAG 2.2 AA) finds nothing with the summary shown, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = createPage(theme).show(<SignupForm />);
      await submit();
      await waitFor(async () => expect(await summaryOf()).toHaveFocus());
      const { violations } = await axe.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        resultTypes: ['violations'],
      });
      expect(violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
      page.unmount();
    }
  });
});
