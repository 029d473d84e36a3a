import type { AuthUser } from 'latchkey';
import { useSession } from 'latchkey/react';
import {
  ChangePasswordForm,
  DeleteAccountForm,
  EmailVerificationPrompt,
  ProfileForm,
  useAuthLocalization,
} from 'latchkey/ui';
import { useEffect, useRef, useState } from 'react';
import { Address } from './address';

/** Called when the user is signed out, with why when it is news to them. */
type SignedOut = (reason?: string) => void;

/**
 * The signed-in home: while the email is not verified, the prompt to verify it; then profile,
 * password and account deletion, in one column (Sign out is in the header's account menu). A
 * visitor who is not signed in goes to sign-in. A password changed here keeps the user signed in
 * here (the form says so); should signing in again with it fail, the home stays and the form
 * offers sign-in. When the session ends while the home is shown (signed out in another tab, the
 * password changed elsewhere), it goes to sign-in too, unless something was typed here and not
 * yet saved: then the forms stay, with what was typed, and the next submit asks to sign in again
 * and sends it (latchkey's session-ended dialog; WCAG 2.2.5, nothing lost to a
 * re-authentication).
 */
export function HomePage({ onSignedOut }: { onSignedOut: SignedOut }) {
  const { status, user, reason } = useSession();
  // The account shown last: still shown, and named, after the session ended under it.
  const [shown, setShown] = useState<AuthUser | null>(null);
  if (user && user !== shown) setShown(user);
  const [unsaved, setUnsaved] = useState(false);
  // Changed here, but the new sign-in failed: the Password form says so and offers sign-in.
  const passwordChanged = status === 'unauthenticated' && reason === 'password-changed';
  const keep = status === 'unauthenticated' && shown !== null && (unsaved || passwordChanged);
  const signedOut = useRef(onSignedOut);
  signedOut.current = onSignedOut;
  useEffect(() => {
    if (status === 'unauthenticated' && !keep) signedOut.current();
  }, [status, keep]);
  if (!shown || (status !== 'authenticated' && !keep)) {
    return <p className="demo-muted">Checking your session…</p>;
  }
  return (
    <Account
      user={shown}
      sessionEnded={keep && !passwordChanged}
      onEdit={() => setUnsaved(true)}
      onSaved={() => setUnsaved(false)}
      onSignedOut={onSignedOut}
    />
  );
}

interface AccountProps {
  user: AuthUser;
  /** The session ended under the home; what was typed is kept. */
  sessionEnded: boolean;
  onEdit: () => void;
  onSaved: () => void;
  onSignedOut: SignedOut;
}

function Account({ user, sessionEnded, onEdit, onSaved, onSignedOut }: AccountProps) {
  const t = useAuthLocalization();
  return (
    <div className="demo-page demo-column">
      {/* Above the home while the email is not verified; nothing once it is. */}
      <EmailVerificationPrompt />
      {/* Any typing in the forms (the delete dialog's too: React events follow the tree) is
          work the home keeps if the session ends. */}
      <div className="demo-page demo-column" onInput={onEdit}>
        <div>
          <h1>Your account</h1>
          <p className="demo-muted">
            Signed in as{' '}
            <strong>
              <Address email={user.email} />
            </strong>
            {user.emailVerified ? '' : ' (email not verified)'}.
          </p>
          <p role="status" className="demo-notice">
            {sessionEnded
              ? 'Your session has ended. What you typed is kept: save it to sign in again.'
              : ''}
          </p>
        </div>
        <ProfileForm onSuccess={onSaved} />
        {/* No move after it: this device is signed in again with the new password, and the
            form says so. */}
        <ChangePasswordForm />
        <DeleteAccountForm onSuccess={() => onSignedOut(t.accountDeleted)} />
      </div>
    </div>
  );
}
