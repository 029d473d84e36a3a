import { safeReturnPath } from 'latchkey';
import { AuthProvider, useSession } from 'latchkey/react';
import { AuthFlow, AuthUIProvider } from 'latchkey/ui';
import { useState } from 'react';
import { AccountPage } from './account-page';
import { DevMailbox, mailboxHref } from './dev-mailbox';
import { HomePage } from './home-page';
import { formsLanguage } from './languages';
import { baseUrl } from './service-url';
import { SiteHeader } from './site-header';
import { type DemoRoute, paths, push, useRoute, useSearchParam } from './use-route';

/**
 * The demo: the signed-out views (AuthFlow, each on its own path, centred as a card), the
 * signed-in home, the account page and the dev mailbox, under one header, on the reference
 * service (behind the dev server's proxy, or on another origin). The app's public key is passed:
 * password recovery needs it, and it opens nothing else (the secret key never goes to a browser).
 */
export function App() {
  const [route, navigate] = useRoute();
  // Why the user is back at sign-in (a deleted account), shown over it.
  const [notice, setNotice] = useState<string | undefined>();
  // Told once: another view and back, and it is gone.
  if (notice && route !== 'login') setNotice(undefined);
  // The page a signed-out visitor was sent to sign in from (`/login?returnTo=%2Faccount`), if
  // it is a path of this site: signed in, they go back there, not home.
  const returnTo = safeReturnPath(useSearchParam('returnTo'));
  const signedOut = (reason?: string) => {
    if (reason) setNotice(reason);
    navigate('login');
  };
  return (
    <AuthProvider baseUrl={baseUrl} appId="demo-app" apiKey="demo-public-key">
      {/* Each view has its own path: the links between them are real links, followed in-app. */}
      <AuthUIProvider viewHrefs={paths} navigate={push} localization={formsLanguage}>
        <SiteHeader />
        <main className="demo-main" data-layout={route in pageRoutes ? 'page' : 'card'}>
          {route === 'home' ? (
            <HomePage onSignedOut={signedOut} />
          ) : route === 'account' ? (
            <AccountPage onSignedOut={signedOut} />
          ) : route === 'mailbox' ? (
            <DevMailbox />
          ) : (
            <>
              <AuthFlow
                view={route}
                // The flow's own moves (sign-up → verify, forgot → reset → sign-in), the page to
                // come back to carried along; the links between views go through
                // AuthUIProvider's navigate.
                onViewChange={(view) =>
                  push(
                    returnTo
                      ? `${paths[view]}?returnTo=${encodeURIComponent(returnTo)}`
                      : paths[view],
                  )
                }
                notice={notice}
                onSignedIn={() => {
                  setNotice(undefined);
                  push(returnTo ?? paths.home);
                }}
                headingLevel={1}
              />
              <MailboxHint route={route} />
            </>
          )}
        </main>
      </AuthUIProvider>
    </AuthProvider>
  );
}

/** The pages laid out as a page (a column), not as a centred card. */
const pageRoutes = { home: true, account: true, mailbox: true };

/** Under the views that send a code: where to read it (the service sends no real email). */
function MailboxHint({ route }: { route: DemoRoute }) {
  const { user } = useSession();
  if (route === 'login') return null;
  return (
    <p className="demo-hint">
      No real email is sent: codes arrive in the{' '}
      <a href={mailboxHref(user?.email)} target="_blank" rel="noreferrer">
        dev mailbox<span className="demo-visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
