/**
 * A page's path with its query, rebuilt from a server component's `searchParams` (a server
 * component is not told its own URL): where sign-in should bring the visitor back to.
 */
export function pagePath(
  pathname: string,
  searchParams: Record<string, string | string[] | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of typeof value === 'string' ? [value] : (value ?? [])) query.append(key, one);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
