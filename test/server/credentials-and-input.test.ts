import { describe, expect, it } from 'vitest';
import { createAuthService } from '../../src/server';
import { KEY, OTHER_KEY, PASSWORD, serviceFixture } from './service-fixture';

const svc = serviceFixture();

describe('app and API key', () => {
  it('a wrong key, or the key of another app, is 401 invalid_api_key', async () => {
    const user = await svc.signup();
    for (const apiKey of ['wrong-key', OTHER_KEY]) {
      const answer = await svc.call('GET', `/users/check-user/${user.id}`, { apiKey });
      expect(answer).toMatchObject({
        status: 401,
        body: { error: 'invalid_api_key', message: expect.any(String) },
      });
    }
    const unknownApp = await svc.call('GET', '/users/session', {
      appId: 'no-such-app',
      apiKey: KEY,
    });
    expect(unknownApp.body.error).toBe('invalid_api_key');
  });

  it('a missing or unknown X-App-Id is 400 naming the header', async () => {
    const missing = await svc.call('GET', '/users/session', { appId: null });
    expect(missing).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { 'X-App-Id': 'Required' } },
    });
    const unknown = await svc.call('GET', '/users/session', { appId: 'no-such-app' });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { 'X-App-Id': 'Unknown app' } } });
  });

  it('signup, login and the OTP endpoints work with X-App-Id alone', async () => {
    const user = await svc.signup();
    expect(
      (await svc.call('POST', '/users/login', { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(200);
    expect(
      (await svc.call('POST', `/users/send-verify-otp/${user.id}`, { body: { email: user.email } }))
        .status,
    ).toBe(200);
  });
});

describe('CORS', () => {
  it('echoes an allowed origin with credentials, never *', async () => {
    const answer = await svc.call('GET', '/users/session', {
      headers: { Origin: 'http://app.example' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://app.example');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('vary')).toBe('Origin');
  });

  it('gives an origin not on the list no Access-Control header at all', async () => {
    const answer = await svc.call('GET', '/users/session', {
      headers: { Origin: 'http://evil.example' },
    });
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control'))).toEqual(
      [],
    );
  });

  it('answers a preflight listing methods and headers explicitly', async () => {
    const response = await fetch(`${svc.server.url}/users/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-app-id',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, X-API-Key, X-App-Id',
    );
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.example');
  });
});

describe('bad input: a 4xx with the error body, the service still answering', () => {
  it.each([
    ['malformed JSON', '{"name": "A",', 'Malformed JSON'],
    ['a JSON array', '[1, 2]', 'Must be a JSON object'],
    ['a JSON string', '"hello"', 'Must be a JSON object'],
    ['no body', '', 'Required'],
  ])('%s is 400 validation_failed', async (_label, raw, reason) => {
    const answer = await svc.call('POST', '/users/signup', { raw });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { body: reason } },
    });
  });

  it('a body over 64 KiB is 413 payload_too_large, with or without Content-Length', async () => {
    const big = JSON.stringify({
      name: 'A',
      email: 'big@example.com',
      password: PASSWORD,
      bio: 'x'.repeat(70_000),
    });
    const answer = await svc.call('POST', '/users/signup', { raw: big });
    expect(answer).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
    // Streamed without a length: counted as it arrives.
    const service = createAuthService({
      apps: { 'app-1': KEY },
      hashCost: { N: 1024, r: 8, p: 1 },
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
        controller.close();
      },
    });
    const streamed = await service(
      new Request('http://auth.test/users/login', {
        method: 'POST',
        headers: { 'X-App-Id': 'app-1', 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect((await svc.call('GET', '/users/session')).status).toBe(200);
    expect(
      (
        await svc.call('POST', '/users/login', {
          body: { email: 'big@example.com', password: PASSWORD },
        })
      ).status,
    ).toBe(401);
  });

  it('wrong types and unknown fields are 400', async () => {
    const types = await svc.call('POST', '/users/login', { body: { email: 42, password: ['x'] } });
    expect(types).toMatchObject({
      status: 400,
      body: { fields: { email: 'Expected string', password: 'Expected string' } },
    });
    const unknown = await svc.call('POST', '/users/login', {
      body: { email: 'a@b.c', password: 'x', remember: true },
    });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { remember: 'Unknown field' } } });
  });

  it.each([
    ['../..', 'a path-traversal id'],
    ['x'.repeat(10_000), 'a 10k-character id'],
    ['ünïcødé-🙂', 'a unicode id'],
    ['%E0%A4%A', 'a malformed percent-encoding'],
  ])('%s (%s) is a 4xx, never a 5xx', async (id, _label) => {
    const path = id.startsWith('%') ? id : encodeURIComponent(id);
    for (const [method, url] of [
      ['GET', `/users/check-user/${path}`],
      ['DELETE', `/users/delete/${path}`],
      ['PUT', `/users/update/${path}`],
      ['GET', `/users/app-1/user?id=${path}`],
    ] as const) {
      const answer = await svc.call(method, url, {
        apiKey: KEY,
        body: method === 'PUT' ? { name: 'X' } : undefined,
      });
      expect(answer.status, `${method} ${url.slice(0, 60)}`).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      if (answer.status >= 400)
        expect(answer.body).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
        });
    }
  });

  it('an unknown endpoint is 404 and a wrong method 405, with the error body', async () => {
    expect(await svc.call('GET', '/users/nowhere/at/all')).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
    expect(await svc.call('GET', '/users/login')).toMatchObject({
      status: 405,
      body: { error: 'method_not_allowed' },
    });
  });

  it('answers are never cached', async () => {
    expect((await svc.call('GET', '/users/session')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('dev mailbox', () => {
  it('is on by default, and 404 when turned off', async () => {
    const user = await svc.signup();
    await svc.call('POST', `/users/send-verify-otp/${user.id}`, { body: { email: user.email } });
    expect(await svc.mail(user.email.toUpperCase())).toHaveLength(1);

    const quiet = createAuthService({
      devMailbox: false,
      apps: { 'app-1': KEY },
      hashCost: { N: 1024, r: 8, p: 1 },
    });
    const response = await quiet(new Request('http://auth.test/__dev/mailbox?email=a@b.c'));
    expect(response.status).toBe(404);
  });
});
