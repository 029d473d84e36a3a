import type { ClientCookieJar } from './cookie-jar/node';
import { errorFromResponse, isRecord, isRedirect } from './error-from-response';
import { ConfigurationError, NetworkError, ServiceError } from './errors';
import type { OperationName } from './operations';
import type { RequestOptions } from './types';

/** Everything the pipeline needs from a client's options, resolved once at creation. */
export interface Transport {
  baseUrl: string;
  /**
   * The base URL is relative and there is no page to resolve it against (server rendering):
   * every request is refused with a ConfigurationError `relative_base_url`.
   */
  relativeBaseUrl: boolean;
  appId: string;
  apiKey: string | undefined;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  headers: HeadersInit | undefined;
  timeoutMs: number;
  jar: ClientCookieJar | undefined;
}

/** One call of one operation, as the client methods declare it. */
export interface Call {
  operation: OperationName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below baseUrl, path parameters already encoded. */
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * The one request pipeline: headers, cookies, timeout and abort, answer → value or typed error.
 * Redirects are never followed: any 3xx is a ServiceError and leaves the cookie jar alone.
 */
export async function send(
  transport: Transport,
  call: Call,
  options: RequestOptions = {},
): Promise<Record<string, unknown>> {
  const { operation } = call;
  if (transport.relativeBaseUrl) throw relativeBaseUrl(operation, transport.baseUrl);
  const url = `${transport.baseUrl}${call.path}${call.query ? `?${new URLSearchParams(call.query)}` : ''}`;

  const headers = new Headers(transport.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-App-Id', transport.appId);
  if (transport.apiKey) headers.set('X-API-Key', transport.apiKey);
  if (call.body) headers.set('Content-Type', 'application/json');
  const cookie = transport.jar?.cookieHeader(url);
  if (cookie) headers.set('Cookie', cookie);

  const { signal } = options;
  if (signal?.aborted) throw aborted(operation, signal.reason);
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer =
    transport.timeoutMs > 0 && Number.isFinite(transport.timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, transport.timeoutMs)
      : undefined;

  let response: Response;
  let text: string;
  try {
    response = await transport.fetch(url, {
      method: call.method,
      headers,
      body: call.body ? JSON.stringify(call.body) : undefined,
      credentials: 'include',
      // A redirect would re-send the password and the API key to wherever it points, and that
      // origin's cookie and 200 would count as a sign-in: none is followed (see isRedirect).
      redirect: 'manual',
      signal: controller.signal,
    });
    if (!isRedirect(response)) transport.jar?.store(url, response.headers.getSetCookie());
    text = await response.text();
  } catch (cause) {
    if (timedOut) {
      throw new NetworkError(`No answer from the auth service within ${transport.timeoutMs} ms.`, {
        operation,
        cause,
        reason: 'timeout',
      });
    }
    if (signal?.aborted) throw aborted(operation, signal.reason);
    throw new NetworkError('Could not reach the auth service.', {
      operation,
      cause,
      reason: 'network',
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }

  let body: unknown = {};
  let isJson = true;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      isJson = false;
      body = text;
    }
  }
  if (!response.ok || isRedirect(response)) throw errorFromResponse(operation, response, body);
  if (!isJson || !isRecord(body)) {
    throw new ServiceError(`The auth service answered ${response.status} with no JSON object.`, {
      operation,
      status: response.status,
      body,
    });
  }
  return body;
}

/** What a request with a relative base URL outside a browser is refused with, before it is sent. */
export const relativeBaseUrl = (operation: OperationName, baseUrl: string) =>
  new ConfigurationError(
    `${operation}: baseUrl "${baseUrl}" is relative, and outside a browser there is no page to resolve it against. ` +
      'On the server, create the client with an absolute URL (e.g. "https://auth.example.com/api", or "http://127.0.0.1:8787" for the local service).',
    { operation, code: 'relative_base_url', fields: { baseUrl: 'Invalid' } },
  );

const aborted = (operation: OperationName, cause: unknown) =>
  new NetworkError('The request was aborted.', { operation, cause, reason: 'abort' });
