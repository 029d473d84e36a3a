import { afterEach, describe, expect, inject, it } from 'vitest';
import { createAuthClient } from '../../src/index';

const baseUrl = inject('authServerUrl');

interface Heard {
  tab: string;
  status: string;
  user: string | null;
}

/** Two tabs of the app (same origin, separate documents), each with its own AuthProvider. */
function openTabs() {
  const heard: Heard[] = [];
  const waiting = new Set<() => void>();
  const listener = (event: MessageEvent<Heard>) => {
    if (event.origin !== location.origin || !event.data?.tab) return;
    heard.push(event.data);
    for (const check of [...waiting]) check();
  };
  addEventListener('message', listener);
  const frames = ['a', 'b'].map((tab) => {
    const frame = document.createElement('iframe');
    frame.src = `/test/browser/fixtures/tab.html?tab=${tab}&baseUrl=${encodeURIComponent(baseUrl)}`;
    document.body.append(frame);
    return frame;
  });
  const last = (tab: string) => heard.filter((h) => h.tab === tab).at(-1);
  /** Resolves when `tab` last reported `status` (the test's timeout bounds it). */
  const until = (tab: string, status: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (last(tab)?.status !== status) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  const send = (index: number, message: Record<string, unknown>) =>
    frames[index]?.contentWindow?.postMessage(message, location.origin);
  const close = () => {
    removeEventListener('message', listener);
    for (const frame of frames) frame.remove();
  };
  return { heard, last, until, send, close };
}

let tabs: ReturnType<typeof openTabs> | undefined;
afterEach(() => tabs?.close());

describe('cross-tab sync in real Chromium (BroadcastChannel)', () => {
  it('a login in one tab signs in the other; a logout in the other signs out the first', async () => {
    const account = {
      name: 'Tabby',
      email: `tabby-${crypto.randomUUID()}@example.com`,
      password: 'correct horse battery',
    };
    const seeding = createAuthClient({ baseUrl, appId: 'app-1' });
    await seeding.signupUser(account);
    await seeding.logoutUser();

    tabs = openTabs();
    await tabs.until('a', 'unauthenticated');
    await tabs.until('b', 'unauthenticated');

    tabs.send(0, { action: 'login', email: account.email, password: account.password });
    await tabs.until('a', 'authenticated');
    await tabs.until('b', 'authenticated');
    expect(tabs.last('b')?.user).toBe(account.email);

    tabs.send(1, { action: 'logout' });
    await tabs.until('b', 'unauthenticated');
    await tabs.until('a', 'unauthenticated');
  });
});
