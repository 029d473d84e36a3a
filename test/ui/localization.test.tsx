import { screen } from '@testing-library/react';
import { AuthUIProvider, de, en, LoginForm, SignupForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, expectFormError, setupUser } from './helpers';

// Completeness of every locale: locales.test.ts.
describe('localization', () => {
  it('AuthUIProvider localization={de} renders the forms in German, errors included', async () => {
    const app = createHarness();
    await app.createUser({ email: 'ada@example.test' });
    app.renderApp(
      <AuthUIProvider localization={de}>
        <LoginForm />
      </AuthUIProvider>,
    );
    expect(screen.getByRole('heading', { name: de.loginTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: de.showPassword })).toBeInTheDocument();
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: de.loginSubmit }));
    const email = screen.getByLabelText(de.emailLabel);
    await expectFieldError(email, de.errorEmailRequired);
    await u.type(email, 'ada@example.test');
    await u.type(screen.getByLabelText(de.passwordLabel), 'wrong-password');
    await u.click(screen.getByRole('button', { name: de.loginSubmit }));
    await expectFormError(de.errorInvalidCredentials);
  });

  it("a form's own localization wins over the provider's", () => {
    const app = createHarness();
    app.renderApp(
      <AuthUIProvider localization={de}>
        <SignupForm
          localization={{ signupSubmit: 'Jetzt loslegen', nameLabel: 'Vollständiger Name' }}
        />
      </AuthUIProvider>,
    );
    expect(screen.getByRole('button', { name: 'Jetzt loslegen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vollständiger Name')).toBeInTheDocument();
    // The rest stays German.
    expect(screen.getByRole('heading', { name: de.signupTitle })).toBeVisible();
    expect(screen.getByLabelText(de.emailLabel)).toBeInTheDocument();
  });

  it('a partial provider falls back to English', () => {
    const app = createHarness();
    app.renderApp(
      <AuthUIProvider localization={{ loginSubmit: 'Log in' }}>
        <LoginForm />
      </AuthUIProvider>,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(en.emailLabel)).toBeInTheDocument();
  });
});
