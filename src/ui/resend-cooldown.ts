'use client';
import { useState } from 'react';
import { RateLimitError } from '../client/errors';
import { useAuthClient } from '../react/auth-client-context';
import { useCountdown } from './countdown';

// Per client and address, outside React: a remounted form (another view and back) still waits.
const cooldowns = new WeakMap<object, Map<string, number>>();

/** Seconds before another code may be sent, by default. */
export const RESEND_COOLDOWN_SECONDS = 30;

/**
 * The cooldown of a "Resend code" button for `key` (kind and address): `left` seconds to wait,
 * and `start(seconds)` after a code was sent (or the service said to wait).
 */
export function useResendCooldown(key: string) {
  const client = useAuthClient();
  let byKey = cooldowns.get(client);
  if (!byKey) {
    byKey = new Map();
    cooldowns.set(client, byKey);
  }
  const map = byKey;
  const [until, setUntil] = useState<number | null>(() => map.get(key) ?? null);
  const left = useCountdown(map.get(key) ?? until);
  const start = (seconds = RESEND_COOLDOWN_SECONDS) => {
    const next = Date.now() + seconds * 1000;
    map.set(key, next);
    setUntil(next);
  };
  return { left, start };
}

/**
 * Shows why Resend code failed. A 429 waits on the Resend button only: the form's submit stays
 * enabled, since checking a code already sent is not what the service limited.
 */
export function showResendError(
  error: unknown,
  cooldown: { start: (seconds?: number) => void },
  showError: (error: unknown) => void,
) {
  if (!(error instanceof RateLimitError)) return showError(error);
  if (error.retryAfter) cooldown.start(error.retryAfter);
  const { operation, status, code } = error;
  showError(new RateLimitError(error.message, { operation, status, code }));
}
