import { screen } from '@testing-library/react';
import { DeleteAccountForm, LoginForm, UserButton } from 'latchkey/ui';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { loadedButton, showAccountPage } from './account/account-page';
import { showInApp } from './forms/app-page';
import { useStylesheet } from './tailwind-page';

// Issue 36 item 5: the look follows the page. A page that says nothing about dark (no
// color-scheme meta, no data-theme, no .dark) is light, so are the forms, the dialogs and the
// account menu on it, even when the system is dark. A page that says it supports dark follows
// the system: <meta name="color-scheme" content="light dark"> (what a page's CSS
// `color-scheme` on :root says, where a stylesheet can read it), or data-theme="system";
// data-theme / the class `dark` or `light` still decide where given. Measured on the shipped
// stylesheet, in Chromium.

const dark = 'rgb(17, 24, 39)';
const light = 'rgb(255, 255, 255)';

afterEach(() => commands.emulateMedia({ forcedColors: 'none', colorScheme: 'light' }));

/** The page says nothing about its theme: no data-theme (the test page sets one), no class. */
function pageSaysNothing() {
  delete document.documentElement.dataset.theme;
}

/** `<meta name="color-scheme" content=…>` in the page's head, until the test ends. */
function colorSchemeMeta(content: string) {
  const meta = document.head.appendChild(document.createElement('meta'));
  meta.name = 'color-scheme';
  meta.content = content;
  onTestFinished(() => meta.remove());
}

/** data-theme on <html>, removed when the test ends. */
function htmlTheme(theme: string) {
  document.documentElement.dataset.theme = theme;
  onTestFinished(() => {
    delete document.documentElement.dataset.theme;
  });
}

async function shownForm() {
  const submit = await screen.findByRole('button', { name: 'Sign in' });
  const form = submit.closest('.lk-form') as HTMLElement;
  const style = getComputedStyle(form);
  return { background: style.backgroundColor, scheme: style.colorScheme, form };
}

const system = (colorScheme: 'light' | 'dark') =>
  commands.emulateMedia({ forcedColors: 'none', colorScheme });

describe('a page that says nothing about dark', () => {
  it('keeps the forms light on a dark system, native parts light too', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await system('dark');
    await showInApp(<LoginForm />);
    pageSaysNothing();
    expect(await shownForm()).toMatchObject({ background: light, scheme: 'light' });
  });

  it('keeps the alert dialog light on a dark system', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await system('dark');
    await showInApp(<DeleteAccountForm />, { signedIn: true });
    pageSaysNothing();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(getComputedStyle(dialog).backgroundColor).toBe(light);
  });

  it('keeps the account menu light on a dark system', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await system('dark');
    await showAccountPage(<UserButton />);
    pageSaysNothing();
    await userEvent.click(await loadedButton('Account menu, Ada Lovelace'));
    const menu = await screen.findByRole('menu');
    expect(getComputedStyle(menu).backgroundColor).toBe(light);
    expect(getComputedStyle(menu).colorScheme).toBe('light');
  });
});

describe('a page that says it supports dark follows the system', () => {
  it.each(['light dark', 'dark light', 'normal dark light'])(
    '<meta name="color-scheme" content="%s">',
    async (content) => {
      useStylesheet(await commands.shippedStylesheet());
      colorSchemeMeta(content);
      await system('dark');
      await showInApp(<LoginForm />);
      pageSaysNothing();
      expect(await shownForm()).toMatchObject({ background: dark, scheme: 'dark' });
      await system('light');
      expect(await shownForm()).toMatchObject({ background: light, scheme: 'light' });
    },
  );

  it('data-theme="system" on <html>, or on a container', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await system('dark');
    await showInApp(
      <div data-testid="section">
        <LoginForm />
      </div>,
    );
    htmlTheme('system');
    expect((await shownForm()).background).toBe(dark);
    await system('light');
    expect((await shownForm()).background).toBe(light);
    await system('dark');
    delete document.documentElement.dataset.theme;
    expect((await shownForm()).background).toBe(light);
    screen.getByTestId('section').dataset.theme = 'system';
    expect((await shownForm()).background).toBe(dark);
  });

  it('the account menu follows the meta, and a data-theme="system" around its button', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await system('dark');
    colorSchemeMeta('light dark');
    await showAccountPage(<UserButton />);
    pageSaysNothing();
    await userEvent.click(await loadedButton('Account menu, Ada Lovelace'));
    expect(getComputedStyle(await screen.findByRole('menu')).backgroundColor).toBe(dark);
  });

  it('a dark-only page (content="dark") is dark on a light system', async () => {
    useStylesheet(await commands.shippedStylesheet());
    colorSchemeMeta('only dark');
    await showInApp(<LoginForm />);
    pageSaysNothing();
    expect(await shownForm()).toMatchObject({ background: dark, scheme: 'dark' });
  });

  it('data-theme="light" (or .light) still wins, on the page or a container', async () => {
    useStylesheet(await commands.shippedStylesheet());
    colorSchemeMeta('light dark');
    await system('dark');
    await showInApp(
      <div data-testid="section">
        <LoginForm />
      </div>,
    );
    htmlTheme('light');
    expect((await shownForm()).background).toBe(light);
    delete document.documentElement.dataset.theme;
    expect((await shownForm()).background).toBe(dark);
    screen.getByTestId('section').className = 'light';
    expect((await shownForm()).background).toBe(light);
    const { form } = await shownForm();
    form.dataset.theme = 'dark';
    expect((await shownForm()).background).toBe(dark);
  });
});

describe('the menu around a button with data-theme="system"', () => {
  it('takes it along to <body> and follows the system there', async () => {
    useStylesheet(await commands.shippedStylesheet());
    await system('dark');
    await showAccountPage(
      <div data-theme="system">
        <UserButton />
      </div>,
    );
    pageSaysNothing();
    await userEvent.click(await loadedButton('Account menu, Ada Lovelace'));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-theme', 'system');
    expect(getComputedStyle(menu).backgroundColor).toBe(dark);
  });
});
