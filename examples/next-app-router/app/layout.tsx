import './globals.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getSession } from '../lib/session';
import { Providers } from './providers';

export const metadata: Metadata = { title: 'latchkey on Next.js' };

/** Reads the visitor's session on the server: the HTML is signed in or out from the start. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  const acceptLanguage = (await headers()).get('accept-language') ?? '';
  return (
    <html lang="en">
      <body className="app">
        <Providers initialSession={session} acceptLanguage={acceptLanguage}>
          <header className="app-header">
            <a href="/">latchkey on Next.js</a>
            <nav aria-label="Site">
              <Link href="/account">Your account</Link>
            </nav>
          </header>
          <main className="app-main">{children}</main>
        </Providers>
      </body>
    </html>
  );
}
