import { screen, waitFor } from '@testing-library/react';
import { AuthUIProvider, ResetPasswordForm, SignupForm, UserButton } from 'latchkey/ui';
import { describe, expect, it, onTestFinished } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { loadedButton, showAccountPage } from './account/account-page';
import { pageCss, showInApp } from './forms/app-page';
import { documentedOrder, useStylesheet } from './tailwind-page';

// Issue 36 item 5: latchkey/styles.css (its rules in the cascade layer `latchkey`, which any
// unlayered rule of the page beats) holds against two global rules apps have: a link colour
// (create-vite's template colours, weights and hovers every `a`), which split the account menu
// into link items and button items of two looks, and `box-sizing: border-box` on everything
// (Tailwind's preflight, most resets), which made the strength bar 8 px tall instead of 10.

/** create-vite's template's link rules (its index.css), unlayered as an app's own CSS is. */
const globalLinks = `
  a { font-weight: 500; color: rgb(100, 108, 255); text-decoration: inherit; }
  a:hover { color: rgb(83, 91, 242); }
`;

/** What makes two items look alike: their colour, weight and line. */
const lookOf = (element: Element) => {
  const style = getComputedStyle(element);
  return `${style.color} ${style.fontWeight} ${style.textDecorationLine}`;
};

describe('a global link colour', () => {
  it('the account menu’s link items look as its action items, at rest and highlighted', async () => {
    useStylesheet(await commands.shippedStylesheet());
    pageCss(globalLinks);
    await showAccountPage(
      <UserButton menuItems={[{ label: 'Billing', href: '/billing' }, { label: 'Help' }]} />,
    );
    await userEvent.click(await loadedButton('Account menu, Ada Lovelace'));
    const items = await screen.findAllByRole('menuitem');
    const links = items.filter((item) => item.localName === 'a');
    const actions = items.filter((item) => item.localName !== 'a');
    expect(links.length).toBe(2); // Manage account, Billing
    expect(actions.length).toBe(2); // Help, Sign out
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await loadedButton('Account menu, Ada Lovelace'));
    // Nothing highlighted: every item alike.
    const menu = await screen.findByRole('menu');
    (menu as HTMLElement).focus();
    await waitFor(() => expect(menu.querySelector('[data-highlighted]')).toBeNull());
    const atRest = new Set(screen.getAllByRole('menuitem').map(lookOf));
    expect([...atRest]).toHaveLength(1);
    // Highlighted (the pointer over it, a:hover too), a link as an action.
    const highlighted = async (name: string) => {
      const item = screen.getByRole('menuitem', { name });
      await userEvent.hover(item);
      await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
      return lookOf(item);
    };
    expect(await highlighted('Billing')).toBe(await highlighted('Help'));
  });

  it('in forced colors too, a link item is as an action item (not LinkText)', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await commands.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
    onTestFinished(() => commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' }));
    await showAccountPage(<UserButton menuItems={[{ label: 'Billing', href: '/billing' }]} />);
    await userEvent.click(await loadedButton('Account menu, Ada Lovelace'));
    await screen.findByRole('menu');
    const colour = (name: string) => getComputedStyle(screen.getByRole('menuitem', { name })).color;
    expect(colour('Billing')).toBe(colour('Sign out'));
  });

  it('a form’s links look as its link-styled buttons (Back to sign in, Resend code)', async () => {
    useStylesheet(await commands.shippedStylesheet());
    pageCss(globalLinks);
    await showInApp(
      <AuthUIProvider viewHrefs={{ login: '/login' }}>
        <ResetPasswordForm email="ada@example.com" />
      </AuthUIProvider>,
    );
    const back = await screen.findByRole('link', { name: 'Back to sign in' });
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(lookOf(back)).toBe(lookOf(resend));
    await userEvent.hover(back);
    expect(lookOf(back)).toBe(lookOf(resend));
  });

  it('a class of yours on the links (classNames.link) still wins without !important', async () => {
    useStylesheet(await commands.shippedStylesheet());
    pageCss('.my-link { color: rgb(1, 2, 3); }');
    await showInApp(
      <AuthUIProvider viewHrefs={{ login: '/login' }}>
        <ResetPasswordForm email="ada@example.com" classNames={{ link: 'my-link' }} />
      </AuthUIProvider>,
    );
    const back = await screen.findByRole('link', { name: 'Back to sign in' });
    expect(getComputedStyle(back).color).toBe('rgb(1, 2, 3)');
  });
});

describe('border-box on everything', () => {
  /** The strength bar's height once a weak password is typed. */
  async function strengthBar() {
    const input = await screen.findByLabelText('Password', { selector: 'input' });
    await userEvent.fill(input, 'abc');
    await waitFor(() =>
      expect(document.querySelector('[data-strength] .lk-strength-bar')).not.toBeNull(),
    );
    const bar = document.querySelector('.lk-strength-bar') as HTMLElement;
    return bar.getBoundingClientRect().height;
  }

  it.each([
    ['alone', ''],
    ['under a global reset', '*, ::before, ::after { box-sizing: border-box; }'],
  ])('the strength bar is 10 px tall %s', async (_, reset) => {
    useStylesheet(await commands.shippedStylesheet());
    if (reset) pageCss(reset);
    await showInApp(<SignupForm />);
    expect(await strengthBar()).toBe(10);
  });

  it('no part of a form moves or changes size under a global border-box', async () => {
    const alone = await commands.shippedStylesheet();
    await showInApp(<SignupForm />);
    expect(await strengthBar()).toBe(10);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.querySelector('.lk-error-summary')).not.toBeNull());
    const page = useStylesheet(alone);
    const boxes = () =>
      [...document.querySelectorAll('.lk-form, .lk-form *')].map((part) => {
        const { x, y, width, height } = part.getBoundingClientRect();
        return `${part.localName}.${part.classList[0]} ${[x, y, width, height].map((n) => n.toFixed(1))}`;
      });
    const expected = boxes();
    page.textContent = `${alone}\n*, ::before, ::after { box-sizing: border-box; }`;
    expect(boxes()).toEqual(expected);
  });

  it('the strength bar is 10 px tall under Tailwind’s preflight', async () => {
    useStylesheet(await commands.tailwindCss(documentedOrder, []));
    await showInApp(<SignupForm />);
    expect(await strengthBar()).toBe(10);
  });
});
