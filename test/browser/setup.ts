import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Bounds for a failure on a busy machine (two suites on two cores), never waits: findBy and
// waitFor resolve as soon as what they look for is there, and a test ends when it is done.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// No vitest globals: Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
