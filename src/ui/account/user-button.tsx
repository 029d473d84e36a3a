'use client';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { cx } from '../class-names';
import { languageOf } from '../localization/auth-localization';
import { type UserButtonProps, useUserButton } from './use-user-button';
import { UserButtonFace } from './user-button-face';

// The menu's code (Radix DropdownMenu: menu, popper, focus and dismiss layers) is a chunk of
// its own, requested as soon as a signed-in button renders: the page's first load stays small.
// Pure: an app that never renders the button (a sign-up page) bundles none of this.
const UserMenu = /* @__PURE__ */ lazy(() =>
  import('./user-menu').then((module) => ({ default: module.UserMenu })),
);

/** Keys that open a menu button (WAI-ARIA APG). */
const opening = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The account button: signed in, the user's avatar (and name with `showName`), named "Account
 * menu, <name>", opening a menu (Radix `DropdownMenu`, the WAI-ARIA menu button keyboard) with
 * the name and email, "Manage account" (a link to `viewHrefs.account`, else `onManageAccount`),
 * the app's `menuItems`, and "Sign out" last (then `afterSignOutHref`). While the first session
 * check runs it holds its place; signed out it renders nothing, or with `signInLink` a "Sign in"
 * link to `viewHrefs.login`. Its logic is {@link useUserButton}.
 *
 * @example
 * <AuthUIProvider viewHrefs={{ account: '/account', login: '/login' }} navigate={router.push}>
 *   <header>
 *     <UserButton afterSignOutHref="/" signInLink menuItems={[{ label: 'Billing', href: '/billing' }]} />
 *   </header>
 * </AuthUIProvider>
 */
export function UserButton(props: UserButtonProps) {
  const button = useUserButton(props);
  const [focused, setFocused] = useState(false);
  const { t, user } = button;
  const size = props.size ?? 'sm';
  const showName = props.showName ?? false;
  const className = cx('lk-user-button', props.className);
  if (button.status === 'loading') {
    // The avatar's place, kept while the session is checked: nothing moves when it appears.
    return (
      <span className={className} data-state="loading" aria-hidden>
        <span className="lk-avatar lk-avatar-placeholder" data-size={size} />
      </span>
    );
  }
  if (!user) {
    const href = button.signInHref;
    return href === undefined ? null : (
      <a
        className={cx('lk-user-button-sign-in', props.className)}
        href={href}
        onClick={button.followSignIn}
        {...languageOf(t)}
      >
        {t.userButtonSignIn}
      </a>
    );
  }
  const face = (
    <UserButtonFace user={user} name={button.displayName} showName={showName} size={size} />
  );
  const press = () => button.setOpen(true);
  // Until the menu's code is here: the same button, which remembers a press and its focus.
  const placeholder = (
    <button
      type="button"
      className={className}
      data-slot="user-button"
      data-state="closed"
      data-pending=""
      aria-label={button.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={press}
      // A mouse press may end on the real button, which replaced this one meanwhile: the
      // browser then fires no click. Radix's trigger opens on the pointer going down too.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!opening.has(event.key)) return;
        event.preventDefault();
        press();
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {face}
    </button>
  );
  return (
    <Suspense fallback={placeholder}>
      <UserMenu
        button={button}
        face={face}
        language={languageOf(t)}
        className={className}
        focus={focused}
      />
    </Suspense>
  );
}
