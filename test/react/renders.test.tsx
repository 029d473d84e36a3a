import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useSession } from 'latchkey/react';
import { describe, expect, it } from 'vitest';
import { createHarness, eventually } from './harness';

function counter() {
  const renders: string[] = [];
  function Consumer() {
    const { status, user, isOffline } = useSession();
    renders.push(`${status}:${user?.name ?? '-'}:${isOffline}`);
    return <p data-testid="consumer">{status}</p>;
  }
  return { renders, Consumer };
}

describe('re-renders of a useSession consumer', () => {
  it('renders at most twice from mount to a settled status, then only on a change', async () => {
    const app = createHarness();
    const { user, password } = await app.createUser({ name: 'Counted' });
    const { renders, Consumer } = counter();
    function Unrelated() {
      const { data } = useQuery({ queryKey: ['unrelated'], queryFn: () => 1 });
      return <p>{data}</p>;
    }
    app.renderApp(
      <>
        <Consumer />
        <Unrelated />
      </>,
    );
    await eventually(() =>
      expect(screen.getByTestId('consumer').textContent).toBe('unauthenticated'),
    );
    await app.settled();
    expect(renders).toEqual(['loading:-:false', 'unauthenticated:-:false']);

    // Unrelated queries and a session check that changes nothing: no render.
    await act(async () => {
      app.queryClient.setQueryData(['unrelated'], 2);
      await app.client.checkUserSession();
      await app.queryClient.refetchQueries({ queryKey: ['latchkey', 'session'] });
    });
    await app.settled();
    expect(renders).toHaveLength(2);

    // A change renders once.
    await act(() => app.client.loginUser({ email: user.email, password }));
    await eventually(() => expect(renders.at(-1)).toBe('authenticated:Counted:false'));
    expect(renders.filter((r) => r.startsWith('authenticated'))).toHaveLength(1);
  });

  it('with an initialSession it renders once', async () => {
    const app = createHarness();
    const { user } = await app.createUser({ name: 'Seeded' });
    const { renders, Consumer } = counter();
    app.renderApp(<Consumer />, { initialSession: { authenticated: true, user } });
    await app.settled();
    expect(renders).toEqual(['authenticated:Seeded:false']);
  });
});
