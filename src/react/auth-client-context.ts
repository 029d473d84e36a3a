'use client';
import { createContext, useContext } from 'react';
import type { AuthClient } from '../client/auth-client';

/** The client of the nearest AuthProvider. */
export const AuthClientContext = createContext<AuthClient | null>(null);

/** The AuthClient of the nearest `<AuthProvider>`; throws outside one. */
export function useAuthClient(): AuthClient {
  const client = useContext(AuthClientContext);
  if (!client) throw new Error('latchkey: this component needs an <AuthProvider> above it.');
  return client;
}
