import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AuthClient } from '../client/auth-client';
import type { AuthUser } from '../client/types';

/** A `checkUserSession()` answer from a server-side check, for {@link AuthProviderBaseProps.initialSession}. */
export interface InitialSession {
  authenticated: boolean;
  user?: AuthUser | null;
}

/** Props of `AuthProvider` whatever the client comes from. */
interface AuthProviderBaseProps {
  children?: ReactNode;
  /** Else the enclosing QueryClientProvider's, else one of its own. */
  queryClient?: QueryClient;
  /**
   * A `checkUserSession()` answer from a server-side check: no loading state, no flash of
   * signed-out UI, and no request until something asks for a fresh check.
   */
  initialSession?: InitialSession;
  /** Check the session when the window regains focus. Default true. */
  refetchOnWindowFocus?: boolean;
  /** Check the session every so many milliseconds. Default off. */
  refetchInterval?: number | false;
  /** Follow sign-ins and sign-outs of the app's other tabs. Default true. */
  crossTabSync?: boolean;
}

/** An AuthProvider over a client of your own (`createAuthClient`, or a test's). */
export interface AuthProviderClientProps extends AuthProviderBaseProps {
  /** The client every hook below uses. */
  client: AuthClient;
  baseUrl?: never;
  appId?: never;
  apiKey?: never;
}

/** An AuthProvider that creates its client from the service's address and your app. */
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
