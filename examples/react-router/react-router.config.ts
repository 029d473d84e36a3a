import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering: every page is HTML from the server, then hydrates.
export default { ssr: true } satisfies Config;
