import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AuthClient } from '../client/auth-client';
import type { AuthEvent } from '../client/auth-events';
import type { InitialSession } from '../client/types';

/** Props of `AuthProvider` whatever the client comes from. */
interface AuthProviderBaseProps {
  children?: ReactNode;
  /** Else the enclosing QueryClientProvider's, else one of its own. */
  queryClient?: QueryClient;
  /**
   * The visitor's session from a server-side check (`checkServerSession`): the client starts
   * from it before the first render, on the server and in the browser, so there is no loading
   * state, no flash of signed-out UI, no start-up request, and the account forms act for the user
   * at once. Read once, when the provider mounts; a client that already knows its session (it
   * signed in) keeps it. A client given as `client` is never changed on a server (it may serve
   * every visitor): there the page renders from this session alone.
   */
  initialSession?: InitialSession | undefined;
  /** Check the session when the window regains focus. Default true. */
  refetchOnWindowFocus?: boolean;
  /** Check the session every so many milliseconds. Default off. */
  refetchInterval?: number | false;
  /** Follow sign-ins and sign-outs of the app's other tabs. Default true. */
  crossTabSync?: boolean;
  /**
   * Hears each {@link AuthEvent} of this tab once (sign-ups, sign-ins, sign-outs with their
   * reason, verification, password and account changes, rate limits): for analytics and audit
   * logs. No event carries an email, a name, a password, a code or a token.
   *
   * @example
   * <AuthProvider baseUrl="/api" appId="app_123" onAuthEvent={(event) => analytics.track(event.type, event)}>
   */
  onAuthEvent?: ((event: AuthEvent) => void) | undefined;
}

/** An AuthProvider over a client of your own (`createAuthClient`, or a test's). */
export interface AuthProviderClientProps extends AuthProviderBaseProps {
  /** The client every hook below uses. */
  client: AuthClient;
  baseUrl?: never;
  appId?: never;
  apiKey?: never;
}

/**
 * An AuthProvider that creates its client from the service's address and your app, once, when
 * it mounts: `baseUrl`, `appId` and `apiKey` are fixed from then on (a development build says so
 * when they change; give the provider a `key` that changes with them to start over).
 */
export interface AuthProviderConfigProps extends AuthProviderBaseProps {
  client?: never;
  /**
   * The service's base URL, e.g. `https://auth.example.com/api`, or `/api` behind the app's own
   * proxy (resolved against the page). A relative URL renders on a server too: there the session
   * is taken from `initialSession` (else signed out), and nothing is sent.
   */
  baseUrl: string;
  /** Your application's id, sent as `X-App-Id` on every request. */
  appId: string;
  /**
   * Your app's public API key, sent as `X-API-Key`. Password recovery (forgot, reset) needs it;
   * without it those hooks fail with a ConfigurationError `api_key_required`, before any request.
   * Never a secret (server) key: anyone can read a key from the page.
   */
  apiKey?: string;
}

/** Props of `AuthProvider`: a `client`, or `baseUrl` and `appId` (and `apiKey`) to create one. */
export type AuthProviderProps = AuthProviderClientProps | AuthProviderConfigProps;
