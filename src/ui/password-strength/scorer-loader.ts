import type { StrengthScorer } from './guess';

/**
 * Loads zxcvbn and its common-words dictionaries for the strength meter, by a dynamic
 * `import()` the first time a new-password field is focused or typed in (the module system
 * fetches it once per page; a failed fetch is tried again on the next focus). An object so
 * that tests can watch the load (a spy on `load`).
 * @internal
 */
export const zxcvbnLoader = {
  /** zxcvbn's scorer, once loaded. */
  loaded: undefined as StrengthScorer | undefined,
  /** Loads zxcvbn (or finds it loaded) and sets `loaded`. */
  load: (): Promise<void> =>
    import('./zxcvbn-scorer').then(({ scoreStrength }) => {
      zxcvbnLoader.loaded = scoreStrength;
    }),
};
