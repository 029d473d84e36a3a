import { screen, waitFor } from '@testing-library/react';
import * as dropIn from 'latchkey/ui';
import { AuthUIProvider } from 'latchkey/ui';
import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountSettings } from '@/components/latchkey/account-settings';
import { AuthFlow } from '@/components/latchkey/auth-flow';
import { ChangePasswordForm } from '@/components/latchkey/change-password-form';
import { DeleteAccountForm } from '@/components/latchkey/delete-account-form';
import { EmailChangeForm } from '@/components/latchkey/email-change-form';
import { EmailSettings } from '@/components/latchkey/email-settings';
import { EmailVerificationPrompt } from '@/components/latchkey/email-verification-prompt';
import { ForgotPasswordForm } from '@/components/latchkey/forgot-password-form';
import { LoginForm } from '@/components/latchkey/login-form';
import { ProfileForm } from '@/components/latchkey/profile-form';
import { ResetPasswordForm } from '@/components/latchkey/reset-password-form';
import { SignupForm } from '@/components/latchkey/signup-form';
import { UserAvatar } from '@/components/latchkey/user-avatar';
import { UserButton } from '@/components/latchkey/user-button';
import { VerifyEmailForm } from '@/components/latchkey/verify-email-form';
import type { createHarness } from '../react/harness';

// The contract's parity test: each shadcn registry item and its drop-in twin run through the
// same scenario, and must come to the same outcome (navigation, focus, errors, menu state,
// requests). The registry's items resolve as in an app that added them (`@/components/latchkey/*`
// over the install test's primitives). A scenario is written once and run for both twins.

/** A drop-in component and its registry twin, each under its name in the test's title. */
type Twins<P> = readonly [name: 'drop-in' | 'registry', component: ComponentType<P>][];

const twins = <P,>(drop: ComponentType<P>, registry: ComponentType<P>): Twins<P> => [
  ['drop-in', drop],
  ['registry', registry],
];

/** Every registry item with a drop-in twin (the parts are tested through the forms using them). */
export const items = {
  AccountSettings: twins(dropIn.AccountSettings, AccountSettings),
  AuthFlow: twins(dropIn.AuthFlow, AuthFlow),
  ChangePasswordForm: twins(dropIn.ChangePasswordForm, ChangePasswordForm),
  DeleteAccountForm: twins(dropIn.DeleteAccountForm, DeleteAccountForm),
  EmailChangeForm: twins(dropIn.EmailChangeForm, EmailChangeForm),
  EmailSettings: twins(dropIn.EmailSettings, EmailSettings),
  EmailVerificationPrompt: twins(dropIn.EmailVerificationPrompt, EmailVerificationPrompt),
  ForgotPasswordForm: twins(dropIn.ForgotPasswordForm, ForgotPasswordForm),
  LoginForm: twins(dropIn.LoginForm, LoginForm),
  ProfileForm: twins(dropIn.ProfileForm, ProfileForm),
  ResetPasswordForm: twins(dropIn.ResetPasswordForm, ResetPasswordForm),
  SignupForm: twins(dropIn.SignupForm, SignupForm),
  UserAvatar: twins(dropIn.UserAvatar, UserAvatar),
  UserButton: twins(dropIn.UserButton, UserButton),
  VerifyEmailForm: twins(dropIn.VerifyEmailForm, VerifyEmailForm),
};

export type App = ReturnType<typeof createHarness>;

/** Renders `ui` in an app whose router is a spy (`navigate`), with login and account URLs. */
export function page(app: App, ui: ReactNode) {
  const navigate = vi.fn<(href: string, options?: { replace?: boolean }) => void>();
  app.renderApp(
    <AuthUIProvider navigate={navigate} viewHrefs={{ account: '/account', login: '/login' }}>
      {ui}
    </AuthUIProvider>,
  );
  return navigate;
}

/**
 * The code field's input to click and paste into: the drop-in's first box ("Verification code
 * Digit 1 of 6", Radix's once loaded) or the registry's one input ("Verification code").
 */
export async function codeInput() {
  return waitFor(() => {
    const box = screen.queryByRole('textbox', { name: 'Verification code Digit 1 of 6' });
    if (box) {
      // Radix's boxes replace the placeholder ones as their chunk arrives.
      if (!document.querySelector('.lk-otp input[type="hidden"]')) throw new Error('loading');
      return box;
    }
    return screen.getByLabelText('Verification code', { selector: 'input' });
  });
}

/** The requests sent since the last `clearRequests`, as `METHOD /path` lines. */
export const requestsOf = (app: App) => [...app.requests];

// jsdom has no layout: shadcn's InputOTP (input-otp) asks it for the element at a point to
// spot a password manager's badge; nothing is there.
document.elementFromPoint ??= () => null;
