/** Names looked up on PATH, in order, after `CHROMIUM_PATH` and `/usr/bin/chromium`. */
export declare const chromiumNames: readonly string[];

/** The Chromium to launch, or why there is none. */
export declare function findChromium(
  env?: Record<string, string | undefined>,
): { path: string; error?: undefined } | { path?: undefined; error: string };
/** Flags every headless launch here uses. */
export declare const chromiumArgs: string[];
