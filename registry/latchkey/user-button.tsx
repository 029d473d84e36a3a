'use client';

import { type UserButtonProps, useUserButton } from 'latchkey/ui';
import { UserAvatar } from '@/components/latchkey/user-avatar';
import { buttonVariants } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

/**
 * The account button over latchkey's `useUserButton` and shadcn's `DropdownMenu`: the avatar
 * (and name), a menu with the user's name and email, "Manage account", the app's items (links
 * are real links) and "Sign out". Signed out: nothing, or a "Sign in" link with `signInLink`.
 * The same markup over shadcn's Radix and Base UI primitives: items choose with `onClick` (Radix
 * clicks an item on Enter and Space too), the link item's `asChild` becomes Base UI's `render`
 * when the shadcn CLI adds it to a `base-*` style (its `onSelect` is Radix's: over Base UI a
 * link followed without the app's `navigate` loads the page and skips it), and the items sit in
 * a group (Base UI's label needs one; it carries the direction).
 */
export function UserButton({ className, ...props }: UserButtonProps) {
  const button = useUserButton(props);
  const { t, user } = button;
  if (button.status === 'loading') {
    // The avatar's place, kept while the session is checked: nothing moves when it appears.
    return (
      <span
        data-slot="user-button"
        data-state="loading"
        aria-hidden
        className="inline-block size-8 animate-pulse rounded-full bg-accent"
      />
    );
  }
  if (!user) {
    const href = button.signInHref;
    return href === undefined ? null : (
      <a
        href={href}
        onClick={button.followSignIn}
        lang={t.locale}
        dir={t.dir}
        className={buttonVariants({ variant: 'link', className })}
      >
        {t.userButtonSignIn}
      </a>
    );
  }
  return (
    <DropdownMenu open={button.open} onOpenChange={button.setOpen} modal={false}>
      <DropdownMenuTrigger
        ref={button.triggerRef}
        data-slot="user-button"
        aria-label={button.label}
        className={buttonVariants({
          variant: 'ghost',
          className: cn('h-auto gap-2 rounded-full p-0.5', className),
        })}
      >
        <UserAvatar user={user} decorative className="size-8" />
        {props.showName && <span aria-hidden>{button.displayName}</span>}
      </DropdownMenuTrigger>
      {/* Portalled to <body>: the dictionary's language goes with it (and its direction, on the
          group: Radix takes `dir` on the root only, Base UI not there). A long email or
          translation wraps within the screen, as the drop-in's menu does. */}
      <DropdownMenuContent
        align="end"
        lang={t.locale}
        className="max-w-[min(20rem,calc(100vw-1rem))] [overflow-wrap:anywhere]"
        onKeyDown={(event) => {
          // APG menu button: Tab closes the menu (Radix keeps focus in it otherwise).
          if (event.key === 'Tab') button.setOpen(false);
        }}
      >
        <DropdownMenuGroup dir={t.dir}>
          <DropdownMenuLabel className="flex flex-col">
            <span>{button.displayName}</span>
            {user.email !== button.displayName && (
              <span className="text-muted-foreground text-xs font-normal">{user.email}</span>
            )}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {button.entries.map((entry) =>
            entry.href !== undefined ? (
              <DropdownMenuItem key={entry.key} asChild onSelect={entry.onSelect}>
                <a href={entry.href} onClick={(event) => button.followEntry(event, entry)}>
                  {entry.icon && <span aria-hidden>{entry.icon}</span>}
                  {entry.label}
                </a>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem key={entry.key} onClick={entry.onSelect}>
                {entry.icon && <span aria-hidden>{entry.icon}</span>}
                {entry.label}
              </DropdownMenuItem>
            ),
          )}
          {button.entries.length > 0 && <DropdownMenuSeparator />}
          <DropdownMenuItem disabled={button.isSigningOut} onClick={() => void button.signOut()}>
            {t.signOut}
          </DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
