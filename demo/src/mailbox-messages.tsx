import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Address } from './address';
import { baseUrl } from './service-url';

/** An OTP email as the service's dev mailbox keeps it (latchkey/server's MailMessage). */
interface MailMessage {
  to: string;
  kind: 'verify-email' | 'reset-password';
  otp: string;
  /** ISO 8601 */
  sentAt: string;
}

const subjects: Record<MailMessage['kind'], string> = {
  'verify-email': 'Your verification code',
  'reset-password': 'Your password reset code',
};

const sentAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The messages to `email`, oldest first, from the service's JSON (`GET /__dev/mailbox`). */
async function fetchMail(email: string, signal: AbortSignal): Promise<MailMessage[]> {
  const url = `${baseUrl}/__dev/mailbox?email=${encodeURIComponent(email)}`;
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The dev mailbox answered ${response.status}.`);
  return ((await response.json()) as { messages: MailMessage[] }).messages;
}

/**
 * The messages the service "emailed" to `email`, newest first: subject, address, time and the
 * code, large, with a copy button. Polled, so a code sent from another tab shows up by itself.
 */
export function MailboxMessages({ email }: { email: string }) {
  const mail = useQuery({
    queryKey: ['demo', 'dev-mailbox', email],
    queryFn: ({ signal }) => fetchMail(email, signal),
    refetchInterval: 2000,
  });
  if (mail.isPending) return <p className="demo-muted">Loading the messages…</p>;
  if (mail.isError) {
    return (
      <p className="demo-problem" role="alert">
        Could not read the dev mailbox: {mail.error.message}
      </p>
    );
  }
  if (mail.data.length === 0) {
    return (
      <p className="demo-muted">
        No messages to <Address email={email} /> yet. This page checks again every few seconds.
      </p>
    );
  }
  return (
    <ol className="demo-messages" aria-label={`Messages to ${email}`}>
      {[...mail.data].reverse().map((message) => (
        <Message key={`${message.sentAt}-${message.otp}`} message={message} />
      ))}
    </ol>
  );
}

function Message({ message }: { message: MailMessage }) {
  const id = useId();
  return (
    <li className="demo-card demo-message" aria-labelledby={id}>
      <h2 id={id}>{subjects[message.kind]}</h2>
      <p className="demo-muted">
        To <Address email={message.to} />
      </p>
      <p className="demo-muted">
        Sent <time dateTime={message.sentAt}>{sentAt.format(new Date(message.sentAt))}</time>
      </p>
      <div className="demo-code-row">
        <span className="demo-code">{message.otp}</span>
        <CopyButton text={message.otp} />
      </div>
    </li>
  );
}

/** Copies `text`; says so in a status line (announced), or how to copy by hand if it cannot. */
function CopyButton({ text }: { text: string }) {
  const [said, setSaid] = useState('');
  const copy = () => {
    // Outside a secure context (http on another host) there is no clipboard: said so too.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setSaid('Copied.'),
        () => setSaid('Could not copy: select the code instead.'),
      );
  };
  return (
    <>
      <button type="button" className="demo-button" onClick={copy}>
        Copy code
      </button>
      <span role="status" className="demo-muted">
        {said}
      </span>
    </>
  );
}
