import 'latchkey/styles.css';
import './app.css';
import { AuthProvider } from 'latchkey/react';
import { AuthUIProvider, EmailVerificationPrompt, UserButton } from 'latchkey/ui';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { appId, publicKey, viewHrefs } from './auth-config';
import { localizationFor } from './locale.server';
import { sessionMiddleware, sessionOf } from './session.server';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/**
 * The visitor's session, read on the server: the HTML is signed in or out from the start; and the
 * dictionary for their languages, so the page speaks it from the first HTML on.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { session: await sessionOf(context), localization: localizationFor(request) };
}

/** The document, also around the error page: `lang` and `dir` of the visitor's language. */
export function Layout({ children }: { children: ReactNode }) {
  const localization = useRouteLoaderData<typeof loader>('root')?.localization;
  return (
    <html lang={localization?.locale ?? 'en'} dir={localization?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The page has a dark look (app.css): latchkey's forms and menu follow the system too. */}
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <AuthProvider
      baseUrl="/api"
      appId={appId}
      apiKey={publicKey}
      initialSession={loaderData.session}
    >
      <AuthUIProvider
        navigate={(href) => navigate(href)}
        viewHrefs={viewHrefs}
        localization={loaderData.localization}
      >
        <header className="app-header">
          <Link to="/" className="app-name">
            latchkey on React Router
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
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  return (
    <main className="app-main">
      <h1>Error</h1>
      <p>{message}</p>
    </main>
  );
}
