import { screen } from '@testing-library/react';
import { en, FormShell, TextField, useLoginForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFieldError, setupUser } from './helpers';

// Issue 23 (review): TextField spread react-hook-form's register() after the app's props, so
// an app's own onChange and onBlur were dropped.
describe("TextField and an app's own handlers", () => {
  it('runs the given onChange and onBlur, and the form still sees the value', async () => {
    const calls: string[] = [];
    function OwnLogin() {
      const form = useLoginForm();
      return (
        <FormShell controller={form} title="Sign in" submit="Sign in">
          <TextField
            name="email"
            label="Email"
            type="email"
            onChange={(event) => calls.push(`change:${event.target.value}`)}
            onBlur={() => calls.push('blur')}
          />
        </FormShell>
      );
    }
    createHarness().renderApp(<OwnLogin />);
    const u = setupUser();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await u.type(email, 'x');
    await u.tab();
    expect(calls).toEqual(['change:x', 'blur']);
    // react-hook-form still has the value: its rule says malformed, not empty.
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectFieldError(email, en.errorInvalidEmail);
  });
});
