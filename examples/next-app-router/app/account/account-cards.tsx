'use client';
import { AccountSettings } from 'latchkey/ui';
import { useRouter } from 'next/navigation';

/**
 * `AccountSettings` with callbacks: functions cannot cross from the server-component page, so
 * this client component passes them. After a change the page's server-rendered part (the name
 * above the cards) is rendered again: `refresh()`.
 */
export function AccountCards() {
  const router = useRouter();
  const refresh = () => router.refresh();
  return (
    <AccountSettings onProfileSaved={refresh} onEmailChanged={refresh} onEmailVerified={refresh} />
  );
}
