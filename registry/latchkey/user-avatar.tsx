'use client';

import { useSession } from 'latchkey/react';
import { type AvatarUser, avatarColorOf, initialsOf, loadableImageUrl } from 'latchkey/ui';
import type * as React from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/**
 * The user's avatar over shadcn's `Avatar`: their picture, else their initials. Named by the
 * user's name, or hidden from assistive technology inside something already named.
 */
export function UserAvatar({
  user,
  decorative = false,
  className,
  ...props
}: Omit<React.ComponentProps<typeof Avatar>, 'children'> & {
  /** Whose avatar: default the signed-in user (nothing renders while nobody is). */
  user?: AvatarUser | null | undefined;
  /** Inside a button that already says whose menu it is: hidden from assistive technology. */
  decorative?: boolean | undefined;
}) {
  const session = useSession();
  const shown = user === undefined ? session.user : user;
  if (!shown) return null;
  // `https:` only (and `http:` on loopback in development): latchkey's rule.
  const src = loadableImageUrl(shown.avatarUrl);
  const name = shown.name?.trim() || shown.email;
  return (
    <Avatar
      data-slot="user-avatar"
      className={cn(className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      {...props}
    >
      {src && <AvatarImage src={src} alt="" />}
      {/* Drawn by CSS, not text: a button named "Account menu, Ada Lovelace" shows no other words. */}
      <AvatarFallback
        aria-hidden
        data-initials={initialsOf(shown)}
        // The user's own colour (the same user, the same colour; white initials at 4.5:1).
        style={{ backgroundColor: avatarColorOf(shown.id), color: '#fff' }}
        className="before:content-[attr(data-initials)]"
      />
    </Avatar>
  );
}
