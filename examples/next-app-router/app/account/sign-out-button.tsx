'use client';
import { useLogout } from 'latchkey/react';
import { useRouter } from 'next/navigation';

/** Signs out, then goes to sign-in (whatever the service answered: the session is gone here). */
export function SignOutButton() {
  const logout = useLogout();
  const router = useRouter();
  return (
    <button
      type="button"
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => router.push('/login') })}
    >
      Sign out
    </button>
  );
}
