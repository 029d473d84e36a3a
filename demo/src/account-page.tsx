import { RequireAuth } from 'latchkey/react';
import { AccountSettings, RedirectToSignIn, useAuthLocalization } from 'latchkey/ui';

/**
 * The account page (`/account`, the account menu's "Manage account"): `AccountSettings`, its
 * cards for profile, email, password and deleting the account. Protected: a signed-out visitor
 * is sent to sign-in with `?returnTo=%2Faccount` (`RedirectToSignIn`, replacing this page in the
 * history) and comes back here once signed in. Signing out from the account menu here goes where
 * the menu says (sign-in), not through that redirect; a password change or a deletion goes to
 * sign-in saying why, as on the home.
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
      <div className="demo-page demo-column">
        <h1>Account settings</h1>
        <AccountSettings
          onPasswordChanged={() => onSignedOut(t.changePasswordDone)}
          onAccountDeleted={() => onSignedOut(t.accountDeleted)}
        />
      </div>
    </RequireAuth>
  );
}
