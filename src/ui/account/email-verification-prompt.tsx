'use client';
import { cx } from '../class-names';
import { fill, languageOf } from '../localization/auth-localization';
import { EmailCodeForm } from './email-code-form';
import {
  type EmailVerificationPromptProps,
  useEmailVerificationPrompt,
} from './use-email-verification-prompt';

export type { EmailVerificationPromptProps } from './use-email-verification-prompt';

/**
 * A notice for a signed-in user whose address is not verified (`emailVerified: false`):
 * "Verify your email address" (`role="status"`, not an alert) with "Send code", which opens the
 * code field in place (paste, Resend code with its cooldown, errors on the field); once
 * verified it says "Email verified" and the rest is gone. Nothing for a verified user, a
 * visitor, or a service that does not send `emailVerified`. `onDismiss` adds "Not now". Its
 * logic is {@link useEmailVerificationPrompt}.
 *
 * @example
 * <EmailVerificationPrompt onDismiss={() => sessionStorage.setItem('verify-later', '1')} />
 */
export function EmailVerificationPrompt(props: EmailVerificationPromptProps) {
  const prompt = useEmailVerificationPrompt(props);
  const { t, step } = prompt;
  if (!prompt.visible) return null;
  return (
    <div
      className={cx('lk-form', 'lk-email-prompt', props.className)}
      data-state={step}
      {...languageOf(t)}
    >
      <p ref={prompt.messageRef} role="status" tabIndex={-1} className="lk-email-prompt-message">
        {step === 'done' ? (
          t.emailPromptDone
        ) : step === 'notice' ? (
          <>
            <strong className="lk-email-prompt-title">{t.emailPromptTitle}</strong>{' '}
            {fill(t, 'emailPromptDescription', { email: prompt.email })}
          </>
        ) : null}
      </p>
      {step === 'notice' && (
        <div className="lk-actions">
          <button
            ref={prompt.sendRef}
            type="button"
            className="lk-submit"
            onClick={prompt.sendCode}
          >
            {t.emailPromptSend}
          </button>
          {prompt.dismiss && (
            <button type="button" className="lk-secondary" onClick={prompt.dismiss}>
              {t.emailPromptDismiss}
            </button>
          )}
        </div>
      )}
      {prompt.codeProps && <EmailCodeForm {...prompt.codeProps} />}
    </div>
  );
}
