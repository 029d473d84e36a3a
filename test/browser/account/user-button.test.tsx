import { screen, waitFor } from '@testing-library/react';
import { ar, UserButton } from 'latchkey/ui';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createPage } from '../forms/render-form';
import { loadedButton, showAccountPage } from './account-page';

const accountButton = () => loadedButton('Account menu, Ada Lovelace');

/** Puts the test's page at `path` (history replaced), and back where it was once the test ends. */
function atAddress(path: string) {
  const testPage = window.location.href;
  window.history.replaceState(null, '', path);
  onTestFinished(() => window.history.replaceState(null, '', testPage));
}

async function openMenu() {
  await userEvent.click(await accountButton());
  return screen.findByRole('menu');
}

describe('UserButton', () => {
  it('"Manage account" is a real link to viewHrefs.account, followed through navigate', async () => {
    const { navigate } = await showAccountPage(<UserButton />);
    await openMenu();
    const manage = screen.getByRole('menuitem', { name: 'Manage account' });
    expect(manage.tagName).toBe('A');
    expect(manage).toHaveAttribute('href', '/account');
    await userEvent.click(manage);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('without viewHrefs.account: onManageAccount, else no "Manage account"', async () => {
    const onManageAccount = vi.fn();
    const page = await showAccountPage(<UserButton onManageAccount={onManageAccount} />, {
      viewHrefs: {},
    });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Manage account' }));
    expect(onManageAccount).toHaveBeenCalledTimes(1);
    page.view.unmount();

    await showAccountPage(<UserButton />, { viewHrefs: {} });
    await openMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign out']);
  });

  it("the app's items in order, links real and safe, icons hidden", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await showAccountPage(
      <UserButton
        menuItems={[
          { label: 'Billing', href: '/billing', icon: <svg data-testid="icon" /> },
          { label: 'Evil', href: 'javascript:alert(1)' },
        ]}
      />,
    );
    await openMenu();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Manage account',
      'Billing',
      'Evil',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    const evil = screen.getByRole('menuitem', { name: 'Evil' });
    expect(evil.tagName).not.toBe('A');
    expect(evil).not.toHaveAttribute('href');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('"Sign out" signs out, then goes to afterSignOutHref through navigate', async () => {
    const { auth, navigate } = await showAccountPage(<UserButton afterSignOutHref="/goodbye" />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/goodbye'));
    expect(auth.client.getSession().status).toBe('unauthenticated');
    // Signed out on the service too: a fresh check says so.
    expect((await auth.client.checkUserSession()).authenticated).toBe(false);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('an afterSignOutHref with another scheme is never followed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { auth, navigate } = await showAccountPage(
      <UserButton afterSignOutHref="javascript:alert(1)" />,
    );
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(auth.client.getSession().status).toBe('unauthenticated'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(navigate).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('signed out: nothing, or with signInLink a "Sign in" link to viewHrefs.login and back', async () => {
    const page = await showAccountPage(<UserButton />, { user: null });
    await waitFor(() => expect(page.auth.client.getSession().status).toBe('unauthenticated'));
    await waitFor(() => expect(document.querySelector('.app-header')).toBeEmptyDOMElement());
    page.view.unmount();

    atAddress('/pricing?plan=pro#faq');
    const { navigate } = await showAccountPage(<UserButton signInLink />, { user: null });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/login?returnTo=%2Fpricing%3Fplan%3Dpro%23faq');
    // The router moved on under a header that did not render again: the click reads the page.
    window.history.pushState(null, '', '/docs');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fdocs');
  });

  it('the "Sign in" link on the sign-in page itself carries no returnTo', async () => {
    atAddress('/login?returnTo=%2Faccount');
    const { navigate } = await showAccountPage(<UserButton signInLink />, { user: null });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('while the first check runs it holds the size it will have (no layout shift)', async () => {
    const page = createPage('light');
    const { password } = await page.auth.createUser({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    // The first check waits: the button stays in its loading state until the sign-in below.
    const held = page.auth.network.hold('/users/session');
    page.show(<UserButton />);
    await held.reached();
    const loading = document.querySelector<HTMLElement>('.lk-user-button[data-state="loading"]');
    expect(loading).not.toBeNull();
    expect(loading).toHaveAttribute('aria-hidden', 'true');
    const before = loading?.getBoundingClientRect();
    await page.auth.client.loginUser({ email: 'ada@example.com', password });
    const button = await accountButton();
    const after = button.getBoundingClientRect();
    expect(after.width).toBeCloseTo(before?.width ?? 0, 1);
    expect(after.height).toBeCloseTo(before?.height ?? 0, 1);
    held.release();
  });

  it('showName shows the name; the button is still named "Account menu, <name>"', async () => {
    await showAccountPage(<UserButton showName />);
    const button = await accountButton();
    expect(button).toHaveTextContent('Ada Lovelace');
  });

  it("the portalled menu carries the page's theme, language and direction", async () => {
    await showAccountPage(
      <div data-theme="dark">
        <UserButton />
      </div>,
      { localization: ar },
    );
    const button = await loadedButton('قائمة الحساب، Ada Lovelace');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-theme', 'dark');
    expect(menu).toHaveAttribute('lang', 'ar');
    expect(menu).toHaveAttribute('dir', 'rtl');
    expect(getComputedStyle(menu).colorScheme).toBe('dark');
    expect(getComputedStyle(menu).backgroundColor).toBe('rgb(17, 24, 39)');
    expect(screen.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
  });
});
