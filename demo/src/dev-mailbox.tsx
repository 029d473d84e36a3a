import { useSession } from 'latchkey/react';
import { useState } from 'react';

/** The service's dev mailbox for `email`, through the dev server's proxy (same origin). */
export const mailboxUrl = (email: string) => `/__dev/mailbox?email=${encodeURIComponent(email)}`;

/** Where a person reads the codes the service "emailed": a link to the dev mailbox. */
export function DevMailbox() {
  const session = useSession();
  const [email, setEmail] = useState('');
  const address = email.trim() || session.user?.email || '';
  return (
    <aside className="demo-mailbox" aria-labelledby="demo-mailbox-title">
      <h2 id="demo-mailbox-title">Dev mailbox</h2>
      <p>The local service sends no real email: it keeps each verification and reset code here.</p>
      <label>
        Mailbox of{' '}
        <input
          type="email"
          value={email}
          placeholder={session.user?.email ?? 'you@example.com'}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>{' '}
      {address ? (
        <a href={mailboxUrl(address)} target="_blank" rel="noreferrer">
          Open the dev mailbox for {address}
        </a>
      ) : (
        <span>Type an email to open its mailbox.</span>
      )}
    </aside>
  );
}
