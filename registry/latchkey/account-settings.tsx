'use client';

import { type AccountSection, type AccountSettingsProps, useAuthLocalization } from 'latchkey/ui';
import * as React from 'react';
import { ChangePasswordForm } from '@/components/latchkey/change-password-form';
import { DeleteAccountForm } from '@/components/latchkey/delete-account-form';
import { EmailSettings } from '@/components/latchkey/email-settings';
import { ProfileForm } from '@/components/latchkey/profile-form';
import { cn } from '@/lib/utils';

const allSections: readonly AccountSection[] = ['profile', 'email', 'password', 'delete'];

/**
 * The account page: Profile (all fields but Email, which has its own card), Email, Password and
 * Delete account, each a card over its latchkey hook, in the order `sections` gives.
 */
export function AccountSettings({ className, ...props }: AccountSettingsProps) {
  const { localization, onViewChange } = props;
  const t = useAuthLocalization(localization);
  // The Password card is headed "Password", not "Change password".
  const passwordWords = React.useMemo(
    () => ({ ...localization, changePasswordTitle: t.passwordSettingsTitle }),
    [localization, t.passwordSettingsTitle],
  );
  const card = 'max-w-none';
  const cards: Record<AccountSection, () => React.ReactNode> = {
    profile: () => (
      <ProfileForm
        className={card}
        localization={localization}
        onViewChange={onViewChange}
        fields={props.profileFields ?? ['name', 'username', 'phone', 'address', 'avatarUrl']}
        onSuccess={props.onProfileSaved}
      />
    ),
    email: () => (
      <EmailSettings
        localization={localization}
        onVerified={props.onEmailVerified}
        onEmailChanged={props.onEmailChanged}
      />
    ),
    password: () => (
      <ChangePasswordForm
        className={card}
        localization={passwordWords}
        onViewChange={onViewChange}
        onSuccess={props.onPasswordChanged && (() => props.onPasswordChanged?.())}
      />
    ),
    delete: () => (
      <DeleteAccountForm
        className={cn(card, 'border-destructive')}
        localization={localization}
        onViewChange={onViewChange}
        onSuccess={props.onAccountDeleted && (() => props.onAccountDeleted?.())}
      />
    ),
  };
  const shown = [...new Set(props.sections ?? allSections)].filter((section) =>
    Object.hasOwn(cards, section),
  );
  return (
    <div data-slot="account-settings" className={cn('flex flex-col gap-6', className)}>
      {shown.map((section) => (
        <React.Fragment key={section}>{cards[section]()}</React.Fragment>
      ))}
    </div>
  );
}
