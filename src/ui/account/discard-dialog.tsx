'use client';
import { Suspense, useRef, useState } from 'react';
import { LazyAlertDialogFrame } from '../dialog/lazy-alert-dialog';
import { type AuthLocalization, languageOf } from '../localization/auth-localization';
import type { AccountSettingsController } from './use-account-settings';

/**
 * "Discard changes?": asked by the account page before a row opens while the open one holds
 * typed input. "Keep editing" (or Escape) leaves everything as it was, focus back on the button
 * pressed; "Discard" closes the open row and opens the asked-for one. Radix's alert dialog loads
 * when it first opens.
 */
export function DiscardDialog({
  question,
  t,
}: {
  question: AccountSettingsController['discard'];
  t: AuthLocalization;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (question.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyAlertDialogFrame
        open={question.open}
        onOpenChange={(open) => open || question.onKeep()}
        content={{
          className: 'lk-dialog lk-form',
          ...languageOf(t),
          onOpenAutoFocus: () => {
            opener.current = document.activeElement as HTMLElement | null;
          },
          onCloseAutoFocus: (event) => {
            // Discard opened a form that took focus; Keep editing: back to the button pressed.
            event.preventDefault();
            const current = document.activeElement;
            if (!current || current === document.body) opener.current?.focus();
          },
        }}
      >
        {({ Title, Description, Cancel }) => (
          <>
            <Title className="lk-heading">{t.discardChangesTitle}</Title>
            <Description className="lk-description">{question.description}</Description>
            <div className="lk-actions">
              <Cancel className="lk-secondary">{t.keepEditing}</Cancel>
              <button type="button" className="lk-submit lk-danger" onClick={question.onDiscard}>
                {t.discardChanges}
              </button>
            </div>
          </>
        )}
      </LazyAlertDialogFrame>
    </Suspense>
  );
}
