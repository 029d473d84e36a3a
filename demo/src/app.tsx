import { AuthProvider } from 'latchkey/react';
import { AuthFlow, AuthUIProvider } from 'latchkey/ui';
import { useState } from 'react';
import { DevMailbox } from './dev-mailbox';
import { HomePage } from './home-page';
import { ThemeSwitch } from './theme-switch';
import { paths, push, useRoute } from './use-route';

/**
 * Where the service answers: the page's own origin (the dev server's proxy forwards to it), or
 * an absolute URL given at build time for a service on another origin.
 */
const baseUrl = import.meta.env.VITE_LATCHKEY_BASE_URL || window.location.origin;

/**
 * The demo: the signed-out views (AuthFlow, each on its own path) and the signed-in home, on the
 * reference service (behind the dev server's proxy, or on another origin). The app's public key
 * is passed: password recovery needs it, and it opens nothing else (the secret key never goes
 * to a browser).
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
        <header className="demo-header">
          <a href="/">latchkey demo</a>
          <ThemeSwitch />
        </header>
        <main className="demo-main">
          {route === 'home' ? (
            <HomePage
              onSignedOut={(reason) => {
                if (reason) setNotice(reason);
                navigate('login');
              }}
            />
          ) : (
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
          )}
        </main>
        <DevMailbox />
      </AuthUIProvider>
    </AuthProvider>
  );
}
