import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultOrigins, parseFlags } from '../../src/server/cli-flags';
import { cliHarness, cliTimeout, post } from './cli-harness';

const cli = cliHarness();
const run = cli.run;

const account = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' };

describe('parseFlags', () => {
  it('has the contract’s defaults', () => {
    expect(parseFlags([])).toEqual({
      help: false,
      port: 8787,
      host: '127.0.0.1',
      data: '.latchkey',
      memory: false,
      apps: { 'demo-app': 'demo-key' },
      publicKeys: { 'demo-app': 'demo-public-key' },
      origins: defaultOrigins,
      allowedHosts: [],
      devMailbox: true,
      trustProxy: false,
      secureCookies: false,
      limiterKeys: undefined,
      reauthAfter: undefined,
    });
  });

  it('reads every flag, repeatable ones included', () => {
    const flags = parseFlags([
      '--port',
      '0',
      '--host',
      '::1',
      '--memory',
      '--app',
      'a:k1',
      '--app',
      'b:k:2',
      '--public-key',
      'a:pk1',
      '--origin',
      'http://x.test',
      '--origin',
      'http://y.test',
      '--no-dev-mailbox',
      '--trust-proxy',
      '--secure-cookies',
      '--allowed-host',
      'auth.test',
      '--allowed-host',
      '.dev.test',
      '--limiter-keys',
      '500',
      '--reauth-after',
      '120',
    ]);
    expect(flags).toMatchObject({
      reauthAfter: 120,
      limiterKeys: 500,
      trustProxy: true,
      secureCookies: true,
      allowedHosts: ['auth.test', '.dev.test'],
      port: 0,
      host: '::1',
      memory: true,
      apps: { a: 'k1', b: 'k:2' },
      publicKeys: { a: 'pk1' },
      origins: ['http://x.test', 'http://y.test'],
      devMailbox: false,
    });
  });

  it.each([
    [['--port', 'abc']],
    [['--port', '70000']],
    [['--app', 'no-colon']],
    [['--app', ':key']],
    [['--public-key', 'demo-app']],
    [['--app', 'a:k', '--public-key', 'b:p']],
    [['--app', 'a:k', '--public-key', 'a:k']],
    [['--memory', '--data', 'x']],
    [['--limiter-keys', '0']],
    [['--limiter-keys', '1.5']],
    [['--reauth-after', '-1']],
    [['--unknown']],
  ])('refuses %j', (args) => {
    expect(() => parseFlags(args)).toThrow();
  });
});

describe('latchkey-server, the command', () => {
  it(
    'serves on the port it prints, keeps data in --data across a SIGTERM restart, exits 0',
    async () => {
      const data = join(cli.work, 'data');
      const first = await run(['--port', '0', '--data', data]);
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await post(first.url, '/users/signup', account)).status).toBe(201);
      const sent = await post(
        first.url,
        '/users/forgot-password',
        { email: account.email },
        { 'X-API-Key': 'demo-key' },
      );
      expect(sent.status).toBe(200);
      // The child's stdout may arrive after the HTTP answer: wait for the line.
      const mailLine = /mail to ada@example.com \(reset-password\): code \d{6}/;
      expect(await first.waitFor(mailLine)).toMatch(mailLine);
      const mailbox = await (
        await fetch(`${first.url}/__dev/mailbox?email=ada@example.com`)
      ).json();
      expect(mailbox.messages).toHaveLength(1);
      first.child.kill('SIGTERM');
      expect(await first.exit).toBe(0);

      const second = await run(['--port', '0', '--data', data]);
      const login = await post(second.url, '/users/login', {
        email: account.email,
        password: account.password,
      });
      expect(login.status).toBe(200);
      second.child.kill('SIGINT');
      expect(await second.exit).toBe(0);
    },
    cliTimeout(2),
  );

  it(
    'loses nothing it acknowledged when killed with SIGKILL',
    async () => {
      const data = join(cli.work, 'killed');
      const first = await run(['--port', '0', '--data', data]);
      expect((await post(first.url, '/users/signup', account)).status).toBe(201);
      first.child.kill('SIGKILL');
      await first.exit;
      const second = await run(['--port', '0', '--data', data]);
      expect(
        (
          await post(second.url, '/users/login', {
            email: account.email,
            password: account.password,
          })
        ).status,
      ).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exit).toBe(0);
    },
    cliTimeout(2),
  );

  it(
    'refuses a second server on the same --data folder, naming the folder and the holder',
    async () => {
      const data = join(cli.work, 'shared');
      const first = await run(['--port', '0', '--data', data]);
      const second = cli.spawn(['--port', '0', '--data', data]);
      let output = '';
      const code = await new Promise((resolve) => {
        second.on('exit', resolve);
        const read = (chunk: Buffer) => {
          output += chunk;
          // Had it started anyway, stop it rather than leave it running.
          if (output.includes('listening')) second.kill('SIGKILL');
        };
        second.stdout?.on('data', read);
        second.stderr?.on('data', read);
      });
      expect(code).not.toBe(0);
      expect(output).not.toContain('listening');
      expect(output).toContain(data);
      expect(output).toContain(`pid ${first.child.pid}`);
      // The first one is untouched, and once it stops the folder is free again.
      expect((await post(first.url, '/users/signup', account)).status).toBe(201);
      first.child.kill('SIGTERM');
      expect(await first.exit).toBe(0);
      const third = await run(['--port', '0', '--data', data]);
      third.child.kill('SIGTERM');
      expect(await third.exit).toBe(0);
    },
    cliTimeout(3),
  );

  it(
    '--memory keeps nothing; --app sets the apps; --no-dev-mailbox hides the mailbox',
    async () => {
      const server = await run([
        '--port',
        '0',
        '--memory',
        '--app',
        'shop:shop-key',
        '--no-dev-mailbox',
      ]);
      const signup = await post(server.url, '/users/signup', account, { 'X-App-Id': 'shop' });
      expect(signup.status).toBe(201);
      expect((await post(server.url, '/users/signup', account)).status).toBe(400);
      expect((await fetch(`${server.url}/__dev/mailbox?email=${account.email}`)).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    },
    cliTimeout(1),
  );

  it(
    'explains a bad flag and exits 1',
    async () => {
      const child = cli.spawn(['--port', 'nope']);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk;
      });
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('--port');
      expect(stderr).toContain('--help');
    },
    cliTimeout(1),
  );
});
