'use client';
import { useEffect, useRef, useState } from 'react';
import { AlertDialogFrame } from '../dialog/alert-dialog-frame';
import { type IdleClock, startIdleClock } from './idle-clock';

/** The second announcement comes this long before the end (or at half the warning, if shorter). */
const LAST_CALL_MS = 10_000;

/** Whole seconds left until `endsAt`, never below 0. */
const secondsTo = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** What {@link IdleWarning} gets from `IdleTimeout`: its durations, its words, its two ends. */
export interface IdleWarningProps {
  after: number;
  warnBefore: number;
  words: {
    lang: string;
    dir?: 'rtl';
    title: string;
    stay: string;
    signOut: string;
    warning: (seconds: number) => string;
  };
  onTimeout: () => unknown;
  onSignOut: () => unknown;
}

/**
 * `IdleTimeout`'s body, in a chunk of its own with Radix's dialog (it imports nothing else a
 * page has): while mounted (someone is signed in), the idle clock across tabs, the warning with
 * the time left, and the end.
 */
export function IdleWarning({ after, warnBefore, words, onTimeout, onSignOut }: IdleWarningProps) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const clock = useRef<IdleClock | null>(null);
  const ends = useRef({ onTimeout, onSignOut });
  ends.current = { onTimeout, onSignOut };

  useEffect(() => {
    const started = startIdleClock({
      after,
      warnBefore,
      onWarn: setEndsAt,
      onActive: () => setEndsAt(null),
      onTimeout: () => {
        setEndsAt(null);
        ends.current.onTimeout();
      },
    });
    clock.current = started;
    return started.stop;
  }, [after, warnBefore]);

  // The time left, shown each second (outside any live region: said twice, not every second).
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setLeft(secondsTo(endsAt));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const open = endsAt !== null;
  const lastCall = Math.min(LAST_CALL_MS, warnBefore / 2) / 1000;
  const { title, stay, signOut, warning, ...language } = words;
  return (
    <>
      {/* The clock's state in the page (styling, tests): watching, or warning. */}
      <span hidden data-slot="idle-timeout" data-state={open ? 'warning' : 'watching'} />
      <AlertDialogFrame
        open={open}
        onOpenChange={(stillOpen) => stillOpen || clock.current?.stay()}
        content={{
          className: 'lk-dialog lk-idle',
          ...language,
          // Only its two buttons close it: Escape is not an answer the user chose.
          onEscapeKeyDown: (event) => event.preventDefault(),
        }}
      >
        {(parts) => (
          <div className="lk-form" data-state={left <= lastCall ? 'ending' : 'warning'}>
            <parts.Title className="lk-heading">{title}</parts.Title>
            {/* Read with the title when the dialog opens (its description), then only shown. */}
            <parts.Description className="lk-description">{warning(left)}</parts.Description>
            <p role="status" className="lk-visually-hidden">
              {open && left > 0 && left <= lastCall ? warning(lastCall) : ''}
            </p>
            <button
              type="button"
              className="lk-secondary"
              onClick={() => {
                clock.current?.stop();
                setEndsAt(null);
                ends.current.onSignOut();
              }}
            >
              {signOut}
            </button>
            {/* Radix focuses its Cancel on opening: the one action that keeps the session. */}
            <parts.Cancel className="lk-submit">{stay}</parts.Cancel>
          </div>
        )}
      </AlertDialogFrame>
    </>
  );
}
