import { useSession } from 'latchkey/react';
import type { FormEvent } from 'react';
import { MailboxMessages } from './mailbox-messages';
import { paths, push, useSearchParam } from './use-route';

/** The demo's page for the dev mailbox of `email` (the signed-in user's when not given). */
export const mailboxHref = (email?: string) =>
  email ? `${paths.mailbox}?email=${encodeURIComponent(email)}` : paths.mailbox;

/**
 * Where a person reads the codes the service "emailed": the service's dev mailbox as a page,
 * not its JSON. The address is in the URL (`/mailbox?email=`), so the page can be bookmarked
 * or opened beside the form that waits for the code.
 */
export function DevMailbox() {
  const session = useSession();
  const email = useSearchParam('email') || session.user?.email || '';
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('email');
    push(mailboxHref(typeof typed === 'string' ? typed.trim() : ''));
  };
  return (
    <div className="demo-page">
      <h1>Dev mailbox</h1>
      <p className="demo-muted">
        The local service sends no real email: it keeps each verification and reset code here.
      </p>
      <form className="demo-card demo-mailbox-form" onSubmit={show} aria-label="Open a mailbox">
        <label htmlFor="demo-mailbox-email">Email</label>
        <div className="demo-inline">
          {/* Keyed by the address: back and forward put the shown address in the box. */}
          <input
            key={email}
            id="demo-mailbox-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            required
          />
          <button type="submit" className="demo-button">
            Show messages
          </button>
        </div>
      </form>
      {email ? (
        <MailboxMessages email={email} />
      ) : (
        <p className="demo-muted">Type an address to see the messages sent to it.</p>
      )}
    </div>
  );
}
