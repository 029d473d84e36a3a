// The example apps: where each lives, its ports, and how it is built and started. Read by
// scripts/examples.mjs (install, build) and by each example's Playwright config (start, test),
// so the service address compiled into a build is the one the test starts.
import { resolve } from 'node:path';

/** The service's address for an example (its build proxies `/api` there). */
const serviceUrl = (port) => `http://127.0.0.1:${port}`;

const next = {
  name: 'next-app-router',
  dir: resolve(import.meta.dirname, '..', 'next-app-router'),
  appPort: Number(process.env.NEXT_EXAMPLE_PORT ?? 3141),
  servicePort: Number(process.env.NEXT_EXAMPLE_SERVICE_PORT ?? 8841),
  build: [['node_modules/.bin/next', 'build']],
  start: (example) => `node_modules/.bin/next start --port ${example.appPort}`,
};

const reactRouter = {
  name: 'react-router',
  dir: resolve(import.meta.dirname, '..', 'react-router'),
  appPort: Number(process.env.REACT_ROUTER_EXAMPLE_PORT ?? 3142),
  servicePort: Number(process.env.REACT_ROUTER_EXAMPLE_SERVICE_PORT ?? 8842),
  build: [
    ['node_modules/.bin/react-router', 'typegen'],
    ['node_modules/.bin/tsc'],
    ['node_modules/.bin/react-router', 'build'],
  ],
  start: () => 'node_modules/.bin/react-router-serve ./build/server/index.js',
};

/** Every example, by name. */
export const examples = Object.fromEntries(
  [next, reactRouter].map((example) => [
    example.name,
    {
      ...example,
      serviceUrl: serviceUrl(example.servicePort),
      /** What both the build and the server read. */
      env: {
        LATCHKEY_SERVICE_URL: serviceUrl(example.servicePort),
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(example.appPort),
      },
    },
  ]),
);
