import { useSyncExternalStore } from 'react';

/**
 * A part of a component kept in a chunk of its own (`load` is an `import()`), as a hook: the
 * part once loaded, else `undefined` (render a placeholder meanwhile). Loading starts when the
 * first component using it mounts, never on a server, and a component hydrating server HTML
 * gets `undefined` first, as the server rendered: no Suspense, so `renderToString` works and
 * hydration matches. A failed load is tried again by the next component that mounts.
 */
export function lazyPart<T>(load: () => Promise<T>): () => T | undefined {
  let part: T | undefined;
  let started = false;
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    if (!started) {
      started = true;
      load().then(
        (loaded) => {
          part = loaded;
          for (const listener of listeners) listener();
        },
        () => {
          started = false;
        },
      );
    }
    return () => {
      listeners.delete(onChange);
    };
  };
  const current = () => part;
  const onServer = () => undefined;
  return () => useSyncExternalStore(subscribe, current, onServer);
}
