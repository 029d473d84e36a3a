'use client';

import { type EmailVerificationPromptProps, fill, useEmailVerificationPrompt } from 'latchkey/ui';
import { VerifyEmailForm } from '@/components/latchkey/verify-email-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The "verify your email" notice over latchkey's `useEmailVerificationPrompt`, as a shadcn
 * `Alert`: for a signed-in user whose address is not verified, Send code opens the code field;
 * once verified it says so (focus on the message) and the rest is gone.
 */
export function EmailVerificationPrompt({ className, ...props }: EmailVerificationPromptProps) {
  const prompt = useEmailVerificationPrompt(props);
  const { t, step } = prompt;
  if (!prompt.visible) return null;
  return (
    <Alert
      data-slot="email-verification-prompt"
      data-state={step}
      lang={t.locale}
      dir={t.dir}
      // The Alert's own role="alert" would interrupt: the message below is the live region.
      role="region"
      aria-label={t.emailPromptTitle}
      className={cn('flex flex-col gap-3', className)}
    >
      {step === 'notice' && <AlertTitle>{t.emailPromptTitle}</AlertTitle>}
      <AlertDescription>
        <p ref={prompt.messageRef} role="status" tabIndex={-1} className="outline-none">
          {step === 'done'
            ? t.emailPromptDone
            : step === 'notice'
              ? fill(t, 'emailPromptDescription', { email: prompt.email })
              : null}
        </p>
      </AlertDescription>
      {step === 'notice' && (
        <div className="flex flex-wrap gap-2">
          <Button ref={prompt.sendRef} onClick={prompt.sendCode}>
            {t.emailPromptSend}
          </Button>
          {prompt.dismiss && (
            <Button variant="outline" onClick={prompt.dismiss}>
              {t.emailPromptDismiss}
            </Button>
          )}
        </div>
      )}
      {prompt.codeProps && (
        <VerifyEmailForm {...prompt.codeProps} className="max-w-none border-0 p-0 shadow-none" />
      )}
    </Alert>
  );
}
