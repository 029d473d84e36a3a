import type { AuthViewHrefs } from 'latchkey/ui';

/** The app's id at the auth service (the reference service's demo app). */
export const appId = 'demo-app';

/**
 * The app's public key: it opens password recovery and nothing else, so it may ship to the
 * browser. Never put a secret key here.
 */
export const publicKey = 'demo-public-key';

/**
 * The page of each view: the forms' links between views are these `<a href>`s, and the account
 * menu's "Manage account" links to `account`.
 */
export const viewHrefs: AuthViewHrefs = {
  login: '/login',
  signup: '/signup',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
  'verify-email': '/verify-email',
  account: '/account',
};
