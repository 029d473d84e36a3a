import { screen, waitFor } from '@testing-library/react';
import { useLoginForm } from 'latchkey/ui';
import { useId } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthField } from '@/components/latchkey/auth-form-parts';
import { createHarness } from '../react/harness';
import { setupUser } from '../ui/helpers';
import { items, page } from './twins';

// AuthFlow and the account menu, drop-in and registry, through the same scenarios; and the
// registry's AuthField, which every form uses, with an app's own props.

afterEach(() => window.history.replaceState(null, '', '/'));

async function signedUpUser(app: ReturnType<typeof createHarness>) {
  const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
  return { email: user.email, password };
}

async function signIn(email: string, password: string) {
  const u = setupUser();
  await u.type(await screen.findByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe.each(items.AuthFlow)('AuthFlow (%s)', (_twin, AuthFlow) => {
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

describe.each(items.UserButton)('UserButton (%s)', (_twin, UserButton) => {
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
