import type { OperationName } from './operations';

/** What every {@link AuthEvent} carries: no email, name, password, code or token, ever. */
interface AuthEventBase {
  /** When it happened, as an ISO 8601 string. */
  at: string;
  /** The user it concerns, when the client knows the id. */
  userId?: string;
}

/**
 * One thing that happened in this tab, for analytics and audit logs (`client.onAuthEvent`,
 * `<AuthProvider onAuthEvent>`). Each happens once, in the tab where it happened:
 * - `signed-up`, `signed-in`: `signupUser`, `loginUser`;
 * - `signed-out`: a deliberate sign-out here, with its `reason` (`'logout'`, `'idle'`,
 *   `'account-deleted'`, or `'password-changed'` when signing in again after the change failed);
 * - `session-ended`: a check or a 401 found that the session ended elsewhere;
 * - `email-verification-sent`, `email-verified`, `email-changed`, `password-changed`
 *   (`changePassword`, or `updateUser` with a password), `password-reset`, `account-deleted`;
 * - `rate-limited`: the service refused a call of `operation` for a while (429).
 */
export type AuthEvent =
  | (AuthEventBase & {
      type:
        | 'signed-up'
        | 'signed-in'
        | 'session-ended'
        | 'email-verification-sent'
        | 'email-verified'
        | 'email-changed'
        | 'password-changed'
        | 'password-reset'
        | 'account-deleted';
    })
  | (AuthEventBase & {
      type: 'signed-out';
      reason: 'logout' | 'idle' | 'account-deleted' | 'password-changed';
    })
  | (AuthEventBase & {
      type: 'rate-limited';
      operation: OperationName;
      /** Seconds to wait, when the service said. */
      retryAfter?: number;
    });

/** The type of an {@link AuthEvent}. */
export type AuthEventType = AuthEvent['type'];

/** Called with each {@link AuthEvent}; one that throws is reported and stops nothing. */
export type AuthEventListener = (event: AuthEvent) => void;

/** The event half of a client: listeners, and `emit` for its operations. */
export interface AuthEvents {
  subscribe(listener: AuthEventListener): () => void;
  emit(event: DistributiveOmit<AuthEvent, 'at'>): void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function createAuthEvents(): AuthEvents {
  const listeners = new Set<AuthEventListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      const full = { ...event, at: new Date().toISOString() } as AuthEvent;
      if (full.userId === undefined) delete full.userId;
      for (const listener of [...listeners]) {
        try {
          listener(full);
        } catch (error) {
          // A listener's bug is reported, never turned into the operation's failure.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
