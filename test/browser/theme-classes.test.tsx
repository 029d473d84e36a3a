import { screen } from '@testing-library/react';
import { LoginForm, UserButton } from 'latchkey/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { loadedButton, showAccountPage } from './account/account-page';
import { showInApp } from './forms/app-page';
import { themeHtmlByClass, useStylesheet } from './tailwind-page';

// Issue 25, measured on the shipped stylesheet: the `dark` and `light` classes (Tailwind's and
// shadcn's convention; next-themes puts one on <html>) theme the forms as data-theme does, and
// the class `lk-bare` lets a form fill an app's own card.

const dark = 'rgb(17, 24, 39)';
const light = 'rgb(255, 255, 255)';

const backgroundOfForm = async () => {
  const submit = await screen.findByRole('button', { name: 'Sign in' });
  return getComputedStyle(submit.closest('.lk-form') as Element).backgroundColor;
};

afterEach(() => commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' }));

describe('the dark and light classes', () => {
  it('.dark on <html> makes the forms dark on a light OS', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await showInApp(<LoginForm />);
    themeHtmlByClass('dark');
    expect(await backgroundOfForm()).toBe(dark);
    expect(getComputedStyle(document.querySelector('.lk-form') as Element).colorScheme).toBe(
      'dark',
    );
  });

  it('.light on <html> keeps a light app light on a dark OS', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await commands.emulateMedia({ forcedColors: 'none', colorScheme: 'dark' });
    await showInApp(<LoginForm />);
    // A page that follows the system (data-theme="system") is dark on a dark OS…
    document.documentElement.dataset.theme = 'system';
    expect(await backgroundOfForm()).toBe(dark);
    // …and the class `light` in its place makes it light.
    delete document.documentElement.dataset.theme;
    themeHtmlByClass('light');
    expect(await backgroundOfForm()).toBe(light);
  });

  it('the nearest themed ancestor wins, and the form’s own data-theme over it', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await showInApp(
      <div data-testid="section">
        <LoginForm />
      </div>,
    );
    themeHtmlByClass('dark');
    const section = screen.getByTestId('section');
    section.className = 'light';
    expect(await backgroundOfForm()).toBe(light);
    const form = document.querySelector('.lk-form') as HTMLElement;
    form.dataset.theme = 'dark';
    expect(await backgroundOfForm()).toBe(dark);
    delete form.dataset.theme;
    document.documentElement.classList.replace('dark', 'light');
    section.className = 'dark';
    expect(await backgroundOfForm()).toBe(dark);
  });

  it('the account menu, portalled to <body>, takes the .dark of its button’s ancestor', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await showAccountPage(
      <div className="dark">
        <UserButton />
      </div>,
    );
    await userEvent.click(await loadedButton('Account menu, Ada Lovelace'));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(menu).backgroundColor).toBe(dark);
  });
});

describe('the bare look (lk-bare)', () => {
  it.each([
    ['on an ancestor', 'lk-bare', undefined],
    ['on the form', undefined, 'lk-bare'],
  ])('%s: no card of its own, the whole width of its container', async (_, around, own) => {
    useStylesheet(await commands.shippedStylesheet());
    await showInApp(
      <div className={around} style={{ width: '37rem' }}>
        <LoginForm className={own} />
      </div>,
    );
    const form = (await screen.findByRole('button', { name: 'Sign in' })).closest('.lk-form');
    if (!form) throw new Error('no form');
    const style = getComputedStyle(form);
    expect(form.getBoundingClientRect().width).toBe(592);
    expect([style.paddingTop, style.paddingInlineStart, style.borderTopLeftRadius]).toEqual([
      '0px',
      '0px',
      '0px',
    ]);
    expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // Still the forms' own type and fields.
    expect(style.fontFamily).toMatch(/^system-ui/);
    expect(getComputedStyle(screen.getByLabelText('Email')).borderTopStyle).toBe('solid');
  });
});
