import { screen } from '@testing-library/react';
import { FieldControl, FieldRoot, FormShell, PasswordField, useLoginForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { expectSummaryFocused, setupUser } from './helpers';

/** Sign-in of one's own markup: Email is an input with its own id, under FieldControl. */
function OwnLogin() {
  const controller = useLoginForm();
  return (
    <FormShell controller={controller} title="Sign in" submit="Sign in">
      <FieldRoot name="email" label="Email">
        <FieldControl>
          <input {...controller.form.register('email')} id="work-email" type="email" />
        </FieldControl>
      </FieldRoot>
      <PasswordField name="password" label="Password" autoComplete="current-password" />
    </FormShell>
  );
}

// Issue 23 (review): a control's own id under FieldControl left the label's `for` and the
// error summary's link on the field's generated id, which names nothing.
describe('FieldControl, a child with its own id', () => {
  it('its label points to it: a click on the label focuses it', async () => {
    createHarness().renderApp(<OwnLogin />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'work-email');
    expect(screen.getByText('Email', { selector: 'label' })).toHaveAttribute('for', 'work-email');
    await setupUser().click(screen.getByText('Email', { selector: 'label' }));
    expect(input).toHaveFocus();
  });

  it("its error-summary link focuses it and leaves the URL's fragment alone", async () => {
    createHarness().renderApp(<OwnLogin />);
    const before = window.location.href;
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await expectSummaryFocused();
    const link = summary.querySelector<HTMLAnchorElement>('a[href="#work-email"]');
    expect(link).not.toBeNull();
    await u.click(link as HTMLAnchorElement);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
