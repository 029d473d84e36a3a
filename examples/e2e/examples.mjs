// The example apps: where each lives, its ports, and how it is built and started. Read by
// scripts/examples.mjs (install, build) and by each example's Playwright config (start, test),
// so the service address compiled into a build is the one the test starts.
import { delimiter, join, resolve } from 'node:path';

/** The service's address for an example (its build proxies `/api` there). */
const serviceUrl = (port) => `http://127.0.0.1:${port}`;
const folder = (name) => resolve(import.meta.dirname, '..', name);

const next = {
  name: 'next-app-router',
  dir: folder('next-app-router'),
  appPort: Number(process.env.NEXT_EXAMPLE_PORT ?? 3141),
  servicePort: Number(process.env.NEXT_EXAMPLE_SERVICE_PORT ?? 8841),
  build: [['node_modules/.bin/next', 'build']],
  start: (example) => `node_modules/.bin/next start --port ${example.appPort}`,
};

/** Type-check, then build: the same commands for React Router 7 and 8. */
const reactRouterBuild = [
  ['node', '--version'],
  ['node_modules/.bin/react-router', 'typegen'],
  ['node_modules/.bin/tsc'],
  ['node_modules/.bin/react-router', 'build'],
];

/**
 * React Router 8 (the current major, what docs/react-router.md shows). It needs Node 22.22 or
 * later: the example's own devDependency `node` (Node 22, from the npm registry) comes first on
 * its PATH, as under `npm run`, so every `#!/usr/bin/env node` tool of the build and the server
 * runs on it whatever Node runs this script.
 */
const reactRouter = {
  name: 'react-router',
  dir: folder('react-router'),
  appPort: Number(process.env.REACT_ROUTER_EXAMPLE_PORT ?? 3142),
  servicePort: Number(process.env.REACT_ROUTER_EXAMPLE_SERVICE_PORT ?? 8842),
  path: [join(folder('react-router'), 'node_modules', '.bin')],
  build: reactRouterBuild,
  start: () => 'node_modules/.bin/react-router-serve ./build/server/index.js',
};

/**
 * React Router 7: the same app (examples/react-router/app, copied in before the build) with
 * React Router 7's packages and config, on this machine's Node.
 */
const reactRouter7 = {
  name: 'react-router-7',
  dir: folder('react-router-7'),
  appPort: Number(process.env.REACT_ROUTER_7_EXAMPLE_PORT ?? 3143),
  servicePort: Number(process.env.REACT_ROUTER_7_EXAMPLE_SERVICE_PORT ?? 8843),
  copy: { from: folder('react-router'), paths: ['app', 'public'] },
  build: reactRouterBuild,
  start: () => 'node_modules/.bin/react-router-serve ./build/server/index.js',
};

/**
 * TanStack Start (what docs/tanstack-start.md shows): Vite builds the client and the server's
 * fetch handler, `tsc` checks the app with the route tree the build generated, and srvx serves it
 * (`dist/client` as files). Start needs Node 22.12 or later: the example's own `node` comes first
 * on its PATH, as for React Router 8.
 */
const tanstackStart = {
  name: 'tanstack-start',
  dir: folder('tanstack-start'),
  appPort: Number(process.env.TANSTACK_START_EXAMPLE_PORT ?? 3144),
  servicePort: Number(process.env.TANSTACK_START_EXAMPLE_SERVICE_PORT ?? 8844),
  path: [join(folder('tanstack-start'), 'node_modules', '.bin')],
  build: [
    ['node', '--version'],
    ['node_modules/.bin/vite', 'build', '--logLevel', 'warn'],
    ['node_modules/.bin/tsc', '--noEmit'],
  ],
  start: (example) =>
    `node_modules/.bin/srvx --prod --port ${example.appPort} -s ../client dist/server/server.js`,
};

/** Every example, by name. */
export const examples = Object.fromEntries(
  [next, reactRouter, reactRouter7, tanstackStart].map((example) => [
    example.name,
    {
      ...example,
      serviceUrl: serviceUrl(example.servicePort),
      /** What both the build and the server read. */
      env: {
        LATCHKEY_SERVICE_URL: serviceUrl(example.servicePort),
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(example.appPort),
        ...(example.path && {
          PATH: [...example.path, process.env.PATH ?? ''].join(delimiter),
        }),
      },
    },
  ]),
);
