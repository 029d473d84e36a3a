import type { Page } from '@playwright/test';

/**
 * Every place the page's main frame goes from now on, as a path with its query
 * (`/login?returnTo=%2Faccount`): page loads and the demo's in-app moves alike
 * (`history.pushState` and `replaceState` are navigations to Playwright too), in order.
 */
export function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}
