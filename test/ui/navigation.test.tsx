import { screen, waitFor } from '@testing-library/react';
import { createAuthClient } from 'latchkey';
import { createTestAuth } from 'latchkey/testing';
import {
  AuthFlow,
  AuthUIProvider,
  type AuthView,
  type AuthViewHrefs,
  ForgotPasswordForm,
  LoginForm,
  SignupForm,
} from 'latchkey/ui';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';
import { expectFormError, firstOtpBox, setupUser } from './helpers';

const hrefs = {
  login: '/login',
  signup: '/signup',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'verify-email': '/verify-email',
  account: '/account',
};

/** An app with a router: `navigate` records where the forms sent the user. */
function routed(ui: ReactNode, navigate: (href: string) => void, viewHrefs: AuthViewHrefs = hrefs) {
  return (
    <AuthUIProvider navigate={navigate} viewHrefs={viewHrefs}>
      {ui}
    </AuthUIProvider>
  );
}

async function signIn(email: string, password: string) {
  const u = setupUser();
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('redirectTo', () => {
  it('goes there through navigate after a sign-in, after onSuccess', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    const calls: string[] = [];
    const navigate = vi.fn((href: string) => calls.push(`navigate ${href}`));
    const onSuccess = vi.fn(() => calls.push('onSuccess'));
    app.renderApp(routed(<LoginForm redirectTo="/account" onSuccess={onSuccess} />, navigate));
    await signIn(user.email, password);
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(calls).toEqual(['onSuccess', 'navigate /account']);
    expect(app.client.getSession().status).toBe('authenticated');
  });

  it('is not followed after a failure', async () => {
    const app = createHarness();
    const { user } = await app.createUser();
    const navigate = vi.fn();
    app.renderApp(routed(<LoginForm redirectTo="/account" />, navigate));
    await signIn(user.email, 'not the password');
    await expectFormError('The email or password is wrong.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('works on the other forms too: sign-up', async () => {
    const app = createHarness();
    const navigate = vi.fn();
    app.renderApp(routed(<SignupForm redirectTo="/welcome" />, navigate));
    const u = setupUser();
    await u.type(screen.getByLabelText('Name'), 'Ada');
    await u.type(screen.getByLabelText('Email'), 'redirect@example.test');
    await u.type(screen.getByLabelText('Password'), 'password-1');
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/welcome'));
  });

  it('AuthFlow: sign-up, the code, then redirectTo once verified (after onSignedIn)', async () => {
    const app = createHarness();
    const calls: string[] = [];
    const navigate = vi.fn((href: string) => calls.push(`navigate ${href}`));
    app.renderApp(
      routed(
        <AuthFlow
          defaultView="signup"
          redirectTo="/account"
          onSignedIn={(user) => calls.push(`signed in ${user.name}`)}
        />,
        navigate,
      ),
    );
    const u = setupUser();
    await u.type(screen.getByLabelText('Name'), 'Ada');
    await u.type(screen.getByLabelText('Email'), 'flow-redirect@example.test');
    await u.type(screen.getByLabelText('Password'), 'password-1');
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(firstOtpBox()).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
    const code = await waitFor(() => app.mailbox.latestOtp('flow-redirect@example.test'));
    await u.keyboard(code);
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(calls).toEqual(['signed in Ada', 'navigate /account']);
  });
});

describe('a success nobody handles', () => {
  it('Login says "You are signed in." and empties the password, keeping the email', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser();
    app.renderApp(<LoginForm />);
    await signIn(user.email, password);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are signed in.'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue(user.email);
  });

  it('Sign-up says so too; with onSuccess the app says it instead', async () => {
    const app = createHarness();
    const onSuccess = vi.fn();
    const { unmount } = app.renderApp(<SignupForm />);
    const u = setupUser();
    await u.type(screen.getByLabelText('Name'), 'Ada');
    await u.type(screen.getByLabelText('Email'), 'unhandled@example.test');
    await u.type(screen.getByLabelText('Password'), 'password-1');
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You are signed in.'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    unmount();

    const { user, password } = await app.createUser();
    app.renderApp(<LoginForm onSuccess={onSuccess} />);
    await signIn(user.email, password);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('viewHrefs: links between views are real links', () => {
  it('renders <a href> for each neighbour, with no onViewChange needed', () => {
    const app = createHarness();
    app.renderApp(routed(<LoginForm />, vi.fn()));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
  });

  it('a plain click goes through navigate; a modified click is left to the browser', async () => {
    const app = createHarness();
    const navigate = vi.fn();
    const onViewChange = vi.fn();
    app.renderApp(routed(<ForgotPasswordForm onViewChange={onViewChange} />, navigate));
    const link = screen.getByRole('link', { name: 'Back to sign in' });
    const u = setupUser();
    await u.click(link);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    // The URL is the state: the link does not also switch views in place.
    expect(onViewChange).not.toHaveBeenCalled();

    let prevented: boolean | undefined;
    link.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load pages
    });
    await u.keyboard('{Control>}');
    await u.click(link);
    await u.keyboard('{/Control}');
    expect(prevented).toBe(false);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('views without a URL keep their buttons (onViewChange), views with one become links', async () => {
    const app = createHarness();
    const onViewChange = vi.fn();
    app.renderApp(
      routed(<LoginForm onViewChange={onViewChange} />, vi.fn(), {
        login: '/login',
        'forgot-password': '/forgot-password',
      }),
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Create an account' }));
    expect(onViewChange).toHaveBeenCalledWith('signup');
  });

  it('without viewHrefs or onViewChange a form shows no links', () => {
    const app = createHarness();
    app.renderApp(<LoginForm />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
  });
});

describe('AuthFlow under a router (view from the URL, links with viewHrefs)', () => {
  function RoutedFlow() {
    const [path, setPath] = useState('/login');
    const view = (Object.keys(hrefs) as AuthView[]).find((key) => hrefs[key] === path) ?? 'login';
    return routed(<AuthFlow view={view} onViewChange={(next) => setPath(hrefs[next])} />, setPath);
  }

  it('a link moves to its view, which takes focus as any move does', async () => {
    const app = createHarness();
    app.renderApp(<RoutedFlow />);
    await setupUser().click(screen.getByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create an account' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/login');
  });
});

describe('a 429 whose Retry-After cannot be read', () => {
  it('says "try again later" and leaves submit enabled', async () => {
    // A browser on another origin reads only the headers the service exposes: here, none.
    const auth = createTestAuth({ clientHasApiKey: false });
    const { user } = await auth.createUser();
    const client = createAuthClient({
      baseUrl: 'http://latchkey.test',
      appId: 'test-app',
      fetch: async (input, init) => {
        const answer = await auth.service(new Request(input, init));
        const headers = new Headers(answer.headers);
        headers.delete('Retry-After');
        return new Response(answer.body, { status: answer.status, headers });
      },
    });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await client.loginUser({ email: user.email, password: 'wrong password' }).catch(() => {});
    }
    const app = createHarness();
    app.renderApp(<LoginForm />, { client });
    await signIn(user.email, 'wrong password');
    await expectFormError('Too many attempts. Try again later.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
  });
});
