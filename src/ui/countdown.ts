'use client';
import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (epoch ms), ticking once a second; 0 when there is nothing
 * to wait for. Shared by the rate-limit countdown and the resend-code cooldown.
 */
export function useCountdown(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only `until`.
  useEffect(() => {
    setSeconds(left());
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
