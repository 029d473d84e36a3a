import { parseArgs } from 'node:util';
import { appKeysOf } from './app-keys';
import { proxyTrustOf, type TrustProxy } from './client-address';

// The command line of latchkey-server: its flags, their defaults and checks, and its help.

/** The demo app's and Storybook's dev servers: allowed by default. */
export const defaultOrigins = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:6006',
  'http://127.0.0.1:6006',
];

/** The `--help` text. */
export const usage: string = `Usage: latchkey-server [options]

  --port <n>          port (default 8787; 0 picks a free one)
  --host <h>          address (default 127.0.0.1)
  --data <dir>        keep data in this folder (default .latchkey), PGlite
  --memory            keep nothing on disk
  --app <id>:<key>    an app and its secret API key, for servers; repeatable
                      (default demo-app:demo-key)
  --public-key <id>:<key>
                      an app's public key, for browsers: it opens password
                      recovery and nothing else; repeatable (default, when no
                      --app is given, demo-app:demo-public-key)
  --origin <url>      a browser origin allowed with credentials; repeatable
                      (default the demo and Storybook dev servers)
  --allowed-host <h>  a Host name accepted besides localhost, loopback and --host
                      (.example.com allows subdomains too); repeatable
  --no-dev-mailbox    turn off GET /__dev/mailbox?email=
  --trust-proxy [n|networks]
                      behind reverse proxies: count client addresses (for the
                      per-address limits) from X-Forwarded-For, and mark the
                      session cookie Secure when X-Forwarded-Proto is https;
                      n proxies each appending (default 1; a CDN and nginx:
                      2), or the proxies' networks, comma-separated CIDR
                      (10.0.0.0/8,fd00::/8): the first entry from the right
                      outside them is the client
  --secure-cookies    always mark the session cookie Secure (behind TLS)
  --reauth-after <s>  deleting an account with a session alone needs a sign-in
                      this recent, in seconds (default 600)
  --limiter-keys <n>  windows each in-memory limit holds (default 100000;
                      --memory and --data; no window is evicted before
                      it expires, see docs/service.md)
  -h, --help          this help

DATABASE_URL=postgres://...  use a PostgreSQL server instead of the folder.`;

/** `<appId>:<key>` pairs of a repeatable flag, app id → key. */
function keysByApp(flag: string, pairs: readonly string[]): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const pair of pairs) {
    const index = pair.indexOf(':');
    if (index < 1 || index === pair.length - 1)
      throw new Error(`${flag}: "${pair}" is not <appId>:<key>`);
    keys[pair.slice(0, index)] = pair.slice(index + 1);
  }
  return keys;
}

/** `--trust-proxy` with no value (the next argument is a flag, or none) means one proxy. */
function withTrustProxyValue(argv: readonly string[]): string[] {
  return argv.map((arg, index) => {
    const next = argv[index + 1];
    return arg === '--trust-proxy' && (next === undefined || next.startsWith('-'))
      ? '--trust-proxy=1'
      : arg;
  });
}

/** `--trust-proxy`'s value: false (absent), true (one proxy), a hop count or networks. */
function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  if (value === '1') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 32) throw new Error(`--trust-proxy: "${value}" is not 1 to 32 proxies`);
    return hops;
  }
  const networks = value.split(',').map((entry) => entry.trim());
  try {
    proxyTrustOf(networks);
  } catch (error) {
    throw new Error(`--trust-proxy: ${(error as Error).message.replace(/^trustProxy: /, '')}`);
  }
  return networks;
}

/** What the command line asks for, or the reason it cannot be run. */
export function parseFlags(argv: readonly string[]) {
  const { values } = parseArgs({
    args: withTrustProxyValue(argv),
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      memory: { type: 'boolean' },
      app: { type: 'string', multiple: true },
      'public-key': { type: 'string', multiple: true },
      origin: { type: 'string', multiple: true },
      'allowed-host': { type: 'string', multiple: true },
      'no-dev-mailbox': { type: 'boolean' },
      'trust-proxy': { type: 'string' },
      'secure-cookies': { type: 'boolean' },
      'limiter-keys': { type: 'string' },
      'reauth-after': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const port = Number(values.port ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: "${values.port}" is not a port`);
  // The service's defaults and checks (a public key of an unknown app, or equal to its secret).
  const keys = appKeysOf({
    apps: values.app && keysByApp('--app', values.app),
    publicKeys: values['public-key'] && keysByApp('--public-key', values['public-key']),
  });
  const apps = Object.fromEntries(keys.apps);
  const publicKeys = Object.fromEntries(keys.publicKeys);
  const limiterKeys =
    values['limiter-keys'] === undefined ? undefined : Number(values['limiter-keys']);
  if (limiterKeys !== undefined && !(Number.isInteger(limiterKeys) && limiterKeys >= 1))
    throw new Error(`--limiter-keys: "${values['limiter-keys']}" is not a whole number above 0`);
  const reauthAfter =
    values['reauth-after'] === undefined ? undefined : Number(values['reauth-after']);
  if (reauthAfter !== undefined && !(Number.isInteger(reauthAfter) && reauthAfter >= 0))
    throw new Error(`--reauth-after: "${values['reauth-after']}" is not a number of seconds`);
  if (values.memory && values.data) throw new Error('--memory and --data exclude each other');
  return {
    help: values.help ?? false,
    port,
    host: values.host ?? '127.0.0.1',
    data: values.data ?? '.latchkey',
    memory: values.memory ?? false,
    apps,
    publicKeys,
    origins: values.origin ?? defaultOrigins,
    allowedHosts: values['allowed-host'] ?? [],
    devMailbox: !values['no-dev-mailbox'],
    trustProxy: trustProxyOf(values['trust-proxy']),
    secureCookies: values['secure-cookies'] ?? false,
    limiterKeys,
    reauthAfter,
  };
}
