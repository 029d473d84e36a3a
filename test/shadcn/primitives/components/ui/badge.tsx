import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  destructive: 'border-transparent bg-destructive text-white dark:bg-destructive/60',
  outline: 'text-foreground',
} as const;

/** The variant option of {@link badgeVariants}. */
export interface BadgeVariantProps {
  variant?: keyof typeof variants | null;
}

/** The classes of a badge of `variant`. */
export function badgeVariants({
  variant,
  className,
}: BadgeVariantProps & { className?: string } = {}) {
  return cn(
    'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:pointer-events-none [&>svg]:size-3',
    variants[variant ?? 'default'],
    className,
  );
}

/** A small status label (shadcn's Badge API). */
function Badge({
  className,
  variant = 'default',
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & BadgeVariantProps & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp
      data-slot="badge"
      data-variant={variant}
      className={badgeVariants({ variant, className })}
      {...props}
    />
  );
}

export { Badge };
