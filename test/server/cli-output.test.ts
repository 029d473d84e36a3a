import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliHarness, cliTimeout, post } from './cli-harness';

const cli = cliHarness();

describe('what latchkey-server prints', () => {
  it(
    'the listening line first, then the apps and keys, origins, data folder and mailbox',
    async () => {
      const data = join(cli.work, 'printed');
      const server = await cli.run([
        '--port',
        '0',
        '--data',
        data,
        '--app',
        'shop:shop-key',
        '--public-key',
        'shop:shop-public',
        '--origin',
        'http://app.test:5173',
      ]);
      const output = await server.waitFor(/mailbox: /);
      expect(output.split('\n')[0]).toMatch(
        /^latchkey-server listening on http:\/\/127\.0\.0\.1:\d+$/,
      );
      expect(output).toMatch(/apps: +shop \(API key shop-key, public key shop-public\)/);
      expect(output).toMatch(/origins: +http:\/\/app\.test:5173 .*--origin/);
      expect(output).toContain(data);
      expect(output).toContain(`mailbox: ${server.url}/__dev/mailbox?email=`);
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    },
    cliTimeout(1),
  );

  it(
    'a line naming --origin when it refuses a browser origin, once per origin; none behind a proxy',
    async () => {
      const server = await cli.run(['--port', '0', '--memory']);
      // As Chromium sends a fetch from a page on `origin` to this service: another origin.
      const fromOrigin = (origin: string) =>
        fetch(`${server.url}/users/session`, {
          headers: {
            'X-App-Id': 'demo-app',
            Origin: origin,
            'Sec-Fetch-Site': 'same-site',
            'Sec-Fetch-Mode': 'cors',
          },
        });
      // A page calling its own origin, through its dev server's proxy: it worked, nothing to say.
      await post(
        server.url,
        '/users/login',
        { email: 'nobody@example.com', password: 'wrong password' },
        { Origin: 'http://localhost:3001', 'Sec-Fetch-Site': 'same-origin' },
      );
      await fromOrigin('http://localhost:3000');
      await fromOrigin('http://localhost:5173');
      await fromOrigin('http://localhost:3000');
      await fromOrigin('http://localhost:4000');
      const output = await server.waitFor(/refused CORS for origin http:\/\/localhost:4000/);
      const lines = output.split('\n').filter((line) => line.includes('refused CORS'));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('--origin http://localhost:3000');
      // An allowed origin (a default one) is not reported.
      expect(output).not.toContain('refused CORS for origin http://localhost:5173');
      expect(output).not.toContain('http://localhost:3001');
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    },
    cliTimeout(1),
  );
});
