import { afterEach, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('authServerUrl');

/** Loads the fixture page in an iframe and records the messages it posts, in order. */
function openPage() {
  const steps: string[] = [];
  const waiting = new Set<() => void>();
  const frame = document.createElement('iframe');
  const listener = (event: MessageEvent<{ step: string }>) => {
    if (event.source !== frame.contentWindow) return;
    steps.push(event.data.step);
    for (const check of [...waiting]) check();
  };
  addEventListener('message', listener);
  frame.src = '/test/browser/fixtures/logout-page.html';
  document.body.append(frame);
  /** Resolves when the page has posted `step` `count` times (the test's timeout bounds it). */
  const until = (count: number, step: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (steps.filter((s) => s === step).length < count) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  const logout = (reloadOnLogout: boolean) =>
    frame.contentWindow?.postMessage({ baseUrl, reloadOnLogout }, location.origin);
  const close = () => {
    removeEventListener('message', listener);
    frame.remove();
  };
  return { steps, until, logout, close };
}

let page: ReturnType<typeof openPage> | undefined;
afterEach(() => page?.close());

describe('reloadOnLogout in a real browser', () => {
  it('reloads the page after the session is cleared and the callback ran', async () => {
    page = openPage();
    await page.until(1, 'ready');
    page.logout(true);
    await page.until(2, 'ready');
    expect(page.steps).toEqual(['ready', 'callback', 'navigate:reload', 'logged-out', 'ready']);
  });

  it('does not reload without the option', async () => {
    page = openPage();
    await page.until(1, 'ready');
    page.logout(false);
    await page.until(1, 'logged-out');
    // logoutUser reloads before it resolves (see the test above), and the page reports the
    // navigation the moment it is asked for: by "logged-out", a reload would have shown.
    expect(page.steps).toEqual(['ready', 'callback', 'logged-out']);
  });
});
