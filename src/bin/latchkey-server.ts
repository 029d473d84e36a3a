#!/usr/bin/env node
import { main, serveUntilSignalled } from '../server/cli';

main(process.argv.slice(2)).then(
  (server) => {
    if (server) serveUntilSignalled(server);
  },
  (error: unknown) => {
    console.error(`latchkey-server: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Run latchkey-server --help for the options.');
    process.exit(1);
  },
);
