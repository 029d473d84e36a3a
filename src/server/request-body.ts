import { HttpError, invalid } from './http-error';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';
import { requireWellFormedJson } from './well-formed-text';

/** Bodies over this are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new HttpError(413, 'payload_too_large', 'The request body is over 64 KiB.');

/**
 * Reads a JSON object body, at most 64 KiB (counted as it streams, whatever Content-Length
 * says). Malformed JSON, JSON nested deeper than 32 levels, JSON that is not an object, or a
 * string in it (value or key) with a lone surrogate or U+0000, is a 400.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read().catch((cause: unknown) => {
        // The client went away mid-body (or the host's stream failed): bad input, not a fault
        // of the service, so it is answered (to no one, usually) rather than logged.
        throw invalid({ body: 'Cut off' }, 'The request body ended early.', { cause });
      });
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') throw invalid({ body: 'Required' }, 'A JSON body is required.');
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
    throw invalid(
      { body: `Nested deeper than ${MAX_JSON_DEPTH} levels` },
      `JSON may nest at most ${MAX_JSON_DEPTH} levels.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid({ body: 'Malformed JSON' }, 'The body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid({ body: 'Must be a JSON object' }, 'The body must be a JSON object.');
  }
  requireWellFormedJson(value);
  return value as Record<string, unknown>;
}
