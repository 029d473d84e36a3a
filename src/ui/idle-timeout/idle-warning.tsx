'use client';
import { useEffect, useRef, useState } from 'react';
import { useAuthClient } from '../../react/auth-client-context';
import { useSession } from '../../react/hooks/use-session';
import { AlertDialogFrame } from '../dialog/alert-dialog-frame';
import { fill, languageOf } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import { useAuthNavigation } from '../navigation';
import { startIdleClock } from './idle-clock';
import type { IdleTimeoutProps } from './idle-timeout';

/** The second announcement comes this long before the end (or at half the warning, if shorter). */
const LAST_CALL_MS = 10_000;

/** Whole seconds left until `endsAt`, never below 0. */
const secondsTo = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * `IdleTimeout`'s body, in a chunk of its own (with Radix's dialog): while someone is signed in,
 * the idle clock across tabs, the warning with the time left, and the sign-out at the end.
 */
export function IdleWarning({
  after,
  warnBefore,
  afterSignOutHref,
  localization,
}: Required<Pick<IdleTimeoutProps, 'after' | 'warnBefore'>> & IdleTimeoutProps) {
  const client = useAuthClient();
  const { status, user } = useSession();
  const t = useAuthLocalization(localization);
  const { navigate } = useAuthNavigation();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const clock = useRef<ReturnType<typeof startIdleClock> | null>(null);
  const signedIn = status === 'authenticated';
  const _userId = user?.id;

  // One clock per signed-in user, started afresh on each sign-in.
  useEffect(() => {
    if (!signedIn) return;
    clock.current = startIdleClock({
      after,
      warnBefore,
      onWarn: setEndsAt,
      onActive: () => setEndsAt(null),
      onTimeout: () => {
        setEndsAt(null);
        // A gate's RedirectToSignIn follows a sign-out for being idle, with this page as returnTo.
        void client.logoutUser(undefined, { reason: 'idle' });
      },
    });
    return () => {
      clock.current?.stop();
      clock.current = null;
      setEndsAt(null);
    };
  }, [signedIn, after, warnBefore, client]);

  // The time left, shown each second (outside any live region: it is announced twice, not 20 times).
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => setLeft(secondsTo(endsAt));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const open = endsAt !== null;
  const lastCall = Math.min(LAST_CALL_MS, warnBefore / 2) / 1000;
  const warning = fill(t, 'idleWarning', { seconds: left });
  const signOut = async () => {
    clock.current?.stop();
    setEndsAt(null);
    await client.logoutUser();
    if (afterSignOutHref !== undefined) navigate(afterSignOutHref);
  };
  return (
    <AlertDialogFrame
      open={open}
      onOpenChange={(stillOpen) => stillOpen || clock.current?.stay()}
      content={{
        className: 'lk-dialog lk-idle',
        ...languageOf(t),
        // Only its two buttons close it: Escape is not "one simple action" the user chose.
        onEscapeKeyDown: (event) => event.preventDefault(),
      }}
    >
      {(parts) => (
        <div className="lk-form" data-state={left <= lastCall ? 'ending' : 'warning'}>
          <parts.Title className="lk-heading">{t.idleTitle}</parts.Title>
          {/* Read with the title when the dialog opens (its description), then only shown. */}
          <parts.Description className="lk-description">{warning}</parts.Description>
          <p role="status" className="lk-visually-hidden">
            {open && left > 0 && left <= lastCall
              ? fill(t, 'idleWarning', { seconds: lastCall })
              : ''}
          </p>
          <button type="button" className="lk-secondary" onClick={signOut}>
            {t.signOut}
          </button>
          {/* Radix focuses its Cancel when the dialog opens: the one action that keeps the session. */}
          <parts.Cancel className="lk-submit">{t.idleStay}</parts.Cancel>
        </div>
      )}
    </AlertDialogFrame>
  );
}
