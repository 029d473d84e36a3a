/**
 * The Host rule against DNS rebinding: a page on another site whose name is made to resolve to
 * 127.0.0.1 reaches a loopback service with that name in Host, so only names that cannot be
 * rebound pass. Applied where the service listens on a socket (startAuthServer); in process
 * (latchkey/testing, MSW in a browser) no DNS is involved and any URL host works.
 *
 * Allowed: `localhost` and `*.localhost`, loopback addresses, the host the server listens on
 * (any IP address when it listens on all interfaces: an address cannot be rebound), and
 * `allowedHosts` (`name` exactly, `.name` for it and its subdomains, as Vite does).
 */
export function createHostCheck(listenHost: string, allowedHosts: readonly string[] = []) {
  const wildcard = ['0.0.0.0', '::', '[::]', ''].includes(listenHost);
  const listening = wildcard ? undefined : hostnameOf(listenHost);
  const allowed = allowedHosts.map((name) => name.toLowerCase().replace(/\.$/, ''));
  return (hostHeader: string | undefined): boolean => {
    // Node refuses HTTP/1.1 without Host; an HTTP/1.0 client without one is no browser.
    if (hostHeader === undefined) return true;
    const name = hostnameOf(hostHeader);
    if (name === undefined) return false;
    if (name === 'localhost' || name.endsWith('.localhost') || isLoopback(name)) return true;
    if (name === listening || (wildcard && isIpLiteral(name))) return true;
    return allowed.some((entry) =>
      entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry,
    );
  };
}

/** The lower-cased host name of a Host header (port dropped, IPv6 kept in brackets). */
function hostnameOf(host: string): string | undefined {
  const bracketed = host.includes(':') && !host.startsWith('[') && host.split(':').length > 2;
  try {
    return new URL(`http://${bracketed ? `[${host}]` : host}`).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

const isLoopback = (name: string) =>
  /^127\.\d+\.\d+\.\d+$/.test(name) || name === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:/.test(name);

const isIpLiteral = (name: string) => /^\d+\.\d+\.\d+\.\d+$/.test(name) || name.startsWith('[');
