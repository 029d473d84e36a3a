import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { AuthProvider } from 'latchkey/react';
import { createTestAuth, type TestAuthOptions } from 'latchkey/testing';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import '../../../src/styles.css';

export type Theme = 'light' | 'dark';

/**
 * A page of its own for a form (a main landmark and an h1, as an app would) on the in-browser
 * reference service, with `data-theme` on <html> (dialogs portal to <body>).
 */
export function createPage(theme: Theme, options: TestAuthOptions = {}) {
  const auth = createTestAuth({ clientHasApiKey: false, ...options });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = 'en';
  document.title = 'latchkey form';
  const show = (ui: ReactNode) =>
    render(
      <AuthProvider client={auth.client} queryClient={queryClient} crossTabSync={false}>
        <main>
          <h1>Account</h1>
          {ui}
        </main>
      </AuthProvider>,
    );
  return { auth, show };
}

/**
 * axe-core with its default rules (best practices included) finds nothing on the page; with
 * `wcag22`, WCAG 2.2 AA's too (target-size, which axe leaves off by default).
 */
export async function expectNoAxeViolations(state: string, { wcag22 = false } = {}) {
  const { violations } = await axe.run(document, {
    resultTypes: ['violations'],
    ...(wcag22 ? { rules: { 'target-size': { enabled: true } } } : {}),
  });
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join('; ')}`,
  );
  expect(found, state).toEqual([]);
}
