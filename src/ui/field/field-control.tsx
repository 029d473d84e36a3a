'use client';
import { cloneElement, type HTMLAttributes, type ReactElement, useEffect } from 'react';
import { cx } from '../class-names';
import { useField } from './field-root';

type ControlProps = HTMLAttributes<HTMLElement> & { id?: string };

/** Props of {@link FieldControl}: its one control, and attributes to merge into it. */
export interface FieldControlProps extends HTMLAttributes<HTMLElement> {
  children: ReactElement<ControlProps>;
}

const join = (...parts: Array<string | undefined>) => cx(...parts) || undefined;

/**
 * Gives its one child, the control, the field's wiring, merged with what the child has (as
 * radix-ui's Slot merges, without its bytes): the child's own `id` stays, and the field's
 * label (`for`, and `aria-labelledby` before that) and error-summary link point to it; its
 * `aria-describedby` is kept beside the field's message and help, a handler given here runs
 * after the child's own, classes are joined, and any other attribute of the child wins over
 * one given here.
 */
export function FieldControl({ children, ...given }: FieldControlProps) {
  const field = useField();
  const own = children.props;
  const { setControlId } = field;
  // After the first render: a server-rendered label names the control by aria-labelledby.
  useEffect(() => setControlId(own.id), [own.id, setControlId]);
  const merged: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given) as [keyof ControlProps, unknown][]) {
    const mine = own[name];
    merged[name] =
      typeof mine === 'function' && typeof value === 'function'
        ? (...args: unknown[]) => {
            mine(...args);
            value(...args);
          }
        : (mine ?? value);
  }
  return cloneElement(children, {
    ...merged,
    className: join(given.className, own.className),
    id: own.id ?? field.id,
    'aria-labelledby': own.id
      ? join(field.labelId, own['aria-labelledby'])
      : own['aria-labelledby'],
    'aria-invalid': field.invalid || own['aria-invalid'],
    'aria-describedby': join(field.describedBy, own['aria-describedby'], given['aria-describedby']),
  });
}
