// A static registry host on loopback for scripts/shadcn-app.mjs. It stands in for two hosts:
//   /r/styles/<style>/<name>.json: shadcn's own registry. The CLI builds the `@shadcn`
//     registry's URLs from process.env.REGISTRY_URL (default https://ui.shadcn.com/r) as
//     `${REGISTRY_URL}/styles/{style}/{name}.json` (@shadcn/registry's constants), and a bare
//     name in `registryDependencies` ("button") is an `@shadcn` item; so REGISTRY_URL is set to
//     http://127.0.0.1:<port>/r and this answers with the test's primitives, whatever the style;
//   /r/colors/<base colour>.json: the base colour of components.json, which `add` reads too;
//     test/shadcn/colors/ answers with no variables, as the app's index.css has them already;
//   /latchkey/<name>.json: latchkey's registry (the built item files), as any static host would.
// Every request is recorded; anything else answers 404 and is reported by the script, so a
// request the test did not foresee (an npm install aimed at the fake npm registry, too) shows.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const colors = join(import.meta.dirname, '..', 'colors');

/**
 * Serves `mirror` (shadcn's primitives) and `items` (latchkey's) on 127.0.0.1, a free port.
 * @param {{ mirror: string, items: string }} folders built registry folders (`shadcn build`)
 * @returns {Promise<{ url: string, requests: string[], unexpected: string[], close: () => Promise<void> }>}
 */
export async function serveRegistries({ mirror, items }) {
  const requests = [];
  const unexpected = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(`${request.method} ${path}`);
    const shadcn = /^\/r\/styles\/[\w-]+\/([\w-]+)\.json$/.exec(path);
    const color = /^\/r\/colors\/([\w-]+)\.json$/.exec(path);
    const latchkey = /^\/latchkey\/([\w-]+)\.json$/.exec(path);
    const file = shadcn
      ? join(mirror, `${shadcn[1]}.json`)
      : color
        ? join(colors, `${color[1]}.json`)
        : latchkey
          ? join(items, `${latchkey[1]}.json`)
          : undefined;
    if (request.method !== 'GET' || !file || !existsSync(file)) {
      unexpected.push(`${request.method} ${path}`);
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"not found"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the registry server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    unexpected,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
