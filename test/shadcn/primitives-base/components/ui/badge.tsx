import { mergeProps } from '@base-ui/react/merge-props';
import { useRender } from '@base-ui/react/use-render';
import { cn } from '@/lib/utils';

// Written for latchkey's registry test: shadcn's Badge API over Base UI (`render`, no `asChild`).

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
  render,
  ...props
}: useRender.ComponentProps<'span'> & BadgeVariantProps) {
  return useRender({
    defaultTagName: 'span',
    props: mergeProps<'span'>({ className: badgeVariants({ variant, className }) }, props),
    render,
    state: { slot: 'badge', variant },
  });
}

export { Badge };
