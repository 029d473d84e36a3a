import { screen, waitFor } from '@testing-library/react';
import { type AuthLocalization, AuthUIProvider } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { createPage, type Theme } from '../forms/render-form';

export interface EmailPageOptions {
  theme?: Theme;
  /** Whether Ada's address is verified (the user record's `emailVerified`). Default false. */
  verified?: boolean;
  /** Ada's address. */
  email?: string;
  localization?: Partial<AuthLocalization>;
}

/**
 * An account page on the in-browser reference service with Ada signed in and `ui` (the Email
 * section or the verify prompt) in its main landmark.
 */
export async function showEmailPage(ui: ReactNode, options: EmailPageOptions = {}) {
  const page = createPage(options.theme ?? 'light');
  const email = options.email ?? 'ada@example.com';
  const { user, password } = await page.auth.createUser({
    name: 'Ada Lovelace',
    email,
    verified: options.verified ?? false,
  });
  await page.auth.signIn({ email, password });
  const view = page.show(<AuthUIProvider localization={options.localization}>{ui}</AuthUIProvider>);
  return { ...page, user, password, view };
}

/** Types a text into a paste event on `target`, as a paste from the clipboard arrives. */
export function paste(target: Element, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

/** The code field's first box, once it has focus (the field opened in place takes it). */
export function focusedFirstDigit() {
  return waitFor(() => {
    const box = screen.getByLabelText('Digit 1 of 6');
    expect(box).toHaveFocus();
    return box;
  });
}
