'use client';
import * as AlertDialog from 'radix-ui/alert-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';

/** The parts of Radix's alert dialog the content renders (title, description, Cancel). */
export interface AlertDialogParts {
  Title: typeof AlertDialog.Title;
  Description: typeof AlertDialog.Description;
  Cancel: typeof AlertDialog.Cancel;
}

/** Props of {@link AlertDialogFrame}. */
export interface AlertDialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (Radix's Trigger: focus comes back to it), if any. */
  trigger?: { className: string; label: ReactNode } | undefined;
  /** Props of the dialog's content box (class, language, focus handlers). */
  content: ComponentPropsWithRef<typeof AlertDialog.Content>;
  children: (parts: AlertDialogParts) => ReactNode;
}

const parts: AlertDialogParts = {
  Title: AlertDialog.Title,
  Description: AlertDialog.Description,
  Cancel: AlertDialog.Cancel,
};

/**
 * Radix's alert dialog (trigger, overlay, content in a portal), in a chunk of its own: the
 * dialogs' forms stay with the page and pass their markup in, so this module imports nothing
 * but Radix, and a page loads it only when it shows a dialog.
 */
export function AlertDialogFrame({
  open,
  onOpenChange,
  trigger,
  content,
  children,
}: AlertDialogFrameProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && (
        <AlertDialog.Trigger className={trigger.className}>{trigger.label}</AlertDialog.Trigger>
      )}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="lk-overlay" />
        <AlertDialog.Content {...content}>{children(parts)}</AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
