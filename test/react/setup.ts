import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Bounds for a failure on a busy machine (two suites on two cores), never waits: findBy and
// waitFor resolve as soon as what they look for is there, and a test ends when it is done. A UI
// test types through user-event (a dozen events per character) and waits on the service.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  // Tests that play "offline" must not leave TanStack Query believing it.
  onlineManager.setOnline(true);
});
