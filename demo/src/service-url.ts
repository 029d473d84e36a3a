/**
 * Where the service answers: the page's own origin (the dev server's proxy forwards to it), or
 * an absolute URL given at build time for a service on another origin.
 */
export const baseUrl = import.meta.env.VITE_LATCHKEY_BASE_URL || window.location.origin;
