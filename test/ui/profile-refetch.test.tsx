import { act, screen, waitFor } from '@testing-library/react';
import { authKeys } from 'latchkey/react';
import { ProfileForm } from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../react/harness';
import { setupUser } from './helpers';

// Issue 16: a refetch of the profile (window focus, an invalidation after another mutation)
// while the user is typing must not wipe the edit in progress; fields the user has not touched
// take the fresh values. (Planted: without keepDirtyValues no other test failed.)

async function editingProfile() {
  const app = createHarness();
  const { user, password } = await app.createUser({ name: 'Ada Lovelace', phone: '+44 1' });
  await app.signIn({ email: user.email, password });
  app.renderApp(<ProfileForm />);
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
  const u = setupUser();
  await u.clear(screen.getByLabelText('Name'));
  await u.type(screen.getByLabelText('Name'), 'Ada King');
  // Meanwhile the record changes elsewhere (another tab, an admin): the refetch brings it.
  await app.service.store.updateUser('test-app', user.id, { phone: '+44 2' });
  app.clearRequests();
  return { app, user };
}

describe('ProfileForm: a profile refetch while editing', () => {
  it('after an invalidation keeps the edit and shows the fresh untouched fields', async () => {
    const { app, user } = await editingProfile();
    await act(() => app.queryClient.invalidateQueries({ queryKey: authKeys.profile(user.id) }));
    await app.settled();
    expect(app.requests).toContain('POST /users/profile');
    // The refetch landed (an untouched field shows the new value) and the edit survived it.
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 2'));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King');
  });

  it('after the window regains focus keeps the edit', async () => {
    const { app, user } = await editingProfile();
    // Stale, as it would be minutes later (no refetch yet): the focus refetches it.
    await act(() =>
      app.queryClient.invalidateQueries({
        queryKey: authKeys.profile(user.id),
        refetchType: 'none',
      }),
    );
    await app.settled();
    expect(app.requests).toEqual([]);
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await app.settled();
    expect(app.requests).toContain('POST /users/profile');
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('+44 2'));
    expect(screen.getByLabelText('Name')).toHaveValue('Ada King');
  });
});
