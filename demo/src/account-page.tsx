import { RequireAuth } from 'latchkey/react';
import { AccountSettings, RedirectToSignIn, useAuthLocalization } from 'latchkey/ui';

/**
 * The account page (`/account`, the account menu's "Manage account"): `AccountSettings`, a
 * settings page as wide as a laptop gives it (its rows' titles beside their content), a row each
 * for profile, email, password and deleting the account. Protected: a signed-out visitor
 * is sent to sign-in with `?returnTo=%2Faccount` (`RedirectToSignIn`, replacing this page in the
 * history) and comes back here once signed in. A sign-out made here is not sent through that
 * redirect: Sign out in the account menu goes where the menu says (sign-in); a password change
 * keeps the user signed in here, the Password row saying so (the other devices are signed
 * out); a deletion goes to sign-in once, saying "Your account was deleted.".
 */
export function AccountPage({ onSignedOut }: { onSignedOut: (reason?: string) => void }) {
  const t = useAuthLocalization();
  return (
    <RequireAuth
      fallback={
        <>
          <RedirectToSignIn />
          <p className="demo-muted">Checking your session…</p>
        </>
      }
    >
      <div className="demo-page demo-page-wide demo-column">
        <h1>Account settings</h1>
        <AccountSettings onAccountDeleted={() => onSignedOut(t.accountDeleted)} />
      </div>
    </RequireAuth>
  );
}
