import { RequireAuth, useLogout, useSession } from 'latchkey/react';
import {
  ChangePasswordForm,
  DeleteAccountForm,
  ProfileForm,
  useAuthLocalization,
} from 'latchkey/ui';

/** Called when the user is signed out, with why when it is news to them. */
type SignedOut = (reason?: string) => void;

/** The signed-in home: profile, password, account deletion and sign-out. */
export function HomePage({ onSignedOut }: { onSignedOut: SignedOut }) {
  return (
    <RequireAuth fallback={<p>Checking your session…</p>} onUnauthenticated={() => onSignedOut()}>
      <Account onSignedOut={onSignedOut} />
    </RequireAuth>
  );
}

function Account({ onSignedOut }: { onSignedOut: SignedOut }) {
  const { user } = useSession();
  const logout = useLogout();
  const t = useAuthLocalization();
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
        <ChangePasswordForm onSuccess={() => onSignedOut(t.changePasswordDone)} />
        <DeleteAccountForm onSuccess={() => onSignedOut(t.accountDeleted)} />
      </div>
    </>
  );
}
