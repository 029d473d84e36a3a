import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, expectSummaryFocused, sent, setupUser } from '../ui/helpers';
import { items, page } from './twins';

// Issue 38 in both sign-up twins: a consent checkbox with the app's links, a country select
// and a checkbox of the app's, the same errors and the same typed `extra`; `passwordrules` on
// the new password.

const consent = {
  label: (
    <>
      I agree to the <a href="/terms">Terms</a>
    </>
  ),
  version: 'v3',
};

const countries = {
  name: 'country',
  label: 'Country',
  type: 'select',
  autoComplete: 'country',
  required: true,
  options: [
    { value: 'pt', label: 'Portugal' },
    { value: 'se', label: 'Sweden' },
  ],
} as const;

describe.each(items.SignupForm)('SignupForm (%s), the way in', (_twin, SignupForm) => {
  it('refuses until the terms are ticked and a country chosen, then sends both, typed', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    page(
      app,
      <SignupForm
        consent={consent}
        customFields={[countries, { name: 'updates', label: 'Send me updates', type: 'checkbox' }]}
        onSuccess={onSuccess}
      />,
    );
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('passwordrules', 'minlength: 8; maxlength: 1024;');
    const u = setupUser();
    await u.type(screen.getByLabelText('Name'), 'Grace');
    await u.type(screen.getByLabelText('Email'), 'grace@example.test');
    await u.type(password, 'compilers-1952');
    app.clearRequests();
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await expectSummaryFocused();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['This field is required.', 'Tick the box to agree before you create your account.']);
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms' });
    await expectFieldError(terms, 'Tick the box to agree before you create your account.');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await expectFieldError(country, 'This field is required.');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(sent(app, 'signup')).toEqual([]);

    await u.selectOptions(country, 'se');
    await u.click(terms);
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const record = await app.service.store.getUser('test-app', { email: 'grace@example.test' });
    expect(record?.extra).toEqual({
      country: 'se',
      updates: false,
      consent: { version: 'v3', acceptedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
  });
});

describe.each(items.AuthFlow)('AuthFlow (%s), its sign-up given consent', (_twin, AuthFlow) => {
  it('shows the terms checkbox on sign-up and refuses until it is ticked', async () => {
    const app = createHarness();
    page(app, <AuthFlow defaultView="signup" signup={{ consent, customFields: [countries] }} />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Name'), 'Grace');
    await u.type(screen.getByLabelText('Email'), 'flow-terms@example.test');
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'compilers-1952');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'pt');
    app.clearRequests();
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms' });
    await expectFieldError(terms, 'Tick the box to agree before you create your account.');
    expect(terms).toHaveFocus();
    expect(sent(app, 'signup')).toEqual([]);
  });
});
