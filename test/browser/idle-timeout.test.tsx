import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createAuthClient } from '../../src/index';

// Issue 38 item 4 in real Chromium: two tabs of an app (iframes: documents of their own, one
// origin, one BroadcastChannel), each with IdleTimeout on a clock the test moves. WCAG 2.2.1:
// warned 20 s ahead, the time left said when the warning opens and once near the end, one
// action extends the session in every tab; at the end, signed out as idle, back through
// RedirectToSignIn with returnTo.

const baseUrl = inject('authServerUrl');
/** An upper bound on each wait (a loaded machine), never a delay: each resolves on its event. */
const WAIT_MS = 10_000;
let frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames) frame.remove();
  frames = [];
});

async function openTabs(count: number, query = '') {
  const account = {
    name: 'Idle',
    email: `idle-${crypto.randomUUID()}@example.com`,
    password: 'long enough words',
  };
  // Signed up, then out: the tabs open signed out (the browser keeps one cookie for them all).
  const seeding = createAuthClient({ baseUrl, appId: 'app-1' });
  await seeding.signupUser(account);
  await seeding.logoutUser();
  frames = Array.from({ length: count }, () => {
    const frame = document.createElement('iframe');
    frame.src = `/test/browser/fixtures/idle-tab.html?baseUrl=${encodeURIComponent(baseUrl)}${query}`;
    frame.style.inlineSize = '600px';
    frame.style.blockSize = '400px';
    document.body.append(frame);
    return frame;
  });
  const tabs = await Promise.all(
    frames.map(
      (frame) =>
        new Promise<Tab>((resolve) => frame.addEventListener('load', () => resolve(tab(frame)))),
    ),
  );
  await Promise.all(tabs.map((each) => each.status('unauthenticated')));
  await tabs[0]?.window.idleTab.client.loginUser(account);
  // The other tabs hear of it (the session's own cross-tab sync) and check.
  await Promise.all(tabs.map((each) => each.status('authenticated')));
  // Each tab's clock has started (its chunk loaded).
  await Promise.all(
    tabs.map((each) =>
      waitFor(() => expect(each.body.querySelector('[data-slot="idle-timeout"]')).not.toBeNull(), {
        container: each.body,
        timeout: WAIT_MS,
      }),
    ),
  );
  for (const each of tabs) each.body.querySelector('#navigated')?.replaceChildren();
  return tabs;
}

type Tab = ReturnType<typeof tab>;

function tab(frame: HTMLIFrameElement) {
  const window = frame.contentWindow as Window;
  const body = (frame.contentDocument as Document).body;
  const view = within(body);
  const text = (selector: string) => body.querySelector(selector)?.textContent ?? '';
  return {
    window,
    body,
    view,
    user: userEvent.setup({ document: frame.contentDocument as Document }),
    advance: (ms: number) => window.idleTab.advance(ms),
    status: (expected: string) =>
      waitFor(() => expect(text('#status')).toBe(expected), { container: body, timeout: WAIT_MS }),
    navigated: () => text('#navigated'),
    dialog: () => view.queryByRole('alertdialog', { name: 'Your session is about to end' }),
    openDialog: () =>
      waitFor(() => view.getByRole('alertdialog', { name: 'Your session is about to end' }), {
        container: body,
      }),
  };
}

describe('IdleTimeout across two tabs, in Chromium', () => {
  it('warns 20 s ahead in both tabs, with the time left said once on opening; "Stay signed in" in one closes both', async () => {
    const [a, b] = (await openTabs(2)) as [Tab, Tab];
    for (const each of [a, b]) each.advance(39_000);
    expect(a.dialog()).toBeNull();
    for (const each of [a, b]) each.advance(1_000);
    const dialogs = await Promise.all([a.openDialog(), b.openDialog()]);
    for (const dialog of dialogs) {
      expect(dialog).toHaveAccessibleDescription(
        'For your security, you will be signed out in 20 seconds.',
      );
      // The second announcement waits for the end; the countdown itself is not live.
      expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    }
    const stay = a.view.getByRole('button', { name: 'Stay signed in' });
    // Escape is not the answer it asks for: only its two buttons close it.
    await a.user.keyboard('{Escape}');
    expect(a.dialog()).not.toBeNull();
    a.advance(5_000);
    await waitFor(() => expect(dialogs[0]).toHaveTextContent('signed out in 15 seconds'), {
      container: a.body,
    });
    await a.user.click(stay);
    await waitFor(() => expect(a.dialog()).toBeNull(), { container: a.body, timeout: WAIT_MS });
    await waitFor(() => expect(b.dialog()).toBeNull(), { container: b.body, timeout: WAIT_MS });
    // Extended everywhere: a full minute again before anyone is signed out.
    for (const each of [a, b]) each.advance(30_000);
    expect(a.dialog()).toBeNull();
    expect(b.dialog()).toBeNull();
    await a.status('authenticated');
    await b.status('authenticated');
  });

  it('opens with focus on "Stay signed in", kept inside, and Escape does not close it', async () => {
    // One tab: two iframes share the browser's one focus, which two real tabs do not.
    const [a] = (await openTabs(1)) as [Tab];
    a.advance(40_000);
    const dialog = await a.openDialog();
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus(), { container: a.body, timeout: WAIT_MS });
    await a.user.keyboard('{Escape}');
    expect(a.dialog()).toBe(dialog);
    await a.user.tab();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await a.user.tab();
    expect(stay).toHaveFocus();
  });

  it('gives at least 20 s however short warnBefore is', async () => {
    const [a] = (await openTabs(1, '&warnBefore=5000')) as [Tab];
    a.advance(39_000);
    expect(a.dialog()).toBeNull();
    a.advance(1_000);
    expect(await a.openDialog()).toHaveAccessibleDescription(
      'For your security, you will be signed out in 20 seconds.',
    );
  });

  it('counts input in any tab: typing in one keeps the other from warning', async () => {
    const [a, b] = (await openTabs(2)) as [Tab, Tab];
    for (const each of [a, b]) each.advance(30_000);
    await a.user.type(a.view.getByRole('textbox', { name: 'Notes' }), 'x');
    for (const each of [a, b]) each.advance(25_000);
    expect(b.dialog()).toBeNull();
    expect(a.dialog()).toBeNull();
    // Warned 40 s after that input, in both.
    for (const each of [a, b]) each.advance(15_000);
    await Promise.all([a.openDialog(), b.openDialog()]);
  });

  it('says the time once more near the end, then signs out every tab as idle and sends it to sign in with returnTo', async () => {
    const [a, b] = (await openTabs(2)) as [Tab, Tab];
    for (const each of [a, b]) each.advance(40_000);
    const [dialog] = await Promise.all([a.openDialog(), b.openDialog()]);
    for (const each of [a, b]) each.advance(10_000);
    await waitFor(
      () =>
        expect(within(dialog).getByRole('status')).toHaveTextContent(
          'For your security, you will be signed out in 10 seconds.',
        ),
      { container: a.body, timeout: WAIT_MS },
    );
    a.advance(10_000);
    await a.status('unauthenticated idle');
    await b.status('unauthenticated idle');
    for (const each of [a, b]) {
      await waitFor(() => expect(each.navigated()).toBe('/login?returnTo=%2Frecords%3Fid%3D7'), {
        container: each.body,
      });
      expect(each.dialog()).toBeNull();
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('"Sign out" signs out at once, in every tab', async () => {
    const [a, b] = (await openTabs(2)) as [Tab, Tab];
    for (const each of [a, b]) each.advance(40_000);
    await Promise.all([a.openDialog(), b.openDialog()]);
    await a.user.click(a.view.getByRole('button', { name: 'Sign out' }));
    await a.status('unauthenticated logout');
    await waitFor(() => expect(b.dialog()).toBeNull(), { container: b.body, timeout: WAIT_MS });
  });
});
