import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestAuthOptions } from 'latchkey/testing';
import { expect } from 'vitest';
import { createHarness } from '../react/harness';

/** The test app of test/react/harness.tsx. */
export type Harness = ReturnType<typeof createHarness>;

/** A test app whose service runs on a clock the test moves (codes expire, limits end). */
export function createClockedHarness(options: TestAuthOptions = {}) {
  let time = Date.now();
  const app = createHarness({ ...options, now: () => time });
  const clock = {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
  return { ...app, clock };
}

/** A user-event session (real timers). */
export const setupUser = () => userEvent.setup();

/** A value as the forms put it into a sentence: bidi-isolated (U+2068 … U+2069). */
export const isolated = (value: string) => `\u2068${value}\u2069`;

/** The requests whose `METHOD /path` contains `fragment`. */
export const sent = (app: Harness, fragment: string) =>
  app.requests.filter((request) => request.includes(fragment));

/** The form's error region (`role="alert"`). */
export const formAlert = () => screen.getByRole('alert');

/** Waits until `field` is invalid with `message` among its description. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Waits until the error summary (two field errors or more) has focus, and gives it. */
export async function expectSummaryFocused() {
  const summary = await screen.findByRole('region', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  return summary;
}

/** Waits until the form's alert says `message`. */
export async function expectFormError(message: string) {
  await waitFor(() => expect(formAlert()).toHaveTextContent(message));
}

/** The first box of the 6-digit code field (named by the field's label and its position). */
export const firstOtpBox = () =>
  screen.getByRole('textbox', { name: 'Verification code Digit 1 of 6' });

/**
 * Waits until Radix's code boxes have replaced the placeholder ones (their chunk loads on first
 * render; its hidden input is the sign): a test that holds a box across steps holds that one.
 */
export const otpBoxesLoaded = () =>
  waitFor(() => expect(document.querySelector('.lk-otp input[type="hidden"]')).not.toBeNull());

/**
 * The first code box once Radix's boxes are here: a click and a paste land in the boxes that
 * stay (a paste into a placeholder box that is replaced mid-test is lost).
 */
export async function loadedOtpBox() {
  await otpBoxesLoaded();
  return firstOtpBox();
}

/** The `autocomplete` attribute of the field labelled `label`. */
export const autocompleteOf = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }).getAttribute('autocomplete');

/** Fifteen minutes, the service's rate-limit window. */
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Moves the service's clock so the open 15-minute window (opened at `openedAt`) ends in
 * about 1.5 s: the next refused request says Retry-After 2.
 */
export function nearWindowEnd(app: ReturnType<typeof createClockedHarness>, openedAt: number) {
  app.clock.advance(openedAt + WINDOW_MS - 1500 - app.clock.now());
}

/** Waits (polling, up to `timeout`) for the button named `name` to be enabled again. */
export async function waitForEnabled(name: string | RegExp, timeout = 20_000) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), {
    timeout,
    interval: 100,
  });
}
