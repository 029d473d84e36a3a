// A scratch app's use of `latchkey/react`, compiled against the packed package.
import { AuthProvider, authKeys, useLogin, useSession } from 'latchkey/react';

type IsAny<T> = 0 extends 1 & T ? true : false;

function Header() {
  const { status, user } = useSession();
  const login = useLogin();
  const typed: [IsAny<typeof login>, IsAny<typeof user>] = [false, false];
  return (
    <button
      type="button"
      data-typed={typed.join()}
      onClick={() => login.mutate({ email: 'ada@example.com', password: 'pw' })}
    >
      {status === 'authenticated' ? user?.name : 'Sign in'} {authKeys.user().join('/')}
    </button>
  );
}

export const app = (
  <AuthProvider baseUrl="https://auth.example.com/api" appId="app_123">
    <Header />
  </AuthProvider>
);
