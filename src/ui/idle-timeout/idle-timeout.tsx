'use client';
import { useEffect } from 'react';
import { useAuthClient } from '../../react/auth-client-context';
import { useSession } from '../../react/hooks/use-session';
import { lazyPart } from '../lazy-part';
import { type AuthLocalization, fill, languageOf } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import { useAuthNavigation } from '../navigation';

/** WCAG 2.2.1 (Timing Adjustable): at least 20 seconds to extend by one simple action. */
const MIN_WARNING_MS = 20_000;

/** Props of {@link IdleTimeout}. */
export interface IdleTimeoutProps {
  /** Inactivity, in milliseconds, after which the session ends (in every tab of the app). */
  after: number;
  /** How long before the end the warning shows, in ms. Default and minimum 20 s (WCAG 2.2.1). */
  warnBefore?: number;
  /** Where "Sign out" in the warning goes after signing out (a deliberate sign-out). */
  afterSignOutHref?: string;
  /** Words over the dictionary in force (`idleTitle`, `idleWarning`, `idleStay`, `signOut`). */
  localization?: Partial<AuthLocalization>;
}

// Marked pure: a page that does not render IdleTimeout keeps none of it. The chunk imports
// nothing a page already has (this component hands it the session, words and sign-outs), so a
// page that never renders it carries no import of a chunk shared with it.
const useIdleWarning = /* @__PURE__ */ lazyPart(() =>
  import('./idle-warning').then((module) => module.IdleWarning),
);

/**
 * Signs out after `after` ms without input in any tab of the app, warning `warnBefore` ms ahead
 * (at least 20 s) in a dialog that says the time left when it opens and once more near the end,
 * with "Stay signed in" (extends it in every tab) and "Sign out". At the end `logoutUser` runs
 * with reason `'idle'`, so a `RedirectToSignIn` on the page sends the visitor to sign in with the
 * page as `returnTo`. Opt-in, anywhere under `AuthProvider`; its code (and Radix's dialog) loads
 * when it first renders, in a chunk of its own.
 *
 * @example
 * <IdleTimeout after={15 * 60_000} warnBefore={60_000} />
 */
export function IdleTimeout({
  after,
  warnBefore,
  afterSignOutHref,
  localization,
}: IdleTimeoutProps) {
  const tooShort = warnBefore !== undefined && warnBefore < MIN_WARNING_MS;
  useEffect(() => {
    if (tooShort && process.env.NODE_ENV !== 'production') {
      console.warn(
        `latchkey/ui: IdleTimeout's warnBefore (${warnBefore} ms) is raised to 20 s: WCAG 2.2.1 asks for at least 20 seconds to extend the session.`,
      );
    }
  }, [tooShort, warnBefore]);
  const client = useAuthClient();
  const { status, user } = useSession();
  const t = useAuthLocalization(localization);
  const { navigate } = useAuthNavigation();
  const IdleWarning = useIdleWarning();
  if (!IdleWarning || status !== 'authenticated') return null;
  return (
    <IdleWarning
      // A clock of its own for each user: a new sign-in starts afresh.
      key={user?.id}
      after={after}
      warnBefore={Math.max(warnBefore ?? MIN_WARNING_MS, MIN_WARNING_MS)}
      words={{
        ...languageOf(t),
        title: t.idleTitle,
        stay: t.idleStay,
        signOut: t.signOut,
        warning: (seconds) => fill(t, 'idleWarning', { seconds }),
      }}
      // Being idle: a gate's RedirectToSignIn follows it, with this page as returnTo.
      onTimeout={() => client.logoutUser(undefined, { reason: 'idle' })}
      onSignOut={async () => {
        await client.logoutUser();
        if (afterSignOutHref !== undefined) navigate(afterSignOutHref);
      }}
    />
  );
}
