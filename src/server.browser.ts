// `latchkey/server` in a browser (the `browser` export condition): the service core and the
// memory store, for Storybook and demos behind MSW. Nothing here needs Node.

export type { TrustProxy } from './server/client-address';
export {
  type AuthService,
  type AuthServiceCall,
  type AuthServiceOptions,
  createAuthService,
} from './server/create-auth-service';
export type { ErrorBody } from './server/http-error';
export type { Mailbox, Mailer, MailMessage } from './server/mailbox';
export { defaultHashCost, type PasswordHashCost } from './server/password-cost';
export type { AddressLimits } from './server/service-limits';
export {
  type AuthStore,
  type OtpPurpose,
  StoreConflictError,
  type StoredOtp,
  type StoredSession,
  type StoredUser,
  type UserChanges,
  type UserKey,
} from './server/store/auth-store';
export { createMemoryStore } from './server/store/memory-store';
