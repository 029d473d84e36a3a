import { screen, waitFor } from '@testing-library/react';
import type { AuthFormClassNames } from 'latchkey/ui';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { type App, items, page } from './twins';

// The props every drop-in form takes and the registry's carry alike: `headingLevel` moves the
// heading (which names the form), `classNames` reaches each slot.

interface FormProps {
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  classNames?: AuthFormClassNames;
}

const classNames = {
  heading: 'my-heading',
  input: 'my-input',
  submit: 'my-submit',
} satisfies AuthFormClassNames;

type Case = [
  form: string,
  twins: readonly (readonly [string, ComponentType<FormProps>])[],
  title: string,
  signedIn: boolean,
];

const cases: Case[] = [
  ['LoginForm', items.LoginForm, 'Sign in', false],
  ['SignupForm', items.SignupForm, 'Create an account', false],
  ['ForgotPasswordForm', items.ForgotPasswordForm, 'Forgot your password?', false],
  ['ResetPasswordForm', items.ResetPasswordForm, 'Reset your password', false],
  ['VerifyEmailForm', items.VerifyEmailForm, 'Verify your email', false],
  ['ChangePasswordForm', items.ChangePasswordForm, 'Change password', true],
  ['ProfileForm', items.ProfileForm, 'Profile', true],
];

async function render(app: App, Form: ComponentType<FormProps>, signedIn: boolean) {
  if (signedIn) {
    const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
    await app.signIn({ email: user.email, password });
  }
  page(app, <Form headingLevel={4} classNames={classNames} />);
}

describe.each(cases)('%s', (_form, twins, title, signedIn) => {
  it.each(twins)(
    '(%s) heads at headingLevel, names the form by it, and takes classNames',
    async (_twin, Form) => {
      const app = createHarness();
      await render(app, Form, signedIn);
      const heading = await screen.findByRole('heading', { name: title, level: 4 });
      expect(heading.closest('.my-heading') ?? heading).toHaveClass('my-heading');
      const form = screen.getByRole('form', { name: title });
      await waitFor(() => expect(form.querySelector('input.my-input')).not.toBeNull());
      expect(form.querySelector('button[type="submit"]')).toHaveClass('my-submit');
    },
  );
});

describe.each(items.DeleteAccountForm)('DeleteAccountForm (%s)', (_twin, DeleteAccountForm) => {
  it('heads at headingLevel and takes classNames on its button', async () => {
    const app = createHarness();
    await render(app, DeleteAccountForm, true);
    expect(await screen.findByRole('heading', { name: 'Delete account', level: 4 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveClass('my-submit');
  });
});

/** Every image URL the page asks the browser for (`<img src>` or `new Image().src`). */
function imageRequests() {
  const urls: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    url: string,
  ) {
    urls.push(url);
    descriptor?.set?.call(this, url);
  });
  const setAttribute = Element.prototype.setAttribute;
  vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (
    this: Element,
    name: string,
    value: string,
  ) {
    if (this instanceof HTMLImageElement && name === 'src') urls.push(value);
    setAttribute.call(this, name, value);
  });
  return urls;
}

describe.each(items.UserAvatar)('UserAvatar (%s), its picture', (_twin, UserAvatar) => {
  afterEach(() => vi.restoreAllMocks());

  it('an http: picture on a public host is never asked for; an https: one is', async () => {
    const urls = imageRequests();
    const app = createHarness();
    const user = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.test' };
    page(
      app,
      <>
        <UserAvatar user={{ ...user, avatarUrl: 'http://images.example.com/ada.png' }} />
        <UserAvatar user={{ ...user, id: 'u2', avatarUrl: 'https://images.example.com/ada.png' }} />
      </>,
    );
    await waitFor(() => expect(urls).toContain('https://images.example.com/ada.png'));
    expect(urls.filter((url) => url.startsWith('http:'))).toEqual([]);
  });
});

describe.each(items.UserAvatar)('UserAvatar (%s)', (_twin, UserAvatar) => {
  it("named by the user's name; decorative, hidden", async () => {
    const app = createHarness();
    const user = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.test' };
    page(
      app,
      <>
        <UserAvatar user={user} />
        <UserAvatar user={{ ...user, id: 'u2' }} decorative />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'Ada Lovelace' })).toHaveLength(1);
  });
});
