import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AuthProvider } from 'latchkey/react';
import { createTestAuth } from 'latchkey/testing';
import {
  type AuthLocalization,
  AuthUIProvider,
  fill,
  ResetPasswordForm,
  startResendCooldown,
} from 'latchkey/ui';
import { onTestFinished, vi } from 'vitest';
import '../../../src/styles.css';

const email = 'ada@example.test';

/**
 * The reset-password form in `t`'s language, its Resend code button counting down the 30 s
 * after a code was sent, on a clock the test sets: `at(seconds)` moves it to that many seconds
 * before the end and answers the button once it says so (its countdown reads the clock four
 * times a second), so any count is shown without waiting for it.
 */
export async function showCooldown(t: AuthLocalization) {
  const start = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
  onTestFinished(() => clock.mockRestore());
  const auth = createTestAuth({ clientHasApiKey: true });
  startResendCooldown(auth.client, 'reset', email);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  document.documentElement.lang = 'en';
  render(
    <AuthProvider client={auth.client} queryClient={queryClient} crossTabSync={false}>
      <AuthUIProvider localization={t}>
        <main>
          <h1>Account</h1>
          <ResetPasswordForm email={email} onViewChange={() => {}} />
        </main>
      </AuthUIProvider>
    </AuthProvider>,
  );
  await screen.findByRole('button', { name: t.resetPasswordSubmit });
  return {
    at: (seconds: number) => {
      clock.mockReturnValue(start + (30 - seconds) * 1000);
      return screen.findByRole('button', { name: fill(t, 'resendCodeIn', { seconds }) });
    },
  };
}
