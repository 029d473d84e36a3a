import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import {
  AuthProvider,
  type AuthProviderConfigProps,
  useAuthClient,
  useSession,
} from 'latchkey/react';
import { createTestAuth } from 'latchkey/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 23: an AuthProvider makes its client once, and an `apiKey`, `baseUrl` or `appId` given
// later was silently ignored (forgot-password kept saying the key was missing). They stay fixed
// once mounted, but a development build now says so, and names the way out: a `key`.

const auth = createTestAuth({ appId: 'app-a', apps: { 'app-a': 'key-a' } });

/** The service behind the page's own fetch (the provider's client uses the global one). */
function serveThroughFetch() {
  const sent: { path: string; apiKey: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ path: new URL(request.url).pathname, apiKey: request.headers.get('X-API-Key') });
    return auth.service(request);
  });
  return sent;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let client: ReturnType<typeof useAuthClient> | undefined;
function Probe() {
  client = useAuthClient();
  const { status, user } = useSession();
  return <p data-testid="status">{`${status}${user ? ` ${user.name}` : ''}`}</p>;
}
const currentClient = () => {
  if (!client) throw new Error('The probe has not rendered.');
  return client;
};

type Props = Omit<AuthProviderConfigProps, 'baseUrl' | 'appId'> & { providerKey?: string };
const user = { id: 'u1', name: 'Ada', email: 'ada@example.com' };

function renderProvider(props: Props) {
  const queryClient = new QueryClient();
  const page = ({ providerKey, ...next }: Props) => (
    <AuthProvider
      key={providerKey}
      baseUrl="http://latchkey.test"
      appId="app-a"
      queryClient={queryClient}
      crossTabSync={false}
      refetchOnWindowFocus={false}
      initialSession={{ authenticated: true, user }}
      {...next}
    >
      <Probe />
    </AuthProvider>
  );
  const view = render(page(props));
  return { rerender: (next: Props) => view.rerender(page(next)) };
}

describe('AuthProvider props that change after the first render', () => {
  it('a development build says that baseUrl, appId and apiKey are fixed once mounted', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderProvider({});
    expect(errors).not.toHaveBeenCalled();
    page.rerender({ apiKey: 'key-a' });
    page.rerender({ apiKey: 'key-a' });
    expect(errors).toHaveBeenCalledOnce();
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      'baseUrl, appId and apiKey are fixed once it is mounted',
    );
    expect(String(errors.mock.calls[0]?.[0])).toContain('`key`');
  });

  it('with a `key` that changes with them, the new key is used', async () => {
    const sent = serveThroughFetch();
    const page = renderProvider({});
    await expect(
      currentClient().requestResetUserPasswordOTP({ email: user.email }),
    ).rejects.toMatchObject({ code: 'api_key_required' });
    page.rerender({ apiKey: 'key-a', providerKey: 'key-a' });
    expect(screen.getByTestId('status').textContent).toBe('authenticated Ada');
    await currentClient().requestResetUserPasswordOTP({ email: user.email });
    expect(sent).toEqual([{ path: '/users/forgot-password', apiKey: 'key-a' }]);
  });
});
