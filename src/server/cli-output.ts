import { resolve } from 'node:path';
import type { MailMessage } from './mailbox';

/** What the startup summary describes. */
export interface StartupFacts {
  url: string;
  apps: Record<string, string>;
  /** App id → public key (browsers: password recovery only). */
  publicKeys?: Record<string, string>;
  origins: readonly string[];
  /** Where data lives: the folder, or how else it is kept. */
  storage: { kind: 'memory' } | { kind: 'postgres' } | { kind: 'folder'; path: string };
  devMailbox: boolean;
}

/**
 * The lines printed under `latchkey-server listening on ...` (which stays the first line: tools
 * parse it): what a developer needs to call the service and read its mail.
 */
export function startupSummary(facts: StartupFacts): string[] {
  const apps = Object.entries(facts.apps).map(([appId, key]) => {
    const publicKey = facts.publicKeys?.[appId];
    return `${appId} (API key ${key}${publicKey ? `, public key ${publicKey}` : ''})`;
  });
  const data =
    facts.storage.kind === 'memory'
      ? 'in memory (--memory): nothing is kept'
      : facts.storage.kind === 'postgres'
        ? 'PostgreSQL at DATABASE_URL'
        : `${resolve(facts.storage.path)} (--data, locked while this runs)`;
  return [
    `  apps:    ${apps.join(', ')}`,
    `  origins: ${facts.origins.join(', ') || 'none'} (allow another with --origin <url>)`,
    `  data:    ${data}`,
    `  mailbox: ${facts.devMailbox ? `${facts.url}/__dev/mailbox?email=<address>` : 'off (--no-dev-mailbox)'}`,
  ];
}

/** Most refused origins it names; past that a flood of origins prints nothing more. */
const MAX_NAMED_ORIGINS = 100;

/**
 * Prints, once per origin, that a browser origin was refused CORS: the page then sees only a
 * network error, so the console is where the developer learns which flag fixes it.
 */
export function originRefusalPrinter(print: (line: string) => void = console.log) {
  const named = new Set<string>();
  return (origin: string) => {
    if (named.has(origin) || named.size >= MAX_NAMED_ORIGINS) return;
    named.add(origin);
    const shown = printable(origin);
    print(
      `latchkey-server: refused CORS for origin ${shown} (not on the allowlist); ` +
        `start with --origin ${shown} to allow it`,
    );
  };
}

/**
 * `text` safe to print on a terminal: control, format and line-separator characters and lone
 * surrogates (an ESC sequence retitles a terminal, bidi controls reorder what is shown) become
 * `\u{…}` escapes, and a backslash is doubled so the escapes cannot be forged.
 */
export function printable(text: string): string {
  return text.replace(
    /\\|[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\p{Zl}\p{Zp}\uD800-\uDFFF]/gu,
    (char) => (char === '\\' ? '\\\\' : `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`),
  );
}

/**
 * Prints each email the service sends: `mail to <address> (<kind>): code <otp>`, or a notice's
 * words after the colon.
 */
export const mailPrinter =
  (print: (line: string) => void = console.log) =>
  (message: MailMessage) => {
    const what = message.otp ? `: code ${message.otp}` : message.text ? `: ${message.text}` : '';
    print(`latchkey-server: mail to ${printable(message.to)} (${message.kind})${what}`);
  };
