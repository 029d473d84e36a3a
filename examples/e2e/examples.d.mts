/** One example app: where it lives, its ports, how it is built and started. */
export interface Example {
  name: 'next-app-router' | 'react-router' | 'react-router-7' | 'tanstack-start';
  /** Its folder (absolute). */
  dir: string;
  appPort: number;
  servicePort: number;
  /** `http://127.0.0.1:<servicePort>`: the latchkey-server the build and the server talk to. */
  serviceUrl: string;
  /** Folders put before this example's PATH for its build and server (its own Node). */
  path?: string[];
  /** Sources it shares with another example: copied from that folder before the build. */
  copy?: { from: string; paths: string[] };
  /** Commands run in `dir`, in order, to build it. */
  build: string[][];
  /** The production server's command line, run in `dir`. */
  start: (example: Example) => string;
  /** Environment of the build and the server (the service's URL, the port, PATH if `path`). */
  env: Record<string, string>;
}

/** Every example, by name. */
export declare const examples: Record<Example['name'], Example>;
