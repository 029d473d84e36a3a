import { screen, waitFor } from '@testing-library/react';
import { LoginForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPage } from './render-form';

// The password toggle (issue 17): hidden again on submit; a pointer toggle gives focus back to
// the input with the caret at the end, a keyboard toggle keeps it on the button.

const passwordInput = () =>
  screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;

describe('password toggle, in Chromium', () => {
  it('is hidden again when the form submits', async () => {
    createPage('light').show(<LoginForm />);
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    await userEvent.fill(password, 'secret words');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await waitFor(() => expect(password).toHaveAttribute('type', 'text'));
    // Email is empty: the submit fails on the client, and the password is hidden all the same.
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(password).toHaveAttribute('type', 'password'));
    // Its name says the state (no aria-pressed: issue 23).
    expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
    expect(password).toHaveValue('secret words');
  });

  it('after a pointer toggle, focus is back in the input with the caret at the end', async () => {
    createPage('light').show(<LoginForm />);
    const password = passwordInput();
    await userEvent.fill(password, 'secret words');
    password.setSelectionRange(0, 0);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('type', 'text');
    expect([password.selectionStart, password.selectionEnd]).toEqual([12, 12]);
    await userEvent.keyboard('!');
    expect(password).toHaveValue('secret words!');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    await waitFor(() => expect(password).toHaveAttribute('type', 'password'));
    expect(password).toHaveFocus();
  });

  it('after a keyboard toggle, focus stays on the button', async () => {
    createPage('light').show(<LoginForm />);
    const password = passwordInput();
    await userEvent.fill(password, 'secret words');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(password).toHaveAttribute('type', 'text'));
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(password).toHaveAttribute('type', 'password'));
    expect(toggle).toHaveFocus();
  });

  it('allows paste and sets no maximum length', async () => {
    createPage('light').show(<LoginForm />);
    const password = passwordInput();
    expect(password).not.toHaveAttribute('maxlength');
    // Copied from another input (as from a password manager's window), pasted into the password.
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    await userEvent.fill(email, 'pasted-from-a-manager');
    email.select();
    await userEvent.copy();
    await userEvent.click(password);
    await userEvent.paste();
    expect(password).toHaveValue('pasted-from-a-manager');
  });
});
