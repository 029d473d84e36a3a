'use client';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { AuthFormClassNames } from '../form-props';
import type { AuthLocalization } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import { useHeldAccount } from '../session-ended/use-held-account';
import { useOpenCodeFields } from './code-fields-on-page';
import type { EmailCodeFormProps } from './email-code-form';
import { emailVerifiedOf, useSendVerificationCode } from './send-verification-code';

/** Props of {@link EmailVerificationPrompt} and {@link useEmailVerificationPrompt}. */
export interface EmailVerificationPromptProps {
  /** Adds "Not now": the prompt closes and this runs (remember it, to not show it again soon). */
  onDismiss?: (() => void) | undefined;
  /** Runs once the address is verified, with the address. */
  onVerified?: ((email: string) => void) | undefined;
  /** The level of the code field's heading. Default 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
  /** A class for the notice, after the stable `lk-email-prompt` class. */
  className?: string | undefined;
  /** Classes for the parts of its code field (as every form's `classNames`). */
  classNames?: AuthFormClassNames | undefined;
  /** Strings to change here only (over `AuthUIProvider`'s dictionary). */
  localization?: Partial<AuthLocalization> | undefined;
}

/** The notice with Send code (`notice`), the code field (`code`), "Email verified" (`done`). */
export type EmailVerificationPromptStep = 'notice' | 'code' | 'done';

/** What {@link useEmailVerificationPrompt} returns. */
export interface EmailVerificationPromptController {
  t: AuthLocalization;
  /** Whether anything shows: a signed-in user whose `emailVerified` is `false`, or `done`. */
  visible: boolean;
  step: EmailVerificationPromptStep;
  /** The address to verify ('' with nobody). */
  email: string;
  /** "Send code": sends a code to the address and opens the code field. */
  sendCode: () => void;
  /** "Not now" (only with `onDismiss`): closes the prompt. */
  dismiss: (() => void) | undefined;
  /** Props for the code field in step `code` (`EmailCodeForm`), else undefined. */
  codeProps: EmailCodeFormProps | undefined;
  /** The notice's message (`role="status"`): focus goes there once verified. */
  messageRef: RefObject<HTMLParagraphElement | null>;
  /** "Send code": focus comes back to it when the code field is cancelled. */
  sendRef: RefObject<HTMLButtonElement | null>;
}

/**
 * EmailVerificationPrompt without its markup: for a signed-in user whose `emailVerified` is
 * `false` (nothing for a verified user, a visitor, or a service that does not send it), Send
 * code opens the code field, and once verified it says so and the rest is gone. The code field
 * needs no session: one that ends meanwhile does not take it away. What it shows belongs to one
 * user: another who signs in starts from the notice (never from "Email verified"). It stays
 * hidden while another code field on the page (a `VerifyEmailForm`, `AuthFlow`'s verify step,
 * EmailSettings') is open for the same address, and its own closes once the address is verified
 * anywhere on the page.
 */
export function useEmailVerificationPrompt(
  props: EmailVerificationPromptProps = {},
): EmailVerificationPromptController {
  const t = useAuthLocalization(props.localization);
  // The step, for the user it was taken for: another user starts from the notice.
  const [state, setState] = useState<{ step: EmailVerificationPromptStep; userId: string | null }>({
    step: 'notice',
    userId: null,
  });
  const [dismissed, setDismissed] = useState(false);
  const [focus, setFocus] = useState<'send' | 'message' | null>(null);
  const messageRef = useRef<HTMLParagraphElement | null>(null);
  const sendRef = useRef<HTMLButtonElement | null>(null);
  const send = useSendVerificationCode();
  const { user } = useHeldAccount(state.step === 'code');
  const email = user?.email ?? '';
  const verifiedNow = emailVerifiedOf(user) === true;
  const taken = user !== null && state.userId === user.id ? state.step : 'notice';
  // Verified elsewhere on the page while the code field was open: nothing left to do here.
  const step: EmailVerificationPromptStep = taken === 'code' && verifiedNow ? 'notice' : taken;
  const setStep = (next: EmailVerificationPromptStep) =>
    setState({ step: next, userId: user?.id ?? null });
  // Code fields for this address open elsewhere on the page (its own, in step `code`, is one).
  const elsewhere = useOpenCodeFields(email) - (step === 'code' ? 1 : 0);

  const visible =
    !dismissed &&
    user !== null &&
    elsewhere <= 0 &&
    (step !== 'notice' || emailVerifiedOf(user) === false);

  // Once the target is on screen (the code field's registration may hide it for a render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `visible` brings the target back.
  useEffect(() => {
    const target = focus && (focus === 'send' ? sendRef : messageRef).current;
    if (!target) return;
    target.focus();
    setFocus(null);
  }, [focus, visible]);
  const { onDismiss } = props;
  return {
    t,
    visible,
    step,
    email,
    sendCode: () => {
      if (!user) return;
      setStep('code');
      send(user.id, user.email);
    },
    dismiss: onDismiss
      ? () => {
          setDismissed(true);
          onDismiss();
        }
      : undefined,
    codeProps:
      step === 'code' && user
        ? {
            email,
            userId: user.id,
            localization: props.localization,
            classNames: props.classNames,
            headingLevel: props.headingLevel ?? 2,
            autoFocus: true,
            onCancel: () => {
              setStep('notice');
              setFocus('send');
            },
            onSuccess: () => {
              setStep('done');
              setFocus('message');
              props.onVerified?.(email);
            },
          }
        : undefined,
    messageRef,
    sendRef,
  };
}
