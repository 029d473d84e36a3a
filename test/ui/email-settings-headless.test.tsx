import { screen, waitFor } from '@testing-library/react';
import { EmailChangeForm, EmailCodeForm, useEmailSettings } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { firstOtpBox, setupUser } from './helpers';

// useEmailSettings under an app's own markup (docs/account.md): the same steps, the same forms.

function MyEmailCard() {
  const settings = useEmailSettings();
  if (!settings.user) return null;
  return (
    <section aria-label="My email">
      <p>
        {settings.email} <small data-testid="badge">{settings.badge}</small>
      </p>
      <p ref={settings.messageRef} role="status" tabIndex={-1}>
        {settings.message}
      </p>
      {settings.step === 'idle' && (
        <button ref={settings.changeRef} type="button" onClick={settings.startChange}>
          Use another address
        </button>
      )}
      {settings.codeProps && <EmailCodeForm {...settings.codeProps} />}
      {settings.changeProps && <EmailChangeForm {...settings.changeProps} />}
    </section>
  );
}

describe('useEmailSettings', () => {
  it('drives custom markup through a change of address and its code', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ email: 'ada@example.com', verified: true });
    await app.signIn({ email: user.email, password });
    app.renderApp(<MyEmailCard />);
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('Verified'));
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Use another address' }));
    await u.type(screen.getByLabelText('New email'), 'ada@new.example');
    await u.type(screen.getByLabelText('Current password', { selector: 'input' }), password);
    await u.click(screen.getByRole('button', { name: 'Save new email' }));
    await waitFor(() => expect(app.mailbox.messages('ada@new.example')).toHaveLength(1));
    await waitFor(() => expect(firstOtpBox()).toHaveFocus());
    expect(screen.getByTestId('badge')).toHaveTextContent('Not verified');
    await u.paste(app.mailbox.latestOtp('ada@new.example', 'verify-email'));
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('Verified'));
    expect(screen.getByRole('status')).toHaveTextContent('Your email is verified.');
    expect(screen.getByText(/ada@new\.example/)).toBeVisible();
  });
});
