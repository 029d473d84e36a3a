import { screen, waitFor } from '@testing-library/react';
import { useSession } from 'latchkey/react';
import { ProfileForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { sent } from './helpers';

/** As an app's signed-in page: the form mounts once the session is known. */
function SignedInPage() {
  const { status } = useSession();
  return status === 'authenticated' ? <ProfileForm /> : null;
}

describe('ProfileForm under <StrictMode>', () => {
  it('loads the profile with one request: the second mount joins the first', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ name: 'Ada Lovelace' });
    await app.signIn({ email: user.email, password });
    app.clearRequests();
    app.renderApp(<SignedInPage />, { strict: true });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    await app.settled();
    expect(sent(app, '/users/profile')).toEqual(['POST /users/profile']);
  });
});
