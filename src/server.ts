// The local reference service (Node): `import { startAuthServer } from 'latchkey/server'`.

export type { TrustProxy } from './server/client-address';
export {
  type AuthService,
  type AuthServiceCall,
  type AuthServiceOptions,
  createAuthService,
} from './server/create-auth-service';
export type { HashQueueOptions } from './server/hash-queue';
export type { ErrorBody } from './server/http-error';
export type { Mailbox, Mailer, MailMessage } from './server/mailbox';
export { defaultHashCost, type PasswordHashCost } from './server/password-cost';
export type { AddressLimits } from './server/service-limits';
export {
  type AuthServer,
  type AuthServerOptions,
  startAuthServer,
} from './server/start-auth-server';
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
export type { CounterStore } from './server/store/counter-store';
export { createMemoryStore } from './server/store/memory-store';
export { createPGliteStore, createPostgresStore } from './server/store/open-store';
