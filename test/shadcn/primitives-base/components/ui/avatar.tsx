import { Avatar as AvatarPrimitive } from '@base-ui/react/avatar';
import { cn } from '@/lib/utils';

// Written for latchkey's registry test: shadcn's Avatar API over Base UI.

/** A round avatar. */
function Avatar({
  className,
  ...props
}: Omit<AvatarPrimitive.Root.Props, 'className'> & { className?: string }) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

/** The avatar's picture, shown once loaded. */
function AvatarImage({
  className,
  ...props
}: Omit<AvatarPrimitive.Image.Props, 'className'> & { className?: string }) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full', className)}
      {...props}
    />
  );
}

/** What shows without a picture (initials). */
function AvatarFallback({
  className,
  ...props
}: Omit<AvatarPrimitive.Fallback.Props, 'className'> & { className?: string }) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn('flex size-full items-center justify-center rounded-full bg-muted', className)}
      {...props}
    />
  );
}

export { Avatar, AvatarFallback, AvatarImage };
