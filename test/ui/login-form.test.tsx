import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';

describe('LoginForm', () => {
  it('signs in with valid credentials and calls onSuccess with the answer', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const onSuccess = vi.fn();
    app.renderApp(<LoginForm onSuccess={onSuccess} />);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), password);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(onSuccess.mock.calls[0]?.[0].user.email).toBe(user.email);
    expect(app.client.getSession().status).toBe('authenticated');
  });

  it('shows client errors on the fields, sends nothing, and focuses the first', async () => {
    const app = createHarness();
    app.renderApp(<LoginForm />);
    app.clearRequests();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('This field is required.');
    await u.type(email, 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Enter a valid email address, like name@example.com.',
      ),
    );
    expect(app.requests.filter((r) => r.includes('login'))).toEqual([]);
  });
});
