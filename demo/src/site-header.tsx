import { useSession } from 'latchkey/react';
import { UserButton } from 'latchkey/ui';
import { mailboxHref } from './dev-mailbox';
import { ThemeSwitch } from './theme-switch';
import { paths, push } from './use-route';

/**
 * The demo's header: its name (a link home), the dev mailbox (in a new tab, so the form that
 * waits for a code stays as it is), the theme switch and, when signed in, the account menu
 * (`UserButton`: Manage account, Sign out, then sign-in).
 */
export function SiteHeader() {
  const session = useSession();
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
        <UserButton afterSignOutHref={paths.login} />
      </nav>
    </header>
  );
}
