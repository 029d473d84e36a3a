import { lookupKey } from './store/auth-store';

/**
 * An email as the dev mailbox keeps it and the mailer receives it: a one-time code
 * (`verify-email`, `reset-password`), or a notice to the address an account had when its email
 * or password changed (`email-changed`, `password-changed`, `password-reset`; `otp` is '').
 */
export interface MailMessage {
  to: string;
  kind: 'verify-email' | 'reset-password' | 'email-changed' | 'password-changed' | 'password-reset';
  /** The code; '' in a notice. */
  otp: string;
  /**
   * A notice's words, in English, for a mailer to send as they are (or to stand for its own
   * template of `kind`); absent in a code mail.
   */
  text?: string;
  /** ISO 8601 */
  sentAt: string;
}

/**
 * Sends OTP emails (send-verify-otp, forgot-password) and change notices. The service calls it
 * after the answer is on its way and never awaits it: its time or its failure would tell
 * whether the account exists. A failure is logged (the code blanked), and the request answers
 * as if the mail had gone.
 */
export type Mailer = (message: MailMessage) => void | Promise<void>;

/**
 * Hands `message` to `mailer` once the answer is on its way: on a later turn of the event
 * loop (a macrotask), so the mailer's own synchronous work (composing the mail, printing it)
 * never runs inside a request, which would take longer for an account than for an unknown
 * email. Its failure is logged by `onFailure`, never thrown.
 */
export function mailAfterAnswer(
  mailer: Mailer | undefined,
  message: MailMessage,
  onFailure: (error: unknown) => void,
): void {
  if (!mailer) return;
  setTimeout(() => {
    try {
      Promise.resolve(mailer(message)).catch(onFailure);
    } catch (error) {
      onFailure(error);
    }
  }, 0);
}

/** Keeps every message, found by address (as lookupKey compares them), oldest first. */
export function createMailbox() {
  const messages: MailMessage[] = [];
  return {
    add(message: MailMessage) {
      messages.push(message);
    },
    for(email: string): MailMessage[] {
      const key = lookupKey(email);
      return messages.filter((message) => lookupKey(message.to) === key);
    },
    all: (): readonly MailMessage[] => messages,
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;
