import { screen, waitFor } from '@testing-library/react';
import { LoginForm, VerifyEmailForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createPage } from './render-form';

// Issue 23 (review), names as Chromium's page computes them (Playwright's role engine in the
// page, the accessible-name algorithm; not jsdom's).

describe('accessible names, in Chromium', () => {
  it("the code's first box has the visible label in its name (WCAG 2.5.3)", async () => {
    createPage('light').show(<VerifyEmailForm email="ada@example.com" userId="u1" />);
    // What a speech user says ("click Verification code") reaches the box the label is for.
    const first = page.getByRole('textbox', { name: /Verification code/ });
    await expect.element(first).toBeInTheDocument();
    await expect.element(first).toHaveAttribute('autocomplete', 'one-time-code');
    // It still says which digit it is; the other boxes are named by position in the group.
    await expect.element(first).toHaveAccessibleName(/Digit 1 of 6/);
    await expect.element(page.getByRole('textbox', { name: 'Digit 2 of 6' })).toBeInTheDocument();
    await expect
      .element(page.getByRole('group', { name: 'Verification code' }))
      .toBeInTheDocument();
  });

  it('the password toggle says its state once: by its name, with no aria-pressed', async () => {
    createPage('light').show(<LoginForm />);
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect.element(toggle).not.toHaveAttribute('aria-pressed');
    await userEvent.click(toggle);
    const hide = page.getByRole('button', { name: 'Hide password' });
    await expect.element(hide).not.toHaveAttribute('aria-pressed');
    // Not "Hide password, pressed": the button has no pressed state at all.
    await expect.element(page.getByRole('button', { pressed: true })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
        'type',
        'text',
      ),
    );
  });
});
