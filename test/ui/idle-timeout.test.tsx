import { IdleTimeout } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../react/harness';

// Issue 38 item 4: what jsdom can show of IdleTimeout (Chromium runs the tabs and the clock,
// test/browser/idle-timeout.test.tsx).

describe('IdleTimeout', () => {
  it('says in development that a warnBefore under 20 s is raised to 20 s (WCAG 2.2.1)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = createHarness();
    app.renderApp(<IdleTimeout after={60_000} warnBefore={5_000} />);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("IdleTimeout's warnBefore (5000 ms) is raised to 20 s"),
      ),
    );
    warn.mockRestore();
  });
});
