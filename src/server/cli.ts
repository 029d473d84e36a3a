import { parseFlags, usage } from './cli-flags';
import { mailPrinter, originRefusalPrinter, startupSummary } from './cli-output';
import { describeUnexpectedError } from './error-log';
import { type AuthServer, startAuthServer } from './start-auth-server';
import type { AuthStore } from './store/auth-store';
import { createMemoryStore } from './store/memory-store';
import { createPGliteStore, createPostgresStore } from './store/open-store';

// The latchkey-server command: opens the store the flags name, starts the server, prints what
// it serves, and stops cleanly on a signal.

function openStore(
  flags: ReturnType<typeof parseFlags>,
  env: NodeJS.ProcessEnv,
): Promise<AuthStore> {
  if (flags.memory) return Promise.resolve(createMemoryStore());
  if (env.DATABASE_URL) return createPostgresStore(env.DATABASE_URL);
  return createPGliteStore(flags.data);
}

/** A server the command started, with the lines that describe it. */
export interface CliServer extends AuthServer {
  /** Printed under the startup line: apps and keys, origins, data, mailbox. */
  summary: readonly string[];
}

/** Runs the command; resolves with the server once it listens (undefined for --help). */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CliServer | undefined> {
  const flags = parseFlags(argv);
  if (flags.help) {
    console.log(usage);
    return undefined;
  }
  const store = await openStore(flags, env);
  const server = await startAuthServer({
    port: flags.port,
    host: flags.host,
    apps: flags.apps,
    publicKeys: flags.publicKeys,
    origins: flags.origins,
    allowedHosts: flags.allowedHosts,
    devMailbox: flags.devMailbox,
    trustProxy: flags.trustProxy,
    // Without the flag, 'auto': Secure over https (or X-Forwarded-Proto: https under a proxy).
    secureCookies: flags.secureCookies || 'auto',
    limiterKeys: flags.limiterKeys,
    reauthAfterSeconds: flags.reauthAfter,
    mailer: mailPrinter(),
    onOriginRefused: originRefusalPrinter(),
    store,
  });
  const summary = startupSummary({
    url: server.url,
    apps: flags.apps,
    publicKeys: flags.publicKeys,
    origins: flags.origins,
    storage: flags.memory
      ? { kind: 'memory' }
      : env.DATABASE_URL
        ? { kind: 'postgres' }
        : { kind: 'folder', path: flags.data },
    devMailbox: flags.devMailbox,
  });
  return Object.assign(server, { summary });
}

/**
 * Stops cleanly on SIGTERM/SIGINT (requests in flight finish, the store is closed, exit 0),
 * then prints the startup line (always the first line: tools parse it) and the summary under
 * it: whoever waits for that line may signal at once.
 */
export function serveUntilSignalled(server: AuthServer & { summary?: readonly string[] }) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`latchkey-server: ${signal}, stopping`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(
          `latchkey-server: could not close cleanly: ${describeUnexpectedError(error)}`,
        );
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  console.log(`latchkey-server listening on ${server.url}`);
  for (const line of server.summary ?? []) console.log(line);
}
