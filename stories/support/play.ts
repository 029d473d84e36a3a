import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuthStoryParameter } from './auth-story';

/**
 * A story's `auth` parameter: its service with this setup. (Write `parameters: { auth: ... }`
 * as an object literal: Storybook reads a meta's parameters statically.)
 */
export const service = (
  setup: NonNullable<AuthStoryParameter['setup']>,
  options: Omit<AuthStoryParameter, 'setup'> = {},
): AuthStoryParameter => ({ ...options, setup });

/** Types a 6-digit code into the one-box-per-digit field (a complete code submits). */
export async function typeCode(canvasElement: HTMLElement, code: string) {
  await userEvent.click(within(canvasElement).getByLabelText('Digit 1 of 6'));
  await userEvent.keyboard(code);
}

/** Waits for the form error (the `role="alert"` region) to say `text`. */
export async function expectFormError(canvasElement: HTMLElement, text: RegExp) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text));
}

/** Waits for the field labelled `label` to be invalid with a message matching `text`. */
export async function expectFieldError(canvasElement: HTMLElement, label: string, text: RegExp) {
  const input = within(canvasElement).getByLabelText(label);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  await expect(input).toHaveAccessibleDescription(text);
}

/** A code other than `code`: a wrong one. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
