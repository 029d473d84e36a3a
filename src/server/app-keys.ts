/** The apps a service serves and their keys, as `createAuthService` is given them. */
export interface AppKeyOptions {
  apps?: Record<string, string>;
  publicKeys?: Record<string, string>;
}

/**
 * App id → secret API key, and app id → public key, with the defaults (`demo-app`: `demo-key`,
 * and `demo-public-key` when no apps are given). A public key of an unknown app, or one equal to
 * its app's secret key (it would then have the secret key's scope), is refused at start.
 */
export function appKeysOf(options: AppKeyOptions) {
  const apps = new Map(Object.entries(options.apps ?? { 'demo-app': 'demo-key' }));
  const publicKeys = new Map(
    Object.entries(options.publicKeys ?? (options.apps ? {} : { 'demo-app': 'demo-public-key' })),
  );
  for (const [appId, key] of publicKeys) {
    if (!apps.has(appId)) throw new Error(`publicKeys: "${appId}" is not one of the apps.`);
    if (apps.get(appId) === key) {
      throw new Error(`publicKeys: the public key of "${appId}" is its secret API key.`);
    }
  }
  return { apps, publicKeys };
}
