import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering: every page is HTML from the server, then hydrates.
// Middleware (React Router's per-request context) lets every loader share one session check.
export default { ssr: true, future: { v8_middleware: true } } satisfies Config;
