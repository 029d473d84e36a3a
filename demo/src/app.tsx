import { AuthProvider } from 'latchkey/react';
import { AuthFlow } from 'latchkey/ui';
import { useState } from 'react';
import { DevMailbox } from './dev-mailbox';
import { HomePage } from './home-page';
import { ThemeSwitch } from './theme-switch';
import { useRoute } from './use-route';

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
  return (
    <AuthProvider baseUrl={baseUrl} appId="demo-app" apiKey="demo-public-key">
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
            onViewChange={(view) => {
              // Told once: another view and back, and it is gone.
              setNotice(undefined);
              navigate(view);
            }}
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
    </AuthProvider>
  );
}
