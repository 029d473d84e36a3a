'use client';
import { useSession } from '../../react/hooks/use-session';
import { FormFrame } from '../form-frame';
import type { AuthFormClassNames, AuthView } from '../form-props';
import type { AuthLocalization } from '../localization/auth-localization';
import { ViewLinks } from '../view-links';

/** Props of {@link SignInRequired}. */
export interface SignInRequiredProps {
  /** The form's heading, kept so the page reads the same. */
  title: string;
  t: AuthLocalization;
  headingLevel: 1 | 2 | 3 | 4 | 5 | 6;
  classNames: AuthFormClassNames;
  className?: string | undefined;
  onViewChange?: ((view: AuthView) => void) | undefined;
}

/**
 * What Profile, Change password and Delete account show a visitor who is not signed in, in
 * place of fields that could only fail: the form's heading, "You need to sign in to do this."
 * and a link to the login view when `viewHrefs` or `onViewChange` gives one. Nothing once the
 * account was deleted here (the delete form says so), nor after a password change here whose new
 * sign-in failed (the change form offers it).
 */
export function SignInRequired(props: SignInRequiredProps) {
  const { t, classNames } = props;
  // The account was deleted here (nothing asks its former owner to sign in), or its password
  // changed here and the change form offers the sign-in itself: one sign-in, not four.
  const { reason } = useSession();
  if (reason === 'account-deleted' || reason === 'password-changed') return null;
  return (
    <FormFrame
      as="section"
      kind="lk-sign-in-required"
      className={props.className}
      t={t}
      classNames={classNames}
      headingLevel={props.headingLevel}
      title={props.title}
      description={t.signInRequired}
      data-state="signed-out"
    >
      <ViewLinks
        links={[{ view: 'login', label: t.signInRequiredLink }]}
        onViewChange={props.onViewChange}
        classNames={classNames}
      />
    </FormFrame>
  );
}
