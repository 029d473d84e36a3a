import { screen, waitFor } from '@testing-library/react';
import { AuthFlow, type AuthLocalization, de, en } from 'latchkey/ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { firstOtpBox, loadedOtpBox, otpBoxesLoaded, setupUser } from './helpers';

/** AuthFlow under a language switch the page owns (a language menu, say). */
function SwitchableFlow() {
  const [t, setT] = useState<AuthLocalization>(en);
  return (
    <>
      <button type="button" onClick={() => setT(de)}>
        Deutsch
      </button>
      <AuthFlow localization={t} />
    </>
  );
}

describe('AuthFlow in another language', () => {
  it('says its "password reset" notice in the language switched to after it shows', async () => {
    const app = createHarness({ clientHasApiKey: true });
    const { user } = await app.createUser();
    app.renderApp(<SwitchableFlow />);
    const u = setupUser();
    await u.click(screen.getByRole('button', { name: en.forgotPasswordLink }));
    await u.type(await screen.findByLabelText(en.emailLabel), user.email);
    await u.click(screen.getByRole('button', { name: en.forgotPasswordSubmit }));
    await u.type(await screen.findByLabelText(en.newPasswordLabel), 'brand-new-pass');
    await u.click(await loadedOtpBox());
    await u.paste(app.mailbox.latestOtp(user.email, 'reset-password'));
    await u.click(screen.getByRole('button', { name: en.resetPasswordSubmit }));
    await screen.findByRole('heading', { name: en.loginTitle });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en.passwordResetDone));

    await u.click(screen.getByRole('button', { name: 'Deutsch' }));
    await screen.findByRole('heading', { name: de.loginTitle });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(de.passwordResetDone));
  });
});
