import { screen, waitFor } from '@testing-library/react';
import {
  AuthUIProvider,
  AuthFlow as DropInAuthFlow,
  UserButton as DropInUserButton,
  useLoginForm,
} from 'latchkey/ui';
import { type ComponentType, type ReactNode, useId } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthFlow as RegistryAuthFlow } from '@/components/latchkey/auth-flow';
import { AuthField } from '@/components/latchkey/auth-form-parts';
import { UserButton as RegistryUserButton } from '@/components/latchkey/user-button';
import { createHarness } from '../react/harness';
import { setupUser } from '../ui/helpers';

// The contract's parity test: each shadcn registry item and its drop-in twin through the same
// scenario, with the same outcome (navigation, focus, menu state, requests). The registry's
// items resolve as in an app that added them (`@/components/latchkey/*` over the install test's
// primitives).

afterEach(() => window.history.replaceState(null, '', '/'));

type Twin<P> = [name: string, component: ComponentType<P>];

const authFlows: Twin<Parameters<typeof DropInAuthFlow>[0]>[] = [
  ['drop-in', DropInAuthFlow],
  ['registry', RegistryAuthFlow],
];

async function signedUpUser(app: ReturnType<typeof createHarness>) {
  const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
  return { email: user.email, password };
}

function page(app: ReturnType<typeof createHarness>, ui: ReactNode) {
  const navigate = vi.fn<(href: string) => void>();
  app.renderApp(
    <AuthUIProvider navigate={navigate} viewHrefs={{ account: '/account', login: '/login' }}>
      {ui}
    </AuthUIProvider>,
  );
  return navigate;
}

async function signIn(email: string, password: string) {
  const u = setupUser();
  await u.type(await screen.findByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe.each(authFlows)('AuthFlow (%s)', (_twin, AuthFlow) => {
  it("signed in, follows the page URL's returnTo before redirectTo", async () => {
    const app = createHarness();
    const { email, password } = await signedUpUser(app);
    window.history.replaceState(null, '', '/login?returnTo=%2Fdashboard%3Ftab%3D2');
    const navigate = page(app, <AuthFlow redirectTo="/account" />);
    await signIn(email, password);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls).toEqual([['/dashboard?tab=2']]);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('a returnTo prop of %s is never followed: redirectTo instead', async (returnTo) => {
    const app = createHarness();
    const { email, password } = await signedUpUser(app);
    const navigate = page(app, <AuthFlow redirectTo="/account" returnTo={returnTo} />);
    await signIn(email, password);
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls).toEqual([['/account']]);
  });
});

const userButtons: Twin<Parameters<typeof DropInUserButton>[0]>[] = [
  ['drop-in', DropInUserButton],
  ['registry', RegistryUserButton],
];

describe.each(userButtons)('UserButton (%s)', (_twin, UserButton) => {
  it("a link item followed through the app's navigate closes the menu and runs its onSelect", async () => {
    const app = createHarness();
    await app.signIn();
    const onSelect = vi.fn();
    const navigate = page(
      app,
      <UserButton menuItems={[{ label: 'Billing', href: '/billing', onSelect }]} />,
    );
    const u = setupUser();
    await u.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await u.click(await screen.findByRole('menuitem', { name: 'Billing' }));
    expect(navigate.mock.calls).toEqual([['/billing']]);
    expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('AuthField (the registry part every form uses)', () => {
  it("keeps the app's own id, onChange and onBlur beside the form's wiring", async () => {
    const app = createHarness();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    function SignIn() {
      const form = useLoginForm();
      const formId = useId();
      return (
        <form onSubmit={form.onSubmit} noValidate>
          <AuthField
            controller={form}
            formId={formId}
            name="email"
            label="Email"
            id="my-email"
            onChange={onChange}
            onBlur={onBlur}
          />
          <button type="submit">Sign in</button>
        </form>
      );
    }
    app.renderApp(<SignIn />);
    const u = setupUser();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('id', 'my-email');
    await u.type(email, 'not-an-email');
    await u.tab();
    expect(onChange).toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledOnce();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    // The message is linked to the app's id'd input, and the form saw what was typed.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('email'));
  });
});
