import type { Decorator } from '@storybook/react-vite';
import { AuthUIProvider } from 'latchkey/ui';
import { type ReactNode, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { storyLocales } from '../../stories/support/locales';

// The locale of the mounted story, switched in place: a story runs (loaders, render, play) once,
// then shows each dictionary in turn, as the Storybook toolbar's locale menu does. Form messages
// are dictionary keys put in words at each render, so an error shown after a blank submit is
// measured in every language without running the play function 55 times.

let current = 'en';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Sets the locale the next story mounts with (its play function looks texts up in it). */
export function startIn(name: string) {
  current = name;
}

/** Shows the mounted story in another locale, committed before this returns. */
export function switchLocale(name: string) {
  current = name;
  flushSync(() => {
    for (const listener of listeners) listener();
  });
}

function LocaleSwitch({ children }: { children: ReactNode }) {
  const name = useSyncExternalStore(subscribe, () => current);
  return <AuthUIProvider localization={storyLocales[name]}>{children}</AuthUIProvider>;
}

/**
 * Inside the preview's own locale decorator, so it wins over it; a story's own AuthUIProvider
 * (one pinned to German) is inside this one and still wins.
 */
export const withLocaleSwitch: Decorator = (Story) => (
  <LocaleSwitch>
    <Story />
  </LocaleSwitch>
);
