'use client';

import { useSession } from 'latchkey/react';
import { type AvatarUser, initialsOf } from 'latchkey/ui';
import type * as React from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** Only an `http(s):` picture is loaded: a `data:` or `javascript:` URL from a profile is not. */
const loadable = (url: string | null | undefined) =>
  url && /^https?:\/\//i.test(url) ? url : undefined;

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
  const src = loadable(shown.avatarUrl);
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
        className="before:content-[attr(data-initials)]"
      />
    </Avatar>
  );
}
