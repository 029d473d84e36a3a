import { type AuthLocalization, fill } from 'latchkey/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuthStoryParameter } from './auth-story';

export { dictionaryOf } from './locales';

/**
 * A story's `auth` parameter: its service with this setup. (Write `parameters: { auth: ... }`
 * as an object literal: Storybook reads a meta's parameters statically.)
 */
export const service = (
  setup: NonNullable<AuthStoryParameter['setup']>,
  options: Omit<AuthStoryParameter, 'setup'> = {},
): AuthStoryParameter => ({ ...options, setup });

/** The label of the code field's first box in `t` ("Digit 1 of 6"). */
export const firstDigit = (t: AuthLocalization) =>
  fill(t, 'otpCharacterLabel', { index: 1, count: 6 });

/** Types a 6-digit code into the one-box-per-digit field (a complete code submits). */
export async function typeCode(canvasElement: HTMLElement, t: AuthLocalization, code: string) {
  // Into Radix's boxes once their chunk is here (its hidden input is the sign): on a busy
  // machine the swap from the placeholder boxes could land between two key presses.
  await waitFor(() =>
    expect(canvasElement.querySelector('.lk-otp input[type="hidden"]')).not.toBeNull(),
  );
  await userEvent.click(within(canvasElement).getByLabelText(firstDigit(t)));
  await userEvent.keyboard(code);
}

/** Types `text` as it is: user-event reads `[` and `{` as keys (the pseudo-locale has them). */
export const typeText = (element: Element, text: string) =>
  userEvent.type(
    element,
    text.replace(/[[{]/g, (bracket) => bracket + bracket),
  );

/** `text` as a regular expression source that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name matching entry `key` of `t` with any count, in any of its plural forms: the
 * countdown's "Try again in 42 seconds" (digits of any script, grouped or not).
 */
export function countdownName(t: AuthLocalization, key: 'retryIn' | 'resendCodeIn') {
  const forms = Object.values(t[key]).map((form) =>
    form.split('{seconds}').map(literal).join('[\\p{Nd}\\s.,\u00a0\u202f\u066c]+'),
  );
  return new RegExp(`^(${forms.join('|')})$`, 'u');
}

/** Waits for the form error (the `role="alert"` region) to say `text` (or match it). */
export async function expectFormError(canvasElement: HTMLElement, text: string | RegExp) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text));
}

/** Waits for the field labelled `label` to be invalid with a message saying `text`. */
export async function expectFieldError(
  canvasElement: HTMLElement,
  label: string,
  text: string | RegExp,
) {
  const input = within(canvasElement).getByLabelText(label);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  await expect(input).toHaveAccessibleDescription(
    typeof text === 'string' ? new RegExp(literal(text)) : text,
  );
}

/** A code other than `code`: a wrong one. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
