import { AuthProvider, useSession } from 'latchkey/react';
import { AuthFlow, AuthUIProvider } from 'latchkey/ui';
import { useState } from 'react';
import { DevMailbox, mailboxHref } from './dev-mailbox';
import { HomePage } from './home-page';
import { baseUrl } from './service-url';
import { SiteHeader } from './site-header';
import { type DemoRoute, paths, push, useRoute } from './use-route';

/**
 * The demo: the signed-out views (AuthFlow, each on its own path, centred as a card), the
 * signed-in home and the dev mailbox, under one header, on the reference service (behind the
 * dev server's proxy, or on another origin). The app's public key is passed: password recovery
 * needs it, and it opens nothing else (the secret key never goes to a browser).
 */
export function App() {
  const [route, navigate] = useRoute();
  // Why the user is back at sign-in (a password change, a deleted account), shown over it.
  const [notice, setNotice] = useState<string | undefined>();
  // Told once: another view and back, and it is gone.
  if (notice && route !== 'login') setNotice(undefined);
  return (
    <AuthProvider baseUrl={baseUrl} appId="demo-app" apiKey="demo-public-key">
      {/* Each view has its own path: the links between them are real links, followed in-app. */}
      <AuthUIProvider viewHrefs={paths} navigate={push}>
        <SiteHeader onSignedOut={() => navigate('login')} />
        <main
          className="demo-main"
          data-layout={route === 'home' || route === 'mailbox' ? 'page' : 'card'}
        >
          {route === 'home' ? (
            <HomePage
              onSignedOut={(reason) => {
                if (reason) setNotice(reason);
                navigate('login');
              }}
            />
          ) : route === 'mailbox' ? (
            <DevMailbox />
          ) : (
            <>
              <AuthFlow
                view={route}
                // The flow's own moves (sign-up → verify, forgot → reset → sign-in); the links
                // between views go through AuthUIProvider's navigate.
                onViewChange={navigate}
                notice={notice}
                onSignedIn={() => {
                  setNotice(undefined);
                  navigate('home');
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
