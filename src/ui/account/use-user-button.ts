'use client';
import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { signInRedirectPath } from '../../client/sign-in-redirect-path';
import type { AuthUser } from '../../client/types';
import { useLogout } from '../../react/hooks/use-logout';
import { useSession } from '../../react/hooks/use-session';
import type { AuthLocalization } from '../localization/auth-localization';
import { useAuthLocalization } from '../localization/auth-ui-provider';
import { useAuthNavigation } from '../navigation';
import { pagePath } from '../page-path';
import { safeHref } from '../safe-href';

/** One of the app's own entries in the account menu, after "Manage account", in order. */
export interface UserButtonMenuItem {
  /** The item's words (also what typeahead matches). */
  label: string;
  /** A link (a path or an `http(s):` URL; anything else is refused): a real `<a href>`. */
  href?: string | undefined;
  /** Runs when the item is chosen (after the link's navigation, if both). */
  onSelect?: (() => void) | undefined;
  /** Shown before the label, hidden from assistive technology (the label names the item). */
  icon?: ReactNode;
}

/** Props of {@link UserButton} and {@link useUserButton}. */
export interface UserButtonProps {
  /** Shows the user's name beside the avatar. Default false (the avatar alone). */
  showName?: boolean | undefined;
  /** The app's own items, between "Manage account" and "Sign out". */
  menuItems?: readonly UserButtonMenuItem[] | undefined;
  /** "Manage account" without `viewHrefs.account`: called when chosen (no item without either). */
  onManageAccount?: (() => void) | undefined;
  /** Where to go after signing out, through `AuthUIProvider`'s `navigate` (else the page stays). */
  afterSignOutHref?: string | undefined;
  /**
   * Signed out: a "Sign in" link to `viewHrefs.login` instead of nothing, with `?returnTo=` this
   * page (its path, query and hash), so that signing in comes back here. Default false.
   */
  signInLink?: boolean | undefined;
  /** The avatar's size (see `UserAvatar`). Default `'sm'`. */
  size?: string | undefined;
  /** A class for the button, after the stable `lk-user-button` class. */
  className?: string | undefined;
  /** Strings to change for this button only (over `AuthUIProvider`'s dictionary). */
  localization?: Partial<AuthLocalization> | undefined;
}

/** An entry of the menu as the view renders it: a link (`href`) or an action (`onSelect`). */
export interface UserButtonEntry {
  key: string;
  label: string;
  href?: string | undefined;
  onSelect?: (() => void) | undefined;
  icon?: ReactNode;
}

/** What {@link useUserButton} returns: what the button and its menu show, and what they do. */
export interface UserButtonController {
  /** `loading` while the first session check runs. */
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: AuthUser | null;
  t: AuthLocalization;
  /** The button's accessible name: "Account menu, Ada Lovelace". */
  label: string;
  /** The name shown (the user's name, else the email). */
  displayName: string;
  /** Whether the menu is open, and how to open or close it (Radix `open` / `onOpenChange`). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger element: the theme (`data-theme`) of the page around it goes with the menu. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /**
   * The theme of the trigger's nearest themed ancestor (its `data-theme`: `dark`, `light` or
   * `system`; else `dark` or `light` from its class), read when the menu opens.
   */
  theme: string | undefined;
  /** "Manage account", then the app's items: each a link or an action. */
  entries: UserButtonEntry[];
  /** Signs out (`logoutUser`), then goes to `afterSignOutHref` if given. */
  signOut: () => Promise<void>;
  isSigningOut: boolean;
  /**
   * Signed out with `signInLink`: the "Sign in" link's URL, `viewHrefs.login` with `?returnTo=`
   * this page (none on the server's render, nor on the sign-in page itself).
   */
  signInHref: string | undefined;
  /** The "Sign in" link's `onClick`: through the app's `navigate`, back to the page shown now. */
  followSignIn: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A link's `onClick`: a plain click goes through the app's `navigate`. */
  followLink: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /**
   * A link entry's `onClick` inside the menu: a plain click goes through the app's `navigate`,
   * then closes the menu and runs the entry's `onSelect` (the menu's own select never comes:
   * the click's default was prevented); a middle click or a modifier stays the browser's.
   */
  followEntry: (event: MouseEvent<HTMLAnchorElement>, entry: UserButtonEntry) => void;
}

const subscribeToNothing = () => () => {};
const noPage = () => undefined;

/** The sign-in link back to `page`; the login URL alone for no page, or on the sign-in page. */
function signInHrefFrom(login: string | undefined, page: string | undefined) {
  if (login === undefined || page === undefined) return login;
  const url = new URL(login, window.location.href);
  const onLoginPage =
    url.origin === window.location.origin && url.pathname === window.location.pathname;
  return onLoginPage ? login : signInRedirectPath(page, login);
}

/**
 * The account button's logic without its markup: the session, the accessible name, the menu's
 * entries ("Manage account" to `viewHrefs.account` or `onManageAccount`, the app's
 * `menuItems`), sign-out then `afterSignOutHref`, the open state, and the theme the portalled
 * menu carries. For an app that renders its own menu (shadcn's `DropdownMenu`, say).
 *
 * @example
 * const button = useUserButton({ afterSignOutHref: '/' });
 * if (button.status !== 'authenticated') return null;
 * <button onClick={() => void button.signOut()}>{button.t.signOut}</button>
 */
export function useUserButton(props: UserButtonProps = {}): UserButtonController {
  const { status, user } = useSession();
  const t = useAuthLocalization(props.localization);
  const { navigate, hrefOf, followLink } = useAuthNavigation();
  const logout = useLogout();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [open, setOpenState] = useState(false);
  const [theme, setTheme] = useState<string | undefined>();
  const setOpen = useCallback((next: boolean) => {
    // Portalled to <body>: the menu takes the theme of the page where its button is.
    if (next) {
      // The nearest themed ancestor: data-theme, or the `dark` / `light` class (shadcn's).
      const themed = triggerRef.current?.closest('[data-theme], .dark, .light');
      const named = themed?.classList.contains('dark') ? 'dark' : themed && 'light';
      setTheme(themed?.getAttribute('data-theme') ?? named ?? undefined);
    }
    setOpenState(next);
  }, []);
  const login = props.signInLink ? hrefOf('login') : undefined;
  // The page's address as rendered; none on the server (the first HTML links to sign-in alone).
  const here = useSyncExternalStore(subscribeToNothing, pagePath, noPage);
  const displayName = user?.name?.trim() || user?.email || '';
  const accountHref = hrefOf('account');
  const manage: UserButtonEntry[] =
    accountHref !== undefined
      ? [{ key: 'manage-account', label: t.manageAccount, href: accountHref }]
      : props.onManageAccount
        ? [{ key: 'manage-account', label: t.manageAccount, onSelect: props.onManageAccount }]
        : [];
  const own = (props.menuItems ?? []).map((item, index) => ({
    key: `item-${index}`,
    label: item.label,
    // Refused (not a path nor an http(s) URL): the item stays, as an action without a link.
    href: item.href === undefined ? undefined : safeHref(item.href),
    onSelect: item.onSelect,
    icon: item.icon,
  }));
  const { afterSignOutHref } = props;
  const signOut = useCallback(async () => {
    await logout.mutateAsync();
    if (afterSignOutHref !== undefined) navigate(afterSignOutHref);
  }, [logout.mutateAsync, afterSignOutHref, navigate]);
  return {
    status,
    user,
    t,
    // Spoken, never laid out: the name as it is, without the isolates `fill` puts around it.
    label: t.accountMenuLabel.replace('{name}', displayName),
    displayName,
    open: open && status === 'authenticated',
    setOpen,
    triggerRef,
    theme,
    entries: [...manage, ...own],
    signOut,
    isSigningOut: logout.isPending,
    signInHref: signInHrefFrom(login, here),
    // A header that stayed while the router moved on: the page is read again at the click.
    followSignIn: (event) => {
      const href = signInHrefFrom(login, pagePath());
      if (href !== undefined) followLink(event, href);
    },
    followLink,
    followEntry: (event, entry) => {
      if (entry.href === undefined) return;
      followLink(event, entry.href);
      // Followed through the app's navigate: the menu's own select and close are skipped.
      if (!event.defaultPrevented) return;
      setOpen(false);
      entry.onSelect?.();
    },
  };
}
