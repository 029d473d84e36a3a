'use client';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useUnsavedInputOnPage } from '../../react/unsaved-input';

/** The rows of the account page that open a form in place. */
export type OpeningSection = 'profile' | 'email' | 'password';

/** The "Discard changes?" question, asked before a row opens while the open one holds input. */
export interface DiscardQuestion {
  /** Asked now: show the alert dialog. */
  open: boolean;
  /** The row that holds the input (its title fills the description's `{section}`). */
  section: OpeningSection | null;
  /** "Discard": the open row closes, its input is lost, and the asked-for row opens. */
  onDiscard: () => void;
  /** "Keep editing" (or Escape): nothing changes; focus goes back to the button pressed. */
  onKeep: () => void;
}

/**
 * Internal: which row of the account page is open (one at a time), the question asked before
 * another opens while the open one holds typed input, the success words each row announces,
 * and focus back on a row's action when its form closes.
 */
export function useAccountRows() {
  const [openRow, setOpenRow] = useState<OpeningSection | null>(null);
  const [asked, setAsked] = useState<{ section: OpeningSection; go: () => void } | null>(null);
  const [messages, setMessages] = useState<Partial<Record<OpeningSection, string>>>({});
  // Bumped to close Email from here: its content is rendered with it as its key.
  const [emailKey, setEmailKey] = useState(0);
  const [focus, setFocus] = useState<OpeningSection | null>(null);
  const unsaved = useUnsavedInputOnPage();
  const actions: Record<'profile' | 'password', RefObject<HTMLButtonElement | null>> = {
    profile: useRef<HTMLButtonElement>(null),
    password: useRef<HTMLButtonElement>(null),
  };

  useEffect(() => {
    if (!focus) return;
    if (focus !== 'email') actions[focus].current?.focus();
    setFocus(null);
  });

  /** Closes the open row (Email by a new key) and opens `section` by `go`. */
  const switchTo = (section: OpeningSection, go: () => void) => {
    if (openRow === 'email' && section !== 'email') setEmailKey((key) => key + 1);
    setMessages({});
    setOpenRow(section === 'email' ? null : section);
    go();
  };
  /** Opens `section` by `go`, after asking when another open row holds typed input. */
  const request = (section: OpeningSection, go: () => void) => {
    if (openRow && openRow !== section && unsaved) setAsked({ section, go });
    else switchTo(section, go);
  };
  /** Closes `section`'s form, focus on its action; with `message`, announces it beside the row. */
  const close = (section: OpeningSection, message?: string) => {
    setOpenRow(null);
    setFocus(section);
    if (message) setMessages({ [section]: message });
  };
  const discard: DiscardQuestion = {
    open: asked !== null,
    section: asked ? openRow : null,
    onDiscard: () => {
      setAsked(null);
      if (asked) switchTo(asked.section, asked.go);
    },
    onKeep: () => setAsked(null),
  };
  return {
    openRow,
    /** Email tells its step: it is the open row while a form or code field of it is open. */
    emailStep: (open: boolean) =>
      setOpenRow((row) => (open ? 'email' : row === 'email' ? null : row)),
    request,
    close,
    discard,
    messages,
    actions,
    emailKey,
  };
}
