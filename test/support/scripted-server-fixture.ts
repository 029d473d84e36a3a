import { afterAll, afterEach, beforeAll } from 'vitest';
import { type AuthClientOptions, createAuthClient } from '../../src/index';
import { type ScriptedServer, startScriptedServer } from './scripted-server';

/** Starts one scripted server for the test file, resets it after each test. */
export function scriptedServerFixture() {
  let server: ScriptedServer | undefined;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterEach(() => server?.reset());
  afterAll(() => server?.close());

  const get = () => {
    if (!server) throw new Error('the scripted server is not started');
    return server;
  };
  return {
    get server() {
      return get();
    },
    /** A client of app `app-1` pointed at the server. */
    client(options: Partial<AuthClientOptions> = {}) {
      return createAuthClient({ baseUrl: get().url, appId: 'app-1', ...options });
    },
  };
}
