import { screen, waitFor } from '@testing-library/react';
import type { SignupParams } from 'latchkey';
import { type AuthLocalization, AuthUIProvider, type AuthViewHrefs } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { createPage, type Theme } from '../forms/render-form';

/** Ada, with a name and an email that are long enough to wrap on a phone when asked for. */
export const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
export const longAda = {
  name: 'Augusta Ada King-Noel, Countess of Lovelace and Analytical Engine Enthusiast',
  email:
    'augusta.ada.king-noel.countess-of-lovelace.analytical-engine@very-long-domain.example.com',
};

export interface AccountPageOptions {
  theme?: Theme;
  /** Who is signed in before the page renders; `null`: nobody. Default Ada. */
  user?: Partial<SignupParams> | null;
  localization?: Partial<AuthLocalization>;
  viewHrefs?: AuthViewHrefs;
}

/**
 * A page with a header holding `ui` (the account button or an avatar), on the in-browser
 * reference service, under an `AuthUIProvider` whose `navigate` is a spy (the app's router).
 */
export async function showAccountPage(ui: ReactNode, options: AccountPageOptions = {}) {
  const page = createPage(options.theme ?? 'light');
  const { user = ada } = options;
  if (user) {
    const { password } = await page.auth.createUser({ ...ada, ...user });
    await page.auth.signIn({ email: user.email ?? ada.email, password });
  }
  const navigate = vi.fn<(href: string) => void>();
  const view = page.show(
    <AuthUIProvider
      localization={options.localization}
      navigate={navigate}
      viewHrefs={options.viewHrefs ?? { account: '/account', login: '/login' }}
    >
      <header className="app-header">{ui}</header>
    </AuthUIProvider>,
  );
  return { ...page, navigate, view };
}

/**
 * The account button once its menu's code is here (until then a placeholder button with
 * `data-pending` stands in, which a press also opens).
 */
export function loadedButton(name: string | RegExp) {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).not.toHaveAttribute('data-pending');
    return button;
  });
}
