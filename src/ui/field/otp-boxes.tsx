'use client';
import * as OneTimePassword from '@radix-ui/react-one-time-password-field';
import { type PointerEvent, type Ref, useLayoutEffect, useRef } from 'react';

/** Props of {@link OtpBoxes}: everything `OtpField` knows, so this chunk imports only Radix. */
export interface OtpBoxesProps {
  name: string;
  length: number;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  autoSubmit: boolean;
  inputClassName: string;
  boxLabel: (index: number) => string;
  /** The placeholder had focus while this loaded: focus the box the next digit goes in. */
  takeFocus: boolean;
}

/**
 * A press on a box, handled at once: like Radix, it goes to that box or the first empty one
 * before it, focused and selected. (Radix selects a box that already has focus a frame later,
 * which pulls focus back from the next box when a digit is typed in that frame: the digit is
 * overwritten. Preventing the default skips Radix's handler.)
 */
const pressBox =
  (index: number, filled: number, length: number) => (event: PointerEvent<HTMLInputElement>) => {
    event.preventDefault();
    const boxes = event.currentTarget
      .closest('.lk-otp')
      ?.querySelectorAll<HTMLInputElement>('.lk-otp-input');
    const box = boxes?.[Math.min(index, filled, length - 1)];
    box?.focus();
    box?.select();
  };

/**
 * The Radix one-time-password boxes of `OtpField`, in a chunk of their own (loaded when a code
 * field is first shown): only this module imports Radix's field, so no page that never shows a
 * code pays for it.
 */
export function OtpBoxes(props: OtpBoxesProps) {
  const { length, value, invalid } = props;
  const root = useRef<HTMLDivElement>(null);
  const takeFocus = useRef(props.takeFocus);
  // In the commit that swaps the placeholder out (a layout effect, not a passive one): until a
  // passive effect ran, focus sat on the removed box and a paste or key went nowhere. Never on a
  // server: this module only loads in a browser.
  useLayoutEffect(() => {
    if (!takeFocus.current) return;
    takeFocus.current = false;
    root.current
      ?.querySelectorAll<HTMLInputElement>('.lk-otp-input')
      [Math.min(value.length, length - 1)]?.focus();
  }, [value.length, length]);
  return (
    <OneTimePassword.Root
      ref={root}
      className="lk-otp"
      aria-labelledby={props.labelId}
      aria-describedby={props.describedBy}
      autoComplete="one-time-code"
      validationType="numeric"
      value={value}
      onValueChange={props.onValueChange}
      // A complete code (typed or pasted) submits the form.
      autoSubmit={props.autoSubmit}
      data-invalid={invalid ? '' : undefined}
    >
      {Array.from({ length }, (_, index) => (
        <OneTimePassword.Input
          // biome-ignore lint/suspicious/noArrayIndexKey: the digits are positions.
          key={index}
          ref={index === 0 ? props.inputRef : undefined}
          id={index === 0 ? props.id : undefined}
          className={props.inputClassName}
          aria-label={props.boxLabel(index)}
          // The box the visible label is for has it in its name too (WCAG 2.5.3, label in
          // name): "Verification code Digit 1 of 6" (aria-labelledby reads its own aria-label).
          aria-labelledby={index === 0 ? `${props.labelId} ${props.id}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={index === 0 ? props.describedBy : undefined}
          onBlur={props.onBlur}
          onPointerDown={pressBox(index, value.length, length)}
        />
      ))}
      <OneTimePassword.HiddenInput name={props.name} />
    </OneTimePassword.Root>
  );
}
