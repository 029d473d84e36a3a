'use client';
import { cx } from './class-names';
import { useAuthFormContext } from './field/form-context';
import { fill } from './localization/auth-localization';

/** Props of {@link ResendButton}. */
export interface ResendButtonProps {
  /** Seconds left in the cooldown; the button is disabled while above 0. */
  left: number;
  pending: boolean;
  onResend: () => void;
}

/** "Resend code", disabled with its countdown while the cooldown runs. */
export function ResendButton({ left, pending, onResend }: ResendButtonProps) {
  const { t, classNames } = useAuthFormContext();
  return (
    <button
      type="button"
      className={cx('lk-link', 'lk-resend', classNames.link)}
      disabled={left > 0}
      aria-busy={pending || undefined}
      onClick={onResend}
    >
      {left > 0 ? fill(t, 'resendCodeIn', { seconds: left }) : t.resendCode}
    </button>
  );
}
