import { screen, waitFor } from '@testing-library/react';
import { RequireAuth, SignedOut } from 'latchkey/react';
import { RedirectToSignIn, UserButton } from 'latchkey/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadedButton, showAccountPage } from './account-page';

describe('signing out on a protected page, in Chromium', () => {
  it("the menu's Sign out goes to afterSignOutHref; the gates stay out of it", async () => {
    const onUnauthenticated = vi.fn();
    const { auth, navigate } = await showAccountPage(
      <>
        <UserButton afterSignOutHref="/goodbye" />
        <RequireAuth fallback={<RedirectToSignIn />} onUnauthenticated={onUnauthenticated}>
          <p>account page</p>
        </RequireAuth>
        <SignedOut>
          <RedirectToSignIn />
        </SignedOut>
      </>,
    );
    expect(screen.getByText('account page')).toBeVisible();
    await userEvent.click(await loadedButton('Account menu, Ada Lovelace'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await auth.settled();
    expect(navigate.mock.calls).toEqual([['/goodbye']]);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(screen.queryByText('account page')).toBeNull();
  });

  it('without a router, RedirectToSignIn replaces the page with /login?returnTo=<the page>', async () => {
    const frame = document.createElement('iframe');
    const ready = new Promise<number>((resolve) => {
      const listener = (event: MessageEvent<{ step: string; historyLength: number }>) => {
        if (event.source !== frame.contentWindow || event.data.step !== 'ready') return;
        removeEventListener('message', listener);
        resolve(event.data.historyLength);
      };
      addEventListener('message', listener);
    });
    const page = '/test/browser/fixtures/redirect-page.html?tab=items#top';
    frame.src = page;
    document.body.append(frame);
    try {
      const before = await ready;
      await waitFor(() => expect(frame.contentWindow?.location.pathname).toBe('/login'), {
        timeout: 20_000,
      });
      const landed = frame.contentWindow?.location;
      expect(landed?.search).toBe(`?returnTo=${encodeURIComponent(page)}`);
      // Replaced, not pushed: Back does not return to the page the visitor may not see.
      expect(frame.contentWindow?.history.length).toBe(before);
    } finally {
      frame.remove();
    }
  });
});
