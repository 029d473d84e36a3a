import { screen, waitFor } from '@testing-library/react';
import { VerifyEmailForm } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createClockedHarness, firstOtpBox, setupUser } from './helpers';

// Radix's code field is a lazy chunk: until it is here, OtpField shows plain boxes. The chunk is
// held back here until the test lets it through, so what is typed before is seen to carry over.
let release: () => void = () => {};
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('../../src/ui/field/otp-boxes', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

describe('OtpField before Radix’s field has loaded', () => {
  it('keeps the digits typed and the focus, then verifies with the loaded field', async () => {
    const app = createClockedHarness();
    const { user } = await app.createUser();
    await app.createClient().requestEmailVerificationOTP({ userId: user.id, email: user.email });
    const code = app.mailbox.latestOtp(user.email, 'verify-email');
    const onSuccess = vi.fn();
    app.renderApp(<VerifyEmailForm email={user.email} userId={user.id} onSuccess={onSuccess} />);
    const placeholder = firstOtpBox();
    const u = setupUser();
    await u.click(placeholder);
    await u.keyboard(code.slice(0, 3));
    expect(placeholder).toHaveValue(code[0]);
    release();
    // Radix's boxes replace the placeholder, with the digits, and focus on the next box.
    await waitFor(() => expect(firstOtpBox()).not.toBe(placeholder));
    const boxes = screen.getAllByRole('textbox', { name: /Digit \d of 6/ });
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe(code.slice(0, 3));
    await waitFor(() => expect(boxes[3]).toHaveFocus());
    await u.keyboard(code.slice(3));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });
});
