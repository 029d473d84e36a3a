/** One example app: where it lives, its ports, how it is built and started. */
export interface Example {
  name: 'next-app-router' | 'react-router';
  /** Its folder (absolute). */
  dir: string;
  appPort: number;
  servicePort: number;
  /** `http://127.0.0.1:<servicePort>`: the latchkey-server the build and the server talk to. */
  serviceUrl: string;
  /** Commands run in `dir`, in order, to build it. */
  build: string[][];
  /** The production server's command line, run in `dir`. */
  start: (example: Example) => string;
  /** Environment of the build and the server (the service's URL, the port). */
  env: Record<string, string>;
}

/** Every example, by name. */
export declare const examples: Record<Example['name'], Example>;
