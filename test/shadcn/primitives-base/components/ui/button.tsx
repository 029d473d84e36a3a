import { Button as ButtonPrimitive } from '@base-ui/react/button';
import { cn } from '@/lib/utils';

// Written for latchkey's registry test: shadcn's Button API over Base UI (its `base-*` styles):
// no `asChild`; `render` puts the button on another element (`nativeButton={false}` for one
// that is not a <button>). Variants as the Radix flavour's (test/shadcn/primitives).
const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive:
    'bg-destructive text-white hover:bg-destructive/90 focus-visible:ring-destructive/20 dark:bg-destructive/60',
  outline:
    'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:border-input',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;
const sizes = {
  default: 'h-9 px-4 py-2 has-[>svg]:px-3',
  xs: 'h-6 gap-1 rounded-md px-2 text-xs',
  sm: 'h-8 gap-1.5 rounded-md px-3',
  lg: 'h-10 rounded-md px-6',
  icon: 'size-9',
  'icon-xs': 'size-6 rounded-md',
  'icon-sm': 'size-8',
  'icon-lg': 'size-10',
} as const;

/** The variant and size options of {@link buttonVariants} (cva's `VariantProps` shape). */
export interface ButtonVariantProps {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
}

/** The classes of a button of `variant` and `size`, for links styled as buttons. */
export function buttonVariants({
  variant,
  size,
  className,
}: ButtonVariantProps & { className?: string } = {}) {
  return cn(
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-all outline-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:ring-destructive/20 aria-invalid:border-destructive",
    variants[variant ?? 'default'],
    sizes[size ?? 'default'],
    className,
  );
}

/** A button (or, with `render`, another element styled and behaving as one). */
function Button({
  className,
  variant = 'default',
  size = 'default',
  ...props
}: Omit<ButtonPrimitive.Props, 'className'> & ButtonVariantProps & { className?: string }) {
  return (
    <ButtonPrimitive
      data-slot="button"
      data-variant={variant}
      data-size={size}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}

export { Button };
