import { screen, waitFor } from '@testing-library/react';
import { LoginForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPage } from './render-form';

// In Chromium, where `window.location.assign('javascript:…')` runs the script: a sign-in whose
// redirectTo has another scheme runs nothing (the app has no router, so the browser would load it).

declare global {
  interface Window {
    latchkeyRedirectRan?: string;
  }
}

describe('redirectTo in a real browser', () => {
  it('a javascript: URL is never run after sign-in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = createPage('light');
    const { user, password } = await page.auth.createUser();
    const onSuccess = vi.fn();
    page.show(
      <LoginForm
        redirectTo=" JavaScript:void(window.latchkeyRedirectRan='redirect')"
        onSuccess={onSuccess}
      />,
    );
    await userEvent.type(screen.getByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    // A javascript: URL loaded after the form's would run after it: once this one has run, the
    // form's would have too. (void: a script URL with a value would replace the document.)
    window.location.assign("javascript:void(window.latchkeyRedirectRan??='control')");
    await expect.poll(() => window.latchkeyRedirectRan).toBe('control');
    warn.mockRestore();
  });
});
