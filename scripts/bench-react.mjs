#!/usr/bin/env node
// `npm run bench:react`: counts what the React layer costs an app, on the built package, in
// jsdom against the in-process reference service: session requests at start-up (50 consumers
// under StrictMode; server rendering) and renders of a useSession consumer. Fails over budget.
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/' });
for (const key of [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'Node',
  'Event',
  'MessageEvent',
]) {
  Object.defineProperty(globalThis, key, {
    value: dom.window[key],
    configurable: true,
    writable: true,
  });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const { act, createElement: h, StrictMode } = await import('react');
const { createRoot } = await import('react-dom/client');
const { renderToString } = await import('react-dom/server');
const { QueryClient, useQuery } = await import('@tanstack/react-query');
const { AuthProvider, useSession } = await import('../dist/react.js');
const { createTestAuth } = await import('../dist/testing.js');

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const sessionRequests = (auth) => auth.requests.filter((r) => r === 'GET /users/session').length;
const rows = [];

// Start-up: 50 consumers under StrictMode.
{
  // A client that does not know the session yet (a page load): the provider asks once, however
  // many consumers and StrictMode's double effects. (A client that knows, signed in or given an
  // initialSession, asks nothing.)
  const auth = createTestAuth({ clientHasApiKey: false });
  auth.requests.length = 0;
  const Consumer = () => h('p', null, useSession().status);
  const root = createRoot(document.getElementById('root'));
  const consumers = Array.from({ length: 50 }, (_, i) => h(Consumer, { key: i }));
  await act(() =>
    root.render(
      h(StrictMode, null, h(AuthProvider, { client: auth.client, crossTabSync: false }, consumers)),
    ),
  );
  await settle();
  rows.push(['session requests at start-up, 50 consumers, StrictMode', sessionRequests(auth), 1]);
  await act(() => root.unmount());
}

// Server rendering.
{
  const auth = createTestAuth();
  const Consumer = () => h('p', null, useSession().status);
  renderToString(h(AuthProvider, { client: auth.client }, h(Consumer)));
  rows.push(['session requests while rendering on a server', sessionRequests(auth), 0]);
}

// Renders of one consumer.
{
  const auth = createTestAuth({ clientHasApiKey: false });
  const { user, password } = await auth.createUser();
  let renders = 0;
  const Consumer = () => {
    const { status } = useSession();
    renders += 1;
    return h('p', null, status);
  };
  const Unrelated = () =>
    h('p', null, String(useQuery({ queryKey: ['other'], queryFn: () => 1 }).data));
  const queryClient = new QueryClient();
  const root = createRoot(document.getElementById('root'));
  await act(() =>
    root.render(
      h(
        AuthProvider,
        { client: auth.client, queryClient, crossTabSync: false },
        h(Consumer),
        h(Unrelated),
      ),
    ),
  );
  await settle();
  rows.push(['renders of a useSession consumer, mount to settled', renders, 2]);
  const before = renders;
  await act(async () => {
    for (let i = 0; i < 10; i++) queryClient.setQueryData(['other'], i);
  });
  await settle();
  rows.push(['renders caused by 10 updates of an unrelated query', renders - before, 0]);
  const beforeLogin = renders;
  await act(() => auth.client.loginUser({ email: user.email, password }));
  await settle();
  rows.push(['renders caused by a sign-in', renders - beforeLogin, 1]);
  await act(() => root.unmount());
}

console.log(`${'measure'.padEnd(58)} ${'count'.padStart(6)} ${'budget'.padStart(7)}`);
let over = false;
for (const [name, count, budget] of rows) {
  over ||= count > budget;
  console.log(
    `${name.padEnd(58)} ${String(count).padStart(6)} ${String(budget).padStart(7)}${count > budget ? '  OVER' : ''}`,
  );
}
if (over) process.exit(1);
