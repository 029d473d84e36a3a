import { RequireAuth, useLogout, useSession } from 'latchkey/react';
import { ChangePasswordForm, DeleteAccountForm, ProfileForm } from 'latchkey/ui';

/** The signed-in home: profile, password, account deletion and sign-out. */
export function HomePage({ onSignedOut }: { onSignedOut: () => void }) {
  return (
    <RequireAuth fallback={<p>Checking your session…</p>} onUnauthenticated={onSignedOut}>
      <Account />
    </RequireAuth>
  );
}

function Account() {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <>
      <div className="demo-account">
        <h1>Your account</h1>
        <p>
          Signed in as <strong>{user?.email}</strong>
          {user && !user.emailVerified ? ' (email not verified)' : ''}.
        </p>
        <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Sign out
        </button>
      </div>
      <div className="demo-forms">
        <ProfileForm />
        <ChangePasswordForm />
        <DeleteAccountForm />
      </div>
    </>
  );
}
