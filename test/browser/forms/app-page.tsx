import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { AuthProvider } from 'latchkey/react';
import { createTestAuth } from 'latchkey/testing';
import { type AuthLocalization, AuthUIProvider } from 'latchkey/ui';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import '../../../src/styles.css';

/** The stock Vite React template's page CSS (index.css and App.css) that reaches the forms. */
export const viteTemplateCss = `
  :root { font-family: Georgia, 'Times New Roman', serif; line-height: 1.1; }
  body { margin: 0; display: flex; place-items: center; min-width: 320px; min-height: 100vh; }
  #root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; }
  h1, h2 { font-size: 3.2em; line-height: 1.1; }
  button { border-radius: 8px; border: 1px solid transparent; padding: 0.6em 1.2em; font-size: 1em; }
`;

/**
 * Adds page CSS for this test only. With `layer`, as docs/theming.md tells an app whose global
 * element rules (`button { padding }`) should not reach the forms: the rules in that layer,
 * ordered before `latchkey` by an `@layer` line at the top of the page's first CSS.
 */
export function pageCss(css: string, options: { layer?: string } = {}) {
  const style = document.head.appendChild(document.createElement('style'));
  const order = document.createElement('style');
  if (options.layer) {
    order.textContent = `@layer ${options.layer}, latchkey;`;
    document.head.prepend(order);
    style.textContent = `@layer ${options.layer} { ${css} }`;
  } else {
    style.textContent = css;
  }
  onTestFinished(() => {
    style.remove();
    order.remove();
  });
}

/** Options of {@link showInApp}. */
export interface AppOptions {
  signedIn?: boolean;
  localization?: Partial<AuthLocalization>;
  theme?: 'light' | 'dark';
  /** `dir` of the app's `#root` (the page around the forms). */
  dir?: 'ltr' | 'rtl';
}

/**
 * Forms as an app shows them: in `<div id="root">` of the page (which test CSS may style as a
 * template does), on the in-browser reference service.
 */
export async function showInApp(ui: ReactNode, options: AppOptions = {}) {
  const auth = createTestAuth({ clientHasApiKey: true });
  if (options.signedIn) await auth.signIn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  document.documentElement.dataset.theme = options.theme ?? 'light';
  document.documentElement.lang = 'en';
  document.title = 'latchkey app';
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  if (options.dir) root.dir = options.dir;
  onTestFinished(() => root.remove());
  render(
    <AuthProvider client={auth.client} queryClient={queryClient} crossTabSync={false}>
      <AuthUIProvider localization={options.localization ?? {}}>
        <main>
          <h1>Account</h1>
          {ui}
        </main>
      </AuthUIProvider>
    </AuthProvider>,
    { container: root },
  );
  return { auth, root };
}

/** Where the text of `element` starts and ends on screen (not its box: text-align moves it). */
export function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** The box inside `element`'s padding, where its rows start and end. */
export function contentBox(element: Element) {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const start = box.left + Number.parseFloat(style.paddingLeft);
  const end = box.right - Number.parseFloat(style.paddingRight);
  return { left: start, right: end };
}
