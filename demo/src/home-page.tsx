import { RequireAuth, useSession } from 'latchkey/react';
import {
  ChangePasswordForm,
  DeleteAccountForm,
  ProfileForm,
  useAuthLocalization,
} from 'latchkey/ui';
import { Address } from './address';

/** Called when the user is signed out, with why when it is news to them. */
type SignedOut = (reason?: string) => void;

/** The signed-in home: profile, password and account deletion, in one column (Sign out is in the header). */
export function HomePage({ onSignedOut }: { onSignedOut: SignedOut }) {
  return (
    <RequireAuth
      fallback={<p className="demo-muted">Checking your session…</p>}
      onUnauthenticated={() => onSignedOut()}
    >
      <Account onSignedOut={onSignedOut} />
    </RequireAuth>
  );
}

function Account({ onSignedOut }: { onSignedOut: SignedOut }) {
  const { user } = useSession();
  const t = useAuthLocalization();
  return (
    <div className="demo-page demo-column">
      <div>
        <h1>Your account</h1>
        <p className="demo-muted">
          Signed in as <strong>{user ? <Address email={user.email} /> : null}</strong>
          {user && !user.emailVerified ? ' (email not verified)' : ''}.
        </p>
      </div>
      <ProfileForm />
      <ChangePasswordForm onSuccess={() => onSignedOut(t.changePasswordDone)} />
      <DeleteAccountForm onSuccess={() => onSignedOut(t.accountDeleted)} />
    </div>
  );
}
