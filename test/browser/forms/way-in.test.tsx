import { screen, waitFor, within } from '@testing-library/react';
import { AccountSettings, AuthUIProvider, ar, ResetPasswordForm, SignupForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { newPasswordRule } from '../../../src/shared/field-rules';
import { createPage, expectNoAxeViolations } from './render-form';

// Issue 38 "Done when", in Chromium: an app adds a terms checkbox and a country select to
// sign-up with one prop each; every new-password input tells a password manager's generator
// the service's rules; the fields read right to left.

const terms = {
  label: (
    <>
      I agree to the <a href="/terms">Terms</a> and the <a href="/privacy">Privacy Policy</a>
    </>
  ),
  version: '2026-11-29',
};
const country = {
  name: 'country',
  label: 'Country',
  type: 'select',
  autoComplete: 'country',
  required: true,
  options: [
    { value: 'ca', label: 'Canada' },
    { value: 'jp', label: 'Japan' },
  ],
} as const;

describe('the way in, in Chromium', () => {
  it('a terms checkbox and a country select, one prop each: refused until filled, then stored', async () => {
    const page = createPage('light');
    page.show(<SignupForm consent={terms} customFields={[country]} />);
    await userEvent.fill(screen.getByLabelText('Name'), 'Ada');
    await userEvent.fill(screen.getByLabelText('Email'), 'terms@example.com');
    await userEvent.fill(
      screen.getByLabelText('Password', { selector: 'input' }),
      'a long passphrase',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const box = screen.getByRole('checkbox', {
      name: 'I agree to the Terms and the Privacy Policy',
    });
    await expectNoAxeViolations('a consent and a select, after an empty submit', { wcag22: true });
    await userEvent.click(within(summary).getByRole('link', { name: /Tick the box/ }));
    expect(box).toHaveFocus();
    // The box is a target of its own (WCAG 2.5.8), its links still links.
    const { width, height } = box.getBoundingClientRect();
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(box);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'jp');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('You are signed in.');
    const record = await page.auth.service.store.getUser('test-app', {
      email: 'terms@example.com',
    });
    expect(record?.extra).toEqual({
      country: 'jp',
      consent: { version: '2026-11-29', acceptedAt: expect.stringMatching(/Z$/) },
    });
  });

  it('every new-password input carries passwordrules stating the shared rule', async () => {
    const rules = `minlength: ${newPasswordRule.min}; maxlength: ${newPasswordRule.max};`;
    const page = createPage('light');
    await page.auth.signIn();
    page.show(
      <>
        <SignupForm />
        <ResetPasswordForm email="ada@example.com" />
        <AccountSettings sections={['password']} />
      </>,
    );
    // The account page's Password row opens its form in place.
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const inputs = await waitFor(() => {
      const found = [...document.querySelectorAll('input[autocomplete="new-password"]')];
      expect(found).toHaveLength(3);
      return found;
    });
    for (const input of inputs) expect(input.getAttribute('passwordrules')).toBe(rules);
    // ... and the password card says before submit that the other devices will be signed out.
    expect(screen.getByText('Changing it signs you out on your other devices.')).toBeVisible();
  });

  it('right to left: the checkbox sits at the start of its line, the right', async () => {
    createPage('light').show(
      <AuthUIProvider localization={ar}>
        <SignupForm consent={terms} customFields={[country]} />
      </AuthUIProvider>,
    );
    const box = screen.getByRole('checkbox');
    const label = document.querySelector(`label[for="${box.id}"]`) as HTMLElement;
    expect(box.getBoundingClientRect().left).toBeGreaterThan(label.getBoundingClientRect().left);
    await userEvent.click(screen.getByRole('button', { name: ar.signupSubmit }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(ar.errorConsentRequired));
    expect(screen.getByRole('option', { name: ar.selectPlaceholder })).toBeInTheDocument();
  });
});
