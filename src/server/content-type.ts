import { HttpError } from './http-error';

/**
 * A POST or PUT with a body must say `application/json` (any parameters, such as charset). A
 * page on another site can send text/plain, form and multipart bodies without a preflight; a
 * JSON body it cannot. With X-App-Id, this is the second defence against cross-site requests.
 * A POST without a body (logout, as the client sends it) needs no Content-Type.
 */
export function requireJsonBody(request: Request) {
  if (request.method !== 'POST' && request.method !== 'PUT') return;
  const type = request.headers.get('content-type');
  if (type === null && !hasBody(request)) return;
  const media = type?.split(';')[0]?.trim().toLowerCase();
  if (media !== 'application/json') {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the body as JSON, with Content-Type: application/json.',
    );
  }
}

function hasBody(request: Request) {
  if (request.body === null) return false;
  const length = request.headers.get('content-length');
  return length === null || Number(length) > 0;
}
