'use client';
import { useState } from 'react';
import { RateLimitError } from '../client/errors';
import { useAuthClient } from '../react/auth-client-context';
import { useCountdown } from './countdown';
import { type AuthLocalization, fill } from './localization/auth-localization';

// Per client and address, outside React: a remounted form (another view and back) still waits.
const cooldowns = new WeakMap<object, Map<string, number>>();

/** Seconds before another code may be sent, by default. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** The cooldown key of a kind of code sent to an address. */
export const resendKey = (kind: 'verify' | 'reset', email: string) => `${kind}:${email}`;

function cooldownsOf(client: object): Map<string, number> {
  let byKey = cooldowns.get(client);
  if (!byKey) {
    byKey = new Map();
    cooldowns.set(client, byKey);
  }
  return byKey;
}

/**
 * Starts the cooldown for `key` from outside a form: a flow that has just sent a code, so the
 * next view's Resend button waits too.
 */
export function startResendCooldown(client: object, key: string) {
  cooldownsOf(client).set(key, Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
}

/**
 * The cooldown of a "Resend code" button for `key` (kind and address): `left` seconds to wait,
 * and `start(seconds)` after a code was sent (or the service said to wait).
 */
function useResendCooldown(key: string) {
  const map = cooldownsOf(useAuthClient());
  const [until, setUntil] = useState<number | null>(() => map.get(key) ?? null);
  const left = useCountdown(map.get(key) ?? until);
  const start = (seconds = RESEND_COOLDOWN_SECONDS) => {
    const next = Date.now() + seconds * 1000;
    map.set(key, next);
    setUntil(next);
  };
  return { left, start };
}

/** What Resend code reports to its form. */
export interface ResendTarget {
  t: AuthLocalization;
  setStatus: (message: string | null) => void;
  showError: (error: unknown) => void;
}

/**
 * Resend code for `key` (kind and address): `send(to, request, form)` runs the request, then
 * starts the cooldown and says where the code went. A 429 waits on the Resend button only: the
 * form's submit stays enabled, since checking a code already sent is not what was limited.
 */
export function useResendCode(key: string) {
  const cooldown = useResendCooldown(key);
  const send = (to: string, request: () => Promise<unknown>, form: ResendTarget) =>
    request().then(
      () => {
        cooldown.start();
        form.setStatus(fill(form.t, 'codeSent', { email: to }));
      },
      (error: unknown) => {
        if (!(error instanceof RateLimitError)) return form.showError(error);
        if (error.retryAfter) cooldown.start(error.retryAfter);
        // Shown without its retryAfter, so the form's own submit is not held.
        const { operation, status, code } = error;
        form.showError(new RateLimitError(error.message, { operation, status, code }));
      },
    );
  return { left: cooldown.left, send };
}
