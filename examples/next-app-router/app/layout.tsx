import { GeistMono } from 'geist/font/mono';
import { GeistSans } from 'geist/font/sans';
import { EmailVerificationPrompt, UserButton } from 'latchkey/ui';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { type ReactNode, Suspense } from 'react';
import { localizationFor } from '../lib/locale';
import { getSession } from '../lib/session';
import './globals.css';
import { Providers } from './providers';

export const metadata: Metadata = {
  title: 'latchkey on Next.js',
  description: 'Sign-up, sign-in and an account page on latchkey',
};

/** The page has a dark look (globals.css): latchkey's forms and menu follow the system too. */
export const viewport: Viewport = { colorScheme: 'light dark' };

/**
 * Every page depends on who asks (the session, the languages): with Cache Components, a request's
 * data is read inside `<Suspense>`. Around the whole document, it renders every page per request,
 * signed in or out and in the visitor's language from the first byte.
 */
export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <Suspense>
      <Document>{children}</Document>
    </Suspense>
  );
}

/** Reads the visitor's session and languages on the server; `<html lang dir>` follows them. */
async function Document({ children }: { children: ReactNode }) {
  const [session, requestHeaders] = await Promise.all([getSession(), headers()]);
  const localization = localizationFor(requestHeaders.get('accept-language'));
  return (
    <html
      lang={localization.locale}
      dir={localization.dir}
      className={`${GeistSans.variable} ${GeistMono.variable} h-full antialiased`}
    >
      <body className="min-h-full flex flex-col">
        <Providers initialSession={session} localization={localization}>
          <header className="app-header">
            <Link href="/" className="app-name">
              latchkey on Next.js
            </Link>
            <nav aria-label="Site">
              <Link href="/account">Your account</Link>
            </nav>
            <UserButton afterSignOutHref="/login" signInLink />
          </header>
          <EmailVerificationPrompt className="app-prompt" />
          <main className="app-main">{children}</main>
        </Providers>
      </body>
    </html>
  );
}
