'use client';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { AuthUser } from '../../client/types';
import type { AuthFormClassNames } from '../form-props';
import type { AuthLocalization } from '../localization/auth-localization';
import { fill } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import { useHeldAccount } from '../session-ended/use-held-account';
import type { EmailCodeFormProps } from './email-code-form';
import { emailVerifiedOf, useSendVerificationCode } from './send-verification-code';
import type { EmailChangeFormProps } from './use-email-change-form';

/** Props of {@link EmailSettings} and {@link useEmailSettings}. */
export interface EmailSettingsProps {
  /** Runs once an address is verified, with the address. */
  onVerified?: ((email: string) => void) | undefined;
  /** Runs once a new address is saved (before it is verified), with the user as now saved. */
  onEmailChanged?: ((user: AuthUser) => void) | undefined;
  /** The level of the section's heading ("Email"); its forms' headings are one below. Default 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | undefined;
  /** A class for the section, after the stable `lk-email-settings` class. */
  className?: string | undefined;
  /** Classes for the parts of its forms (as every form's `classNames`). */
  classNames?: AuthFormClassNames | undefined;
  /** Strings to change here only (over `AuthUIProvider`'s dictionary). */
  localization?: Partial<AuthLocalization> | undefined;
  /**
   * Asked before the code field or the change form opens, with what opens it: call `open` to
   * go on. The account page asks first when another section holds typed input. Default: opens.
   */
  onOpen?: ((open: () => void) => void) | undefined;
  /** Runs when the step changes: a form or code field opens, or all close (`'idle'`). */
  onStepChange?: ((step: EmailSettingsStep) => void) | undefined;
  /**
   * Keeps showing the account when its session ends on its own, as while a form of it is open
   * (the account page sets it while another of its rows is open). Default false.
   */
  hold?: boolean | undefined;
}

/**
 * Where EmailSettings is: showing the address (`idle`), the code field for it (`verify`), the
 * change-of-address form (`change`), or the code field for the new address (`verify-new`).
 */
export type EmailSettingsStep = 'idle' | 'verify' | 'change' | 'verify-new';

/** What {@link useEmailSettings} returns: what the section shows, and what its buttons do. */
export interface EmailSettingsController {
  t: AuthLocalization;
  /** `loading` while the first session check runs; `unauthenticated`: nothing to show. */
  status: 'loading' | 'authenticated' | 'unauthenticated';
  /** The account shown (kept while a form or code field is open and the session ends). */
  user: AuthUser | null;
  /** Its address ('' with nobody). */
  email: string;
  /** The badge: `true` "Verified", `false` "Not verified", `undefined` none (not sent). */
  verified: boolean | undefined;
  /** The badge's words, or null for none. */
  badge: string | null;
  /** What is open: nothing, the code field, the change form, the code field for the new address. */
  step: EmailSettingsStep;
  /** "Send verification code": sends a code to the address and opens the code field. */
  sendCode: () => void;
  /** "Change email": opens the change form. */
  startChange: () => void;
  /** Closes the open form or code field, focus back on the button that opened it. */
  cancel: () => void;
  /** Props for the code field in steps `verify` and `verify-new` (`EmailCodeForm`), else undefined. */
  codeProps: EmailCodeFormProps | undefined;
  /** Props for the change form in step `change` (`EmailChangeForm`), else undefined. */
  changeProps: EmailChangeFormProps | undefined;
  /** What just happened, for a `role="status"` region ("Your email is verified."), or null. */
  message: string | null;
  /** "Send verification code": focus comes back to it when its code field is cancelled. */
  sendRef: RefObject<HTMLButtonElement | null>;
  /** "Change email": focus comes back to it when the change form (or its code field) closes. */
  changeRef: RefObject<HTMLButtonElement | null>;
  /** The `role="status"` message: focus goes to it once the address is verified. */
  messageRef: RefObject<HTMLParagraphElement | null>;
  /** The level of the section's heading (its forms' are one below). */
  headingLevel: 1 | 2 | 3 | 4 | 5;
}

type Focus = 'send' | 'change' | 'message' | null;

/**
 * EmailSettings without its markup: the signed-in user's address and whether it is verified
 * (the user record's `emailVerified`), "Send verification code" opening the code field,
 * "Change email" opening the change form, then the code field for the new address. While a
 * form or code field is open, an ended session keeps the account on screen (nothing typed is
 * lost; the change form renews the session in a dialog).
 */
export function useEmailSettings(props: EmailSettingsProps = {}): EmailSettingsController {
  const t = useAuthLocalization(props.localization);
  const [opened, setStep] = useState<EmailSettingsStep>('idle');
  const [previousEmail, setPreviousEmail] = useState<string | null>(null);
  const [message, setMessage] = useState<'emailVerified' | null>(null);
  const [focus, setFocus] = useState<Focus>(null);
  const sendRef = useRef<HTMLButtonElement | null>(null);
  const changeRef = useRef<HTMLButtonElement | null>(null);
  const messageRef = useRef<HTMLParagraphElement | null>(null);
  const send = useSendVerificationCode();
  // The account, held while a step is open so an ended session does not take the form away.
  const { user, status } = useHeldAccount(opened !== 'idle' || props.hold === true);
  const email = user?.email ?? '';
  // The session's user is marked verified the moment a code is accepted, here or elsewhere.
  const verified = emailVerifiedOf(user);
  // A code field whose address got verified anywhere on the page has nothing left to do.
  const step = (opened === 'verify' || opened === 'verify-new') && verified ? 'idle' : opened;
  const headingLevel = props.headingLevel ?? 2;

  const onStepChange = useRef(props.onStepChange);
  onStepChange.current = props.onStepChange;
  useEffect(() => onStepChange.current?.(step), [step]);

  useEffect(() => {
    if (!focus) return;
    const target = { send: sendRef, change: changeRef, message: messageRef }[focus].current;
    (target ?? changeRef.current)?.focus();
    setFocus(null);
  }, [focus]);

  const open = (next: EmailSettingsStep, then?: () => void) => {
    const go = () => {
      setMessage(null);
      setStep(next);
      then?.();
    };
    props.onOpen ? props.onOpen(go) : go();
  };
  const close = (to: Focus) => {
    setStep('idle');
    setFocus(to);
  };
  const verifiedNow = (address: string) => {
    setMessage('emailVerified');
    close('message');
    props.onVerified?.(address);
  };
  const shared = {
    localization: props.localization,
    classNames: props.classNames,
    headingLevel: (headingLevel + 1) as 2 | 3 | 4 | 5 | 6,
    autoFocus: true,
  };
  // The address as saved (the client's session has the new one): the code went there.
  const codeEmail = email;
  const codeProps: EmailCodeFormProps | undefined =
    user && (step === 'verify' || step === 'verify-new')
      ? {
          ...shared,
          email: codeEmail,
          userId: user.id,
          onSuccess: () => verifiedNow(codeEmail),
          onCancel: () => close(step === 'verify' ? 'send' : 'change'),
          description:
            step === 'verify-new' && previousEmail
              ? fill(t, 'emailChangedDescription', { email: codeEmail, previousEmail })
              : undefined,
        }
      : undefined;
  const changeProps: EmailChangeFormProps | undefined =
    step === 'change'
      ? {
          ...shared,
          onCancel: () => close('change'),
          onSuccess: ({ user: saved, previousEmail: before }) => {
            setPreviousEmail(before);
            setStep('verify-new');
            send(saved.id, saved.email);
            props.onEmailChanged?.(saved);
          },
        }
      : undefined;

  return {
    t,
    status: user ? 'authenticated' : status === 'loading' ? 'loading' : 'unauthenticated',
    user,
    email,
    verified,
    badge:
      verified === undefined ? null : verified ? t.emailStatusVerified : t.emailStatusNotVerified,
    step,
    sendCode: () => user && open('verify', () => send(user.id, user.email)),
    startChange: () => open('change'),
    cancel: () => close(step === 'verify' ? 'send' : 'change'),
    codeProps,
    changeProps,
    message: message && t[message],
    sendRef,
    changeRef,
    messageRef,
    headingLevel,
  };
}
