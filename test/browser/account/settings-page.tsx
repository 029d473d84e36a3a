import { screen, waitFor } from '@testing-library/react';
import { type AuthLocalization, AuthUIProvider } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { createPage, type Theme } from '../forms/render-form';

export interface SettingsPageOptions {
  theme?: Theme;
  /** Ada's name and address (long ones wrap on a phone). */
  name?: string;
  email?: string;
  localization?: Partial<AuthLocalization>;
}

/**
 * An account page on the in-browser reference service, whose clock the test moves (the
 * service's 10-minute window for deleting with a session alone), with Ada signed in and `ui`
 * (AccountSettings) in its main landmark, once Profile's row shows her name at rest.
 */
export async function showSettingsPage(ui: ReactNode, options: SettingsPageOptions = {}) {
  let time = Date.now();
  const page = createPage(options.theme ?? 'light', { now: () => time });
  const name = options.name ?? 'Ada Lovelace';
  const email = options.email ?? 'ada@example.com';
  const { user, password } = await page.auth.createUser({ name, email, phone: '+44 1' });
  await page.auth.signIn({ email, password });
  const view = page.show(<AuthUIProvider localization={options.localization}>{ui}</AuthUIProvider>);
  const t = { profileTitle: 'Profile', ...options.localization };
  await waitFor(() =>
    expect(screen.getByRole('region', { name: t.profileTitle })).toHaveTextContent(name),
  );
  const clock = {
    advance(ms: number) {
      time += ms;
    },
  };
  return { ...page, user, password, view, clock };
}
