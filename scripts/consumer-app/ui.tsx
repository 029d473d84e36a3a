// A scratch app's use of `latchkey/ui` and `latchkey/react`, compiled against the packed
// package: with the repo's @types/react 19, and with @types/react 18 (the peer range's other
// half), where every declaration file is checked too.
import type { checkServerSession } from 'latchkey';
import { AuthProvider, RequireAuth, SignedIn, SignedOut, useSession } from 'latchkey/react';
import {
  AuthFlow,
  AuthUIProvider,
  ChangePasswordForm,
  DeleteAccountForm,
  de,
  FieldControl,
  FieldRoot,
  ForgotPasswordForm,
  FormShell,
  LoginForm,
  OtpField,
  PasswordField,
  ProfileForm,
  ResetPasswordForm,
  SignupForm,
  TextField,
  useLoginForm,
  VerifyEmailForm,
} from 'latchkey/ui';
import { createRoot } from 'react-dom/client';

function CustomLogin() {
  const controller = useLoginForm({ onSuccess: (user) => console.log(user.email) });
  return (
    <FormShell controller={controller} title="Sign in" submit="Go">
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <PasswordField name="password" label="Password" autoComplete="current-password" />
      <OtpField name="code" label="Code" />
      <FieldRoot name="note" label="Note" description="Optional">
        <FieldControl>
          <input />
        </FieldControl>
      </FieldRoot>
    </FormShell>
  );
}

function Account() {
  const { user } = useSession();
  return (
    <>
      <p>{user?.email}</p>
      <ProfileForm onSuccess={(updated) => console.log(updated.email)} />
      <ChangePasswordForm />
      <DeleteAccountForm redirectTo="/" />
    </>
  );
}

type ServerSession = Awaited<ReturnType<typeof checkServerSession>>;

export function App({ session, go }: { session: ServerSession; go: (href: string) => void }) {
  return (
    <AuthProvider baseUrl="/api" appId="app_123" initialSession={session}>
      <AuthUIProvider
        localization={de}
        navigate={go}
        viewHrefs={{ login: '/login', signup: '/signup', 'forgot-password': '/forgot' }}
      >
        <SignedOut>
          <AuthFlow redirectTo="/account" />
          <LoginForm redirectTo="/account" headingLevel={1} classNames={{ root: 'login' }} />
          <SignupForm />
          <ForgotPasswordForm />
          <ResetPasswordForm />
          <VerifyEmailForm />
          <CustomLogin />
        </SignedOut>
        <SignedIn>
          <RequireAuth fallback={<p>Loading…</p>}>
            <Account />
          </RequireAuth>
        </SignedIn>
      </AuthUIProvider>
    </AuthProvider>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<App session={undefined} go={(href) => location.assign(href)} />);
}
