import { useLogout, useSession } from 'latchkey/react';
import { mailboxHref } from './dev-mailbox';
import { ThemeSwitch } from './theme-switch';
import { paths, push } from './use-route';

/**
 * The demo's header: its name (a link home), the dev mailbox (in a new tab, so the form that
 * waits for a code stays as it is), the theme switch and, when signed in, Sign out.
 */
export function SiteHeader({ onSignedOut }: { onSignedOut: () => void }) {
  const session = useSession();
  const logout = useLogout({ onSuccess: onSignedOut });
  return (
    <header className="demo-header">
      <a
        className="demo-brand"
        href={paths.home}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          push(paths.home);
        }}
      >
        latchkey demo
      </a>
      <nav className="demo-nav" aria-label="Demo">
        <a href={mailboxHref(session.user?.email)} target="_blank" rel="noreferrer">
          Dev mailbox<span className="demo-visually-hidden"> (opens in a new tab)</span>
        </a>
        <ThemeSwitch />
        {session.status === 'authenticated' ? (
          <button
            type="button"
            className="demo-button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            Sign out
          </button>
        ) : null}
      </nav>
    </header>
  );
}
