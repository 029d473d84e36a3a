import { screen } from '@testing-library/react';
import {
  AuthUIProvider,
  de,
  en,
  FieldControl,
  FieldRoot,
  FormShell,
  SignupForm,
  useLoginForm,
} from 'latchkey/ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createHarness } from '../react/harness';
import { expectFieldError, setupUser } from './helpers';

/** A login form of one's own markup: Email through FieldRoot + FieldControl on an input with its own wiring. */
function OwnLogin({ onOwnBlur, onGivenBlur }: { onOwnBlur: () => void; onGivenBlur: () => void }) {
  const controller = useLoginForm();
  const { onBlur, ...email } = controller.form.register('email');
  return (
    <FormShell controller={controller} title="Sign in" submit="Sign in">
      <p id="email-hint">Your work address.</p>
      <FieldRoot name="email" label="Email">
        <FieldControl onBlur={onGivenBlur} className="given">
          <input
            {...email}
            id="work-email"
            className="own"
            aria-describedby="email-hint"
            onBlur={(event) => {
              onOwnBlur();
              return onBlur(event);
            }}
          />
        </FieldControl>
      </FieldRoot>
    </FormShell>
  );
}

describe('field wiring', () => {
  it("FieldControl merges the child's own id, aria-describedby, handlers and classes", async () => {
    const app = createHarness();
    const calls: string[] = [];
    app.renderApp(
      <OwnLogin onOwnBlur={() => calls.push('own')} onGivenBlur={() => calls.push('given')} />,
    );
    // The label still names the input whose id is its own.
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'work-email');
    expect(input).toHaveClass('given', 'own');
    expect(input).toHaveAccessibleDescription('Your work address.');
    const u = setupUser();
    await u.click(input);
    await u.tab();
    expect(calls).toEqual(['own', 'given']);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    // The field's error joins the child's own description.
    await expectFieldError(input, en.errorEmailRequired);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Your work address.'));
  });

  it("an app's own rule is shown as written, even one that spells a dictionary key", async () => {
    const app = createHarness();
    app.renderApp(
      <SignupForm
        customFields={[
          {
            name: 'team',
            label: 'Team',
            schema: z.string().check(z.minLength(1, 'errorRequired')),
          },
        ]}
      />,
    );
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: en.signupSubmit }));
    const team = screen.getByLabelText('Team');
    await expectFieldError(team, 'errorRequired');
    expect(team).not.toHaveAccessibleDescription(expect.stringContaining(en.errorRequired));
    // The built-in rules' keys are words of the dictionary.
    await expectFieldError(screen.getByLabelText(en.nameLabel), en.errorNameRequired);
  });

  it('a shown client error follows a change of language', async () => {
    const app = createHarness();
    const Switchable = () => {
      const [german, setGerman] = useState(false);
      return (
        <AuthUIProvider localization={german ? de : en}>
          <button type="button" onClick={() => setGerman(true)}>
            Deutsch
          </button>
          <SignupForm />
        </AuthUIProvider>
      );
    };
    app.renderApp(<Switchable />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: en.signupSubmit }));
    await expectFieldError(screen.getByLabelText(en.nameLabel), en.errorNameRequired);
    await u.click(screen.getByRole('button', { name: 'Deutsch' }));
    await expectFieldError(screen.getByLabelText(de.nameLabel), de.errorNameRequired);
  });
});
