import { screen } from '@testing-library/react';
import { AuthError } from 'latchkey';
import { AuthUIProvider, de, fill, SignupForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { placeError } from '../../src/ui/form-errors';
import { createHarness } from '../react/harness';
import { expectFieldError, setupUser } from './helpers';

// The service's 400 `validation_failed` names the rule each field broke by its code (`rules`)
// beside an English message (`fields`); the forms say the codes they know in the language in
// force, and show any other message (or a service's that sends messages only) as it was sent.

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

describe("the service's field rules, in German", () => {
  it('a name over the limit of the shared rules: errorTooLong with that limit, nothing sent', async () => {
    const app = renderGermanSignup();
    const u = setupUser();
    await signUp(u, { name: 'A'.repeat(201), email: 'ada@example.test', password: 'analytical-1' });
    await expectFieldError(
      screen.getByLabelText(de.nameLabel),
      fill(de, 'errorTooLong', { max: 200 }),
    );
    expect(app.requests.filter((r) => r.includes('/users/signup'))).toHaveLength(0);
  });

  it('one of the most common passwords (the service alone knows): errorPasswordCommon', async () => {
    const app = renderGermanSignup();
    const u = setupUser();
    await signUp(u, { name: 'Ada', email: 'ada@example.test', password: 'password1' });
    await expectFieldError(screen.getByLabelText(de.passwordLabel), de.errorPasswordCommon);
    expect(app.requests.filter((r) => r.includes('/users/signup'))).toHaveLength(1);
  });

  it('an invisible character in the email: the shared rule refuses it before sending', async () => {
    const app = renderGermanSignup();
    const u = setupUser();
    await signUp(u, { name: 'Ada', email: 'ada\u200b@example.test', password: 'analytical-1' });
    await expectFieldError(screen.getByLabelText(de.emailLabel), de.errorInvalidEmail);
    expect(app.requests.filter((r) => r.includes('/users/signup'))).toHaveLength(0);
  });

  it('each rule is put in words by its code and limits, never by its English message', () => {
    const rules = {
      name: { code: 'required' },
      email: { code: 'invalid_email' },
      password: { code: 'too_short', min: 8 },
      address: { code: 'too_long', max: 500 },
      phone: { code: 'invalid_type' },
    };
    const error = new AuthError('Invalid request', {
      operation: 'signupUser',
      status: 400,
      code: 'validation_failed',
      // Worded otherwise than the reference service: only the codes count.
      fields: {
        name: 'Missing',
        email: 'Bad address',
        password: 'Too short',
        address: 'Too long',
        phone: 'Expected string',
      },
      body: { error: 'validation_failed', rules },
    });
    const fields = Object.keys(rules);
    expect(placeError(error, de, { fields })).toEqual({
      fields: {
        name: de.errorRequired,
        email: de.errorInvalidEmail,
        password: fill(de, 'errorPasswordTooShort', { min: 8 }),
        address: fill(de, 'errorTooLong', { max: 500 }),
        phone: 'Expected string',
      },
      form: null,
    });
  });

  it("a service's own minimum (10) is the one said, not the reference service's 8", () => {
    const error = new AuthError('Invalid request', {
      operation: 'signupUser',
      status: 400,
      code: 'validation_failed',
      fields: { password: 'At least 10 characters' },
      body: { error: 'validation_failed', rules: { password: { code: 'too_short', min: 10 } } },
    });
    expect(placeError(error, de, { fields: ['password'] })).toEqual({
      fields: { password: 'Verwenden Sie mindestens 10 Zeichen.' },
      form: null,
    });
  });

  it('a service that sends messages only: each shown as it was sent', () => {
    const error = new AuthError('Invalid request', {
      operation: 'signupUser',
      status: 400,
      code: 'validation_failed',
      fields: { password: 'At least 8 characters', name: 'At most 200 characters' },
    });
    expect(placeError(error, de, { fields: ['name', 'password'] })).toEqual({
      fields: { password: 'At least 8 characters', name: 'At most 200 characters' },
      form: null,
    });
  });
});
