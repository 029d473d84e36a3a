import type * as React from 'react';
import { cn } from '@/lib/utils';

// Written for latchkey's registry test: shadcn's Label in its Base UI styles (a plain <label>).

/** A label (shadcn's Label API). */
function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the app gives it htmlFor or a control.
    <label
      data-slot="label"
      className={cn(
        'flex select-none items-center gap-2 text-sm font-medium leading-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export { Label };
