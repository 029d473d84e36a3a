import { afterEach, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('authServerUrl');

/** Loads the fixture page in an iframe and records the messages it posts, in order. */
function openPage() {
  const steps: string[] = [];
  const frame = document.createElement('iframe');
  const listener = (event: MessageEvent<{ step: string }>) => {
    if (event.source === frame.contentWindow) steps.push(event.data.step);
  };
  addEventListener('message', listener);
  frame.src = '/test/browser/fixtures/logout-page.html';
  document.body.append(frame);
  const until = async (count: number, step: string) => {
    for (let i = 0; i < 500 && steps.filter((s) => s === step).length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(steps.filter((s) => s === step)).toHaveLength(count);
  };
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
    expect(page.steps).toEqual(['ready', 'callback', 'logged-out', 'ready']);
  });

  it('does not reload without the option', async () => {
    page = openPage();
    await page.until(1, 'ready');
    page.logout(false);
    await page.until(1, 'logged-out');
    // A reload would post "ready" again within a few frames; give it ample time to show up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.steps).toEqual(['ready', 'callback', 'logged-out']);
  });
});
