'use client';
import { type MouseEvent, useEffect, useRef, useState } from 'react';

const inputIn = (root: HTMLElement | null) => root?.querySelector('input');

/**
 * The state of a password's Show/Hide toggle, with the behaviour of Radix's and GOV.UK's:
 * hidden again whenever the form is submitted (the password is not left in view, and the
 * browser offers to save a password, not text); after a toggle by pointer, focus goes back to
 * the input with the caret at the end, so typing goes on; a toggle by keyboard keeps focus on
 * the button (it may be pressed again).
 */
export function usePasswordToggle() {
  const [visible, setVisible] = useState(false);
  // The toggle's wrapper: the input is found in it (react-hook-form keeps the input's own ref).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = inputIn(root.current)?.form;
    const hide = () => setVisible(false);
    form?.addEventListener('submit', hide);
    return () => form?.removeEventListener('submit', hide);
  }, []);
  // Set by a pointer toggle, done once the input has its new type (checked after each render;
  // an effect, not a layout effect, which React 18 warns about when rendering on a server).
  const refocus = useRef(false);
  useEffect(() => {
    const element = refocus.current && inputIn(root.current);
    if (!element) return;
    refocus.current = false;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  });
  return {
    visible,
    /** Give to the element around the input and the toggle. */
    root,
    /** The toggle's `onClick`. */
    toggle: (event: MouseEvent<HTMLButtonElement>) => {
      // `detail` counts a pointer's presses; a click made by Enter or Space has none.
      refocus.current = event.detail > 0;
      setVisible(!visible);
    },
  };
}
