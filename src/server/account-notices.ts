import { describeUnexpectedError } from './error-log';
import { mailAfterAnswer } from './mailbox';
import type { RouteContext } from './route-context';

// A notice to the address an account had when its email or password changed: an owner whose
// session or password was stolen hears of it at the address they still read. No code in it.

/** What changed, as the notice's MailMessage.kind. */
export type NoticeKind = 'email-changed' | 'password-changed' | 'password-reset';

/**
 * What each notice says. After a reset the owner may be taking back an account a stranger made
 * with their address (a pre-hijacker): the reset signed out every session and browser, but what
 * the stranger set in the profile stays, so the notice asks the owner to review it.
 */
const noticeText: Readonly<Record<NoticeKind, string>> = {
  'email-changed':
    'The email address of your account was changed, and this address no longer signs in. If you did not do this, reset your password from the sign-in page and contact the app.',
  'password-changed':
    'The password of your account was changed, and your other sessions were signed out. If you did not do this, reset your password from the sign-in page.',
  'password-reset':
    'The password of your account was reset with a code sent to this address; every session and browser was signed out. Review your profile (name, username, picture, phone, address and any app settings): whatever you did not set there yourself, change or remove it, since someone may have set it before you held the account. If you did not reset it, reset it again.',
};

/**
 * Mails `to` a notice of `kind` with its words in `text` (the dev mailbox keeps it; the mailer
 * runs after the answer and is not awaited, and its failure is logged, as for codes).
 */
export function sendNotice(ctx: RouteContext, to: string, kind: NoticeKind): void {
  const message = {
    to,
    kind,
    otp: '',
    text: noticeText[kind],
    sentAt: new Date(ctx.now()).toISOString(),
  };
  ctx.mailbox?.add(message);
  mailAfterAnswer(ctx.mailer, message, (error) =>
    console.error(`latchkey-server: the mailer failed: ${describeUnexpectedError(error)}`),
  );
}
