import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AuthProvider } from 'latchkey/react';
import { createTestAuth } from 'latchkey/testing';
import { LoginForm } from 'latchkey/ui';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, it } from 'vitest';

// Only in vitest.react18.config.ts's browser project: the forms in Chromium are on React 18.

it('runs on React 18 and react-dom 18, one copy shared with the libraries', async () => {
  expect(version).toMatch(/^18\./);
  expect(domVersion).toBe(version);
  function Probe() {
    const query = useQuery({ queryKey: ['probe'], queryFn: () => version });
    return <p>{`react ${query.data ?? 'pending'}`}</p>;
  }
  const auth = createTestAuth({ clientHasApiKey: false });
  render(
    <AuthProvider client={auth.client} crossTabSync={false}>
      <Probe />
      <LoginForm />
    </AuthProvider>,
  );
  expect(await screen.findByText(`react ${version}`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
