import { screen } from '@testing-library/react';
import { AuthError } from 'latchkey';
import { AuthUIProvider, de, fill, placeError, SignupForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, setupUser } from './helpers';

// The service's 400 `validation_failed` names a rule per field, in English; the forms say the
// rules they know in the language in force, and show any other message as the service sent it.

type User = ReturnType<typeof setupUser>;

async function signUp(u: User, values: { name: string; email: string; password: string }) {
  // Pasted: a 201-character name typed key by key is slow and proves nothing more.
  for (const [label, value] of [
    [de.nameLabel, values.name],
    [de.emailLabel, values.email],
    [de.passwordLabel, values.password],
  ] as const) {
    await u.click(screen.getByLabelText(label));
    await u.paste(value);
  }
  await u.click(screen.getByRole('button', { name: de.signupSubmit }));
}

const renderGermanSignup = () => {
  const app = createHarness();
  app.renderApp(
    <AuthUIProvider localization={de}>
      <SignupForm />
    </AuthUIProvider>,
  );
  return app;
};

describe("the service's field messages, in German", () => {
  it('a name over the limit: errorTooLong with the limit the service gave', async () => {
    const app = renderGermanSignup();
    const u = setupUser();
    await signUp(u, { name: 'A'.repeat(201), email: 'ada@example.test', password: 'analytical-1' });
    await expectFieldError(
      screen.getByLabelText(de.nameLabel),
      fill(de, 'errorTooLong', { max: 200 }),
    );
    expect(app.requests.filter((r) => r.includes('/users/signup'))).toHaveLength(1);
  });

  it('one of the most common passwords: errorPasswordCommon', async () => {
    renderGermanSignup();
    const u = setupUser();
    await signUp(u, { name: 'Ada', email: 'ada@example.test', password: 'password1' });
    await expectFieldError(screen.getByLabelText(de.passwordLabel), de.errorPasswordCommon);
  });

  it('an invisible character in the email, refused by the service only: the form’s own message', async () => {
    renderGermanSignup();
    const u = setupUser();
    // A zero-width space: the client's pattern lets it through, the service refuses it.
    await signUp(u, { name: 'Ada', email: 'ada\u200b@example.test', password: 'analytical-1' });
    await expectFieldError(screen.getByLabelText(de.emailLabel), de.errorInvalidEmail);
  });

  it('each known rule maps to its key, whatever field it is on', () => {
    const error = new AuthError('Invalid request', {
      operation: 'signupUser',
      status: 400,
      code: 'validation_failed',
      fields: {
        name: 'Required',
        email: 'Not an email address',
        password: 'At least 8 characters',
        address: 'At most 500 characters',
        phone: 'Expected string',
      },
    });
    const fields = ['name', 'email', 'password', 'address', 'phone'];
    expect(placeError(error, de, { fields })).toEqual({
      fields: {
        name: de.errorRequired,
        email: de.errorInvalidEmail,
        password: de.errorPasswordTooShort,
        address: fill(de, 'errorTooLong', { max: 500 }),
        phone: 'Expected string',
      },
      form: null,
    });
  });
});
