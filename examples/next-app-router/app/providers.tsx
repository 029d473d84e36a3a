'use client';
import type { AuthEvent, InitialSession } from 'latchkey';
import { AuthProvider } from 'latchkey/react';
import { type AuthLocalization, AuthUIProvider } from 'latchkey/ui';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { appId, publicKey, viewHrefs } from '../lib/auth-config';

/** The events after which this browser's pages belong to another session. */
const sessionChanges = new Set<AuthEvent['type']>([
  'signed-in',
  'signed-up',
  'signed-out',
  'session-ended',
]);

/**
 * The client half of the root layout: functions (the router's `push`, the event listener) cannot
 * cross from a server component, so the providers that take them live here. `localization` is the
 * visitor's dictionary, picked on the server: the same in the server's HTML and in the browser.
 */
export function Providers({
  initialSession,
  localization,
  children,
}: {
  initialSession: InitialSession | undefined;
  localization: AuthLocalization;
  children: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  // The Router Cache holds pages as they were rendered for the session before: signed in after
  // a sign-out (Back would show them), signed out after a sign-in (a redirect to sign-in).
  // Once the session changes, the next page empties it (`refresh()`): the app's `navigate`
  // before it moves, any other move (a `<Link>`, Back) once there. Not at the change itself,
  // which would render the page it happened on again (a deleted account's page, sign-up's code).
  const changedOn = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (changedOn.current === undefined || changedOn.current === pathname) return;
    changedOn.current = undefined;
    router.refresh();
  }, [pathname, router]);
  const navigate = (href: string) => {
    if (changedOn.current !== undefined) {
      changedOn.current = undefined;
      router.refresh();
    }
    router.push(href);
  };
  return (
    <AuthProvider
      baseUrl="/api"
      appId={appId}
      apiKey={publicKey}
      initialSession={initialSession}
      onAuthEvent={(event) => {
        if (sessionChanges.has(event.type)) changedOn.current = window.location.pathname;
      }}
    >
      <AuthUIProvider navigate={navigate} viewHrefs={viewHrefs} localization={localization}>
        {children}
      </AuthUIProvider>
    </AuthProvider>
  );
}
