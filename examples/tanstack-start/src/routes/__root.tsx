/// <reference types="vite/client" />
import {
  createRootRoute,
  HeadContent,
  Link,
  Outlet,
  Scripts,
  useNavigate,
} from '@tanstack/react-router';
import { AuthProvider } from 'latchkey/react';
import { AuthUIProvider, EmailVerificationPrompt, UserButton } from 'latchkey/ui';
import appCss from '../app.css?url';
import { appId, publicKey, viewHrefs } from '../auth-config';
import { fetchLocalization } from '../locale';
import { fetchSession } from '../session';

export const Route = createRootRoute({
  /**
   * The visitor's session, read on the server before every page (a server function: on a
   * client-side navigation, Back included, the browser asks the server for it). Every route's
   * `beforeLoad` and component read it from the context.
   */
  beforeLoad: async () => ({ session: await fetchSession() }),
  /** The visitor's dictionary, once: the server picks it while it renders the first page. */
  loader: () => fetchLocalization(),
  staleTime: Number.POSITIVE_INFINITY,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // The page has a dark look (app.css): latchkey's forms and menu follow the system there too.
      { name: 'color-scheme', content: 'light dark' },
      { title: 'latchkey on TanStack Start' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  component: RootComponent,
});

/** The document: signed in or out, and in the visitor's language, from the server's HTML on. */
function RootComponent() {
  const { session } = Route.useRouteContext();
  const localization = Route.useLoaderData();
  const navigate = useNavigate();
  return (
    <html lang={localization.locale} dir={localization.dir}>
      <head>
        <HeadContent />
      </head>
      <body>
        <AuthProvider baseUrl="/api" appId={appId} apiKey={publicKey} initialSession={session}>
          <AuthUIProvider
            navigate={(href) => navigate({ href })}
            viewHrefs={viewHrefs}
            localization={localization}
          >
            <header className="app-header">
              <Link to="/" className="app-name">
                latchkey on TanStack Start
              </Link>
              <nav aria-label="Site">
                <Link to="/account">Your account</Link>
              </nav>
              <UserButton afterSignOutHref="/login" signInLink />
            </header>
            <EmailVerificationPrompt className="app-prompt" />
            <main className="app-main">
              <Outlet />
            </main>
          </AuthUIProvider>
        </AuthProvider>
        <Scripts />
      </body>
    </html>
  );
}
