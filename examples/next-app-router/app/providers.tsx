'use client';
import type { InitialSession } from 'latchkey';
import { AuthProvider } from 'latchkey/react';
import { AuthUIProvider, pickLocale } from 'latchkey/ui';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { appId, languages, publicKey, viewHrefs } from '../lib/auth-config';

/**
 * The client half of the root layout: functions (the router's `push`) cannot cross from a server
 * component, so the providers that take them live here. The forms speak the best of `languages`
 * for the request's `Accept-Language` header (the same on the server and in the browser: one
 * HTML, no mismatch).
 */
export function Providers({
  initialSession,
  acceptLanguage,
  children,
}: {
  initialSession: InitialSession | undefined;
  acceptLanguage: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <AuthProvider baseUrl="/api" appId={appId} apiKey={publicKey} initialSession={initialSession}>
      <AuthUIProvider
        navigate={(href) => router.push(href)}
        viewHrefs={viewHrefs}
        localization={pickLocale(acceptLanguage, languages)}
      >
        {children}
      </AuthUIProvider>
    </AuthProvider>
  );
}
