import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createAuthClient, NetworkError } from '../../src/index';
import { scriptedServerFixture } from '../support/scripted-server-fixture';

const fixture = scriptedServerFixture();

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('NetworkError', () => {
  it('when the connection is refused', async () => {
    const client = createAuthClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      appId: 'a',
    });
    const error = await client.getUserProfile({ userId: 'u1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'network', operation: 'getUserProfile' });
    expect((error as NetworkError).cause).toBeInstanceOf(Error);
    expect((error as NetworkError).status).toBeUndefined();
  });

  it('when the server drops the connection', async () => {
    fixture.server.script(() => 'drop');
    const error = await fixture
      .client()
      .loginUser({ email: 'a@x.io', password: 'p' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'network', operation: 'loginUser' });
  });

  it('when no answer comes within timeoutMs', async () => {
    fixture.server.script(() => 'hang');
    const started = Date.now();
    const error = await fixture
      .client({ timeoutMs: 150 })
      .updateUser({ userId: 'u1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect((error as Error).message).toContain('150 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('when the body stalls past timeoutMs', async () => {
    fixture.server.script(() => 'hang-body');
    const error = await fixture
      .client({ timeoutMs: 150 })
      .getUser({ id: 'u1' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'timeout' });
  });

  it('when the caller aborts mid-flight, keeping the abort reason as cause', async () => {
    fixture.server.script(() => 'hang');
    const controller = new AbortController();
    const pending = fixture
      .client({ timeoutMs: 0 })
      .deleteUser({ userId: 'u1' }, { signal: controller.signal });
    await fixture.server.received(1);
    const reason = new Error('user left the page');
    controller.abort(reason);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ reason: 'abort', operation: 'deleteUser' });
    expect((error as NetworkError).cause).toBe(reason);
  });

  it('checkUserSession does not reject: it answers {authenticated:false, error}', async () => {
    fixture.server.script(() => 'drop');
    const result = await fixture.client().checkUserSession();
    expect(result.authenticated).toBe(false);
    expect(result.error).toBeInstanceOf(NetworkError);
  });
});
