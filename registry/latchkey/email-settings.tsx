'use client';

import {
  type EmailSettingsController,
  type EmailSettingsProps,
  useEmailSettings,
} from 'latchkey/ui';
import { AuthCardHeader, unframed } from '@/components/latchkey/auth-form-card';
import { EmailChangeForm } from '@/components/latchkey/email-change-form';
import { SignInRequired } from '@/components/latchkey/session-ended-dialog';
import { VerifyEmailForm } from '@/components/latchkey/verify-email-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** A long label (uk, ru) wraps rather than widen the card past a 320 px screen. */
const wrapping = 'h-auto min-h-9 max-w-full whitespace-normal [overflow-wrap:anywhere]';

/**
 * The account's address over latchkey's `useEmailSettings`: the address with a Verified / Not
 * verified badge, "Send verification code" (then the code field), and "Change email" (then the
 * change form, then the code for the new address). Cancel puts focus back on the opener.
 */
export function EmailSettings({ className, ...props }: EmailSettingsProps) {
  const settings = useEmailSettings(props);
  const { t, step } = settings;
  if (settings.status === 'unauthenticated') {
    return (
      <SignInRequired
        title={t.emailSettingsTitle}
        t={t}
        level={settings.headingLevel}
        className={className}
      />
    );
  }
  return (
    <Card
      data-slot="email-settings"
      data-state={settings.status === 'loading' ? 'loading' : step}
      aria-busy={settings.status === 'loading' || undefined}
      className={cn('w-full', className)}
    >
      {/* The code and change forms inside are headed one level below (their props say so). */}
      <AuthCardHeader title={t.emailSettingsTitle} level={settings.headingLevel} />
      <CardContent className="flex flex-col gap-4">
        <EmailSettingsBody settings={settings} />
      </CardContent>
    </Card>
  );
}

/**
 * EmailSettings without its card and heading, over the controller `useEmailSettings` gives: the
 * address and its badge, the status, the buttons, the change form or code field open in place.
 * The account page's Email row is this.
 */
export function EmailSettingsBody({ settings }: { settings: EmailSettingsController }) {
  const { t, step } = settings;
  return (
    <>
      {settings.user && (
        <p data-slot="email-address" className="flex flex-wrap items-center gap-2 text-sm">
          {/* A long address wraps anywhere rather than run past the card at 320 px. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">{settings.email}</span>
          {settings.badge && (
            <Badge variant={settings.verified ? 'secondary' : 'outline'}>{settings.badge}</Badge>
          )}
        </p>
      )}
      <p
        ref={settings.messageRef}
        role="status"
        tabIndex={-1}
        className="text-sm text-muted-foreground outline-none empty:hidden"
      >
        {settings.message}
      </p>
      {settings.user && step === 'idle' && (
        <div className="flex flex-wrap gap-2">
          {settings.verified === false && (
            <Button
              ref={settings.sendRef}
              variant="outline"
              className={wrapping}
              onClick={settings.sendCode}
            >
              {t.emailSendVerification}
            </Button>
          )}
          <Button
            ref={settings.changeRef}
            variant="outline"
            className={wrapping}
            onClick={settings.startChange}
          >
            {t.changeEmail}
          </Button>
        </div>
      )}
      {settings.codeProps && (
        // A step of this card, not a card in it: no frame, no second inset, and the address in
        // its description wraps.
        <VerifyEmailForm
          {...settings.codeProps}
          className={cn(unframed, '[overflow-wrap:anywhere]')}
        />
      )}
      {settings.changeProps && <EmailChangeForm {...settings.changeProps} className="w-full" />}
    </>
  );
}
