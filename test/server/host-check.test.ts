import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serviceFixture } from './service-fixture';

// DNS rebinding: a page on another site whose name now resolves to 127.0.0.1 reaches the
// service with its own name in Host. Only loopback names, --host and --allowed-host pass.
const svc = serviceFixture();
const allowing = serviceFixture({ allowedHosts: ['auth.test', '.dev.test'] });

/** GET `path` with a chosen Host header (fetch does not let a caller set Host). */
function getWithHost(url: string, path: string, host: string) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { headers: { Host: host, 'X-App-Id': 'app-1' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const portOf = (url: string) => new URL(url).port;

describe('the Host rule', () => {
  it('refuses (403) a Host that is not a loopback name, with the flag to allow it', async () => {
    for (const host of [`evil.example:${portOf(svc.server.url)}`, 'evil.example', '192.0.2.1']) {
      const answer = await getWithHost(svc.server.url, '/users/session', host);
      expect(answer.status, host).toBe(403);
      expect(answer.body.error).toBe('host_not_allowed');
      expect(String(answer.body.message)).toContain('--allowed-host');
    }
  });

  it('accepts localhost, *.localhost, loopback addresses and the host it listens on', async () => {
    const port = portOf(svc.server.url);
    for (const host of [
      `localhost:${port}`,
      'LOCALHOST',
      `app.localhost:${port}`,
      `127.0.0.1:${port}`,
      '127.0.0.2',
      `[::1]:${port}`,
    ]) {
      expect((await getWithHost(svc.server.url, '/users/session', host)).status, host).toBe(200);
    }
  });

  it('accepts the names given with allowedHosts (a leading dot allows subdomains)', async () => {
    const url = allowing.server.url;
    expect((await getWithHost(url, '/users/session', 'auth.test')).status).toBe(200);
    expect((await getWithHost(url, '/users/session', 'a.dev.test:8080')).status).toBe(200);
    expect((await getWithHost(url, '/users/session', 'other.test')).status).toBe(403);
  });
});

describe('the dev mailbox', () => {
  it('needs email (400 without): it never lists every user’s codes', async () => {
    const answer = await svc.call('GET', '/__dev/mailbox');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'validation_failed',
      fields: { email: 'Required' },
    });
    expect(answer.body.messages).toBeUndefined();
  });
});
