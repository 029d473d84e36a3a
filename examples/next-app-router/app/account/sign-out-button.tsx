'use client';
import { useLogout } from 'latchkey/react';
import { useRouter } from 'next/navigation';

/**
 * Signs out, then goes to sign-in (whatever the service answered: the session is gone here).
 * `refresh()` empties the Router Cache: Back would otherwise show the signed-in page it holds.
 */
export function SignOutButton() {
  const logout = useLogout();
  const router = useRouter();
  const signedOut = () => {
    router.push('/login');
    router.refresh();
  };
  return (
    <button
      type="button"
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: signedOut })}
    >
      Sign out
    </button>
  );
}
