import { describeUnexpectedError } from './error-log';
import { mailAfterAnswer } from './mailbox';
import type { RouteContext } from './route-context';

// A notice to the address an account had when its email or password changed: an owner whose
// session or password was stolen hears of it at the address they still read. No code in it.

/** What changed, as the notice's MailMessage.kind. */
export type NoticeKind = 'email-changed' | 'password-changed';

/**
 * Mails `to` a notice of `kind` (the dev mailbox keeps it; the mailer is not awaited, and its
 * failure is logged, as for codes).
 */
export function sendNotice(ctx: RouteContext, to: string, kind: NoticeKind): void {
  const message = { to, kind, otp: '', sentAt: new Date(ctx.now()).toISOString() };
  ctx.mailbox?.add(message);
  mailAfterAnswer(ctx.mailer, message, (error) =>
    console.error(`latchkey-server: the mailer failed: ${describeUnexpectedError(error)}`),
  );
}
