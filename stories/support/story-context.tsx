import type { Decorator } from '@storybook/react-vite';
import { AuthProvider } from 'latchkey/react';
import type { AuthStory } from './auth-story';

/** The story's service, from the loader in preview.tsx. */
export function authOf(context: { loaded: Record<string, unknown> }): AuthStory {
  const auth = context.loaded.auth as AuthStory | undefined;
  if (!auth) throw new Error('The story has no auth service: is the preview loader set?');
  return auth;
}

/** Wraps the story in an AuthProvider whose client talks to the story's own service. */
export const withAuthProvider: Decorator = (Story, context) => (
  <AuthProvider client={authOf(context).client} crossTabSync={false} refetchOnWindowFocus={false}>
    <Story />
  </AuthProvider>
);
