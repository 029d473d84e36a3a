import { createServerFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { type AuthLocalization, de, en, es, fr, ja, pickLocale } from 'latchkey/ui';

/** The languages the forms speak, the default first. */
const languages: readonly AuthLocalization[] = [en, de, fr, es, ja];

/**
 * The best of `languages` for the request's `Accept-Language` header. A server function: the
 * dictionaries stay on the server, and the browser gets the picked one alone.
 */
export const fetchLocalization = createServerFn({ method: 'GET' }).handler(
  (): AuthLocalization => pickLocale(getRequestHeader('accept-language') ?? '', languages),
);
