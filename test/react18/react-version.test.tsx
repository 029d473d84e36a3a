import { createRequire } from 'node:module';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { LoginForm } from 'latchkey/ui';
import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { useForm } from 'react-hook-form';
import { expect, it } from 'vitest';
import { createHarness } from '../react/harness';

// Only in vitest.react18.config.ts (`npm run test:react18`): proof that run is on React 18,
// and on one copy of it.

it('runs on React 18 and react-dom 18', () => {
  expect(version).toMatch(/^18\./);
  expect(domVersion).toBe(version);
});

it('loads no React but the React 18 copy (the root React 19 stays unloaded)', () => {
  // React and react-dom are CommonJS: every copy Node loaded, for us or a library, is here.
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  const reacts = loaded.filter((path) => /\/node_modules\/react(-dom)?\/index\.js$/.test(path));
  expect(reacts).toHaveLength(2);
  for (const path of reacts) expect(path).toContain('/.ci/react18/node_modules/');
});

it('gives TanStack Query, react-hook-form, Radix and Testing Library the same React', async () => {
  // A second copy anywhere fails this render ("Invalid hook call", or an element of the
  // other React that is "not valid as a React child").
  function Probe() {
    const form = useForm({ defaultValues: { name: 'react' } });
    const query = useQuery({ queryKey: ['probe'], queryFn: () => version });
    return <p>{`${form.getValues('name')} ${query.data ?? 'pending'}`}</p>;
  }
  createHarness().renderApp(
    <>
      <Probe />
      <LoginForm />
    </>,
  );
  expect(await screen.findByText(`react ${version}`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
