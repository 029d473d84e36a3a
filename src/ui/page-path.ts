/** This page's path, query and hash (`/account?tab=email#password`): where sign-in brings back. */
export function pagePath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
