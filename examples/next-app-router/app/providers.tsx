'use client';
import type { InitialSession } from 'latchkey';
import { AuthProvider } from 'latchkey/react';
import { AuthUIProvider } from 'latchkey/ui';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { appId, publicKey, viewHrefs } from '../lib/auth-config';

/**
 * The client half of the root layout: functions (the router's `push`) cannot cross from a server
 * component, so the providers that take them live here.
 */
export function Providers({
  initialSession,
  children,
}: {
  initialSession: InitialSession | undefined;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <AuthProvider baseUrl="/api" appId={appId} apiKey={publicKey} initialSession={initialSession}>
      <AuthUIProvider navigate={(href) => router.push(href)} viewHrefs={viewHrefs}>
        {children}
      </AuthUIProvider>
    </AuthProvider>
  );
}
