'use client';
import { createElement, useId } from 'react';
import { cx } from '../class-names';
import type { AuthFormClassNames } from '../form-props';
import { languageOf } from '../localization/auth-localization';
import { SignInRequired } from '../session-ended/sign-in-required';
import { EmailChangeForm } from './email-change-form';
import { EmailCodeForm } from './email-code-form';
import {
  type EmailSettingsController,
  type EmailSettingsProps,
  useEmailSettings,
} from './use-email-settings';

export type { EmailSettingsProps } from './use-email-settings';

/**
 * The signed-in user's email address on the account page, with a badge "Verified" or "Not
 * verified" from the user record's `emailVerified` (none when the service does not send it).
 * Not verified: "Send verification code" opens the code field in place (paste, Resend code
 * with its cooldown, errors on the field), then the badge says "Verified". "Change email"
 * asks for the new address and the current password; once saved, a code goes to the new
 * address and the code field opens in place, saying where it went and that the old address no
 * longer signs in. Its logic is {@link useEmailSettings}.
 *
 * @example
 * <EmailSettings headingLevel={2} onVerified={(email) => toast(`${email} verified`)} />
 */
export function EmailSettings(props: EmailSettingsProps) {
  const settings = useEmailSettings(props);
  const { t, step, headingLevel } = settings;
  const headingId = useId();
  const classNames = props.classNames ?? {};
  if (settings.status === 'unauthenticated') {
    return (
      <SignInRequired
        title={t.emailSettingsTitle}
        t={t}
        headingLevel={headingLevel}
        classNames={classNames}
        className={cx('lk-email-settings', props.className)}
      />
    );
  }
  return (
    <section
      className={cx('lk-form', 'lk-email-settings', classNames.root, props.className)}
      aria-labelledby={headingId}
      aria-busy={settings.status === 'loading' || undefined}
      data-state={settings.status === 'loading' ? 'loading' : step}
      {...languageOf(t)}
    >
      {createElement(
        `h${headingLevel}`,
        { id: headingId, className: cx('lk-heading', classNames.heading) },
        t.emailSettingsTitle,
      )}
      <EmailSettingsBody settings={settings} classNames={classNames} />
    </section>
  );
}

/**
 * Internal: EmailSettings without its section and heading (the address and its badge, the
 * status, the buttons, the form or code field open in place), for the account page's row.
 */
export function EmailSettingsBody({
  settings,
  classNames,
}: {
  settings: EmailSettingsController;
  classNames: AuthFormClassNames;
}) {
  const { t, step } = settings;
  return (
    <>
      {settings.user && (
        <p className="lk-email-address" data-slot="email-address">
          <span className="lk-email-value">{settings.email}</span>
          {settings.badge && (
            <span
              className="lk-badge"
              data-state={settings.verified ? 'verified' : 'unverified'}
              data-slot="badge"
            >
              {settings.badge}
            </span>
          )}
        </p>
      )}
      <p
        ref={settings.messageRef}
        role="status"
        tabIndex={-1}
        className={cx('lk-status', classNames.status)}
      >
        {settings.message}
      </p>
      {settings.user && step === 'idle' && (
        <div className="lk-actions">
          {settings.verified === false && (
            <button
              ref={settings.sendRef}
              type="button"
              className="lk-secondary"
              onClick={settings.sendCode}
            >
              {t.emailSendVerification}
            </button>
          )}
          <button
            ref={settings.changeRef}
            type="button"
            className="lk-secondary"
            onClick={settings.startChange}
          >
            {t.changeEmail}
          </button>
        </div>
      )}
      {settings.codeProps && <EmailCodeForm {...settings.codeProps} />}
      {settings.changeProps && <EmailChangeForm {...settings.changeProps} />}
    </>
  );
}
