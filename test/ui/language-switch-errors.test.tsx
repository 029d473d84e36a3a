import { screen, waitFor } from '@testing-library/react';
import { AuthUIProvider, de, en, fill, LoginForm, SignupForm, VerifyEmailForm } from 'latchkey/ui';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from '../react/harness';
import { expectFieldError, formAlert, setupUser } from './helpers';

/** The forms under a provider whose language a button changes to German. */
function Switchable({ children }: { children: ReactNode }) {
  const [german, setGerman] = useState(false);
  return (
    <AuthUIProvider localization={german ? de : en}>
      <button type="button" onClick={() => setGerman(true)}>
        Deutsch
      </button>
      {children}
    </AuthUIProvider>
  );
}

// Issue 23 (review): the service's errors, the form error and the status were kept as finished
// strings, so a change of language left them in the old one.
describe('a change of language while messages show', () => {
  it("translates the form error of the service's answer", async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    app.renderApp(
      <Switchable>
        <LoginForm />
      </Switchable>,
    );
    const u = setupUser();
    await u.type(screen.getByLabelText(en.emailLabel), user.email);
    await u.type(screen.getByLabelText(en.passwordLabel, { selector: 'input' }), 'wrong-password');
    await u.click(screen.getByRole('button', { name: en.loginSubmit }));
    await eventually(() => expect(formAlert()).toHaveTextContent(en.errorInvalidCredentials));
    await u.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(formAlert()).toHaveTextContent(de.errorInvalidCredentials));
  });

  it("translates a field error of the service's answer (a taken email)", async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    app.renderApp(
      <Switchable>
        <SignupForm />
      </Switchable>,
    );
    const u = setupUser();
    await u.type(screen.getByLabelText(en.nameLabel), 'Ada');
    await u.type(screen.getByLabelText(en.emailLabel), user.email);
    await u.type(screen.getByLabelText(en.passwordLabel, { selector: 'input' }), 'password-1');
    await u.click(screen.getByRole('button', { name: en.signupSubmit }));
    const email = screen.getByLabelText(en.emailLabel);
    await eventually(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(en.errorEmailTaken);
    await u.click(screen.getByRole('button', { name: 'Deutsch' }));
    await expectFieldError(screen.getByLabelText(de.emailLabel), de.errorEmailTaken);
  });

  it('translates the status (a code sent)', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    app.renderApp(
      <Switchable>
        <VerifyEmailForm email={user.email} userId={user.id} />
      </Switchable>,
    );
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: en.resendCode }));
    const status = await screen.findByText(
      fill(en, 'codeSent', { email: user.email }),
      {},
      { timeout: 10_000 },
    );
    await u.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() =>
      expect(status).toHaveTextContent(fill(de, 'codeSent', { email: user.email })),
    );
  });
});
