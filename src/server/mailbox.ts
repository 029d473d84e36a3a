/** An OTP email as the dev mailbox keeps it and the mailer receives it. */
export interface MailMessage {
  to: string;
  kind: 'verify-email' | 'reset-password';
  otp: string;
  /** ISO 8601 */
  sentAt: string;
}

/** Sends OTP emails. The service awaits it; a throw fails the request (nothing half-done). */
export type Mailer = (message: MailMessage) => void | Promise<void>;

/** Keeps every message, per lower-cased address, oldest first. */
export function createMailbox() {
  const messages: MailMessage[] = [];
  return {
    add(message: MailMessage) {
      messages.push(message);
    },
    for(email: string): MailMessage[] {
      const key = email.trim().toLowerCase();
      return messages.filter((message) => message.to.toLowerCase() === key);
    },
    all: (): readonly MailMessage[] => messages,
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;
