'use client';
// The sub-path, not the `radix-ui` barrel: through the barrel, bundlers put the menu in the
// chunk the page loads first (the barrel is shared with the avatar and the forms).
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { type ReactNode, useEffect } from 'react';
import type { UserButtonController, UserButtonEntry } from './use-user-button';

/** One entry: a real link (`asChild` over `<a href>`, so it opens in a new tab) or an action. */
function Entry({
  entry,
  followEntry,
}: {
  entry: UserButtonEntry;
  followEntry: UserButtonController['followEntry'];
}) {
  const { href, label, icon, onSelect } = entry;
  const content = (
    <>
      {icon && (
        <span className="lk-menu-icon" aria-hidden>
          {icon}
        </span>
      )}
      {label}
    </>
  );
  return href !== undefined ? (
    <DropdownMenu.Item asChild className="lk-menu-item" onSelect={onSelect}>
      <a href={href} onClick={(event) => followEntry(event, entry)}>
        {content}
      </a>
    </DropdownMenu.Item>
  ) : (
    <DropdownMenu.Item className="lk-menu-item" onSelect={onSelect}>
      {content}
    </DropdownMenu.Item>
  );
}

/**
 * The account button's menu (Radix `DropdownMenu`): loaded on its own, after the page (its
 * menu, popper and focus code are most of the button's weight). It imports nothing of
 * latchkey's (what it shows comes in props): a module shared with the page would make bundlers
 * put it, and what it imports, in a chunk every page using `latchkey/ui` loads first.
 * `UserButton` shows the same face until it is here; a press on it meanwhile opens the menu.
 */
export function UserMenu({
  button,
  face,
  language,
  className,
  focus,
}: {
  button: UserButtonController;
  /** What the button shows (the avatar, the name). */
  face: ReactNode;
  /** The dictionary's `lang` and `dir`: the menu is portalled out of the page's. */
  language: { lang: string; dir?: 'rtl' };
  className: string;
  /** The placeholder had focus: the real button takes it. */
  focus: boolean;
}) {
  const { t, user, triggerRef } = button;
  useEffect(() => {
    if (focus) triggerRef.current?.focus();
  }, [focus, triggerRef]);
  if (!user) return null;
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its button keeps
    // focus there, and locks scrolling (the scrollbar goes: the page shifts).
    <DropdownMenu.Root open={button.open} onOpenChange={button.setOpen} modal={false}>
      <DropdownMenu.Trigger
        ref={button.triggerRef}
        className={className}
        data-slot="user-button"
        aria-label={button.label}
      >
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="lk-menu"
          data-slot="user-menu"
          data-theme={button.theme}
          // Portalled to <body>, outside any element that sets the page's language.
          {...language}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          // APG: the arrows wrap from the last item to the first and back.
          loop
          onKeyDown={(event) => {
            // APG menu button: Tab closes the menu (Radix keeps focus in it otherwise).
            if (event.key === 'Tab') button.setOpen(false);
          }}
        >
          {/* One line each, cut with an ellipsis, the whole value in a title; each in its own
              direction (dir="auto": an address stays left to right in an Arabic menu). */}
          <DropdownMenu.Label className="lk-menu-header">
            <span className="lk-menu-name" dir="auto" title={button.displayName}>
              {button.displayName}
            </span>
            {user.email !== button.displayName && (
              <span className="lk-menu-email" dir="auto" title={user.email}>
                {user.email}
              </span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="lk-menu-separator" />
          {button.entries.map((entry) => (
            <Entry key={entry.key} entry={entry} followEntry={button.followEntry} />
          ))}
          {button.entries.length > 0 && <DropdownMenu.Separator className="lk-menu-separator" />}
          <DropdownMenu.Item
            className="lk-menu-item"
            disabled={button.isSigningOut}
            onSelect={() => void button.signOut()}
          >
            {t.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
