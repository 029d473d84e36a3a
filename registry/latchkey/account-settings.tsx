'use client';

import {
  type AccountSectionView,
  type AccountSettingsProps,
  useAccountSettings,
} from 'latchkey/ui';
import * as React from 'react';
import { ChangePasswordForm } from '@/components/latchkey/change-password-form';
import { AccountDeleted, DeleteAccountForm } from '@/components/latchkey/delete-account-form';
import { EmailSettings } from '@/components/latchkey/email-settings';
import { ProfileForm } from '@/components/latchkey/profile-form';
import { cn } from '@/lib/utils';

function Section({ section }: { section: AccountSectionView }) {
  const zoneId = React.useId();
  const card = 'max-w-none';
  switch (section.section) {
    case 'profile':
      return <ProfileForm {...section.props} className={card} />;
    case 'email':
      return <EmailSettings {...section.props} className={card} />;
    case 'password':
      return <ChangePasswordForm {...section.props} className={card} />;
    case 'delete': {
      // Set apart: a section of its own, named "Danger zone", around the one card.
      const Heading = `h${section.zone.headingLevel}` as const;
      return (
        <section aria-labelledby={zoneId} data-slot="danger-zone" className="flex flex-col gap-3">
          <Heading id={zoneId} className="font-semibold text-destructive">
            {section.zone.title}
          </Heading>
          <DeleteAccountForm {...section.props} className={cn(card, 'border-destructive')} />
        </section>
      );
    }
  }
}

/**
 * The account page over latchkey's `useAccountSettings`: Profile (all fields but Email, which
 * has its own card), Email, Password and Delete account in its danger zone, each a card over its
 * latchkey hook, in the order `sections` gives, headed at `headingLevel`. Once the account is
 * deleted here: "Your account was deleted." and nothing else.
 */
export function AccountSettings({ className, ...props }: AccountSettingsProps) {
  const page = useAccountSettings(props);
  return (
    <div data-slot="account-settings" className={cn('flex flex-col gap-6', className)}>
      {page.deleted ? (
        <AccountDeleted t={page.t} level={page.headingLevel} className="max-w-none" />
      ) : (
        page.sections.map((section) => <Section key={section.section} section={section} />)
      )}
    </div>
  );
}
