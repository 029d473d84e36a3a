'use client';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ErrorSummaryItem } from './error-summary';
import { messageOf } from './localization/form-message';

/**
 * The error summary's list (see `ErrorSummary`): `show(names)` after a submit placed errors on
 * those fields (in the form's order) lists them when there are two or more and the summary is
 * `enabled`, else clears it; it answers whether it did, so the caller focuses the one field.
 */
export function useErrorSummary<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  enabled: boolean,
) {
  const [items, setItems] = useState<ErrorSummaryItem[] | null>(null);
  const show = useCallback(
    (names: readonly string[]) => {
      const summarised = enabled && names.length >= 2;
      setItems(
        summarised
          ? names.flatMap((name) => {
              const message = messageOf(form.getFieldState(name as Path<TValues>).error);
              return message ? [{ name, message }] : [];
            })
          : null,
      );
      return summarised;
    },
    [form, enabled],
  );
  return { items, show };
}
